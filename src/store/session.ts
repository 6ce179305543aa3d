// The session: token and user, kept in local storage under 'persist:sessao' (sessaoGuardada.ts).
// It changes only through the auth machine's events, so the lifecycle stays in one place.
import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import {
  authEntrou,
  authRenovado,
  authSaiu,
  authSessaoExpirada,
  authSessaoValida,
  authUsuarioAtualizado,
  type UsuarioSessao,
} from './eventosDaSessao';

export interface SessaoState {
  token: string | null;
  user: UsuarioSessao | null;
}

const inicial: SessaoState = { token: null, user: null };

export const sessaoSlice = createSlice({
  name: 'sessao',
  initialState: inicial,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(authEntrou, (_, { payload }) => ({ token: payload.token, user: payload.user }))
      .addCase(authRenovado, (state, { payload }) => {
        // A refresh that lands after sign-out must not resurrect half a session.
        if (state.user) state.token = payload.token;
      })
      .addMatcher(isAnyOf(authSessaoValida, authUsuarioAtualizado), (state, { payload }) => {
        if (state.token) state.user = payload.user;
      })
      .addMatcher(isAnyOf(authSaiu, authSessaoExpirada), () => inicial);
  },
});

type ComSessao = { sessao: SessaoState };

export const selectToken = (s: ComSessao) => s.sessao.token;
export const selectUsuario = (s: ComSessao) => s.sessao.user;
/** Signed in only when both exist (seed-spec.md section 4). */
export const selectTemSessao = (s: ComSessao) => s.sessao.token !== null && s.sessao.user !== null;
