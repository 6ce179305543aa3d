// The attendance's manifest.
// Read through server/modules/manifestos.ts (server/shared/modulo.ts says what each key is for).
import { definirPermissoes, type ManifestoDoModulo } from '../../shared/modulo';
import * as tabelas from '../../db/schema/frequencia';
import * as m0008 from '../../db/migrations/0008_frequencia';

const permissoes = definirPermissoes({
  'frequencia:ler': {
    rotulo: 'Ver frequência',
    area: 'Frequência',
    concedidaA: ['coordenacao', 'secretaria', 'educador', 'financeiro'],
  },
  'frequencia:escrever': {
    rotulo: 'Registrar frequência e justificar faltas',
    area: 'Frequência',
    concedidaA: ['coordenacao', 'educador'],
  },
  'frequencia:corrigir': {
    rotulo: 'Corrigir frequência de dias com mais de 7 dias',
    area: 'Frequência',
    concedidaA: ['coordenacao'],
  },
});

export const manifesto: ManifestoDoModulo<typeof permissoes> = {
  plugins: () => import('./index').then((m) => [m.frequenciaRoutes]),
  tabelas,
  migracoes: [m0008],
  permissoes,
  demo: () => import('../../db/seed/demo-frequencia').then((m) => m.semearDemoFrequencia),
};
