// Saving a função does not refetch the list (see ../api/index.ts): its answer is written in.
import type { AppDispatch, RootState } from '../../../store/store';
import { administracaoApi } from '../api';
import type { Funcao } from './tipos';

const selecionarLista = administracaoApi.endpoints.funcaoListar.select();
type EstadoDaApi = Parameters<typeof selecionarLista>[0];
type AcaoDaApi = ReturnType<typeof administracaoApi.util.updateQueryData>;

// The store types `api` as optional (RTK Query is injected when first imported); by the time a
// screen uses these, it is there, which is all RTK Query's own types insist on.
const despachar = (dispatch: AppDispatch, acao: AcaoDaApi) =>
  (dispatch as unknown as (a: AcaoDaApi) => unknown)(acao);

/** The função as the cached list has it now (the previous save's answer included). */
export const funcaoNoCache = (estado: RootState, id: number): Funcao | undefined =>
  selecionarLista(estado as unknown as EstadoDaApi).data?.data.find((f) => f.id === id);

export function gravarFuncaoNoCache(dispatch: AppDispatch, salva: Funcao): void {
  despachar(
    dispatch,
    administracaoApi.util.updateQueryData('funcaoListar', undefined, (rascunho) => {
      const i = rascunho.data.findIndex((f) => f.id === salva.id);
      if (i >= 0) rascunho.data[i] = salva;
    }),
  );
}

/** After a stale versao: read the funções again. */
export function recarregarFuncoes(dispatch: AppDispatch): void {
  dispatch(administracaoApi.util.invalidateTags(['funcoes']));
}
