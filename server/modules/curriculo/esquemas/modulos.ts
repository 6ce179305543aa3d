// Schemas of the curriculum: Modules and their order. Their plain fields, limits and words:
// CAMPOS_MODULO (src/shared/validation/curriculo.ts); `ordem` is the module's own (absent, a new
// module goes last and an update keeps it).
import { Type, type Static } from 'typebox';
import { componente } from '../../../shared/componentes';
import { Versao } from '../../../shared/esquemas';
import { consultaLista } from '../../../shared/lista';
import { corpoDosCampos, respostaDosCampos } from '../../../shared/campos';
import {
  CAMPOS_MODULO,
  MENSAGENS_CURRICULO as M,
} from '../../../../src/shared/validation/curriculo';
import { carimbos, Horas, IdDe } from './comum';

export const Modulo = Type.Object({
  id: Type.Integer(),
  ...respostaDosCampos(CAMPOS_MODULO),
  ordem: Type.Integer({ description: 'Posição do módulo na formação (1 = primeiro).' }),
  disciplinasAtivas: Type.Integer(),
  cargaHorariaDisciplinas: Horas('Soma das horas das disciplinas ativas do módulo.'),
  ...carimbos,
});
export type ModuloResposta = Static<typeof Modulo>;
export const ModuloComponente = componente('Modulo', Modulo);

const camposModulo = {
  ...corpoDosCampos(CAMPOS_MODULO),
  ordem: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 10_000,
      errorMessage: M.ordemInvalida,
      description: 'Posição na formação; ausente: o último (novo) ou a atual (alteração).',
    }),
  ),
};
export const NovoModulo = Type.Object(camposModulo);
export const AlteracaoModulo = Type.Object({ ...camposModulo, versao: Versao });
export type CorpoModulo = Static<typeof NovoModulo>;

export const ConsultaModulos = consultaLista({
  ordenacoes: ['ordem', 'nome'] as const,
  filtros: {},
});
export type ConsultaModulos = Static<typeof ConsultaModulos>;

export const Reordenacao = Type.Object({
  ids: Type.Array(IdDe(M.moduloInexistente), {
    minItems: 1,
    maxItems: 500,
    description: 'Todos os módulos ativos, na nova ordem.',
  }),
});
