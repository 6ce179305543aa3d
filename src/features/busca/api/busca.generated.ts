import { api } from "../../../store/api";
export const addTagTypes = ["busca"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      buscaGlobal: build.query<BuscaGlobalApiResponse, BuscaGlobalApiArg>({
        query: (queryArg) => ({
          url: `/api/busca`,
          params: {
            q: queryArg.q,
          },
        }),
        providesTags: ["busca"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type BuscaGlobalApiResponse =
  /** status 200 Default Response */ ResultadoBusca;
export type BuscaGlobalApiArg = {
  /** Nome, CPF (só dígitos que quem busca pode ver), código de turma, nome ou CNPJ de empresa, nome de educador, número de contrato (2026/01000, 01000), título de vaga. De 2 a 100 caracteres, sem contar espaços nas pontas. */
  q: string;
};
export type ResultadoBusca = {
  /** Só para quem tem aprendizes:ler; registros ativos, no máximo 5. */
  aprendizes?: {
    id: number;
    nome: string;
    nomeSocial: string | null;
    /** Formatado, ou oculto (***.456.789-**) sem aprendizes:ver-cpf. */
    cpf: string;
    situacao: string;
  }[];
  /** Só para quem tem turmas:ler; registros ativos, no máximo 5. */
  turmas?: {
    id: number;
    codigo: string;
    nome: string;
    status: string;
  }[];
  /** Só para quem tem parceiros:ler; registros ativos, no máximo 5. */
  parceiros?: {
    id: number;
    razaoSocial: string;
    nomeFantasia: string | null;
    /** Formatado: 00.000.000/0000-00. */
    cnpj: string;
  }[];
  /** Só para quem tem educadores:ler; registros ativos, no máximo 5. */
  educadores?: {
    id: number;
    nome: string;
  }[];
  /** Só para quem tem contratos:ler; contratos de qualquer status cujo número contém os dígitos de q (só quando q é um número, com ou sem a barra), no máximo 5. */
  contratos?: {
    id: number;
    /** aaaa/nnnnn */
    numero: string;
    /** Nome civil do aprendiz. */
    aprendiz: string;
    /** Nome fantasia da empresa, ou a razão social. */
    parceiro: string;
  }[];
  /** Só para quem tem vagas:ler; vagas de qualquer status pelo título, as abertas e em seleção primeiro, no máximo 5. */
  vagas?: {
    id: number;
    titulo: string;
    status: string;
    /** Nome fantasia da empresa, ou a razão social. */
    parceiro: string;
  }[];
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
export const { useBuscaGlobalQuery } = injectedRtkApi;
