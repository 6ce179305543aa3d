// What screens and the app import from the auth lifecycle. The store wires the reducer and the
// effects itself (store/store.ts imports them directly, so this file never creates a cycle).
export { AuthProvider } from './AuthProvider';
export { useAuth } from './useAuth';
export type { AuthContextValue } from './AuthContext';
export { authIniciar, authUsuarioAtualizado } from './eventos';
export type { ErroAuth, UsuarioSessao } from './tipos';
