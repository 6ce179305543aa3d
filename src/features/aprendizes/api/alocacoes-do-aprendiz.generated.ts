import { api } from "../../../store/api";
export const addTagTypes = ["alocacoes"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      alocacaoHistoricoAprendiz: build.query<
        AlocacaoHistoricoAprendizApiResponse,
        AlocacaoHistoricoAprendizApiArg
      >({
        query: (queryArg) => ({
          url: `/api/alocacoes/aprendiz/${queryArg.id}`,
        }),
        providesTags: ["alocacoes"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type AlocacaoHistoricoAprendizApiResponse =
  /** status 200 Default Response */ {
    /** Da mais recente para a mais antiga. */
    data: Alocacao[];
  };
export type AlocacaoHistoricoAprendizApiArg = {
  id: number;
};
export type Alocacao = {
  /** Id da alocação. */
  id: number;
  aprendizId: number;
  nome: string;
  nomeSocial: string | null;
  /** CPF formatado, ou '***.456.789-**' para quem não tem aprendizes:ver-cpf. */
  cpf: string;
  situacao: {
    id: number;
    codigo: string;
    nome: string;
    /** Cor do Chip do MUI. */
    cor: string;
  };
  aprendizAtivo: boolean;
  turmaId: number;
  turma: {
    id: number;
    codigo: string;
    nome: string;
    status: string;
  };
  /** aaaa-mm-dd */
  dataInicio: string;
  /** aaaa-mm-dd */
  dataFim: string | null;
  motivoDesalocacao: string | null;
  /** true enquanto o aprendiz está na turma (sem dataFim). */
  aberta: boolean;
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
export const { useAlocacaoHistoricoAprendizQuery } = injectedRtkApi;
