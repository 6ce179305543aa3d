// The lists of extensions and terminations: each event's days as dd/mm/aaaa under their headers.
import { screen, within } from '@testing-library/react';
import { instalarApiFalsa } from '../../testing/apiFalsa';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../testing/renderizar';
import { ProrrogacoesScreen } from './ProrrogacoesScreen';
import { RescisoesScreen } from './RescisoesScreen';

const leitor = { ...usuarioDeTeste, permissoes: ['contratos:ler'] };
const contrato = {
  id: 9,
  numero: '2026/0009',
  Con_TipoContrato: 'aprendizagem',
  status: 'vigente',
  aprendiz: {
    aprendizId: 5,
    nome: 'Eva Souza',
    nomeSocial: null,
    cpf: '***.456.789-**',
    situacao: { id: 1, codigo: 'contratado', nome: 'Contratado', cor: 'success' },
    aprendizAtivo: true,
  },
  parceiro: { id: 4, nome: 'Padaria Sol' },
};
const pagina = (linha: object) => ({ data: [linha], total: 1, page: 1, pageSize: 25 });

describe('eventos do contrato', () => {
  it('prorrogações: o término anterior e o novo', async () => {
    instalarApiFalsa({
      'GET /api/contratos/prorrogacoes': {
        status: 200,
        corpo: pagina({
          id: 1,
          contratoId: 9,
          dataTerminoAnterior: '2026-12-01',
          novaDataTermino: '2027-06-01',
          motivo: 'Bom desempenho',
          usuario: null,
          contrato,
          criadoEm: '2026-11-20T12:00:00Z',
        }),
      },
    });
    renderizar(<ProrrogacoesScreen />, sessaoAtiva(leitor), '/contratos/prorrogacoes');
    const grade = await screen.findByRole('grid');
    expect(await within(grade).findByText('01/12/2026')).toBeInTheDocument();
    expect(within(grade).getByText('01/06/2027')).toBeInTheDocument();
    expect(within(grade).getByRole('columnheader', { name: 'Término anterior' })).toBeVisible();
    expect(within(grade).getByRole('columnheader', { name: 'Novo término' })).toBeVisible();
  });

  it('rescisões: o dia da rescisão', async () => {
    instalarApiFalsa({
      'GET /api/contratos/rescisoes': {
        status: 200,
        corpo: pagina({
          id: 2,
          contratoId: 9,
          data: '2026-10-15',
          motivoDesligamento: { id: 3, codigo: 'A', nome: 'A pedido', antecipado: true },
          observacoes: null,
          usuario: null,
          contrato,
          criadoEm: '2026-10-15T12:00:00Z',
        }),
      },
    });
    renderizar(<RescisoesScreen />, sessaoAtiva(leitor), '/contratos/rescisoes');
    const grade = await screen.findByRole('grid');
    expect(await within(grade).findByText('15/10/2026')).toBeInTheDocument();
    expect(within(grade).getByRole('columnheader', { name: 'Data' })).toBeVisible();
  });
});
