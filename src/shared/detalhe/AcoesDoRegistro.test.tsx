// The record's actions as a person meets them: Inativar acts at once and offers Desfazer, a
// domain that asks first gives up on 'no', Reativar brings the record back, a failure is said,
// and a reader sees none of it.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderizarRota, rejeicaoDoRtk } from '../formulario/utilitarios-de-teste';
import { AcoesDoRegistro, type AcoesDoRegistroProps } from './AcoesDoRegistro';

/** A generated mutation hook's shape around a jest mock of what the server does. */
function mutacao(servidor: jest.Mock<Promise<unknown>, [{ id: number }]>) {
  return () =>
    [(arg: { id: number }) => ({ unwrap: () => servidor(arg) }), { isLoading: false }] as const;
}

function abrir(props: Partial<AcoesDoRegistroProps<{ id: number }>> = {}) {
  const inativar = jest.fn((_: { id: number }) => Promise.resolve<unknown>({}));
  const reativar = jest.fn((_: { id: number }) => Promise.resolve<unknown>({}));
  renderizarRota(
    <AcoesDoRegistro
      ativo
      podeEscrever
      argumento={{ id: 12 }}
      useInativar={mutacao(inativar)}
      useReativar={mutacao(reativar)}
      mensagens={{ inativado: 'Turma inativada.' }}
      editar={{ para: '/turmas/12/editar' }}
      {...props}
    />,
  );
  return { inativar, reativar };
}

describe('AcoesDoRegistro', () => {
  it('inactivates at once and offers Desfazer, which reactivates', async () => {
    const { inativar, reativar } = abrir();
    expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute(
      'href',
      '/turmas/12/editar',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Inativar' }));
    expect(inativar).toHaveBeenCalledWith({ id: 12 });
    expect(await screen.findByText('Turma inativada.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Desfazer' }));
    await waitFor(() => {
      expect(reativar).toHaveBeenCalledWith({ id: 12 });
    });
    expect(await screen.findByText('Ação desfeita.')).toBeInTheDocument();
  });

  it('a domain that asks first does nothing on no', async () => {
    const confirmar = jest.fn(() => Promise.resolve(false));
    const { inativar } = abrir({ confirmarInativacao: confirmar });
    await userEvent.click(screen.getByRole('button', { name: 'Inativar' }));
    expect(confirmar).toHaveBeenCalledTimes(1);
    expect(inativar).not.toHaveBeenCalled();
  });

  it('an inactive record offers Reativar; with a message it can be undone too', async () => {
    const { inativar, reativar } = abrir({
      ativo: false,
      mensagens: { inativado: 'Turma inativada.', reativado: 'Turma reativada.' },
      editar: { para: '/turmas/12/editar', soAtivo: true },
    });
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reativar' }));
    expect(reativar).toHaveBeenCalledWith({ id: 12 });
    expect(await screen.findByText('Turma reativada.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Desfazer' }));
    await waitFor(() => {
      expect(inativar).toHaveBeenCalledWith({ id: 12 });
    });
  });

  it('says why a reactivation failed', async () => {
    const reativar = jest.fn((_: { id: number }) =>
      rejeicaoDoRtk(409, { title: 'O educador da turma está inativo.' }),
    );
    abrir({ ativo: false, useReativar: mutacao(reativar) });
    await userEvent.click(screen.getByRole('button', { name: 'Reativar' }));
    expect(await screen.findByText(/O educador da turma está inativo/)).toBeInTheDocument();
  });

  it('whoever only reads sees the page actions but not Editar, Inativar or Reativar', () => {
    abrir({ podeEscrever: false, children: <a href="/turmas/12/aprendizes">Aprendizes (28)</a> });
    expect(screen.getByRole('link', { name: 'Aprendizes (28)' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Inativar' })).not.toBeInTheDocument();
  });
});
