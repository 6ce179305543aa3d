import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { object, string } from 'yup';
import { FormularioDeRegistro } from './FormularioDeRegistro';
import { SecaoDeFormulario } from './SecaoDeFormulario';
import { CampoComMascara } from './CampoComMascara';
import { renderizarRota, rejeicaoDoRtk } from './utilitarios-de-teste';
import { CampoDeTexto } from './CampoDeTexto';

interface Pessoa {
  nome: string;
  cpf: string;
}

const schema = object({
  nome: string().required('Informe o nome.'),
  cpf: string().required('Informe o CPF.'),
});

function Tela({
  onSubmit,
  onReload,
}: {
  onSubmit: (v: Pessoa) => Promise<unknown>;
  onReload?: () => void;
}) {
  return (
    <>
      <Link to="/outra">Sair</Link>
      <FormularioDeRegistro<Pessoa>
        esquema={schema}
        initialValues={{ nome: 'Ana' }}
        onSubmit={onSubmit}
        aoRecarregar={onReload}
      >
        <SecaoDeFormulario titulo="Dados pessoais">
          <CampoDeTexto name="nome" label="Nome" />
          <CampoComMascara name="cpf" label="CPF" mascara="cpf" />
        </SecaoDeFormulario>
      </FormularioDeRegistro>
    </>
  );
}

describe('EntityForm', () => {
  it('shows yup errors on submit and does not call the server', async () => {
    const onSubmit = jest.fn(() => Promise.resolve());
    renderizarRota(<Tela onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe o CPF.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('region', { name: 'Dados pessoais' })).toBeInTheDocument();
    // On a long form the person lands on what to fix.
    await waitFor(() => {
      expect(screen.getByLabelText('CPF')).toHaveFocus();
    });
  });

  it('puts the server problem+json errors on their fields', async () => {
    const onSubmit = jest.fn(() =>
      rejeicaoDoRtk(400, { title: 'Dados inválidos', errors: { cpf: 'CPF inválido.' } }),
    );
    renderizarRota(<Tela onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('CPF'), '11111111111');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const message = await screen.findByText('CPF inválido.');
    expect(screen.getByLabelText('CPF').getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getAllByText('Corrija os campos indicados.').length).toBeGreaterThan(0);
    expect(onSubmit).toHaveBeenCalledWith({ nome: 'Ana', cpf: '11111111111' });
  });

  it('disables Salvar while saving and says so when done', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderizarRota(<Tela onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('CPF'), '52998224725');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('button', { name: 'Salvando…' })).toBeDisabled();
    finish();
    expect(await screen.findByText('Registro salvo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  });

  it('a stale versao (409) offers Recarregar instead of overwriting', async () => {
    const onReload = jest.fn();
    const stale = {
      title: 'Conflito',
      detail: 'Versão desatualizada',
      errors: { versao: 'Versão desatualizada.' },
    };
    renderizarRota(<Tela onSubmit={() => rejeicaoDoRtk(409, stale)} onReload={onReload} />);
    await userEvent.type(screen.getByLabelText('CPF'), '52998224725');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(/Recarregue para ver a versão atual/)).toBeInTheDocument();
    // Said twice on purpose: a toast that may vanish, and the alert that stays in the form.
    expect(screen.getAllByText(/Este registro foi alterado por outra pessoa\./)).toHaveLength(2);
    const buttons = screen.getAllByRole('button', { name: 'Recarregar' });
    await userEvent.click(buttons[0]!);
    expect(onReload).toHaveBeenCalled();
  });

  it('asks "Descartar alterações?" before leaving with unsaved changes', async () => {
    const { router } = renderizarRota(<Tela onSubmit={() => Promise.resolve()} />);
    await userEvent.type(screen.getByLabelText('Nome'), ' Maria');
    await userEvent.click(screen.getByRole('link', { name: 'Sair' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Descartar alterações?' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/lista');
    expect(screen.getByLabelText('Nome')).toHaveValue('Ana Maria');
    await userEvent.click(screen.getByRole('link', { name: 'Sair' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/outra'));
  });

  it('lets a pristine form go without asking', async () => {
    const { router } = renderizarRota(<Tela onSubmit={() => Promise.resolve()} />);
    await userEvent.click(screen.getByRole('link', { name: 'Sair' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/outra'));
  });
});
