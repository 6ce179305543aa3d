import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { instalarApiFalsa, problema } from '../../testing/apiFalsa';
import { renderizar, sessaoAtiva } from '../../testing/renderizar';
import { AlterarSenhaForm } from './AlterarSenhaForm';

async function preencher(atual: string, nova: string, confirmacao = nova) {
  await userEvent.type(screen.getByLabelText('Senha atual'), atual);
  await userEvent.type(screen.getByLabelText('Nova senha'), nova);
  await userEvent.type(screen.getByLabelText('Confirme a senha nova'), confirmacao);
  await userEvent.click(screen.getByRole('button', { name: 'Alterar senha' }));
}

describe('alterar senha', () => {
  it('recusa senha curta, comum, igual à atual, e confirmação diferente', async () => {
    const { chamadas } = instalarApiFalsa({});
    renderizar(<AlterarSenhaForm />, sessaoAtiva());
    await preencher('atual-qualquer', 'curta', 'outra');
    expect(screen.getByText('A nova senha deve ter pelo menos 12 caracteres')).toBeInTheDocument();
    expect(screen.getByText('A confirmação não é igual à nova senha')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Nova senha'));
    await userEvent.type(screen.getByLabelText('Nova senha'), 'Senha12345678');
    expect(screen.getByText('Esta senha é muito comum. Escolha outra')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Nova senha'));
    await userEvent.type(screen.getByLabelText('Nova senha'), 'atual-qualquer');
    expect(screen.getByText('A nova senha deve ser diferente da atual')).toBeInTheDocument();
    expect(chamadas).toHaveLength(0);
  });

  it('mostra no campo o erro que a API devolve', async () => {
    const { chamadas } = instalarApiFalsa({
      'POST /api/auth/senha': problema(400, 'Corrija os campos indicados.', {
        errors: { senhaAtual: 'Senha atual incorreta' },
      }),
    });
    renderizar(<AlterarSenhaForm />, sessaoAtiva());
    await preencher('senha-errada', 'uma frase bem comprida e boa');
    expect(await screen.findByText('Senha atual incorreta')).toBeInTheDocument();
    expect(chamadas[0]?.corpo).toEqual({
      senhaAtual: 'senha-errada',
      novaSenha: 'uma frase bem comprida e boa',
    });
  });

  it('com sucesso avisa e limpa o formulário, sem guardar a senha no estado', async () => {
    instalarApiFalsa({ 'POST /api/auth/senha': { status: 204 } });
    const { store } = renderizar(<AlterarSenhaForm />, sessaoAtiva());
    await preencher('a-senha-atual-1', 'uma frase bem comprida e boa');
    expect(await screen.findByText('Senha alterada.')).toBeInTheDocument();
    expect(JSON.stringify(store.getState())).not.toContain('uma frase bem comprida');
  });
});
