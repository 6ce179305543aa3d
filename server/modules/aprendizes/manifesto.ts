// The apprentices' manifest: their record, lists, history and leaves, and the situações' pages.
// Read through server/modules/manifestos.ts (server/shared/modulo.ts says what each key is for).
import { definirPermissoes, type ManifestoDoModulo } from '../../shared/modulo';
import * as tabelas from '../../db/schema/aprendizes';
import * as m0002 from '../../db/migrations/0002_aprendizes';

const permissoes = definirPermissoes({
  'aprendizes:ler': {
    rotulo: 'Ver aprendizes',
    area: 'Aprendizes',
    concedidaA: ['coordenacao', 'secretaria', 'educador', 'financeiro'],
  },
  'aprendizes:escrever': {
    rotulo: 'Cadastrar, editar e inativar aprendizes',
    area: 'Aprendizes',
    concedidaA: ['coordenacao', 'secretaria'],
  },
  'aprendizes:ver-cpf': {
    rotulo: 'Ver CPF e documentos completos',
    area: 'Aprendizes',
    concedidaA: ['coordenacao', 'secretaria', 'financeiro'],
  },
});

export const manifesto: ManifestoDoModulo<typeof permissoes> = {
  plugins: () => import('./index').then((m) => [m.aprendizesRoutes, m.situacoesRoutes]),
  tabelas,
  migracoes: [m0002],
  permissoes,
  demo: () => import('../../db/seed/demo-aprendizes').then((m) => m.semearDemoAprendizes),
};
