// The one-line failure with 'Tentar de novo' (a tab, a list of cards, the funções screen): the
// sentence a person reads for what the call rejected with, and the retry it offers.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErroComNovaTentativa } from './Carregamento';

describe('ErroComNovaTentativa', () => {
  it('diz o problema e tenta de novo ao clicar', async () => {
    const tentar = jest.fn();
    render(
      <ErroComNovaTentativa
        erro={{
          status: 500,
          data: { status: 500, title: 'Erro', detail: 'O banco não respondeu.' },
        }}
        onTentarDeNovo={tentar}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('O banco não respondeu.');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(tentar).toHaveBeenCalledTimes(1);
  });

  it('uma sessão vencida diz como continuar', () => {
    render(<ErroComNovaTentativa erro={{ status: 401 }} onTentarDeNovo={jest.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Sua sessão expirou. Entre novamente para continuar.',
    );
  });
});
