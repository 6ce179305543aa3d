// /usuarios against a fake API, with the app's real providers: the list as staff read it, the
// temporary password shown once, the server's refusals in Portuguese, and the actions menu.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProvedorDeConfirmacao } from '../../shared/dialogos';
import { instalarApiFalsa, ok, problema } from '../../testing/apiFalsa';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../testing/renderizar';
import { UsuariosScreen } from './UsuariosScreen';

const funcao = (id: number, chave: string, nome: string) => ({ id, chave, nome });
const ADMIN = funcao(1, 'administrador', 'Administrador');
const SECRETARIA = funcao(3, 'secretaria', 'Secretaria');
const EDUCADOR = funcao(4, 'educador', 'Educador');

const usuario = (id: number, nome: string, extra: object = {}) => ({
  id,
  nome,
  email: `${nome.split(' ')[0]!.toLowerCase()}@escola.org.br`,
  funcaoId: SECRETARIA.id,
  funcao: SECRETARIA,
  ativo: true,
  ultimoAcesso: null,
  bloqueado: false,
  bloqueadoAte: null,
  trocarSenha: false,
  criadoEm: '2026-01-01T00:00:00Z',
  atualizadoEm: '2026-01-01T00:00:00Z',
  versao: 1,
  ...extra,
});

const eu = usuario(1, 'Ana Lima', { funcaoId: 1, funcao: ADMIN });
const bruno = usuario(2, 'Bruno Souza', {
  ultimoAcesso: new Date(2026, 2, 7, 14, 5).toISOString(),
  bloqueado: true,
  bloqueadoAte: new Date(2026, 2, 7, 14, 20).toISOString(),
});
const carla = usuario(3, 'Carla Dias', { ativo: false });
const lista = (...data: object[]) => ok({ data, total: data.length, page: 1, pageSize: 25 });
const funcoes = ok({
  data: [ADMIN, SECRETARIA, EDUCADOR].map((f) => ({
    ...f,
    descricao: '',
    permissoes: [],
    padrao: true,
    usuariosCount: 1,
    usuariosAtivosCount: 1,
    criadoEm: '2026-01-01T00:00:00Z',
    atualizadoEm: '2026-01-01T00:00:00Z',
    versao: 1,
  })),
});

const administrador = sessaoAtiva({
  ...usuarioDeTeste,
  id: 1,
  userType: 'administrador',
  permissoes: ['usuarios:admin'],
});

const abrir = (caminho = '/usuarios') =>
  renderizar(
    <ProvedorDeConfirmacao>
      <UsuariosScreen />
    </ProvedorDeConfirmacao>,
    administrador,
    caminho,
  );
const grade = () => screen.getByRole('grid', { name: 'Usuários' });
const linhaDe = async (nome: string) =>
  (await within(grade()).findByRole('link', { name: nome })).closest('[role="row"]') as HTMLElement;
const notificacoes = () => screen.findByRole('region', { name: 'Notifications' });

describe('/usuarios', () => {
  it('lista nome, e-mail, função, último acesso em pt-BR e as situações', async () => {
    const { fetchFalso } = instalarApiFalsa({
      'GET /api/usuarios': lista(eu, bruno, carla),
      'GET /api/funcoes': funcoes,
    });
    abrir('/usuarios?funcaoId=3&ativo=todos');
    const linha = await linhaDe('Bruno Souza');
    expect(linha).toHaveTextContent('bruno@escola.org.br');
    expect(linha).toHaveTextContent('Secretaria');
    expect(linha).toHaveTextContent('07/03/2026 14:05');
    expect(linha).toHaveTextContent('Bloqueado');
    expect(linha).toHaveTextContent('Ativo');
    expect(await linhaDe('Carla Dias')).toHaveTextContent('Inativo');
    expect(await linhaDe('Ana Lima')).toHaveTextContent('Nunca entrou');
    // The view in the URL is the request: função and ativo as the list asked for them.
    const pedido = fetchFalso.mock.calls
      .map(([entrada]) => new URL(entrada instanceof Request ? entrada.url : String(entrada)))
      .find((u) => u.pathname === '/api/usuarios');
    expect(pedido?.searchParams.get('funcaoId')).toBe('3');
    expect(pedido?.searchParams.get('ativo')).toBe('todos');
    expect(pedido?.searchParams.get('sort')).toBe('nome');
  });

  it('um usuário com a função educador é vinculado ao seu cadastro de educador', async () => {
    const { chamadas } = instalarApiFalsa({
      'GET /api/usuarios': lista(eu),
      'GET /api/funcoes': funcoes,
      'GET /api/educadores': ok({
        data: [{ id: 7, EducNome: 'Rita Moreira', EducCidade: 'São Paulo' }],
        total: 1,
        page: 1,
        pageSize: 20,
      }),
      'POST /api/usuarios': {
        status: 201,
        corpo: usuario(9, 'Rita Moreira', { funcaoId: 4, funcao: EDUCADOR, educadorId: 7 }),
      },
    });
    abrir();
    await userEvent.click(await screen.findByRole('button', { name: 'Novo usuário' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Novo usuário' });
    await userEvent.type(within(dialogo).getByLabelText(/Nome/), 'Rita Moreira');
    await userEvent.type(within(dialogo).getByLabelText(/E-mail/), 'rita@escola.org.br');
    expect(within(dialogo).queryByRole('combobox', { name: 'Cadastro de educador' })).toBeNull();
    await userEvent.click(within(dialogo).getByRole('combobox', { name: /Função/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Educador' }));
    const campo = within(dialogo).getByRole('combobox', { name: 'Cadastro de educador' });
    await userEvent.type(campo, 'Rita');
    await userEvent.click(await screen.findByRole('option', { name: 'Rita Moreira' }));
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Criar usuário' }));
    await waitFor(() => {
      expect(chamadas.find((c) => c.metodo === 'POST')?.corpo).toEqual({
        nome: 'Rita Moreira',
        email: 'rita@escola.org.br',
        funcaoId: 4,
        educadorId: 7,
      });
    });
  });

  it('cria um usuário e mostra a senha temporária uma única vez', async () => {
    const { chamadas } = instalarApiFalsa({
      'GET /api/usuarios': lista(eu),
      'GET /api/funcoes': funcoes,
      'POST /api/usuarios': {
        status: 201,
        corpo: { ...usuario(9, 'Diana Prado'), senhaTemporaria: 'Kp7-xQ2m-Ha9t-Rw3z-Lb' },
      },
    });
    const { store } = abrir();
    await userEvent.click(await screen.findByRole('button', { name: 'Novo usuário' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Novo usuário' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Criar usuário' }));
    expect(await within(dialogo).findByText('Informe o nome')).toBeInTheDocument();
    expect(within(dialogo).getByText('Selecione uma função')).toBeInTheDocument();

    await userEvent.type(within(dialogo).getByLabelText(/Nome/), 'Diana Prado');
    await userEvent.type(within(dialogo).getByLabelText(/E-mail/), ' diana@escola.org.br ');
    await userEvent.click(within(dialogo).getByRole('combobox', { name: /Função/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Secretaria' }));
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Criar usuário' }));

    const senha = await screen.findByRole('dialog', { name: 'Usuário criado' });
    expect(within(senha).getByRole('textbox', { name: 'Senha temporária' })).toHaveValue(
      'Kp7-xQ2m-Ha9t-Rw3z-Lb',
    );
    expect(senha).toHaveTextContent('Esta senha não será mostrada novamente');
    expect(chamadas.find((c) => c.metodo === 'POST')?.corpo).toEqual({
      nome: 'Diana Prado',
      email: 'diana@escola.org.br',
      funcaoId: 3,
      // Only the função educador links a user to an educator record.
      educadorId: null,
    });
    // Never in the store (RTK Query's cache, DevTools): only in the dialog.
    expect(JSON.stringify(store.getState())).not.toContain('Kp7-xQ2m');

    await userEvent.click(within(senha).getByRole('button', { name: 'Já copiei, fechar' }));
    await waitFor(() => {
      expect(screen.queryByText('Kp7-xQ2m-Ha9t-Rw3z-Lb')).not.toBeInTheDocument();
    });
    expect(screen.queryByRole('textbox', { name: 'Senha temporária' })).not.toBeInTheDocument();
  });

  it('mostra no campo o e-mail repetido que o servidor recusa', async () => {
    const detalhe =
      'Já existe um usuário com este e-mail. Use outro ou reative o usuário existente.';
    instalarApiFalsa({
      'GET /api/usuarios': lista(eu),
      'GET /api/funcoes': funcoes,
      'POST /api/usuarios': problema(409, detalhe, {
        errors: { email: 'Já existe um usuário com este e-mail' },
      }),
    });
    abrir('/usuarios?novo');
    const dialogo = await screen.findByRole('dialog', { name: 'Novo usuário' });
    await userEvent.type(within(dialogo).getByLabelText(/Nome/), 'Ana Lima');
    await userEvent.type(within(dialogo).getByLabelText(/E-mail/), 'ana@escola.org.br');
    await userEvent.click(within(dialogo).getByRole('combobox', { name: /Função/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Secretaria' }));
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Criar usuário' }));
    expect(
      await within(dialogo).findByText('Já existe um usuário com este e-mail'),
    ).toBeInTheDocument();
    expect(within(dialogo).getByLabelText(/E-mail/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('desativa depois de confirmar, e mostra a recusa do servidor como notificação', async () => {
    const ultimo =
      'Este é o último administrador ativo: o sistema ficaria sem ninguém para administrar usuários. Dê a administração de usuários a outra pessoa antes.';
    let vezes = 0;
    const { chamadas } = instalarApiFalsa({
      'GET /api/usuarios': lista(eu, bruno),
      'GET /api/funcoes': funcoes,
      'DELETE /api/usuarios/2': () => {
        vezes += 1;
        return vezes === 1
          ? ok({ ...bruno, ativo: false })
          : problema(409, ultimo, { type: '/problemas/ultimo-administrador' });
      },
    });
    abrir();
    const desativar = async () => {
      await userEvent.click(
        within(await linhaDe('Bruno Souza')).getByRole('button', { name: 'Ações de Bruno Souza' }),
      );
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Desativar' }));
      const confirmacao = await screen.findByRole('alertdialog', {
        name: 'Desativar Bruno Souza?',
      });
      await userEvent.click(within(confirmacao).getByRole('button', { name: 'Desativar' }));
    };
    await desativar();
    expect(
      await within(await notificacoes()).findByText('Usuário desativado.'),
    ).toBeInTheDocument();
    expect(chamadas.filter((c) => c.metodo === 'DELETE')).toHaveLength(1);
    await desativar();
    expect(await within(await notificacoes()).findByText(ultimo)).toBeInTheDocument();
  });

  it('cancelar a confirmação não chama o servidor', async () => {
    const { chamadas } = instalarApiFalsa({
      'GET /api/usuarios': lista(eu, bruno),
      'GET /api/funcoes': funcoes,
    });
    abrir();
    await userEvent.click(
      within(await linhaDe('Bruno Souza')).getByRole('button', { name: 'Ações de Bruno Souza' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Desbloquear' }));
    const confirmacao = await screen.findByRole('alertdialog', {
      name: 'Desbloquear Bruno Souza?',
    });
    expect(confirmacao).toHaveTextContent('07/03/2026 14:20');
    await userEvent.click(within(confirmacao).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
    expect(chamadas.filter((c) => c.metodo !== 'GET')).toEqual([]);
  });

  it('redefine a senha e mostra a temporária uma vez', async () => {
    instalarApiFalsa({
      'GET /api/usuarios': lista(eu, bruno),
      'GET /api/funcoes': funcoes,
      'POST /api/usuarios/2/redefinir-senha': ok({
        usuario: { ...bruno, bloqueado: false },
        senhaTemporaria: 'Nova-Temp-4455-Zz',
      }),
    });
    abrir();
    await userEvent.click(
      within(await linhaDe('Bruno Souza')).getByRole('button', { name: 'Ações de Bruno Souza' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Redefinir senha' }));
    const confirmacao = await screen.findByRole('alertdialog', {
      name: 'Redefinir a senha de Bruno Souza?',
    });
    await userEvent.click(within(confirmacao).getByRole('button', { name: 'Redefinir senha' }));
    const senha = await screen.findByRole('dialog', { name: 'Senha redefinida' });
    expect(within(senha).getByRole('textbox', { name: 'Senha temporária' })).toHaveValue(
      'Nova-Temp-4455-Zz',
    );
  });

  it('na própria linha não oferece desativar nem redefinir a senha', async () => {
    instalarApiFalsa({ 'GET /api/usuarios': lista(eu), 'GET /api/funcoes': funcoes });
    abrir();
    await userEvent.click(
      within(await linhaDe('Ana Lima')).getByRole('button', { name: 'Ações de Ana Lima' }),
    );
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Editar' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Desativar' })).not.toBeInTheDocument();
    expect(
      within(menu).queryByRole('menuitem', { name: 'Redefinir senha' }),
    ).not.toBeInTheDocument();
  });
});
