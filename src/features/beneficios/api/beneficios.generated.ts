import { api } from "../../../store/api";
export const addTagTypes = ["beneficios"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      beneficioGerarCompetencia: build.mutation<
        BeneficioGerarCompetenciaApiResponse,
        BeneficioGerarCompetenciaApiArg
      >({
        query: (queryArg) => ({
          url: `/api/beneficios/competencias/${queryArg.competencia}/gerar`,
          method: "POST",
        }),
        invalidatesTags: ["beneficios"],
      }),
      beneficioResumo: build.query<
        BeneficioResumoApiResponse,
        BeneficioResumoApiArg
      >({
        query: (queryArg) => ({
          url: `/api/beneficios/resumo`,
          params: {
            competencia: queryArg.competencia,
          },
        }),
        providesTags: ["beneficios"],
      }),
      beneficioRelatorio: build.query<
        BeneficioRelatorioApiResponse,
        BeneficioRelatorioApiArg
      >({
        query: (queryArg) => ({
          url: `/api/beneficios/relatorio`,
          params: {
            ano: queryArg.ano,
            parceiroId: queryArg.parceiroId,
          },
        }),
        providesTags: ["beneficios"],
      }),
      beneficioRelatorioExportar: build.query<
        BeneficioRelatorioExportarApiResponse,
        BeneficioRelatorioExportarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/beneficios/relatorio/exportar`,
          params: {
            ano: queryArg.ano,
            parceiroId: queryArg.parceiroId,
            formato: queryArg.formato,
          },
        }),
        providesTags: ["beneficios"],
      }),
      beneficioPadroes: build.query<
        BeneficioPadroesApiResponse,
        BeneficioPadroesApiArg
      >({
        query: () => ({ url: `/api/beneficios/padroes` }),
        providesTags: ["beneficios"],
      }),
      beneficioAlterarPadroes: build.mutation<
        BeneficioAlterarPadroesApiResponse,
        BeneficioAlterarPadroesApiArg
      >({
        query: (queryArg) => ({
          url: `/api/beneficios/padroes`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["beneficios"],
      }),
      beneficioValesTransporte: build.query<
        BeneficioValesTransporteApiResponse,
        BeneficioValesTransporteApiArg
      >({
        query: (queryArg) => ({
          url: `/api/beneficios/vale-transporte`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            sort: queryArg.sort,
            q: queryArg.q,
            ativo: queryArg.ativo,
            competencia: queryArg.competencia,
            aprendizId: queryArg.aprendizId,
            parceiroId: queryArg.parceiroId,
          },
        }),
        providesTags: ["beneficios"],
      }),
      beneficioAlterarValeTransporte: build.mutation<
        BeneficioAlterarValeTransporteApiResponse,
        BeneficioAlterarValeTransporteApiArg
      >({
        query: (queryArg) => ({
          url: `/api/beneficios/vale-transporte`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["beneficios"],
      }),
      beneficioValesAlimentacao: build.query<
        BeneficioValesAlimentacaoApiResponse,
        BeneficioValesAlimentacaoApiArg
      >({
        query: (queryArg) => ({
          url: `/api/beneficios/vale-alimentacao`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            sort: queryArg.sort,
            q: queryArg.q,
            ativo: queryArg.ativo,
            competencia: queryArg.competencia,
            aprendizId: queryArg.aprendizId,
            parceiroId: queryArg.parceiroId,
          },
        }),
        providesTags: ["beneficios"],
      }),
      beneficioAlterarValeAlimentacao: build.mutation<
        BeneficioAlterarValeAlimentacaoApiResponse,
        BeneficioAlterarValeAlimentacaoApiArg
      >({
        query: (queryArg) => ({
          url: `/api/beneficios/vale-alimentacao`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["beneficios"],
      }),
      beneficioPagamentos: build.query<
        BeneficioPagamentosApiResponse,
        BeneficioPagamentosApiArg
      >({
        query: (queryArg) => ({
          url: `/api/beneficios/pagamentos`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            sort: queryArg.sort,
            q: queryArg.q,
            ativo: queryArg.ativo,
            competencia: queryArg.competencia,
            aprendizId: queryArg.aprendizId,
            parceiroId: queryArg.parceiroId,
            status: queryArg.status,
            tipo: queryArg.tipo,
          },
        }),
        providesTags: ["beneficios"],
      }),
      beneficioPagamentosExportar: build.query<
        BeneficioPagamentosExportarApiResponse,
        BeneficioPagamentosExportarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/beneficios/pagamentos/exportar`,
          params: {
            sort: queryArg.sort,
            q: queryArg.q,
            ativo: queryArg.ativo,
            competencia: queryArg.competencia,
            aprendizId: queryArg.aprendizId,
            parceiroId: queryArg.parceiroId,
            status: queryArg.status,
            tipo: queryArg.tipo,
            formato: queryArg.formato,
          },
        }),
        providesTags: ["beneficios"],
      }),
      beneficioPagar: build.mutation<
        BeneficioPagarApiResponse,
        BeneficioPagarApiArg
      >({
        query: (queryArg) => ({
          url: `/api/beneficios/pagamentos/pagar`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["beneficios"],
      }),
      beneficioLancarAjuste: build.mutation<
        BeneficioLancarAjusteApiResponse,
        BeneficioLancarAjusteApiArg
      >({
        query: (queryArg) => ({
          url: `/api/beneficios/pagamentos/${queryArg.id}/ajustes`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["beneficios"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type BeneficioGerarCompetenciaApiResponse =
  /** status 200 Default Response */ {
    competencia: string;
    criados: number;
    recalculados: number;
    inalterados: number;
    bloqueados: number;
    ignorados: number;
    itens: {
      contratoId: number;
      numero: string;
      aprendiz: {
        id: number;
        nome: string;
      };
      resultado:
        "criado" | "recalculado" | "inalterado" | "bloqueado" | "ignorado";
      motivo: string | null;
    }[];
  };
export type BeneficioGerarCompetenciaApiArg = {
  /** Competência aaaa-mm. */
  competencia: string;
};
export type BeneficioResumoApiResponse = /** status 200 Default Response */ {
  competencia: string;
  gerada: boolean;
  geradaEm: string | null;
  geracoes: number;
  totais: {
    valeTransporte: {
      valor: number;
      desconto: number;
      custo: number;
    };
    valeAlimentacao: {
      valor: number;
    };
    pagamentos: {
      quantidade: number;
      valorBruto: number;
      descontoFaltas: number;
      descontoValeTransporte: number;
      valorLiquido: number;
      pendentes: number;
      valorPendente: number;
      pagos: number;
      valorPago: number;
    };
  };
  porParceiro: {
    parceiro: {
      id: number;
      nome: string;
    };
    quantidade: number;
    valeTransporte: number;
    valeAlimentacao: number;
    valorLiquido: number;
  }[];
  porStatus: {
    /** pendente ou pago. */
    status: "pendente" | "pago";
    quantidade: number;
    valorLiquido: number;
  }[];
};
export type BeneficioResumoApiArg = {
  /** Competência aaaa-mm. */
  competencia: string;
};
export type BeneficioRelatorioApiResponse = /** status 200 Default Response */ {
  ano: number;
  competencias: {
    competencia: string;
    quantidade: number;
    valeTransporte: number;
    descontoValeTransporte: number;
    valeAlimentacao: number;
    valorBruto: number;
    descontoFaltas: number;
    valorLiquido: number;
    valorPago: number;
    valorPendente: number;
  }[];
  parceiros: {
    parceiro: {
      id: number;
      nome: string;
    };
    valeTransporte: number;
    valeAlimentacao: number;
    valorLiquido: number;
  }[];
};
export type BeneficioRelatorioApiArg = {
  ano: number;
  parceiroId?: number;
};
export type BeneficioRelatorioExportarApiResponse =
  /** status 200 Arquivo CSV ou XLSX. */ Blob;
export type BeneficioRelatorioExportarApiArg = {
  ano: number;
  parceiroId?: number;
  formato?: "csv" | "xlsx";
};
export type BeneficioPadroesApiResponse = /** status 200 Default Response */ {
  /** Tarifa por viagem de quem ainda não tem vale. Em reais, com dois centavos. */
  tarifa: number;
  viagens: number;
  /** Valor diário do vale-alimentação de quem ainda não tem. Em reais, com dois centavos. */
  valorDiario: number;
  versao: number;
};
export type BeneficioPadroesApiArg = void;
export type BeneficioAlterarPadroesApiResponse =
  /** status 200 Default Response */ {
    /** Tarifa por viagem de quem ainda não tem vale. Em reais, com dois centavos. */
    tarifa: number;
    viagens: number;
    /** Valor diário do vale-alimentação de quem ainda não tem. Em reais, com dois centavos. */
    valorDiario: number;
    versao: number;
  };
export type BeneficioAlterarPadroesApiArg = {
  body: {
    versao: number;
    tarifa: number;
    viagens: number;
    valorDiario: number;
  };
};
export type BeneficioValesTransporteApiResponse =
  /** status 200 Default Response */ {
    data: ValeTransporte[];
    total: number;
    page: number;
    pageSize: number;
    totais: {
      valor: number;
      desconto: number;
      custo: number;
    };
  };
export type BeneficioValesTransporteApiArg = {
  /** Página, a partir de 1. */
  page?: number;
  /** Itens por página (padrão 25, máximo 100). */
  pageSize?: number;
  /** Ordenação: aprendiz, competencia; prefixo - para decrescente. */
  sort?: "aprendiz" | "-aprendiz" | "competencia" | "-competencia";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Aprendiz ativo (true), inativo (false) ou todos (padrão). */
  ativo?: "true" | "false" | "todos";
  /** Competência aaaa-mm. */
  competencia?: string;
  aprendizId?: number;
  parceiroId?: number;
};
export type BeneficioAlterarValeTransporteApiResponse =
  /** status 200 Default Response */ ValeTransporte;
export type BeneficioAlterarValeTransporteApiArg = {
  body: {
    id: number;
    versao: number;
    tarifa?: number;
    viagens?: number;
    /** aderiu ou recusou (não optante). */
    opcao?: "aderiu" | "recusou";
    /** Quando recusou (obrigatória ao recusar). */
    dataOpcao?: string | null;
  };
};
export type BeneficioValesAlimentacaoApiResponse =
  /** status 200 Default Response */ {
    data: ValeAlimentacao[];
    total: number;
    page: number;
    pageSize: number;
    totais: {
      valor: number;
      dias: number;
    };
  };
export type BeneficioValesAlimentacaoApiArg = {
  /** Página, a partir de 1. */
  page?: number;
  /** Itens por página (padrão 25, máximo 100). */
  pageSize?: number;
  /** Ordenação: aprendiz, competencia; prefixo - para decrescente. */
  sort?: "aprendiz" | "-aprendiz" | "competencia" | "-competencia";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Aprendiz ativo (true), inativo (false) ou todos (padrão). */
  ativo?: "true" | "false" | "todos";
  /** Competência aaaa-mm. */
  competencia?: string;
  aprendizId?: number;
  parceiroId?: number;
};
export type BeneficioAlterarValeAlimentacaoApiResponse =
  /** status 200 Default Response */ ValeAlimentacao;
export type BeneficioAlterarValeAlimentacaoApiArg = {
  body: {
    id: number;
    versao: number;
    valorDiario: number;
  };
};
export type BeneficioPagamentosApiResponse =
  /** status 200 Default Response */ {
    data: Pagamento[];
    total: number;
    page: number;
    pageSize: number;
    totais: {
      quantidade: number;
      valorBruto: number;
      descontoFaltas: number;
      descontoValeTransporte: number;
      valorLiquido: number;
      pendentes: number;
      valorPendente: number;
      pagos: number;
      valorPago: number;
    };
  };
export type BeneficioPagamentosApiArg = {
  /** Página, a partir de 1. */
  page?: number;
  /** Itens por página (padrão 25, máximo 100). */
  pageSize?: number;
  /** Ordenação: aprendiz, competencia, valorLiquido; prefixo - para decrescente. */
  sort?:
    | "aprendiz"
    | "-aprendiz"
    | "competencia"
    | "-competencia"
    | "valorLiquido"
    | "-valorLiquido";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Aprendiz ativo (true), inativo (false) ou todos (padrão). */
  ativo?: "true" | "false" | "todos";
  /** Competência aaaa-mm. */
  competencia?: string;
  aprendizId?: number;
  parceiroId?: number;
  /** pendente ou pago. */
  status?: "pendente" | "pago";
  /** mensal ou ajuste. */
  tipo?: "mensal" | "ajuste";
};
export type BeneficioPagamentosExportarApiResponse =
  /** status 200 Arquivo CSV ou XLSX. */ Blob;
export type BeneficioPagamentosExportarApiArg = {
  /** Ordenação: aprendiz, competencia, valorLiquido; prefixo - para decrescente. */
  sort?:
    | "aprendiz"
    | "-aprendiz"
    | "competencia"
    | "-competencia"
    | "valorLiquido"
    | "-valorLiquido";
  /** Busca sem distinção de acentos ou maiúsculas. */
  q?: string;
  /** Aprendiz ativo (true), inativo (false) ou todos (padrão). */
  ativo?: "true" | "false" | "todos";
  /** Competência aaaa-mm. */
  competencia?: string;
  aprendizId?: number;
  parceiroId?: number;
  /** pendente ou pago. */
  status?: "pendente" | "pago";
  /** mensal ou ajuste. */
  tipo?: "mensal" | "ajuste";
  /** csv (padrão; UTF-8 com BOM, separador ;) ou xlsx. */
  formato?: "csv" | "xlsx";
};
export type BeneficioPagarApiResponse = /** status 200 Default Response */ {
  pagos: number;
  /** Soma dos líquidos pagos, em reais. */
  valor: number;
  dataPagamento: string;
};
export type BeneficioPagarApiArg = {
  body: {
    ids: number[];
    /** Dia do pagamento (não futuro). */
    dataPagamento: string;
  };
};
export type BeneficioLancarAjusteApiResponse =
  /** status 201 Default Response */ Pagamento;
export type BeneficioLancarAjusteApiArg = {
  id: number;
  body: {
    valor: number;
    motivo: string;
  };
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
export type ValeTransporte = {
  id: number;
  competencia: string;
  contrato: {
    id: number;
    numero: string;
    /** A = Aprendizagem, E = Estágio (sem o desconto de 6% do vale-transporte). */
    tipo: "A" | "E";
  };
  aprendiz: {
    id: number;
    nome: string;
  };
  parceiro: {
    id: number;
    nome: string;
  };
  /** O pagamento do mês foi pago: nada do mês muda mais. */
  bloqueado: boolean;
  versao: number;
  /** Tarifa por viagem. Em reais, com dois centavos. */
  tarifa: number;
  /** Viagens por dia. */
  viagens: number;
  /** aderiu ou recusou (não optante). */
  opcao: "aderiu" | "recusou";
  /** Quando recusou. */
  dataOpcao: string | null;
  /** Dias úteis: teoria + prática no contrato, sem feriados e afastamentos. */
  dias: number;
  /** tarifa × viagens × dias. Em reais, com dois centavos. */
  valor: number;
  /** Parte do aprendiz: 6% da bolsa proporcional, no máximo o valor. Em reais, com dois centavos. */
  desconto: number;
  /** Custo da organização: valor − desconto. Em reais, com dois centavos. */
  custo: number;
};
export type ValeAlimentacao = {
  id: number;
  competencia: string;
  contrato: {
    id: number;
    numero: string;
    /** A = Aprendizagem, E = Estágio (sem o desconto de 6% do vale-transporte). */
    tipo: "A" | "E";
  };
  aprendiz: {
    id: number;
    nome: string;
  };
  parceiro: {
    id: number;
    nome: string;
  };
  /** O pagamento do mês foi pago: nada do mês muda mais. */
  bloqueado: boolean;
  versao: number;
  /** Valor por dia trabalhado. Em reais, com dois centavos. */
  valorDiario: number;
  /** Dias trabalhados: dias úteis menos faltas injustificadas. */
  dias: number;
  /** valor diário × dias. Em reais, com dois centavos. */
  valor: number;
};
export type Pagamento = {
  id: number;
  competencia: string;
  contrato: {
    id: number;
    numero: string;
    /** A = Aprendizagem, E = Estágio (sem o desconto de 6% do vale-transporte). */
    tipo: "A" | "E";
  };
  aprendiz: {
    id: number;
    nome: string;
  };
  parceiro: {
    id: number;
    nome: string;
  };
  /** O pagamento do mês foi pago: nada do mês muda mais. */
  bloqueado: boolean;
  versao: number;
  /** mensal ou ajuste. */
  tipo: "mensal" | "ajuste";
  /** O pagamento que este ajuste corrige. */
  ajusteDe: number | null;
  motivo: string | null;
  /** Bolsa mensal do contrato (Con_ValorBolsa) usada no cálculo. Em reais, com dois centavos. */
  bolsa: number;
  /** Dias do contrato no mês (mês comercial, até 30). */
  diasContrato: number;
  diasUteis: number;
  /** Faltas injustificadas. */
  faltas: number;
  justificadas: number;
  feriados: number;
  afastamento: number;
  /** bolsa × diasContrato / 30. Em reais, com dois centavos. */
  valorBruto: number;
  /** faltas × bolsa / 30. Em reais, com dois centavos. */
  descontoFaltas: number;
  /** A parte do aprendiz no vale-transporte. Em reais, com dois centavos. */
  descontoValeTransporte: number;
  /** bruto − descontos, nunca abaixo de zero (um ajuste pode ser negativo). Em reais, com dois centavos. */
  valorLiquido: number;
  /** pendente ou pago. */
  status: "pendente" | "pago";
  dataPagamento: string | null;
  criadoEm: string;
};
export const {
  useBeneficioGerarCompetenciaMutation,
  useBeneficioResumoQuery,
  useBeneficioRelatorioQuery,
  useBeneficioRelatorioExportarQuery,
  useBeneficioPadroesQuery,
  useBeneficioAlterarPadroesMutation,
  useBeneficioValesTransporteQuery,
  useBeneficioAlterarValeTransporteMutation,
  useBeneficioValesAlimentacaoQuery,
  useBeneficioAlterarValeAlimentacaoMutation,
  useBeneficioPagamentosQuery,
  useBeneficioPagamentosExportarQuery,
  useBeneficioPagarMutation,
  useBeneficioLancarAjusteMutation,
} = injectedRtkApi;
