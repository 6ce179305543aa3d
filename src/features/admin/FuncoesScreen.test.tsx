// /admin/funcoes against a fake API: the funções with their users, the matrix saved at every
// click (versao carried from one save to the next), rollback with a toast, and what the
// Administrador função or a função in use cannot do.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProvedorDeConfirmacao } from '../../shared/dialogos';
import { instalarApiFalsa, ok, problema, type Rota } from '../../testing/apiFalsa';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../testing/renderizar';
import { FuncoesScreen } from './FuncoesScreen';
import { catalogoFalso } from './testes.fixtures';

const catalogo = ok({ data: catalogoFalso });
const TODAS = [
  'aprendizes:ler',
  'aprendizes:escrever',
  'aprendizes:ver-cpf',
  'turmas:ler',
  'usuarios:admin',
];

const funcao = (id: number, chave: string, nome: string, extra: object = {}) => ({
  id,
  chave,
  nome,
  descricao: `Descrição de ${nome}`,
  permissoes: ['aprendizes:ler'],
  padrao: true,
  usuariosCount: 0,
  usuariosAtivosCount: 0,
  criadoEm: '2026-01-01T00:00:00Z',
  atualizadoEm: '2026-01-01T00:00:00Z',
  versao: 1,
  ...extra,
});
const administrador = funcao(1, 'administrador', 'Administrador', {
  permissoes: TODAS,
  usuariosCount: 2,
  usuariosAtivosCount: 1,
});
const secretaria = funcao(3, 'secretaria', 'Secretaria', {
  usuariosCount: 4,
  usuariosAtivosCount: 4,
});
const apoio = funcao(7, 'apoio', 'Apoio pedagógico', {
  padrao: false,
  permissoes: [],
  usuariosCount: 3,
  usuariosAtivosCount: 1,
});
const lista = ok({ data: [administrador, apoio, secretaria] });

const sessao = sessaoAtiva({
  ...usuarioDeTeste,
  userType: 'administrador',
  permissoes: ['usuarios:admin'],
});

function abrir(rotas: Record<string, Rota>, caminho = '/admin/funcoes?funcao=3') {
  const api = instalarApiFalsa({
    'GET /api/funcoes': lista,
    'GET /api/permissoes': catalogo,
    ...rotas,
  });
  renderizar(
    <ProvedorDeConfirmacao>
      <FuncoesScreen />
    </ProvedorDeConfirmacao>,
    sessao,
    caminho,
  );
  return api;
}

const matriz = () => screen.findByRole('table', { name: /Permissões de/ });
const notificacoes = () => screen.findByRole('region', { name: 'Notifications' });

describe('/admin/funcoes', () => {
  it('lista as funções com quantas pessoas têm cada uma', async () => {
    abrir({});
    const tabela = await screen.findByRole('table', { name: 'Funções' });
    const linha = (nome: string) =>
      within(tabela).getByRole('link', { name: nome }).closest('tr') as HTMLElement;
    await within(tabela).findByRole('link', { name: 'Secretaria' });
    expect(linha('Secretaria')).toHaveTextContent('4');
    expect(linha('Administrador')).toHaveTextContent('2 (1 ativo)');
    expect(linha('Apoio pedagógico')).toHaveTextContent('3 (1 ativo)');
    expect(
      within(linha('Secretaria')).getByRole('button', { name: 'Excluir Secretaria' }),
    ).toBeDisabled();
  });

  it('salva cada clique na hora, levando a versao da resposta anterior', async () => {
    let versao = 1;
    let permissoes = ['aprendizes:ler'];
    const { chamadas } = abrir({
      'PUT /api/funcoes/3': () => {
        versao += 1;
        return ok({ ...secretaria, permissoes, versao });
      },
    });
    // Each checkbox is read from the matrix on screen at the moment it is used: a reference kept
    // from an earlier render could be a node React has since replaced, and a click on it is lost.
    const caixa = async (nome: string) =>
      within(await matriz()).getByRole('checkbox', { name: nome });
    permissoes = ['aprendizes:ler', 'turmas:ler'];
    await userEvent.click(await caixa('Ver turmas'));
    await waitFor(() => {
      expect(chamadas.filter((c) => c.metodo === 'PUT')).toHaveLength(1);
    });
    expect(await caixa('Ver turmas')).toBeChecked();
    permissoes = ['aprendizes:ler', 'aprendizes:ver-cpf', 'turmas:ler'];
    await userEvent.click(await caixa('Ver CPF e documentos completos'));
    await waitFor(() => {
      expect(chamadas.filter((c) => c.metodo === 'PUT')).toHaveLength(2);
    });
    const corpos = chamadas.filter((c) => c.metodo === 'PUT').map((c) => c.corpo);
    expect(corpos[0]).toEqual({
      nome: 'Secretaria',
      descricao: 'Descrição de Secretaria',
      permissoes: ['aprendizes:ler', 'turmas:ler'],
      versao: 1,
    });
    expect(corpos[1]).toMatchObject({
      permissoes: ['aprendizes:ler', 'aprendizes:ver-cpf', 'turmas:ler'],
      versao: 2,
    });
    expect(await caixa('Ver turmas')).toBeChecked();
    expect(await caixa('Ver CPF e documentos completos')).toBeChecked();
    // No refetch of the list between clicks: each answer was written into the cache.
    expect(chamadas.filter((c) => c.caminho === '/api/funcoes')).toHaveLength(1);
  });

  it('desfaz o clique e explica quando o servidor recusa', async () => {
    const detalhe =
      'Este é o último administrador ativo: o sistema ficaria sem ninguém para administrar usuários.';
    abrir(
      { 'PUT /api/funcoes/7': problema(409, detalhe, { type: '/problemas/ultimo-administrador' }) },
      '/admin/funcoes?funcao=7',
    );
    const caixa = within(await matriz()).getByRole('checkbox', { name: 'Ver aprendizes' });
    expect(caixa).not.toBeChecked();
    await userEvent.click(caixa);
    expect(await within(await notificacoes()).findByText(new RegExp(detalhe))).toBeInTheDocument();
    await waitFor(() => {
      expect(caixa).not.toBeChecked();
    });
  });

  it('uma versao desatualizada recarrega a função e avisa', async () => {
    const { chamadas } = abrir({
      'PUT /api/funcoes/3': problema(409, 'Este registro foi alterado por outra pessoa.', {
        type: '/problemas/versao-desatualizada',
      }),
    });
    await userEvent.click(within(await matriz()).getByRole('checkbox', { name: 'Ver turmas' }));
    expect(
      await within(await notificacoes()).findByText(/Outra pessoa alterou esta função/),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(chamadas.filter((c) => c.caminho === '/api/funcoes')).toHaveLength(2);
    });
  });

  it('o Administrador tem tudo marcado e nada editável, com o motivo', async () => {
    abrir({}, '/admin/funcoes?funcao=1');
    const tabela = await matriz();
    const admin = within(tabela).getByRole('checkbox', { name: 'Administrar usuários e funções' });
    expect(admin).toBeChecked();
    expect(admin).toBeDisabled();
    expect(admin).toHaveAccessibleDescription(/não pode perder a permissão/);
    expect(within(tabela).getByRole('checkbox', { name: 'Ver turmas' })).toBeDisabled();
  });

  it('sem função na URL abre a primeira que pode mudar', async () => {
    abrir({}, '/admin/funcoes');
    expect(
      await screen.findByRole('heading', { name: 'Permissões de Apoio pedagógico' }),
    ).toBeInTheDocument();
  });

  it('uma função em uso não é excluída: o servidor diz quantos a têm', async () => {
    const detalhe =
      'Esta função está atribuída a 3 usuário(s), 2 deles inativo(s). Atribua outra função a esses usuários antes de excluí-la.';
    abrir({ 'DELETE /api/funcoes/7': problema(409, detalhe) });
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir Apoio pedagógico' }));
    const confirmacao = await screen.findByRole('alertdialog', {
      name: 'Excluir a função Apoio pedagógico?',
    });
    await userEvent.click(within(confirmacao).getByRole('button', { name: 'Excluir' }));
    expect(await within(await notificacoes()).findByText(detalhe)).toBeInTheDocument();
  });
});
