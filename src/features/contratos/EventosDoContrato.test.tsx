// The lists of extensions and terminations: each event's days as dd/mm/aaaa under their headers,
// and the company to filter them by.
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { instalarApiFalsa, ok } from '../../testing/apiFalsa';
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
/** The list at `rota` showing one event, read from the API's same path: its grid. */
async function listaCom(tela: ReactNode, rota: string, evento: object) {
  instalarApiFalsa({
    [`GET /api${rota}`]: ok({
      data: [{ contratoId: 9, usuario: null, contrato, ...evento }],
      total: 1,
      page: 1,
      pageSize: 25,
    }),
  });
  renderizar(tela, sessaoAtiva(leitor), rota);
  return screen.findByRole('grid');
}

describe('eventos do contrato', () => {
  it('prorrogações: o término anterior e o novo', async () => {
    const grade = await listaCom(<ProrrogacoesScreen />, '/contratos/prorrogacoes', {
      id: 1,
      dataTerminoAnterior: '2026-12-01',
      novaDataTermino: '2027-06-01',
      motivo: 'Bom desempenho',
      criadoEm: '2026-11-20T12:00:00Z',
    });
    expect(await within(grade).findByText('01/12/2026')).toBeInTheDocument();
    expect(within(grade).getByText('01/06/2027')).toBeInTheDocument();
    expect(within(grade).getByRole('columnheader', { name: 'Término anterior' })).toBeVisible();
    expect(within(grade).getByRole('columnheader', { name: 'Novo término' })).toBeVisible();
    expect(screen.getAllByLabelText('Empresa').map((e) => e.tagName)).toContain('INPUT');
  });

  it('rescisões: o dia da rescisão', async () => {
    const grade = await listaCom(<RescisoesScreen />, '/contratos/rescisoes', {
      id: 2,
      data: '2026-10-15',
      motivoDesligamento: { id: 3, codigo: 'A', nome: 'A pedido', antecipado: true },
      observacoes: null,
      criadoEm: '2026-10-15T12:00:00Z',
    });
    expect(await within(grade).findByText('15/10/2026')).toBeInTheDocument();
    expect(within(grade).getByRole('columnheader', { name: 'Data' })).toBeVisible();
    expect(screen.getAllByLabelText('Empresa').map((e) => e.tagName)).toContain('INPUT');
  });
});
