// The session kept in local storage, read and written here without redux-persist: /login's entry
// does not pay for the library (the contract draft, in its own chunk, still uses it). Same key and
// format redux-persist wrote, so sessions stored by earlier builds keep working: under
// 'persist:sessao' a JSON object whose token, user and _persist are each JSON text themselves
// (seed-spec.md section 4: only token and user are kept).
import type { Store } from '@reduxjs/toolkit';
import type { UsuarioSessao } from './eventosDaSessao';
import type { SessaoState } from './session';

export const CHAVE_DA_SESSAO = 'persist:sessao';
const MARCA_DO_REDUX_PERSIST = JSON.stringify({ version: -1, rehydrated: true });
const VAZIA: SessaoState = { token: null, user: null };

type Armazenamento = Pick<Storage, 'getItem' | 'setItem'>;

const ehObjeto = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The stored session; an empty one when nothing (or something unreadable) is stored. */
export function lerSessaoGuardada(armazenamento: Armazenamento): SessaoState {
  try {
    const bruto = armazenamento.getItem(CHAVE_DA_SESSAO);
    if (!bruto) return VAZIA;
    const guardado: unknown = JSON.parse(bruto);
    if (!ehObjeto(guardado)) return VAZIA;
    const campo = (nome: string): unknown =>
      typeof guardado[nome] === 'string' ? JSON.parse(guardado[nome]) : null;
    const token = campo('token');
    const user = campo('user');
    if (typeof token !== 'string' || !ehObjeto(user)) return VAZIA;
    return { token, user: user as unknown as UsuarioSessao };
  } catch {
    // Storage blocked or a corrupt value: no stored session, the person signs in again.
    return VAZIA;
  }
}

export function escreverSessao(armazenamento: Armazenamento, sessao: SessaoState): void {
  try {
    armazenamento.setItem(
      CHAVE_DA_SESSAO,
      JSON.stringify({
        token: JSON.stringify(sessao.token),
        user: JSON.stringify(sessao.user),
        _persist: MARCA_DO_REDUX_PERSIST,
      }),
    );
  } catch {
    // Storage full or blocked: the session still works in this page, only a reload loses it.
  }
}

/** Writes the session whenever it changes (sign-in, refresh, profile, sign-out). */
export function guardarSessao(
  store: Store<{ sessao: SessaoState }>,
  armazenamento: Armazenamento,
): () => void {
  let ultima = store.getState().sessao;
  return store.subscribe(() => {
    const sessao = store.getState().sessao;
    if (sessao === ultima) return;
    ultima = sessao;
    escreverSessao(armazenamento, sessao);
  });
}
