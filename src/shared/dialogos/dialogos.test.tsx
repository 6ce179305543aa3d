import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { useState } from 'react';
import { rejeicaoDoRtk } from '../formulario/utilitarios-de-teste';
import { ProvedorDeConfirmacao, useConfirmacao } from './ProvedorDeConfirmacao';
import { useAcaoDesfazivel } from './useAcaoDesfazivel';

function Asker() {
  const confirm = useConfirmacao();
  const [answer, setAnswer] = useState('nenhuma');
  return (
    <>
      <button
        onClick={() =>
          void confirm({
            title: 'Inativar turma?',
            message: 'A turma sai das listas.',
            confirmLabel: 'Inativar',
            destructive: true,
          }).then((ok) => setAnswer(String(ok)))
        }
      >
        Perguntar
      </button>
      <p>resposta: {answer}</p>
    </>
  );
}

describe('useConfirm', () => {
  it.each([
    ['Inativar', 'true'],
    ['Cancelar', 'false'],
  ])('resolves when the person clicks %s', async (button, expected) => {
    render(
      <ProvedorDeConfirmacao>
        <Asker />
      </ProvedorDeConfirmacao>,
    );
    await userEvent.click(screen.getByText('Perguntar'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Inativar turma?' });
    expect(dialog).toHaveAccessibleDescription('A turma sai das listas.');
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByText(`resposta: ${expected}`)).toBeInTheDocument();
  });

  it('Esc answers no', async () => {
    render(
      <ProvedorDeConfirmacao>
        <Asker />
      </ProvedorDeConfirmacao>,
    );
    await userEvent.click(screen.getByText('Perguntar'));
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText('resposta: false')).toBeInTheDocument();
  });
});

describe('useUndoableAction', () => {
  function Inativar({
    action,
    undo,
  }: {
    action: () => Promise<unknown>;
    undo: () => Promise<unknown>;
  }) {
    const run = useAcaoDesfazivel();
    return (
      <button onClick={() => void run({ action, undo, message: 'Aprendiz inativado.' })}>
        Inativar
      </button>
    );
  }

  async function inativar(action: () => Promise<unknown>, undo: () => Promise<unknown>) {
    render(
      <SnackbarProvider>
        <Inativar action={action} undo={undo} />
      </SnackbarProvider>,
    );
    await userEvent.click(screen.getByText('Inativar'));
  }

  it('runs the action, then Desfazer in the toast calls undo', async () => {
    const action = jest.fn(() => Promise.resolve());
    const undo = jest.fn(() => Promise.resolve());
    await inativar(action, undo);
    expect(action).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Aprendiz inativado.')).toBeInTheDocument();
    expect(undo).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Desfazer' }));
    expect(undo).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Ação desfeita.')).toBeInTheDocument();
  });

  it('reports a failed action and offers no undo', async () => {
    const action = jest.fn(() => rejeicaoDoRtk(403, { title: 'Proibido' }));
    const undo = jest.fn(() => Promise.resolve());
    await inativar(action, undo);
    await waitFor(() =>
      expect(screen.getByText('Você não tem permissão para esta ação.')).toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Desfazer' })).not.toBeInTheDocument();
  });
});
