// The holidays registry against a fake API: the organisation's own with when and where they apply,
// the year's computed holidays read-only beside them, and the form's rules by kind.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { instalarApiFalsa, ok } from '../../../testing/apiFalsa';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../../testing/renderizar';
import { FeriadosScreen } from './FeriadosScreen';

const carimbo = { criadoEm: '2026-01-01T00:00:00Z', atualizadoEm: '2026-01-01T00:00:00Z' };
const linhas = [
  {
    id: 1,
    tipo: 'municipal',
    nome: 'Aniversário de São Paulo',
    dataInicio: '2025-01-25',
    dataFim: '2025-01-25',
    municipioId: 3550308,
    municipio: { id: 3550308, nome: 'São Paulo', uf: 'SP' },
    anual: true,
    ativo: true,
    versao: 1,
    ...carimbo,
  },
  {
    id: 2,
    tipo: 'recesso',
    nome: 'Recesso de fim de ano',
    dataInicio: '2026-12-21',
    dataFim: '2027-01-09',
    municipioId: null,
    municipio: null,
    anual: false,
    ativo: true,
    versao: 1,
    ...carimbo,
  },
];

const api = () =>
  instalarApiFalsa({
    'GET /api/feriados/cadastrados': ok({ data: linhas, total: 2, page: 1, pageSize: 25 }),
    'GET /api/feriados': ok({
      ano: 2026,
      uf: null,
      municipioId: null,
      data: [
        { data: '2026-02-16', nome: 'Carnaval', origem: 'ponto-facultativo', feriadoId: null },
        { data: '2026-04-03', nome: 'Sexta-feira Santa', origem: 'nacional', feriadoId: null },
      ],
    }),
  });

const escritor = sessaoAtiva({
  ...usuarioDeTeste,
  permissoes: ['cadastros:ler', 'cadastros:escrever'],
});

describe('/cadastros/feriados', () => {
  it('lista os da organização e, abaixo, os do ano calculados', async () => {
    api();
    renderizar(<FeriadosScreen />, escritor);
    const grade = await screen.findByRole('grid', { name: 'Feriados e recessos' });
    const sp = (
      await within(grade).findByRole('link', { name: 'Aniversário de São Paulo' })
    ).closest('[role="row"]');
    expect(sp).toHaveTextContent('25/01 (todo ano, desde 2025)');
    expect(sp).toHaveTextContent('São Paulo - SP');
    const recesso = within(grade)
      .getByRole('link', { name: 'Recesso de fim de ano' })
      .closest('[role="row"]');
    expect(recesso).toHaveTextContent('21/12/2026 a 09/01/2027');
    expect(recesso).toHaveTextContent('Todos os municípios');

    const ano = await screen.findByRole('table', { name: 'Feriados de 2026' });
    expect(await within(ano).findByText('Sexta-feira Santa')).toBeVisible();
    expect(within(ano).getByText('Ponto facultativo')).toBeVisible();
    expect(within(ano).getByText('sexta-feira')).toBeVisible();
  });

  it('um feriado municipal pede o município; um recesso pede o fim e dispensa o município', async () => {
    const user = userEvent.setup();
    api();
    renderizar(<FeriadosScreen />, escritor);
    await user.click(await screen.findByRole('button', { name: 'Novo feriado' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Novo feriado' });
    await user.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialogo).findByText('Informe o município do feriado')).toBeInTheDocument();
    expect(within(dialogo).queryByRole('group', { name: /Fim/ })).toBeNull();

    await user.click(within(dialogo).getByRole('combobox', { name: /Tipo/ }));
    await user.click(await screen.findByRole('option', { name: 'Recesso' }));
    expect(within(dialogo).getByRole('group', { name: /Fim/ })).toBeInTheDocument();
    expect(within(dialogo).queryByText('Informe o município do feriado')).toBeNull();
    expect(
      within(dialogo).getByText('Em branco: o recesso vale para todos os municípios.'),
    ).toBeInTheDocument();
  });
});
