import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { instalarApiFalsa, ok } from '../../../testing/apiFalsa';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../../testing/renderizar';
import type { CalendarioDoAprendizApiResponse } from '../api';
import { CalendarioScreen } from './CalendarioScreen';

const leitor = { ...usuarioDeTeste, permissoes: ['aprendizes:ler', 'frequencia:ler'] };

const calendario: CalendarioDoAprendizApiResponse = {
  aprendiz: { id: 7, nome: 'Benjamin Lopes' },
  inicio: '2026-09-01',
  fim: '2027-08-31',
  contrato: {
    id: 3,
    numero: '2026/00756',
    parceiro: { id: 2, nome: 'Contabilidade Anhanguera' },
    dataInicio: '2026-09-01',
    dataFim: '2027-08-31',
  },
  turmas: [
    {
      id: 5,
      codigo: 'LOG-2026-03',
      nome: 'Logística — Noite',
      diasTeoria: [5],
      dataInicio: '2026-09-04',
      dataFim: '2027-08-27',
    },
  ],
  dias: [
    {
      data: '2026-09-01',
      tipo: 'pratica',
      turmaId: null,
      feriado: null,
      frequencia: null,
      marcos: ['inicio-contrato'],
    },
    {
      data: '2026-11-13',
      tipo: 'teoria',
      turmaId: 5,
      feriado: null,
      frequencia: 'falta',
      marcos: [],
    },
    {
      data: '2026-11-16',
      tipo: 'pratica',
      turmaId: null,
      feriado: null,
      frequencia: null,
      marcos: [],
    },
    {
      data: '2026-11-20',
      tipo: 'feriado',
      turmaId: null,
      feriado: { nome: 'Dia da Consciência Negra', origem: 'nacional' },
      frequencia: null,
      marcos: [],
    },
  ],
  contagens: {
    teoria: 46,
    pratica: 440,
    feriados: 37,
    afastamento: 0,
    presentes: 7,
    faltas: 4,
    justificadas: 0,
  },
};

function abrir(caminho = '/aprendiz/7/calendario') {
  return renderizar(<CalendarioScreen />, sessaoAtiva(leitor), caminho, '/aprendiz/:id/calendario');
}

describe('calendário do aprendiz', () => {
  it('abre no mês de hoje com a legenda e as contagens, e cada dia diz o que é', async () => {
    instalarApiFalsa({ 'GET /api/aprendiz/7/calendario': ok(calendario) });
    abrir();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Calendário de Benjamin Lopes' }),
    ).toBeVisible();
    expect(
      screen.getByText('Contrato 2026/00756 com Contabilidade Anhanguera: 01/09/2026 a 31/08/2027'),
    ).toBeVisible();
    const legenda = screen.getByLabelText('Legenda e contagens do período');
    expect(legenda).toHaveTextContent('Teoria (turma)46');
    expect(legenda).toHaveTextContent('Prática (empresa)440');
    expect(legenda).toHaveTextContent('Feriado ou recesso37');
    expect(legenda).toHaveTextContent('7 P · 4 F · 0 FJ');
    // The test clock's today is 21/11/2026: November opens.
    const mes = screen.getByRole('table', { name: 'Novembro de 2026' });
    expect(within(mes).getByText('13: teoria (turma); falta')).toBeInTheDocument();
    expect(
      within(mes).getByText('20: feriado ou recesso; Dia da Consciência Negra'),
    ).toBeInTheDocument();
    expect(within(mes).getByText('21: sem atividade')).toBeInTheDocument();
  });

  it('o mês anterior e a visão do ano', async () => {
    const user = userEvent.setup();
    instalarApiFalsa({ 'GET /api/aprendiz/7/calendario': ok(calendario) });
    const { router } = abrir();
    await screen.findByRole('table', { name: 'Novembro de 2026' });
    await user.click(screen.getByRole('button', { name: 'Mês anterior' }));
    expect(await screen.findByRole('table', { name: 'Outubro de 2026' })).toBeVisible();
    expect(router.state.location.search).toContain('mes=2026-10');

    await user.click(screen.getByRole('button', { name: 'Ano' }));
    // The contract's months of 2026 (September to December), and the next year one click away.
    expect(await screen.findAllByRole('table')).toHaveLength(4);
    const setembro = screen.getByRole('table', { name: 'Setembro de 2026' });
    expect(
      within(setembro).getByText('1: prática (empresa); início do contrato'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2027' }));
    expect(await screen.findAllByRole('table')).toHaveLength(8);
  });

  it('um endereço que não é de aprendiz diz isso em português', async () => {
    instalarApiFalsa({});
    abrir('/aprendiz/abc/calendario');
    expect(await screen.findByText('Aprendiz não encontrado')).toBeVisible();
  });
});
