// The forms' values, bodies, words and yup schemas of courses, modules, disciplines and plans, all
// derived from their declarations (CAMPOS_* in src/shared/validation/curriculo.ts): the rules are
// the ones the API runs, so a form says exactly what the server would, on the same fields, before
// sending.
import { corpoDoFormulario, rotulosDe, type CorpoDe } from '../../shared/campos';
import { esquemaDasRegras } from '../../shared/formulario/regrasCompartilhadas';
import {
  CAMPOS_CURSO,
  CAMPOS_DISCIPLINA,
  CAMPOS_MODULO,
  CAMPOS_PLANO,
  validarCurso,
  validarDisciplina,
  validarModulo,
  validarPlano,
  type DadosCurso,
  type DadosDisciplina,
  type DadosModulo,
  type DadosPlano,
} from '../../shared/validation/curriculo';

export type ValoresModulo = DadosModulo;
export type ValoresDisciplina = DadosDisciplina;
export type ValoresCurso = DadosCurso;
export type ValoresPlano = DadosPlano;

/** The words of each form's inputs. */
export const ROTULOS_CURSO = rotulosDe(CAMPOS_CURSO);
export const ROTULOS_MODULO = rotulosDe(CAMPOS_MODULO);
export const ROTULOS_DISCIPLINA = rotulosDe(CAMPOS_DISCIPLINA);
export const ROTULOS_PLANO = rotulosDe(CAMPOS_PLANO);

export const esquemaDoModulo = esquemaDasRegras(validarModulo);
export const esquemaDaDisciplina = esquemaDasRegras(validarDisciplina);
export const esquemaDoCurso = esquemaDasRegras(validarCurso);
export const esquemaDoPlano = esquemaDasRegras(validarPlano);

export const corpoDoModulo = (v: ValoresModulo): CorpoDe<typeof CAMPOS_MODULO> =>
  corpoDoFormulario(CAMPOS_MODULO, v);
export const corpoDaDisciplina = (v: ValoresDisciplina): CorpoDe<typeof CAMPOS_DISCIPLINA> =>
  corpoDoFormulario(CAMPOS_DISCIPLINA, v);
export const corpoDoPlano = (v: ValoresPlano): CorpoDe<typeof CAMPOS_PLANO> =>
  corpoDoFormulario(CAMPOS_PLANO, v);
