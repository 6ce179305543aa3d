import { api } from "../../../store/api";
export const addTagTypes = ["turmas"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      turmaEstatisticas: build.query<
        TurmaEstatisticasApiResponse,
        TurmaEstatisticasApiArg
      >({
        query: () => ({ url: `/api/turmas/stats` }),
        providesTags: ["turmas"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type TurmaEstatisticasApiResponse = /** status 200 Default Response */ {
  /** Turmas ativas. */
  total: number;
  inativas: number;
  /** Turmas ativas por status, na ordem planejada, em andamento, encerrada. */
  porStatus: {
    status: string;
    turmas: number;
    capacidade: number;
    ocupacao: number;
  }[];
  /** Soma das capacidades das turmas ativas não encerradas. */
  capacidade: number;
  /** Aprendizes alocados nessas turmas. */
  ocupacao: number;
  vagasRestantes: number;
  /** ocupacao / capacidade, de 0 a 1 (0 sem turmas). */
  taxaOcupacao: number;
  /** Turmas ativas não encerradas sem vagas. */
  lotadas: number;
  /** Turmas ativas não encerradas sem educador. */
  semEducador: number;
};
export type TurmaEstatisticasApiArg = void;
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
export const { useTurmaEstatisticasQuery } = injectedRtkApi;
