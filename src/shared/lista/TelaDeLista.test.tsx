import { act, screen, waitFor, within } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import userEvent from '@testing-library/user-event';
import type { ResultadoDaLista, ConfigDaLista } from './TelaDeLista';
import { TelaDeLista } from './TelaDeLista';
import type { ArgumentosDaConsulta } from './parametrosDaLista';
import { renderizarRota } from '../formulario/utilitarios-de-teste';

interface Aprendiz {
  id: number;
  nome: string;
  idade: number;
}

const pessoas: Aprendiz[] = [
  { id: 1, nome: 'Ana Souza', idade: 15 },
  { id: 2, nome: 'Bruno Lima', idade: 19 },
];

function setup(
  result: Partial<ResultadoDaLista<Aprendiz>> = {},
  extra: Partial<ConfigDaLista<Aprendiz>> = {},
) {
  const calls: ArgumentosDaConsulta[] = [];
  const refetch = jest.fn();
  const config: ConfigDaLista<Aprendiz> = {
    titulo: 'Aprendizes',
    columns: [
      { field: 'nome', headerName: 'Nome', flex: 1 },
      { field: 'idade', headerName: 'Idade', type: 'number' },
    ],
    useQuery: (args) => {
      calls.push(args);
      return {
        data: { data: pessoas, total: 2 },
        isFetching: false,
        isError: false,
        refetch,
        ...result,
      };
    },
    filters: [
      {
        type: 'select',
        name: 'situacaoId',
        label: 'Situação',
        options: [
          { value: 1, label: 'Ativo' },
          { value: 2, label: 'Em espera' },
        ],
      },
      { type: 'numberRange', label: 'Idade', minName: 'idadeMin', maxName: 'idadeMax' },
      { type: 'boolean', name: 'pcd', label: 'PcD' },
    ],
    activeFilter: true,
    rowHref: (row) => `/aprendizes/${row.id}`,
    ...extra,
  };
  const view = renderizarRota(<TelaDeLista config={config} />, { path: '/aprendizes' });
  return { ...view, calls, refetch };
}

const grid = () => screen.getByRole('grid', { name: 'Aprendizes' });

describe('TelaDeLista', () => {
  it('renders pt-BR rows whose primary cell is a link, and a row click opens it', async () => {
    const { router } = setup();
    expect(within(grid()).getByRole('link', { name: 'Ana Souza' })).toHaveAttribute(
      'href',
      '/aprendizes/1',
    );
    expect(screen.getByRole('button', { name: 'Colunas' })).toBeInTheDocument();
    expect(screen.getByText('Linhas por página:')).toBeInTheDocument();
    await userEvent.click(within(grid()).getByText('19'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/aprendizes/2'));
  });

  it('filters from the declarative panel: typed in the query, kept in the URL, back to page 1', async () => {
    const { calls, search } = setup({}, {});
    await userEvent.click(screen.getByRole('button', { name: /Filtros/ }));
    const panel = screen.getByRole('group', { name: 'Filtros' });
    await userEvent.click(within(panel).getByRole('combobox', { name: 'Situação' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Em espera' }));
    expect(search()).toBe('situacaoId=2');
    expect(calls.at(-1)).toEqual({ page: 1, pageSize: 25, situacaoId: 2 });
    await userEvent.type(within(panel).getByLabelText('Idade de'), '16');
    await waitFor(() => expect(search()).toBe('situacaoId=2&idadeMin=16'), { timeout: 2000 });
    expect(calls.at(-1)).toMatchObject({ idadeMin: 16 });
    await userEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(search()).toBe('');
  });

  it('a reloaded deep page stays on that page while the first answer is on its way', async () => {
    let loaded = false;
    const listeners = new Set<() => void>();
    const many = Array.from({ length: 25 }, (_, i) => ({
      id: 51 + i,
      nome: `Pessoa ${51 + i}`,
      idade: 16,
    }));
    const config: ConfigDaLista<Aprendiz> = {
      titulo: 'Aprendizes',
      columns: [{ field: 'nome', headerName: 'Nome', flex: 1 }],
      useQuery: function useFake() {
        const ready = useSyncExternalStore(
          (listener) => (listeners.add(listener), () => listeners.delete(listener)),
          () => loaded,
        );
        return ready
          ? {
              data: { data: many, total: 120 },
              isFetching: false,
              isError: false,
              refetch: jest.fn(),
            }
          : { data: undefined, isFetching: true, isError: false, refetch: jest.fn() };
      },
    };
    const { search } = renderizarRota(<TelaDeLista config={config} />, { url: '/lista?page=3' });
    expect(search()).toBe('page=3');
    act(() => {
      loaded = true;
      listeners.forEach((listener) => listener());
    });
    expect(await within(grid()).findByText('Pessoa 51')).toBeInTheDocument();
    expect(search()).toBe('page=3');
    expect(screen.getByText(/51.75 de 120/)).toBeInTheDocument();
  });

  it("takes a generated hook as it is: the endpoint's own arguments go with every request", async () => {
    // A generated `...ApiArg`: sort keys as a union, a required id, a fixed filter.
    interface AlocacoesArg {
      page?: number;
      pageSize?: number;
      sort?: 'nome' | '-nome';
      q?: string;
      turmaId: number;
      abertas?: 'true' | 'false' | 'todas';
    }
    const calls: AlocacoesArg[] = [];
    const config: ConfigDaLista<Aprendiz, AlocacoesArg> = {
      titulo: 'Aprendizes',
      columns: [{ field: 'nome', headerName: 'Nome', flex: 1 }],
      useQuery: (args) => {
        calls.push(args);
        return { data: { data: pessoas, total: 2 }, isFetching: false, isError: false, refetch };
      },
      queryArgs: { turmaId: 7, abertas: 'todas' },
      defaultSort: 'nome',
    };
    const refetch = jest.fn();
    renderizarRota(<TelaDeLista config={config} />, { url: '/lista?q=ana' });
    expect(calls.at(-1)).toEqual({
      page: 1,
      pageSize: 25,
      sort: 'nome',
      q: 'ana',
      turmaId: 7,
      abertas: 'todas',
    });
    await userEvent.click(within(grid()).getByRole('columnheader', { name: /Nome/ }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ sort: '-nome', turmaId: 7 }));
  });

  it('says when nothing matches', () => {
    setup({ data: { data: [], total: 0 } });
    expect(screen.getByText('Nenhum registro encontrado')).toBeInTheDocument();
    expect(screen.getByText('Ainda não há cadastros aqui.')).toBeInTheDocument();
  });

  it('explains a failed load and retries on Tentar novamente', async () => {
    const { refetch } = setup({
      data: undefined,
      isError: true,
      error: { status: 'FETCH_ERROR', error: 'x' },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar a lista.');
    expect(screen.getByText('Network Error')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('runs a bulk action on the selected ids and rows after confirming', async () => {
    const run = jest.fn(() => Promise.resolve());
    setup(
      {},
      {
        bulkActions: [
          {
            label: 'Inativar',
            destructive: true,
            confirm: (n) => `Inativar ${n} aprendizes?`,
            run,
          },
        ],
      },
    );
    const checkboxes = within(grid()).getAllByRole('checkbox', {
      name: /Selecionar linha|Select row/i,
    });
    await userEvent.click(checkboxes[0]!);
    await userEvent.click(checkboxes[1]!);
    expect(screen.getByText('2 marcados')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Inativar' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Inativar 2 aprendizes?' })).getByRole(
        'button',
        { name: 'Inativar' },
      ),
    );
    expect(run).toHaveBeenCalledWith([1, 2], pessoas);
    await waitFor(() => expect(screen.queryByText('2 marcados')).not.toBeInTheDocument());
  });

  it('shows entries as cards with an order toggle and a debounced text filter, all in the URL', async () => {
    const { calls, search } = setup(
      {},
      {
        columns: [],
        cartao: (p) => `${p.nome}, ${p.idade} anos`,
        ordens: [{ rotulo: 'Mais recentes' }, { rotulo: 'Mais antigos', sort: 'idade' }],
        filters: [
          { type: 'text', name: 'registro', label: 'Nº do registro', numerico: true },
          {
            type: 'boolean',
            name: 'sucesso',
            label: 'Resultado',
            rotulos: { sim: 'Com sucesso', nao: 'Sem sucesso' },
          },
        ],
      },
    );
    const lista = screen.getByRole('list', { name: 'Aprendizes' });
    expect(
      within(lista)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ana Souza, 15 anos', 'Bruno Lima, 19 anos']);
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.getByText('Por página:')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Mais antigos' }));
    await waitFor(() => expect(new URLSearchParams(search()).get('sort')).toBe('idade'));
    await userEvent.click(screen.getByRole('button', { name: /Filtros/ }));
    // Only digits reach a numeric text filter, once the typing has paused.
    await userEvent.type(screen.getByRole('textbox', { name: 'Nº do registro' }), '4a2');
    await waitFor(() => expect(new URLSearchParams(search()).get('registro')).toBe('42'), {
      timeout: 2000,
    });
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ registro: '42', sort: 'idade' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Resultado' }));
    await userEvent.click(screen.getByRole('option', { name: 'Sem sucesso' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ sucesso: false }));
  });

  it('says when there are no cards, without an empty list', () => {
    setup(
      { data: { data: [], total: 0 } },
      { columns: [], cartao: (p) => p.nome, vazio: 'Nada aqui.' },
    );
    expect(screen.getByText('Nada aqui.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says "cerca de" under an estimated total, and pages next / previous by the cursors given', async () => {
    const linhas = (inicio: number) =>
      Array.from({ length: 25 }, (_, i) => ({
        id: inicio + i,
        nome: `Pessoa ${inicio + i}`,
        idade: 16,
      }));
    const calls: ArgumentosDaConsulta[] = [];
    const config: ConfigDaLista<Aprendiz> = {
      titulo: 'Aprendizes',
      columns: [{ field: 'nome', headerName: 'Nome', flex: 1 }],
      useQuery: (args) => {
        calls.push(args);
        return {
          data: {
            data: linhas((args.page - 1) * 25 + 1),
            total: 150000,
            totalEstimado: true,
            proxima: `depois-da-${String(args.page)}`,
            ...(args.page > 1 && { anterior: `antes-da-${String(args.page)}` }),
          },
          isFetching: false,
          isError: false,
          refetch: jest.fn(),
        };
      },
    };
    const { search } = renderizarRota(<TelaDeLista config={config} />, { path: '/aprendizes' });
    expect(screen.getByText('1–25 de cerca de 150.000')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('cerca de 150.000 registros encontrados');

    await userEvent.click(screen.getByRole('button', { name: /próxima página/i }));
    expect(search()).toBe('page=2');
    expect(calls.at(-1)).toMatchObject({ page: 2, depois: 'depois-da-1' });
    expect(screen.getByText('26–50 de cerca de 150.000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /próxima página/i }));
    expect(calls.at(-1)).toMatchObject({ page: 3, depois: 'depois-da-2' });
    await userEvent.click(screen.getByRole('button', { name: /página anterior/i }));
    expect(calls.at(-1)).toMatchObject({ page: 2, antes: 'antes-da-3' });
    expect(calls.at(-1)).not.toHaveProperty('depois');
  });

  it('says the exact total as it is, without "cerca de"', () => {
    setup({ data: { data: pessoas, total: 2, totalEstimado: false } });
    expect(screen.getByRole('status')).toHaveTextContent('2 registros encontrados');
    expect(screen.queryByText(/cerca de/)).not.toBeInTheDocument();
  });
});
