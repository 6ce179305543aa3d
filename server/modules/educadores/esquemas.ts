// Request and response shapes of /api/educadores. Decision (docs/API-TURMAS-PARCEIROS.md): the API
// keeps the seed's field names (EducNome, EducCPF...) in bodies, answers and 400 `errors`, so the
// form's inputs (name="EducNome") and the API match 1:1; only id, ativo, versao, turmasAtivas and
// the timestamps are ours. The database columns are snake_case like every table.
import { Type, type Static } from 'typebox';
import { componente } from '../../shared/componentes';
import { camposVersionados, Versao } from '../../shared/esquemas';
import { consultaLista } from '../../shared/lista';
import { CAMPOS_EDUCADOR } from '../../../src/shared/validation/educador';
import { corpoDosCampos, respostaDosCampos } from '../../shared/campos';

// The seed's fields, their limits and words: CAMPOS_EDUCADOR (src/shared/validation/educador.ts).
export const Educador = Type.Object({
  id: Type.Integer(),
  ...respostaDosCampos(CAMPOS_EDUCADOR),
  turmasAtivas: Type.Integer({
    description: 'Turmas ativas não encerradas sob sua responsabilidade.',
  }),
  ativo: Type.Boolean(),
  ...camposVersionados(),
});
export type EducadorResposta = Static<typeof Educador>;
export const EducadorComponente = componente('Educador', Educador);

/** The new-educator form: the seed's fields plus EducGrauInstrucao (a number). */
export const NovoEducador = Type.Object(corpoDosCampos(CAMPOS_EDUCADOR));
export type NovoEducador = Static<typeof NovoEducador>;

/** The edit form omits EducGrauInstrucao (seed-spec.md section 3): an update keeps the stored one. */
export const AlteracaoEducador = Type.Object({
  ...corpoDosCampos(CAMPOS_EDUCADOR, { alteracao: true }),
  versao: Versao,
});
export type AlteracaoEducador = Static<typeof AlteracaoEducador>;

export const ORDENACOES_EDUCADORES = ['EducNome', 'EducDataEntrada', 'criadoEm'] as const;
export const ConsultaEducadores = consultaLista({ ordenacoes: ORDENACOES_EDUCADORES, filtros: {} });
export type ConsultaEducadores = Static<typeof ConsultaEducadores>;
