// What screens and the app import from the auth lifecycle. The machine plugs itself into the store
// (efeitos.ts); its events are the session's, in store/eventosDaSessao.ts.
export { AuthProvider } from './AuthProvider';
export { useAuth } from './useAuth';
export type { AuthState } from './authMachine';
export { authIniciar, authUsuarioAtualizado } from '../../store/eventosDaSessao';
