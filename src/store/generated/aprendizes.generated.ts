import { api } from "../api";
export const addTagTypes = ["aprendizes"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      aprendizListar: build.query<
        AprendizListarApiResponse,
        AprendizListarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/aprendiz`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            sort: queryArg.sort,
            q: queryArg.q,
            ativo: queryArg.ativo,
            depois: queryArg.depois,
            antes: queryArg.antes,
            situacaoId: queryArg.situacaoId,
            municipioId: queryArg.municipioId,
            idadeMin: queryArg.idadeMin,
            idadeMax: queryArg.idadeMax,
          },
        }),
        providesTags: ["aprendizes"],
      }),
      aprendizCriar: build.mutation<
        AprendizCriarApiResponse,
        AprendizCriarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/aprendiz`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["aprendizes"],
      }),
      aprendizExportar: build.query<
        AprendizExportarApiResponse,
        AprendizExportarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/aprendiz/exportar`,
          params: {
            sort: queryArg.sort,
            q: queryArg.q,
            ativo: queryArg.ativo,
            situacaoId: queryArg.situacaoId,
            municipioId: queryArg.municipioId,
            idadeMin: queryArg.idadeMin,
            idadeMax: queryArg.idadeMax,
            formato: queryArg.formato,
          },
        }),
        providesTags: ["aprendizes"],
      }),
      aprendizEstatisticas: build.query<
        AprendizEstatisticasApiResponse,
        AprendizEstatisticasApiArg
      >({
        query: () => ({ url: `/api/aprendiz/stats` }),
        providesTags: ["aprendizes"],
      }),
      aprendizObter: build.query<AprendizObterApiResponse, AprendizObterApiArg>(
        {
          query: (queryArg) => ({ url: `/api/aprendiz/${queryArg.id}` }),
          providesTags: ["aprendizes"],
        },
      ),
      aprendizAtualizar: build.mutation<
        AprendizAtualizarApiResponse,
        AprendizAtualizarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/aprendiz/${queryArg.id}`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["aprendizes"],
      }),
      aprendizInativar: build.mutation<
        AprendizInativarApiResponse,
        AprendizInativarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/aprendiz/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["aprendizes"],
      }),
      aprendizReativar: build.mutation<
        AprendizReativarApiResponse,
        AprendizReativarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/aprendiz/${queryArg.id}/reativar`,
          method: "POST",
        }),
        invalidatesTags: ["aprendizes"],
      }),
      aprendizHistorico: build.query<
        AprendizHistoricoApiResponse,
        AprendizHistoricoApiArg
      >({
        query: (queryArg) => ({
          url: `/api/aprendiz/${queryArg.id}/historico`,
        }),
        providesTags: ["aprendizes"],
      }),
      aprendizAfastamentos: build.query<
        AprendizAfastamentosApiResponse,
        AprendizAfastamentosApiArg
      >({
        query: (queryArg) => ({
          url: `/api/aprendiz/${queryArg.id}/afastamentos`,
        }),
        providesTags: ["aprendizes"],
      }),
      aprendizAfastar: build.mutation<
        AprendizAfastarApiResponse,
        AprendizAfastarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/aprendiz/${queryArg.id}/afastamentos`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["aprendizes"],
      }),
      aprendizEncerrarAfastamento: build.mutation<
        AprendizEncerrarAfastamentoApiResponse,
        AprendizEncerrarAfastamentoApiArg
      >({
        query: (queryArg) => ({
          url: `/api/aprendiz/${queryArg.id}/afastamentos/${queryArg.afastamentoId}/encerrar`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["aprendizes"],
      }),
      aprendizAlteracoes: build.query<
        AprendizAlteracoesApiResponse,
        AprendizAlteracoesApiArg
      >({
        query: (queryArg) => ({
          url: `/api/aprendiz/${queryArg.id}/alteracoes`,
        }),
        providesTags: ["aprendizes"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type AprendizListarApiResponse = /** status 200 Default Response */ {
  data: AprendizResumo[];
  total: number;
  /** true: `total` é uma estimativa do planejador do banco (arredondada a dois algarismos), dada quando passa de 10.000 com filtros além de ativo e situação (a busca conta sempre exato); a tela mostra "cerca de". */
  totalEstimado: boolean;
  page: number;
  pageSize: number;
  /** Cursor da página seguinte (envie como `depois`); ausente na última. */
  proxima?: string;
  /** Cursor da página anterior (envie como `antes`); ausente na primeira. */
  anterior?: string;
};
export type AprendizListarApiArg = {
  /** Página, a partir de 1. */
  page?: number;
  /** Itens por página (padrão 25, máximo 100). */
  pageSize?: number;
  /** Ordenação: nome, idade, dataNascimento, dataCadastro, situacao, municipio; prefixo - para decrescente. */
  sort?:
    | "nome"
    | "-nome"
    | "idade"
    | "-idade"
    | "dataNascimento"
    | "-dataNascimento"
    | "dataCadastro"
    | "-dataCadastro"
    | "situacao"
    | "-situacao"
    | "municipio"
    | "-municipio";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Registros ativos (padrão), inativos ou todos. */
  ativo?: "true" | "false" | "todos";
  /** Cursor `proxima` da página anterior: a página seguinte por keyset. */
  depois?: string;
  /** Cursor `anterior` da página seguinte: a página anterior por keyset. */
  antes?: string;
  /** Só os desta situação. */
  situacaoId?: number;
  /** Só os deste município (código IBGE). */
  municipioId?: number;
  /** Idade mínima hoje, inclusive. */
  idadeMin?: number;
  /** Idade máxima hoje, inclusive. */
  idadeMax?: number;
};
export type AprendizCriarApiResponse =
  /** status 201 Cadastro completo do aprendiz. */ Aprendiz;
export type AprendizCriarApiArg = {
  body: {
    /** De 3 a 150 caracteres, sem contar espaços nas pontas. */
    nome: string;
    /** Nome social (Decreto 8.727/2016), mostrado no lugar do nome. */
    nomeSocial?: string | null;
    /** Com ou sem pontuação. Em uma alteração, o CPF oculto recebido (***.456.789-**) mantém o atual. */
    cpf: string;
    rg?: string | null;
    /** Data de nascimento (aaaa-mm-dd). */
    dataNascimento: string;
    /** Linha de /api/cadastros/genero. */
    generoId?: number | null;
    /** Linha de /api/cadastros/estado-civil. */
    estadoCivilId?: number | null;
    /** Linha de /api/cadastros/nacionalidade. */
    nacionalidadeId?: number | null;
    /** Município de nascimento (código IBGE). */
    naturalidade?: number | null;
    /** Linha de /api/cadastros/grau-escolaridade. */
    grauEscolaridadeId?: number | null;
    escola?: string | null;
    /** Turno escolar: manha, tarde, noite, integral. */
    turnoEscolar?: string | null;
    /** Obrigatório com pcd: fisica, auditiva, visual, intelectual, psicossocial, multipla. */
    tipoDeficiencia?: string | null;
    email?: string | null;
    /** Só dígitos ou com máscara; guardado só com dígitos. */
    telefone?: string | null;
    celular?: string | null;
    /** Linha de /api/cadastros/regiao. */
    regiaoId?: number | null;
    observacoes?: string | null;
    /** Pessoa com deficiência (sem limite de idade). */
    pcd?: boolean;
    endereco?: {
      /** CEP, com ou sem hífen; guardado só com os 8 dígitos. */
      cep?: string | null;
      logradouro?: string | null;
      numero?: string | null;
      complemento?: string | null;
      bairro?: string | null;
      /** Código IBGE do município (lista /api/cadastros/municipio). */
      municipioId?: number | null;
      /** Preenchida a partir do município quando ausente. */
      uf?: string | null;
    } | null;
    /** Contatos além do telefone e do e-mail. */
    contatos?: {
      tipoContatoId: number;
      valor: string;
    }[];
    /** Obrigatório enquanto o aprendiz tiver menos de 18 anos. */
    responsavel?: {
      nome?: string | null;
      cpf?: string | null;
      parentesco?: string | null;
      telefone?: string | null;
      email?: string | null;
    } | null;
    /** Data de cadastro, base da regra de idade; hoje quando ausente (aaaa-mm-dd). */
    dataCadastro?: string;
    /** Ignorada se igual à atual; diferente, 422: a situação muda só pelas operações (afastamento, contrato...). */
    situacaoId?: number | null;
  };
};
export type AprendizExportarApiResponse =
  /** status 200 Arquivo CSV ou XLSX. */ Blob;
export type AprendizExportarApiArg = {
  /** Ordenação: nome, idade, dataNascimento, dataCadastro, situacao, municipio; prefixo - para decrescente. */
  sort?:
    | "nome"
    | "-nome"
    | "idade"
    | "-idade"
    | "dataNascimento"
    | "-dataNascimento"
    | "dataCadastro"
    | "-dataCadastro"
    | "situacao"
    | "-situacao"
    | "municipio"
    | "-municipio";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Registros ativos (padrão), inativos ou todos. */
  ativo?: "true" | "false" | "todos";
  /** Só os desta situação. */
  situacaoId?: number;
  /** Só os deste município (código IBGE). */
  municipioId?: number;
  /** Idade mínima hoje, inclusive. */
  idadeMin?: number;
  /** Idade máxima hoje, inclusive. */
  idadeMax?: number;
  /** csv (padrão; UTF-8 com BOM, separador ;) ou xlsx. */
  formato?: "csv" | "xlsx";
};
export type AprendizEstatisticasApiResponse =
  /** status 200 Default Response */ {
    /** Aprendizes ativos. */
    total: number;
    inativos: number;
    porSituacao: {
      situacaoId: number;
      codigo: string;
      nome: string;
      cor: string;
      total: number;
    }[];
    /** Ativos com data de cadastro neste mês. */
    novosNoMes: number;
    /** Ativos com menos de 18 anos hoje. */
    menores: number;
    /** Ativos com deficiência. */
    pcd: number;
  };
export type AprendizEstatisticasApiArg = void;
export type AprendizObterApiResponse =
  /** status 200 Cadastro completo do aprendiz. */ Aprendiz;
export type AprendizObterApiArg = {
  /** Id do aprendiz. */
  id: number;
};
export type AprendizAtualizarApiResponse =
  /** status 200 Cadastro completo do aprendiz. */ Aprendiz;
export type AprendizAtualizarApiArg = {
  /** Id do aprendiz. */
  id: number;
  body: {
    /** De 3 a 150 caracteres, sem contar espaços nas pontas. */
    nome: string;
    /** Nome social (Decreto 8.727/2016), mostrado no lugar do nome. */
    nomeSocial?: string | null;
    /** Com ou sem pontuação. Em uma alteração, o CPF oculto recebido (***.456.789-**) mantém o atual. */
    cpf: string;
    rg?: string | null;
    /** Data de nascimento (aaaa-mm-dd). */
    dataNascimento: string;
    /** Linha de /api/cadastros/genero. */
    generoId?: number | null;
    /** Linha de /api/cadastros/estado-civil. */
    estadoCivilId?: number | null;
    /** Linha de /api/cadastros/nacionalidade. */
    nacionalidadeId?: number | null;
    /** Município de nascimento (código IBGE). */
    naturalidade?: number | null;
    /** Linha de /api/cadastros/grau-escolaridade. */
    grauEscolaridadeId?: number | null;
    escola?: string | null;
    /** Turno escolar: manha, tarde, noite, integral. */
    turnoEscolar?: string | null;
    /** Obrigatório com pcd: fisica, auditiva, visual, intelectual, psicossocial, multipla. */
    tipoDeficiencia?: string | null;
    email?: string | null;
    /** Só dígitos ou com máscara; guardado só com dígitos. */
    telefone?: string | null;
    celular?: string | null;
    /** Linha de /api/cadastros/regiao. */
    regiaoId?: number | null;
    observacoes?: string | null;
    /** Pessoa com deficiência (sem limite de idade). */
    pcd?: boolean;
    endereco?: {
      /** CEP, com ou sem hífen; guardado só com os 8 dígitos. */
      cep?: string | null;
      logradouro?: string | null;
      numero?: string | null;
      complemento?: string | null;
      bairro?: string | null;
      /** Código IBGE do município (lista /api/cadastros/municipio). */
      municipioId?: number | null;
      /** Preenchida a partir do município quando ausente. */
      uf?: string | null;
    } | null;
    /** Contatos além do telefone e do e-mail. */
    contatos?: {
      tipoContatoId: number;
      valor: string;
    }[];
    /** Obrigatório enquanto o aprendiz tiver menos de 18 anos. */
    responsavel?: {
      nome?: string | null;
      cpf?: string | null;
      parentesco?: string | null;
      telefone?: string | null;
      email?: string | null;
    } | null;
    /** Data de cadastro, base da regra de idade; hoje quando ausente (aaaa-mm-dd). */
    dataCadastro?: string;
    /** Ignorada se igual à atual; diferente, 422: a situação muda só pelas operações (afastamento, contrato...). */
    situacaoId?: number | null;
    /** A versão lida; se outra pessoa salvou antes, 409. */
    versao: number;
  };
};
export type AprendizInativarApiResponse =
  /** status 200 Cadastro completo do aprendiz. */ Aprendiz;
export type AprendizInativarApiArg = {
  /** Id do aprendiz. */
  id: number;
};
export type AprendizReativarApiResponse =
  /** status 200 Cadastro completo do aprendiz. */ Aprendiz;
export type AprendizReativarApiArg = {
  /** Id do aprendiz. */
  id: number;
};
export type AprendizHistoricoApiResponse = /** status 200 Default Response */ {
  data: HistoricoSituacao[];
};
export type AprendizHistoricoApiArg = {
  /** Id do aprendiz. */
  id: number;
};
export type AprendizAfastamentosApiResponse =
  /** status 200 Default Response */ {
    data: Afastamento[];
  };
export type AprendizAfastamentosApiArg = {
  /** Id do aprendiz. */
  id: number;
};
export type AprendizAfastarApiResponse =
  /** status 201 Afastamento (licença) do aprendiz. */ Afastamento;
export type AprendizAfastarApiArg = {
  /** Id do aprendiz. */
  id: number;
  body: {
    motivoAfastamentoId: number;
    /** Primeiro dia do afastamento (aaaa-mm-dd). */
    dataInicio: string;
    /** Só para registrar um afastamento que já terminou (não pode ser futura). */
    dataFim?: string | null;
    observacoes?: string | null;
  };
};
export type AprendizEncerrarAfastamentoApiResponse =
  /** status 200 Afastamento (licença) do aprendiz. */ Afastamento;
export type AprendizEncerrarAfastamentoApiArg = {
  /** Id do aprendiz. */
  id: number;
  afastamentoId: number;
  body: {
    /** Último dia do afastamento (aaaa-mm-dd). */
    dataFim: string;
  };
};
export type AprendizAlteracoesApiResponse = /** status 200 Default Response */ {
  data: {
    id: number;
    /** Quem fez; null quando foi o próprio sistema ou quando a pessoa não foi identificada. */
    usuario: {
      id: number;
      nome: string;
    } | null;
    acao: string;
    entidade: string;
    entidadeId: string | null;
    /** Campos alterados: { campo: { de, para } }. Segredos nunca aparecem. */
    campos: {
      [key: string]: {
        de: any;
        para: any;
      };
    } | null;
    criadoEm: string;
  }[];
};
export type AprendizAlteracoesApiArg = {
  id: number;
};
export type AprendizResumo = {
  id: number;
  nome: string;
  nomeSocial: string | null;
  /** 000.000.000-00 ou ***.456.789-** (LGPD). */
  cpf: string;
  dataNascimento: string;
  idade: number;
  situacaoId: number;
  situacao: string;
  situacaoCor: string;
  municipioId: number | null;
  municipio: string | null;
  uf: string | null;
  pcd: boolean;
  dataCadastro: string;
  ativo: boolean;
};
export type Problem = {
  /** URI que identifica o tipo de problema. */
  type: string;
  /** Resumo do tipo de problema, em português. */
  title: string;
  status: number;
  /** O que aconteceu e o que fazer a seguir. */
  detail: string;
  /** Mensagem de cada campo inválido (caminho do campo -> mensagem). */
  errors?: {
    [key: string]: string;
  };
};
export type Aprendiz = {
  id: number;
  /** De 3 a 150 caracteres, sem contar espaços nas pontas. */
  nome: string;
  /** Nome social (Decreto 8.727/2016), mostrado no lugar do nome. */
  nomeSocial: string | null;
  /** 000.000.000-00; ***.456.789-** para quem não tem aprendizes:ver-cpf. */
  cpf: string;
  rg: string | null;
  /** Data de nascimento (aaaa-mm-dd). */
  dataNascimento: string;
  /** Linha de /api/cadastros/genero. */
  generoId: number | null;
  /** Linha de /api/cadastros/estado-civil. */
  estadoCivilId: number | null;
  /** Linha de /api/cadastros/nacionalidade. */
  nacionalidadeId: number | null;
  /** Município de nascimento (código IBGE). */
  naturalidade: number | null;
  /** Linha de /api/cadastros/grau-escolaridade. */
  grauEscolaridadeId: number | null;
  escola: string | null;
  /** Turno escolar: manha, tarde, noite, integral. */
  turnoEscolar: string | null;
  /** Obrigatório com pcd: fisica, auditiva, visual, intelectual, psicossocial, multipla. */
  tipoDeficiencia: string | null;
  email: string | null;
  /** Só dígitos. */
  telefone: string | null;
  /** Só dígitos. */
  celular: string | null;
  /** Linha de /api/cadastros/regiao. */
  regiaoId: number | null;
  observacoes: string | null;
  /** Anos completos hoje. */
  idade: number;
  pcd: boolean;
  endereco: {
    /** 8 dígitos. */
    cep: string | null;
    logradouro: string | null;
    numero: string | null;
    complemento: string | null;
    bairro: string | null;
    /** Código IBGE do município (lista /api/cadastros/municipio). */
    municipioId: number | null;
    /** Preenchida a partir do município quando ausente. */
    uf: string | null;
  };
  contatos: {
    tipoContatoId: number;
    tipoContato: string;
    valor: string;
  }[];
  responsavel: {
    nome: string | null;
    cpf: string | null;
    parentesco: string | null;
    telefone: string | null;
    email: string | null;
  } | null;
  situacaoId: number;
  /** aaaa-mm-dd */
  dataCadastro: string;
  ativo: boolean;
  /** Quando o cadastro foi anonimizado (LGPD, irreversível); null se nunca foi. */
  anonimizadoEm: string | null;
  versao: number;
  criadoEm: string;
  atualizadoEm: string;
  /** O afastamento em aberto, quando houver. */
  afastamentoAtual: {
    id: number;
    dataInicio: string;
    motivo: string;
  } | null;
  /** Nomes dos itens escolhidos, só para exibição (ignorados ao salvar). */
  rotulos: {
    situacao: string;
    situacaoCor: string;
    genero: string | null;
    estadoCivil: string | null;
    nacionalidade: string | null;
    /** "Campinas - SP". */
    naturalidade: string | null;
    grauEscolaridade: string | null;
    /** "São Paulo - SP". */
    municipio: string | null;
    regiao: string | null;
  };
};
export type HistoricoSituacao = {
  id: number;
  /** Quando a mudança valeu (aaaa-mm-dd). */
  data: string;
  situacaoAnteriorId: number | null;
  situacaoAnterior: string | null;
  situacaoId: number;
  situacao: string;
  situacaoCor: string;
  motivo: string;
  /** cadastro, afastamento, retorno-afastamento (e as operações de outros domínios). */
  origem: string;
  origemId: number | null;
  usuarioId: number | null;
  /** Quem fez a mudança; null para carga inicial. */
  usuario: string | null;
  criadoEm: string;
};
export type Afastamento = {
  id: number;
  aprendizId: number;
  motivoAfastamentoId: number;
  motivo: string;
  dataInicio: string;
  /** null enquanto o aprendiz está afastado. */
  dataFim: string | null;
  observacoes: string | null;
  /** A situação à qual o aprendiz volta. */
  situacaoAnteriorId: number;
  versao: number;
  criadoEm: string;
  atualizadoEm: string;
};
export const {
  useAprendizListarQuery,
  useAprendizCriarMutation,
  useAprendizExportarQuery,
  useAprendizEstatisticasQuery,
  useAprendizObterQuery,
  useAprendizAtualizarMutation,
  useAprendizInativarMutation,
  useAprendizReativarMutation,
  useAprendizHistoricoQuery,
  useAprendizAfastamentosQuery,
  useAprendizAfastarMutation,
  useAprendizEncerrarAfastamentoMutation,
  useAprendizAlteracoesQuery,
} = injectedRtkApi;
