// /admin/auditoria against a fake API: filters from the URL reach the request, changes read as
// 'campo: de → para', and the Acessos tab lists opened records and sign-in attempts.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { instalarApiFalsa, ok, pagina } from '../../testing/apiFalsa';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../testing/renderizar';
import { AuditoriaScreen } from './AuditoriaScreen';
import { catalogoFalso } from './testes.fixtures';

const sessao = sessaoAtiva({
  ...usuarioDeTeste,
  userType: 'administrador',
  permissoes: ['usuarios:admin'],
});
const ana = { id: 1, nome: 'Ana Lima' };

const alteracoes = pagina([
  {
    id: 10,
    usuario: ana,
    acao: 'atualizar',
    entidade: 'usuario',
    entidadeId: '4',
    campos: {
      funcaoId: { de: 3, para: 2 },
      funcao: { de: 'Secretaria', para: 'Coordenação' },
      ativo: { de: true, para: false },
    },
    criadoEm: new Date(2026, 2, 7, 9, 30).toISOString(),
  },
  {
    id: 11,
    usuario: ana,
    acao: 'atualizar',
    entidade: 'funcao',
    entidadeId: '3',
    campos: { permissoes: { de: ['turmas:ler'], para: ['turmas:ler', 'aprendizes:ver-cpf'] } },
    criadoEm: new Date(2026, 2, 7, 9, 40).toISOString(),
  },
]);
const catalogo = ok({ data: catalogoFalso });
const acessos = pagina([
  {
    id: 'registro-5',
    tipo: 'registro',
    usuario: ana,
    descricao: 'Abriu o registro de aprendiz #12',
    ip: '10.0.0.7',
    entidade: 'aprendiz',
    entidadeId: '12',
    acao: 'visualizar',
    email: null,
    sucesso: null,
    motivo: null,
    criadoEm: '2026-03-07T12:00:00Z',
  },
  {
    id: 'login-9',
    tipo: 'login',
    usuario: null,
    descricao: 'Tentativa de entrada com e-mail ou senha inválidos',
    ip: '10.0.0.8',
    entidade: null,
    entidadeId: null,
    acao: null,
    email: 'quem@x.br',
    sucesso: false,
    motivo: 'credenciais',
    criadoEm: '2026-03-07T11:00:00Z',
  },
]);

const urlDe = (fetchFalso: jest.Mock, caminho: string) =>
  (fetchFalso.mock.calls as [RequestInfo | URL][])
    .map(([e]) => new URL(e instanceof Request ? e.url : String(e)))
    .find((u) => u.pathname === caminho);

describe('/admin/auditoria', () => {
  it('mostra cada alteração como campo: de → para, com os filtros da URL no pedido', async () => {
    const { fetchFalso } = instalarApiFalsa({
      'GET /api/auditoria': alteracoes,
      'GET /api/permissoes': catalogo,
      'GET /api/usuarios': pagina([{ ...ana, email: 'ana@x.br' }]),
    });
    renderizar(
      <AuditoriaScreen />,
      sessao,
      '/admin/auditoria?entidade=usuario&dataInicio=2026-03-01&sort=criadoEm',
    );
    const lista = await screen.findByRole('list', { name: 'Alterações' });
    const [primeira, segunda] = Array.from(lista.children) as HTMLElement[];
    expect(primeira).toHaveTextContent('07/03/2026 09:30');
    expect(primeira).toHaveTextContent('Ana Lima alterou Usuário #4');
    expect(primeira).toHaveTextContent('Função: Secretaria → Coordenação');
    expect(primeira).toHaveTextContent('Ativo: Sim → Não');
    expect(primeira).not.toHaveTextContent('3 → 2');
    expect(within(primeira!).getByRole('link', { name: 'Usuário #4' })).toHaveAttribute(
      'href',
      '/usuarios?editar=4&ativo=todos',
    );
    expect(segunda).toHaveTextContent('+ Ver CPF e documentos completos');

    const url = urlDe(fetchFalso, '/api/auditoria');
    expect(url?.searchParams.get('entidade')).toBe('usuario');
    expect(url?.searchParams.get('dataInicio')).toBe('2026-03-01');
    expect(url?.searchParams.get('sort')).toBe('criadoEm');
    // A filter in the address opens the panel with it filled in; the order shows as chosen.
    expect(await screen.findByRole('group', { name: 'Período de' })).toHaveTextContent(
      '01/03/2026',
    );
    expect(screen.getByRole('button', { name: 'Mais antigos' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('a aba Acessos lista fichas abertas e tentativas de entrada, levando pessoa e período', async () => {
    const { fetchFalso } = instalarApiFalsa({
      'GET /api/auditoria': alteracoes,
      'GET /api/auditoria/acessos': acessos,
      'GET /api/permissoes': catalogo,
      'GET /api/usuarios': pagina([{ ...ana, email: 'ana@x.br' }]),
    });
    const { router } = renderizar(
      <AuditoriaScreen />,
      sessao,
      '/admin/auditoria?usuarioId=1&dataFim=2026-03-31&entidade=usuario',
    );
    await userEvent.click(await screen.findByRole('tab', { name: 'Acessos' }));
    const lista = await screen.findByRole('list', { name: 'Acessos' });
    expect(lista).toHaveTextContent('Abriu o registro de aprendiz #12');
    expect(
      within(lista).getByRole('link', { name: 'Abriu o registro de aprendiz #12' }),
    ).toHaveAttribute('href', '/aprendizes/12');
    expect(lista).toHaveTextContent('quem@x.br');
    expect(lista).toHaveTextContent('Falhou');
    expect(lista).toHaveTextContent('Tentativa de entrada com e-mail ou senha inválidos');
    expect(new URLSearchParams(router.state.location.search).toString()).toBe(
      'usuarioId=1&dataFim=2026-03-31&aba=acessos',
    );
    const url = urlDe(fetchFalso, '/api/auditoria/acessos');
    expect(url?.searchParams.get('usuarioId')).toBe('1');
    expect(url?.searchParams.get('dataFim')).toBe('2026-03-31');
    expect(url?.searchParams.get('entidade')).toBeNull();
  });
});
