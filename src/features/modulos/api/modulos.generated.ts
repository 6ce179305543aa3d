import { api } from "../../../store/api";
export const addTagTypes = ["modulos"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      cursoListar: build.query<CursoListarApiResponse, CursoListarApiArg>({
        query: (queryArg) => ({
          url: `/api/cursos`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            sort: queryArg.sort,
            q: queryArg.q,
            ativo: queryArg.ativo,
          },
        }),
        providesTags: ["modulos"],
      }),
      cursoCriar: build.mutation<CursoCriarApiResponse, CursoCriarApiArg>({
        query: (queryArg) => ({
          url: `/api/cursos`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["modulos"],
      }),
      cursoExportar: build.query<CursoExportarApiResponse, CursoExportarApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/cursos/exportar`,
            params: {
              sort: queryArg.sort,
              q: queryArg.q,
              ativo: queryArg.ativo,
              formato: queryArg.formato,
            },
          }),
          providesTags: ["modulos"],
        },
      ),
      cursoObter: build.query<CursoObterApiResponse, CursoObterApiArg>({
        query: (queryArg) => ({ url: `/api/cursos/${queryArg.id}` }),
        providesTags: ["modulos"],
      }),
      cursoAtualizar: build.mutation<
        CursoAtualizarApiResponse,
        CursoAtualizarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cursos/${queryArg.id}`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["modulos"],
      }),
      cursoInativar: build.mutation<
        CursoInativarApiResponse,
        CursoInativarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cursos/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["modulos"],
      }),
      cursoReativar: build.mutation<
        CursoReativarApiResponse,
        CursoReativarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cursos/${queryArg.id}/reativar`,
          method: "POST",
        }),
        invalidatesTags: ["modulos"],
      }),
      moduloListar: build.query<ModuloListarApiResponse, ModuloListarApiArg>({
        query: (queryArg) => ({
          url: `/api/modulos`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            sort: queryArg.sort,
            q: queryArg.q,
            ativo: queryArg.ativo,
          },
        }),
        providesTags: ["modulos"],
      }),
      moduloCriar: build.mutation<ModuloCriarApiResponse, ModuloCriarApiArg>({
        query: (queryArg) => ({
          url: `/api/modulos`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["modulos"],
      }),
      moduloExportar: build.query<
        ModuloExportarApiResponse,
        ModuloExportarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/modulos/exportar`,
          params: {
            sort: queryArg.sort,
            q: queryArg.q,
            ativo: queryArg.ativo,
            formato: queryArg.formato,
          },
        }),
        providesTags: ["modulos"],
      }),
      moduloReordenar: build.mutation<
        ModuloReordenarApiResponse,
        ModuloReordenarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/modulos/ordem`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["modulos"],
      }),
      moduloObter: build.query<ModuloObterApiResponse, ModuloObterApiArg>({
        query: (queryArg) => ({ url: `/api/modulos/${queryArg.id}` }),
        providesTags: ["modulos"],
      }),
      moduloAtualizar: build.mutation<
        ModuloAtualizarApiResponse,
        ModuloAtualizarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/modulos/${queryArg.id}`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["modulos"],
      }),
      moduloInativar: build.mutation<
        ModuloInativarApiResponse,
        ModuloInativarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/modulos/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["modulos"],
      }),
      moduloReativar: build.mutation<
        ModuloReativarApiResponse,
        ModuloReativarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/modulos/${queryArg.id}/reativar`,
          method: "POST",
        }),
        invalidatesTags: ["modulos"],
      }),
      disciplinaListar: build.query<
        DisciplinaListarApiResponse,
        DisciplinaListarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/disciplinas`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            sort: queryArg.sort,
            q: queryArg.q,
            ativo: queryArg.ativo,
            moduloId: queryArg.moduloId,
          },
        }),
        providesTags: ["modulos"],
      }),
      disciplinaCriar: build.mutation<
        DisciplinaCriarApiResponse,
        DisciplinaCriarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/disciplinas`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["modulos"],
      }),
      disciplinaExportar: build.query<
        DisciplinaExportarApiResponse,
        DisciplinaExportarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/disciplinas/exportar`,
          params: {
            sort: queryArg.sort,
            q: queryArg.q,
            ativo: queryArg.ativo,
            moduloId: queryArg.moduloId,
            formato: queryArg.formato,
          },
        }),
        providesTags: ["modulos"],
      }),
      disciplinaObter: build.query<
        DisciplinaObterApiResponse,
        DisciplinaObterApiArg
      >({
        query: (queryArg) => ({ url: `/api/disciplinas/${queryArg.id}` }),
        providesTags: ["modulos"],
      }),
      disciplinaAtualizar: build.mutation<
        DisciplinaAtualizarApiResponse,
        DisciplinaAtualizarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/disciplinas/${queryArg.id}`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["modulos"],
      }),
      disciplinaInativar: build.mutation<
        DisciplinaInativarApiResponse,
        DisciplinaInativarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/disciplinas/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["modulos"],
      }),
      disciplinaReativar: build.mutation<
        DisciplinaReativarApiResponse,
        DisciplinaReativarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/disciplinas/${queryArg.id}/reativar`,
          method: "POST",
        }),
        invalidatesTags: ["modulos"],
      }),
      planoCriar: build.mutation<PlanoCriarApiResponse, PlanoCriarApiArg>({
        query: (queryArg) => ({
          url: `/api/planos`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["modulos"],
      }),
      planoExportar: build.query<PlanoExportarApiResponse, PlanoExportarApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/planos/exportar`,
            params: {
              sort: queryArg.sort,
              q: queryArg.q,
              ativo: queryArg.ativo,
              cursoId: queryArg.cursoId,
              vigentesEm: queryArg.vigentesEm,
              formato: queryArg.formato,
            },
          }),
          providesTags: ["modulos"],
        },
      ),
      planoObter: build.query<PlanoObterApiResponse, PlanoObterApiArg>({
        query: (queryArg) => ({ url: `/api/planos/${queryArg.id}` }),
        providesTags: ["modulos"],
      }),
      planoAtualizar: build.mutation<
        PlanoAtualizarApiResponse,
        PlanoAtualizarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/planos/${queryArg.id}`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["modulos"],
      }),
      planoInativar: build.mutation<
        PlanoInativarApiResponse,
        PlanoInativarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/planos/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["modulos"],
      }),
      planoReativar: build.mutation<
        PlanoReativarApiResponse,
        PlanoReativarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/planos/${queryArg.id}/reativar`,
          method: "POST",
        }),
        invalidatesTags: ["modulos"],
      }),
      planoCurriculoSalvar: build.mutation<
        PlanoCurriculoSalvarApiResponse,
        PlanoCurriculoSalvarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/planos/${queryArg.id}/curriculo`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["modulos"],
      }),
      planoCurriculoPdf: build.query<
        PlanoCurriculoPdfApiResponse,
        PlanoCurriculoPdfApiArg
      >({
        query: (queryArg) => ({
          url: `/api/planos/${queryArg.id}/curriculo/pdf`,
        }),
        providesTags: ["modulos"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type CursoListarApiResponse = /** status 200 Default Response */ {
  data: CursoRegistro[];
  total: number;
  page: number;
  pageSize: number;
};
export type CursoListarApiArg = {
  /** Página, a partir de 1. */
  page?: number;
  /** Itens por página (padrão 25, máximo 100). */
  pageSize?: number;
  /** Ordenação: nome, cargaHorariaTotal, criadoEm; prefixo - para decrescente. */
  sort?:
    | "nome"
    | "-nome"
    | "cargaHorariaTotal"
    | "-cargaHorariaTotal"
    | "criadoEm"
    | "-criadoEm";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Registros ativos (padrão), inativos ou todos. */
  ativo?: "true" | "false" | "todos";
};
export type CursoCriarApiResponse =
  /** status 201 Default Response */ CursoRegistro;
export type CursoCriarApiArg = {
  body: {
    /** De 3 a 150 caracteres, sem contar espaços nas pontas. */
    nome: string;
    /** Ocupação CBO (/api/cadastros/profissao). */
    profissaoId?: number | null;
    /** Horas da formação teórica. */
    cargaHorariaTotal: number;
    descricao?: string | null;
  };
};
export type CursoExportarApiResponse =
  /** status 200 Arquivo CSV ou XLSX. */ Blob;
export type CursoExportarApiArg = {
  /** Ordenação: nome, cargaHorariaTotal, criadoEm; prefixo - para decrescente. */
  sort?:
    | "nome"
    | "-nome"
    | "cargaHorariaTotal"
    | "-cargaHorariaTotal"
    | "criadoEm"
    | "-criadoEm";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Registros ativos (padrão), inativos ou todos. */
  ativo?: "true" | "false" | "todos";
  /** csv (padrão; UTF-8 com BOM, separador ;) ou xlsx. */
  formato?: "csv" | "xlsx";
};
export type CursoObterApiResponse =
  /** status 200 Default Response */ CursoRegistro;
export type CursoObterApiArg = {
  id: number;
};
export type CursoAtualizarApiResponse =
  /** status 200 Default Response */ CursoRegistro;
export type CursoAtualizarApiArg = {
  id: number;
  body: {
    /** De 3 a 150 caracteres, sem contar espaços nas pontas. */
    nome: string;
    /** Ocupação CBO (/api/cadastros/profissao). */
    profissaoId?: number | null;
    /** Horas da formação teórica. */
    cargaHorariaTotal: number;
    descricao?: string | null;
    /** A versao lida; se outra pessoa salvou depois, a resposta é 409. */
    versao: number;
  };
};
export type CursoInativarApiResponse =
  /** status 200 Default Response */ CursoRegistro;
export type CursoInativarApiArg = {
  id: number;
};
export type CursoReativarApiResponse =
  /** status 200 Default Response */ CursoRegistro;
export type CursoReativarApiArg = {
  id: number;
};
export type ModuloListarApiResponse = /** status 200 Default Response */ {
  data: Modulo[];
  total: number;
  page: number;
  pageSize: number;
};
export type ModuloListarApiArg = {
  /** Página, a partir de 1. */
  page?: number;
  /** Itens por página (padrão 25, máximo 100). */
  pageSize?: number;
  /** Ordenação: ordem, nome; prefixo - para decrescente. */
  sort?: "ordem" | "-ordem" | "nome" | "-nome";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Registros ativos (padrão), inativos ou todos. */
  ativo?: "true" | "false" | "todos";
};
export type ModuloCriarApiResponse = /** status 201 Default Response */ Modulo;
export type ModuloCriarApiArg = {
  body: {
    /** De 3 a 150 caracteres, sem contar espaços nas pontas. */
    nome: string;
    /** Horas previstas para o módulo. */
    cargaHoraria: number;
    descricao?: string | null;
    /** Posição na formação; ausente: o último (novo) ou a atual (alteração). */
    ordem?: number;
  };
};
export type ModuloExportarApiResponse =
  /** status 200 Arquivo CSV ou XLSX. */ Blob;
export type ModuloExportarApiArg = {
  /** Ordenação: ordem, nome; prefixo - para decrescente. */
  sort?: "ordem" | "-ordem" | "nome" | "-nome";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Registros ativos (padrão), inativos ou todos. */
  ativo?: "true" | "false" | "todos";
  /** csv (padrão; UTF-8 com BOM, separador ;) ou xlsx. */
  formato?: "csv" | "xlsx";
};
export type ModuloReordenarApiResponse = /** status 200 Default Response */ {
  data: Modulo[];
};
export type ModuloReordenarApiArg = {
  body: {
    /** Todos os módulos ativos, na nova ordem. */
    ids: number[];
  };
};
export type ModuloObterApiResponse = /** status 200 Default Response */ Modulo;
export type ModuloObterApiArg = {
  id: number;
};
export type ModuloAtualizarApiResponse =
  /** status 200 Default Response */ Modulo;
export type ModuloAtualizarApiArg = {
  id: number;
  body: {
    /** De 3 a 150 caracteres, sem contar espaços nas pontas. */
    nome: string;
    /** Horas previstas para o módulo. */
    cargaHoraria: number;
    descricao?: string | null;
    /** Posição na formação; ausente: o último (novo) ou a atual (alteração). */
    ordem?: number;
    /** A versao lida; se outra pessoa salvou depois, a resposta é 409. */
    versao: number;
  };
};
export type ModuloInativarApiResponse =
  /** status 200 Default Response */ Modulo;
export type ModuloInativarApiArg = {
  id: number;
};
export type ModuloReativarApiResponse =
  /** status 200 Default Response */ Modulo;
export type ModuloReativarApiArg = {
  id: number;
};
export type DisciplinaListarApiResponse = /** status 200 Default Response */ {
  data: Disciplina[];
  total: number;
  page: number;
  pageSize: number;
};
export type DisciplinaListarApiArg = {
  /** Página, a partir de 1. */
  page?: number;
  /** Itens por página (padrão 25, máximo 100). */
  pageSize?: number;
  /** Ordenação: nome, modulo, cargaHoraria; prefixo - para decrescente. */
  sort?:
    "nome" | "-nome" | "modulo" | "-modulo" | "cargaHoraria" | "-cargaHoraria";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Registros ativos (padrão), inativos ou todos. */
  ativo?: "true" | "false" | "todos";
  moduloId?: number;
};
export type DisciplinaCriarApiResponse =
  /** status 201 Default Response */ Disciplina;
export type DisciplinaCriarApiArg = {
  body: {
    moduloId: number;
    /** De 3 a 150 caracteres, sem contar espaços nas pontas. */
    nome: string;
    /** Horas da disciplina (o currículo de um plano pode usar outras). */
    cargaHoraria: number;
    ementa?: string | null;
  };
};
export type DisciplinaExportarApiResponse =
  /** status 200 Arquivo CSV ou XLSX. */ Blob;
export type DisciplinaExportarApiArg = {
  /** Ordenação: nome, modulo, cargaHoraria; prefixo - para decrescente. */
  sort?:
    "nome" | "-nome" | "modulo" | "-modulo" | "cargaHoraria" | "-cargaHoraria";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Registros ativos (padrão), inativos ou todos. */
  ativo?: "true" | "false" | "todos";
  moduloId?: number;
  /** csv (padrão; UTF-8 com BOM, separador ;) ou xlsx. */
  formato?: "csv" | "xlsx";
};
export type DisciplinaObterApiResponse =
  /** status 200 Default Response */ Disciplina;
export type DisciplinaObterApiArg = {
  id: number;
};
export type DisciplinaAtualizarApiResponse =
  /** status 200 Default Response */ Disciplina;
export type DisciplinaAtualizarApiArg = {
  id: number;
  body: {
    moduloId: number;
    /** De 3 a 150 caracteres, sem contar espaços nas pontas. */
    nome: string;
    /** Horas da disciplina (o currículo de um plano pode usar outras). */
    cargaHoraria: number;
    ementa?: string | null;
    /** A versao lida; se outra pessoa salvou depois, a resposta é 409. */
    versao: number;
  };
};
export type DisciplinaInativarApiResponse =
  /** status 200 Default Response */ Disciplina;
export type DisciplinaInativarApiArg = {
  id: number;
};
export type DisciplinaReativarApiResponse =
  /** status 200 Default Response */ Disciplina;
export type DisciplinaReativarApiArg = {
  id: number;
};
export type PlanoCriarApiResponse = /** status 201 Default Response */ Plano;
export type PlanoCriarApiArg = {
  body: {
    cursoId: number;
    /** De 3 a 150 caracteres, sem contar espaços nas pontas. */
    nome: string;
    /** Início da vigência (aaaa-mm-dd). */
    vigenciaInicio: string;
    /** Fim da vigência (aaaa-mm-dd); null: em vigor sem data de término. */
    vigenciaFim?: string | null;
  };
};
export type PlanoExportarApiResponse =
  /** status 200 Arquivo CSV ou XLSX. */ Blob;
export type PlanoExportarApiArg = {
  /** Ordenação: nome, vigenciaInicio, curso; prefixo - para decrescente. */
  sort?:
    | "nome"
    | "-nome"
    | "vigenciaInicio"
    | "-vigenciaInicio"
    | "curso"
    | "-curso";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Registros ativos (padrão), inativos ou todos. */
  ativo?: "true" | "false" | "todos";
  cursoId?: number;
  /** Só os planos em vigor nesta data (aaaa-mm-dd). */
  vigentesEm?: string;
  /** csv (padrão; UTF-8 com BOM, separador ;) ou xlsx. */
  formato?: "csv" | "xlsx";
};
export type PlanoObterApiResponse = /** status 200 Default Response */ Plano;
export type PlanoObterApiArg = {
  id: number;
};
export type PlanoAtualizarApiResponse =
  /** status 200 Default Response */ Plano;
export type PlanoAtualizarApiArg = {
  id: number;
  body: {
    cursoId: number;
    /** De 3 a 150 caracteres, sem contar espaços nas pontas. */
    nome: string;
    /** Início da vigência (aaaa-mm-dd). */
    vigenciaInicio: string;
    /** Fim da vigência (aaaa-mm-dd); null: em vigor sem data de término. */
    vigenciaFim?: string | null;
    /** A versao lida; se outra pessoa salvou depois, a resposta é 409. */
    versao: number;
  };
};
export type PlanoInativarApiResponse = /** status 200 Default Response */ Plano;
export type PlanoInativarApiArg = {
  id: number;
};
export type PlanoReativarApiResponse = /** status 200 Default Response */ Plano;
export type PlanoReativarApiArg = {
  id: number;
};
export type PlanoCurriculoSalvarApiResponse =
  /** status 200 Default Response */ Curriculo;
export type PlanoCurriculoSalvarApiArg = {
  id: number;
  body: {
    itens: {
      disciplinaId: number;
      ordem: number;
      cargaHoraria?: number | null;
    }[];
    /** A versao lida; se outra pessoa salvou depois, a resposta é 409. */
    versao: number;
    /** true quando a pessoa confirmou alterar o currículo de turmas em andamento. */
    confirmarTurmasEmAndamento?: boolean;
  };
};
export type PlanoCurriculoPdfApiResponse = /** status 200 Arquivo PDF. */ Blob;
export type PlanoCurriculoPdfApiArg = {
  id: number;
};
export type CursoRegistro = {
  id: number;
  codigo: string | null;
  /** De 3 a 150 caracteres, sem contar espaços nas pontas. */
  nome: string;
  /** Ocupação CBO (/api/cadastros/profissao). */
  profissaoId: number | null;
  /** Horas da formação teórica. */
  cargaHorariaTotal: number;
  descricao: string;
  profissao: {
    id: number;
    codigo: string;
    nome: string;
  } | null;
  /** Planos de curso ativos. */
  planosAtivos: number;
  /** Turmas ativas não encerradas do curso. */
  turmasAtivas: number;
  ativo: boolean;
  criadoEm: string;
  atualizadoEm: string;
  versao: number;
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
export type Modulo = {
  id: number;
  /** De 3 a 150 caracteres, sem contar espaços nas pontas. */
  nome: string;
  /** Horas previstas para o módulo. */
  cargaHoraria: number;
  descricao: string;
  /** Posição do módulo na formação (1 = primeiro). */
  ordem: number;
  disciplinasAtivas: number;
  /** Soma das horas das disciplinas ativas do módulo. */
  cargaHorariaDisciplinas: number;
  ativo: boolean;
  criadoEm: string;
  atualizadoEm: string;
  versao: number;
};
export type Disciplina = {
  id: number;
  moduloId: number;
  /** De 3 a 150 caracteres, sem contar espaços nas pontas. */
  nome: string;
  /** Horas da disciplina (o currículo de um plano pode usar outras). */
  cargaHoraria: number;
  ementa: string;
  modulo: {
    id: number;
    nome: string;
    ordem: number;
  };
  /** Planos ativos cujo currículo tem a disciplina. */
  planosAtivos: number;
  ativo: boolean;
  criadoEm: string;
  atualizadoEm: string;
  versao: number;
};
export type Plano = {
  id: number;
  cursoId: number;
  /** De 3 a 150 caracteres, sem contar espaços nas pontas. */
  nome: string;
  /** Início da vigência (aaaa-mm-dd). */
  vigenciaInicio: string;
  /** Fim da vigência (aaaa-mm-dd); null: em vigor sem data de término. */
  vigenciaFim: string | null;
  curso: {
    id: number;
    nome: string;
    cargaHorariaTotal: number;
  };
  /** Disciplinas no currículo. */
  disciplinas: number;
  /** Soma das horas do currículo. */
  cargaHorariaCurriculo: number;
  /** Turmas ativas que seguem o plano. */
  turmas: number;
  turmasEmAndamento: number;
  ativo: boolean;
  criadoEm: string;
  atualizadoEm: string;
  versao: number;
};
export type Curriculo = {
  planoId: number;
  plano: string;
  curso: {
    id: number;
    nome: string;
    cargaHorariaTotal: number;
  };
  /** A versao do plano: leve-a no PUT. */
  versao: number;
  itens: {
    disciplinaId: number;
    nome: string;
    modulo: {
      id: number;
      nome: string;
    };
    ordem: number;
    cargaHoraria: number;
    /** As horas do cadastro da disciplina. */
    cargaHorariaDisciplina: number;
    /** A disciplina está ativa. */
    ativa: boolean;
  }[];
  cargaHorariaTotal: number;
  /** cargaHorariaTotal menos as horas do curso. */
  diferenca: number;
  /** A diferença em palavras, quando há (é aviso, não impede salvar). */
  aviso: string | null;
  /** Turmas em andamento que seguem o plano: alterar pede confirmação. */
  turmasEmAndamento: number;
};
export const {
  useCursoListarQuery,
  useCursoCriarMutation,
  useCursoExportarQuery,
  useCursoObterQuery,
  useCursoAtualizarMutation,
  useCursoInativarMutation,
  useCursoReativarMutation,
  useModuloListarQuery,
  useModuloCriarMutation,
  useModuloExportarQuery,
  useModuloReordenarMutation,
  useModuloObterQuery,
  useModuloAtualizarMutation,
  useModuloInativarMutation,
  useModuloReativarMutation,
  useDisciplinaListarQuery,
  useDisciplinaCriarMutation,
  useDisciplinaExportarQuery,
  useDisciplinaObterQuery,
  useDisciplinaAtualizarMutation,
  useDisciplinaInativarMutation,
  useDisciplinaReativarMutation,
  usePlanoCriarMutation,
  usePlanoExportarQuery,
  usePlanoObterQuery,
  usePlanoAtualizarMutation,
  usePlanoInativarMutation,
  usePlanoReativarMutation,
  usePlanoCurriculoSalvarMutation,
  usePlanoCurriculoPdfQuery,
} = injectedRtkApi;
