// The salário mínimo per year's manifest (issue 34), which every bolsa is checked against.
// Read through server/modules/manifestos.ts (server/shared/modulo.ts says what each key is for).
import { definirPermissoes, type ManifestoDoModulo } from '../../shared/modulo';

const permissoes = definirPermissoes({
  'salario-minimo:escrever': {
    rotulo: 'Cadastrar o salário mínimo de cada ano',
    area: 'Administração',
    concedidaA: [],
  },
});

export const manifesto: ManifestoDoModulo<typeof permissoes> = {
  plugins: () => import('./index').then((m) => [m.salariosMinimosRoutes]),
  permissoes,
};
