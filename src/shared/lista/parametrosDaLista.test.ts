import {
  lerParametrosDaLista,
  paraArgumentosDaConsulta,
  semPaginacao,
  escreverParametrosDaLista,
  type ConfigDosParametros,
} from './parametrosDaLista';

const config: ConfigDosParametros = {
  filterKeys: ['situacaoId', 'idadeMin', 'idadeMax', 'pcd'],
  defaultSort: 'nome',
  sortFields: ['nome', 'dataCadastro'],
  activeFilter: true,
};

describe('list params in the URL', () => {
  it('round-trips params -> URL -> params', () => {
    const params = {
      page: 3,
      pageSize: 50,
      sort: '-dataCadastro',
      q: 'joao araujo',
      ativo: 'todos' as const,
      filters: { situacaoId: '2', idadeMin: '16' },
    };
    const url = escreverParametrosDaLista(params, config);
    expect(url.toString()).toBe(
      'page=3&pageSize=50&sort=-dataCadastro&q=joao+araujo&ativo=todos&situacaoId=2&idadeMin=16',
    );
    expect(lerParametrosDaLista(url, config)).toEqual(params);
  });

  it('leaves every default out of the URL, so the bare path is the default view', () => {
    const defaults = lerParametrosDaLista(new URLSearchParams(), config);
    expect(defaults).toEqual({
      page: 1,
      pageSize: 25,
      sort: 'nome',
      q: '',
      ativo: 'true',
      filters: {},
    });
    expect(escreverParametrosDaLista(defaults, config).toString()).toBe('');
  });

  it('keeps keys it does not own (a dialog) and drops unknown filters', () => {
    const base = new URLSearchParams('editar=7&page=2&intruso=1');
    const params = lerParametrosDaLista(base, config);
    expect(params.filters).toEqual({});
    expect(escreverParametrosDaLista({ ...params, page: 4 }, config, base).toString()).toBe(
      'editar=7&intruso=1&page=4',
    );
  });

  it('falls back to defaults for values an old or edited link cannot mean', () => {
    const params = lerParametrosDaLista(
      new URLSearchParams('page=-2&pageSize=1000&sort=senha&ativo=talvez'),
      config,
    );
    expect(params).toMatchObject({ page: 1, pageSize: 25, sort: 'nome', ativo: 'true' });
  });

  it('types filters for the API and omits the default ativo', () => {
    const params = lerParametrosDaLista(new URLSearchParams('situacaoId=2&pcd=true&q=ana'), config);
    const args = paraArgumentosDaConsulta(params, { situacaoId: 'number', pcd: 'boolean' });
    expect(args).toEqual({
      page: 1,
      pageSize: 25,
      sort: 'nome',
      q: 'ana',
      situacaoId: 2,
      pcd: true,
    });
    expect(semPaginacao(args)).toEqual({ sort: 'nome', q: 'ana', situacaoId: 2, pcd: true });
  });
});
