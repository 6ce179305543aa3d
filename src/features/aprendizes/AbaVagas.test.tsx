import { screen, within } from '@testing-library/react';
import { instalarApiFalsa, pagina } from '../../testing/apiFalsa';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../testing/renderizar';
import { AbaVagas } from './AbaVagas';

const quemLeVagas = { ...usuarioDeTeste, permissoes: ['aprendizes:ler', 'vagas:ler'] };

describe('AbaVagas', () => {
  it('lista candidaturas e encaminhamentos, cada um levando à sua vaga', async () => {
    instalarApiFalsa({
      'GET /api/candidaturas': pagina(
        [
          {
            id: 1,
            vagaId: 30,
            vaga: { titulo: 'Auxiliar administrativo', parceiro: 'Padaria Sol' },
            status: 'não selecionado',
            motivo: 'Perfil diferente',
            criadoEm: '2026-03-02T12:00:00Z',
          },
        ],
        { pageSize: 50 },
      ),
      'GET /api/encaminhamentos': pagina(
        [
          {
            id: 2,
            vagaId: 31,
            vaga: { titulo: 'Repositor' },
            parceiro: { id: 4, nome: 'Mercado Lua', razaoSocial: 'Mercado Lua Ltda' },
            status: 'contratado',
            data: '2026-03-05',
            dataEntrevista: null,
            contrato: { id: 9, numero: '2026/0009' },
          },
        ],
        { pageSize: 50 },
      ),
    });
    renderizar(<AbaVagas id={5} />, sessaoAtiva(quemLeVagas));

    const candidaturas = await screen.findByRole('region', { name: 'Candidaturas' });
    const [candidatura] = await within(candidaturas).findAllByRole('listitem');
    expect(
      within(candidatura!).getByRole('link', { name: 'Auxiliar administrativo' }),
    ).toHaveAttribute('href', '/vagas/30/candidatos');
    expect(candidatura).toHaveTextContent('Padaria Sol · desde 02/03/2026 · Perfil diferente');
    expect(within(candidatura!).getByText('Não selecionado')).toBeInTheDocument();

    const encaminhamentos = screen.getByRole('region', { name: 'Encaminhamentos' });
    const [encaminhamento] = await within(encaminhamentos).findAllByRole('listitem');
    expect(within(encaminhamento!).getByRole('link', { name: 'Repositor' })).toHaveAttribute(
      'href',
      '/vagas/31/encaminhamentos',
    );
    expect(encaminhamento).toHaveTextContent('Mercado Lua · encaminhado em 05/03/2026');
    expect(
      within(encaminhamento!).getByRole('link', { name: 'Contrato 2026/0009' }),
    ).toHaveAttribute('href', '/contratos/9');
  });

  it('diz quando não há candidaturas nem encaminhamentos', async () => {
    instalarApiFalsa({
      'GET /api/candidaturas': pagina([], { pageSize: 50 }),
      'GET /api/encaminhamentos': pagina([], { pageSize: 50 }),
    });
    renderizar(<AbaVagas id={5} />, sessaoAtiva(quemLeVagas));
    expect(
      await screen.findByText('Este aprendiz ainda não se candidatou a nenhuma vaga.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Este aprendiz ainda não foi encaminhado a nenhuma empresa.'),
    ).toBeInTheDocument();
  });
});
