// The forms' yup schemas, made of src/shared/validation/curriculo.ts's rule functions (the same the
// API runs), so a form says exactly what the server would, on the same fields, before sending.
import { esquemaDasRegras } from '../../shared/formulario/regrasCompartilhadas';
import type { Opcional } from '../../shared/validation/comum';
import {
  MENSAGENS_CURRICULO as M,
  validarNomeEHoras,
  validarPlano,
  type DadosPlano,
} from '../../shared/validation/curriculo';

type Erros = Record<string, string | undefined>;

const semVazios = (erros: Erros): Record<string, string> =>
  Object.fromEntries(
    Object.entries(erros).filter((e): e is [string, string] => e[1] !== undefined),
  );

export interface ValoresModulo {
  nome: string;
  cargaHoraria: number | null;
  descricao?: string | null;
}

export interface ValoresDisciplina {
  moduloId: number | null;
  nome: string;
  cargaHoraria: number | null;
  ementa?: string | null;
}

export interface ValoresCurso {
  nome: string;
  profissaoId?: number | null;
  cargaHorariaTotal: number | null;
  descricao?: string | null;
}

export interface ValoresPlano {
  cursoId: number | null;
  nome: string;
  vigenciaInicio: string;
  vigenciaFim?: string | null;
}

export const esquemaDoModulo = esquemaDasRegras((v: Partial<ValoresModulo>) =>
  validarNomeEHoras(v.nome, v.cargaHoraria, 'cargaHoraria'),
);

export const esquemaDaDisciplina = esquemaDasRegras((v: Partial<ValoresDisciplina>) =>
  semVazios({
    moduloId: v.moduloId === null || v.moduloId === undefined ? M.selecioneModulo : undefined,
    ...validarNomeEHoras(v.nome, v.cargaHoraria, 'cargaHoraria'),
  }),
);

export const esquemaDoCurso = esquemaDasRegras((v: Partial<ValoresCurso>) =>
  validarNomeEHoras(v.nome, v.cargaHorariaTotal, 'cargaHorariaTotal'),
);

export const esquemaDoPlano = esquemaDasRegras((v: DadosPlano) => validarPlano(v));

/** Empty optional texts go as null, so clearing a description really clears it. */
export const textoOuNulo = (texto: Opcional<string>) => (texto?.trim() ? texto.trim() : null);
