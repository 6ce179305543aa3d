import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { instalarApiFalsa, problema } from '../../testing/apiFalsa';
import { renderizar } from '../../testing/renderizar';
import { LoginScreen } from './LoginScreen';

const deslogado = { auth: { value: 'signedOut' as const, context: { erro: null, aviso: null } } };

describe('tela de login', () => {
  it('tem E-mail, Senha e Entrar, e pede o que falta em português', async () => {
    renderizar(<LoginScreen />, deslogado);
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(screen.getByText('Informe o e-mail')).toBeInTheDocument();
    expect(screen.getByText('Informe a senha')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  });

  it('credenciais erradas mostram a mensagem da API e limpam a senha', async () => {
    instalarApiFalsa({ 'POST /api/auth/login': problema(401, 'E-mail ou senha inválidos.') });
    renderizar(<LoginScreen />, deslogado);
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@x.br');
    await userEvent.type(screen.getByLabelText('Senha'), 'errada');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('E-mail ou senha inválidos.')).toBeInTheDocument();
    expect(screen.getByLabelText('Senha')).toHaveValue('');
  });

  it('sem conexão mostra Network Error', async () => {
    instalarApiFalsa({ 'POST /api/auth/login': 'falha-de-rede' });
    renderizar(<LoginScreen />, deslogado);
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@x.br');
    await userEvent.type(screen.getByLabelText('Senha'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Network Error')).toBeInTheDocument();
  });

  it('o botão de ver a senha alterna o tipo do campo', async () => {
    renderizar(<LoginScreen />, deslogado);
    expect(screen.getByLabelText('Senha')).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(screen.getByLabelText('Senha')).toHaveAttribute('type', 'text');
  });
});
