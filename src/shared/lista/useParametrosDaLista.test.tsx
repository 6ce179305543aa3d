import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderizarRota } from '../formulario/utilitarios-de-teste';
import { CaixaDeBusca } from './CaixaDeBusca';
import { useParametrosDaLista, type ListParamsApi } from './useParametrosDaLista';

function Probe({ expose }: { expose: (api: ListParamsApi) => void }) {
  const api = useParametrosDaLista({
    filterKeys: ['situacaoId'],
    defaultSort: 'nome',
    activeFilter: true,
  });
  expose(api);
  return <p>página {api.params.page}</p>;
}

function setup(url = '/lista') {
  let api!: ListParamsApi;
  const view = renderizarRota(<Probe expose={(a) => (api = a)} />, { url });
  return { ...view, api: () => api };
}

describe('useParametrosDaLista', () => {
  it('reads the view from a shared link', () => {
    const { api } = setup('/lista?page=2&q=ana&situacaoId=3&ativo=false&sort=-nome');
    expect(api().params).toEqual({
      page: 2,
      pageSize: 25,
      sort: '-nome',
      q: 'ana',
      ativo: 'false',
      filters: { situacaoId: '3' },
    });
  });

  it('writes changes to the URL, omitting defaults, and back restores the previous view', async () => {
    const { api, search, router } = setup();
    act(() => api().setPage(3));
    expect(search()).toBe('page=3');
    act(() => api().setSort('-nome'));
    expect(search()).toBe('sort=-nome');
    act(() => api().setSort('nome'));
    expect(search()).toBe('');
    // Asking for the view already shown adds no history entry (back still goes one step back).
    const { key } = router.state.location;
    act(() => api().setQ(''));
    expect(router.state.location.key).toBe(key);
    await act(() => router.navigate(-1));
    expect(api().params.sort).toBe('-nome');
  });

  it('a filter, search or ativo change goes back to page 1', () => {
    const { api, search } = setup('/lista?page=4');
    act(() => api().setFilters({ situacaoId: '2' }));
    expect(search()).toBe('situacaoId=2');
    act(() => api().setPage(2));
    act(() => api().setQ('maria'));
    expect(search()).toBe('q=maria&situacaoId=2');
    act(() => api().setPage(2));
    act(() => api().setAtivo('todos'));
    expect(search()).toBe('q=maria&ativo=todos&situacaoId=2');
    act(() => api().setFilters({ situacaoId: undefined }));
    act(() => api().clearFilters());
    expect(search()).toBe('ativo=todos');
  });
});

describe('CaixaDeBusca', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reports the search once typing pauses for 300 ms', () => {
    const onChange = jest.fn();
    render(<CaixaDeBusca value="" onChange={onChange} />);
    const input = screen.getByLabelText('Pesquisar');
    fireEvent.change(input, { target: { value: 'jo' } });
    act(() => jest.advanceTimersByTime(200));
    fireEvent.change(input, { target: { value: 'joao ' } });
    act(() => jest.advanceTimersByTime(299));
    expect(onChange).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('joao');
  });

  it('shows a search changed from outside (back button)', () => {
    const { rerender } = render(<CaixaDeBusca value="ana" onChange={jest.fn()} />);
    rerender(<CaixaDeBusca value="bia" onChange={jest.fn()} />);
    expect(screen.getByLabelText('Pesquisar')).toHaveValue('bia');
  });
});
