// Schemas of the curriculum: Modules and their order.
import { Type, type Static } from 'typebox';
import { componente } from '../../../shared/componentes';
import { Versao } from '../../../shared/esquemas';
import { consultaLista } from '../../../shared/lista';
import { MENSAGENS_CURRICULO as M } from '../../../../src/shared/validation/curriculo';
import { carimbos, Horas, Nome, HorasEntrada, IdDe, TextoLongo } from './comum';

export const Modulo = Type.Object({
  id: Type.Integer(),
  nome: Type.String(),
  ordem: Type.Integer({ description: 'Posição do módulo na formação (1 = primeiro).' }),
  cargaHoraria: Horas('Horas previstas para o módulo.'),
  descricao: Type.String(),
  disciplinasAtivas: Type.Integer(),
  cargaHorariaDisciplinas: Horas('Soma das horas das disciplinas ativas do módulo.'),
  ...carimbos,
});
export type ModuloResposta = Static<typeof Modulo>;
export const ModuloComponente = componente('Modulo', Modulo);

const camposModulo = {
  nome: Nome,
  ordem: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 10_000, errorMessage: M.ordemInvalida }),
  ),
  cargaHoraria: HorasEntrada,
  descricao: TextoLongo,
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
