// The example registry of docs/BUILDING-BLOCKS.md, as a feature would write it (imports aside):
// the whole screen is configuration of the shared blocks.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { object, string } from 'yup';
import { CampoDeTexto } from '../formulario/CampoDeTexto';
import { renderizarRota } from '../formulario/utilitarios-de-teste';
import { fakeEstadoCivilApi, type EstadoCivil } from './exemplo.fake';
import { TelaDeRegistros, type ConfigDeRegistros } from './TelaDeRegistros';

const api = fakeEstadoCivilApi([
  { id: 1, descricao: 'Solteiro(a)', ativo: true },
  { id: 2, descricao: 'Casado(a)', ativo: true },
  { id: 3, descricao: 'Viúvo(a)', ativo: false },
]);

// ---- example screen: begins -------------------------------------------------------------------
interface Valores {
  descricao: string;
}

const config: ConfigDeRegistros<EstadoCivil, Valores> = {
  titulo: 'Estados civis',
  item: { noun: 'estado civil' },
  breadcrumbs: [{ rotulo: 'Cadastros', para: '/cadastros' }, { rotulo: 'Estados civis' }],
  list: {
    columns: [{ field: 'descricao', headerName: 'Descrição', flex: 1 }],
    useQuery: api.useListEstadoCivilQuery,
    defaultSort: 'descricao',
    exportPath: '/api/cadastros/estado-civil/exportar',
  },
  form: {
    schema: object({ descricao: string().trim().required('Informe a descrição.') }),
    empty: { descricao: '' },
    fromRow: (row) => ({ descricao: row.descricao }),
    fields: <CampoDeTexto name="descricao" label="Descrição" autoFocus />,
  },
  useMutations: api.useMutations,
};

function EstadoCivilScreen() {
  return <TelaDeRegistros config={config} />;
}
// ---- example screen: ends ---------------------------------------------------------------------

const grid = () => screen.getByRole('grid', { name: 'Estados civis' });

describe('a registry built only from configuration', () => {
  it('lists active rows sorted, each a real link to its edit dialog', async () => {
    renderizarRota(<EstadoCivilScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Estados civis' })).toBeInTheDocument();
    const links = within(grid()).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Casado(a)', 'Solteiro(a)']);
    expect(links[0]).toHaveAttribute('href', '/lista?editar=2');
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(
      '2 registros encontrados',
    );
  });

  it('creates a row through the dialog, with validation first', async () => {
    const { search } = renderizarRota(<EstadoCivilScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Novo estado civil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo estado civil' });
    expect(search()).toBe('novo=');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Informe a descrição.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Descrição'), 'Divorciado(a)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Registro salvo.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(search()).toBe('');
    expect(within(grid()).getByRole('link', { name: 'Divorciado(a)' })).toBeInTheDocument();
  });

  it('edits from the row link and inactivates with Desfazer', async () => {
    renderizarRota(<EstadoCivilScreen />);
    await userEvent.click(within(grid()).getByRole('link', { name: 'Casado(a)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar estado civil' });
    expect(within(dialog).getByLabelText('Descrição')).toHaveValue('Casado(a)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const row = within(grid())
      .getByRole('link', { name: 'Casado(a)' })
      .closest('[role="row"]') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Inativar' }));
    expect(await screen.findByText('Estado civil inativado.')).toBeInTheDocument();
    expect(within(grid()).queryByRole('link', { name: 'Casado(a)' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Desfazer' }));
    expect(await within(grid()).findByRole('link', { name: 'Casado(a)' })).toBeInTheDocument();
  });

  it('shows inactive rows on Inativos and keeps that view in the URL', async () => {
    const { search } = renderizarRota(<EstadoCivilScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Inativos' }));
    expect(search()).toBe('ativo=false');
    expect(
      within(grid())
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Viúvo(a)']);
    expect(api.calls.at(-1)).toMatchObject({
      ativo: 'false',
      page: 1,
      pageSize: 25,
      sort: 'descricao',
    });
  });

  it('read-only for whoever may not write: no Novo, no edit links, no Inativar', async () => {
    renderizarRota(<TelaDeRegistros config={config} readOnly />, { url: '/lista?editar=2' });
    expect(await within(grid()).findByText('Casado(a)')).toBeInTheDocument();
    expect(within(grid()).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Novo estado civil' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Inativar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
