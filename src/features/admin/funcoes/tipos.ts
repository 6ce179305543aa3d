import type { FuncaoListarApiResponse } from '../api';

export type Funcao = FuncaoListarApiResponse['data'][number];
