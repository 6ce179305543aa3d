import type { UsuarioListarApiResponse } from './api';

/** A user as the list and the actions see it. */
export type Usuario = UsuarioListarApiResponse['data'][number];
