// The users' manifest.
// Read through server/modules/manifestos.ts (server/shared/modulo.ts says what each key is for).
import { definirPermissoes, type ManifestoDoModulo } from '../../shared/modulo';

const permissoes = definirPermissoes({
  'usuarios:admin': {
    rotulo: 'Administrar usuários e funções',
    area: 'Administração',
    concedidaA: [],
  },
});

export const manifesto: ManifestoDoModulo<typeof permissoes> = {
  plugins: () => import('./index').then((m) => [m.usuariosRoutes]),
  permissoes,
};
