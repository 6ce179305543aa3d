// A record's fields, declared once (issue 33): the API name (the key), the column, the kind, what is
// required, the limits and the Portuguese message of each rule. Plain data, so the browser bundle
// carries no schema library: the server derives its TypeBox bodies and answers, its preparation
// and the answer's mapping from it (server/shared/campos.ts); the shared rules (regras.ts) and the
// form's values and body (formulario.ts) come from the same declaration.
import type { Opcional } from '../validation/comum';

/**
 * How a value is checked and stored:
 * - texto: one line, trimmed, runs of spaces as one, blank as null; `maximo` counted trimmed
 * - textoLivre: observations, trimmed only (line breaks kept); `maximo` counted as sent
 * - cpf, cep: stored as digits; a hidden CPF ('***.456.789-**') keeps the stored one
 * - telefone, celular: checked by their masks, stored as typed (as digits with `guardarDigitos`)
 * - email: stored in lower case; uf: two letters, stored in upper case
 * - data: aaaa-mm-dd (`naoFutura`: not after today)
 * - opcao: one of `opcoes` (a select); referencia: the id of another record (checked by the API)
 * - hora: hh:mm (00:00 to 23:59), stored as typed
 * - dataHora: aaaa-mm-ddThh:mm, Brazil's wall clock as typed (an interview), kept in a timestamp
 *   column without zone ('aaaa-mm-dd hh:mm:00') and answered as it was sent
 * - inteiro: a whole number from `minimo` to `maximo` (a duration, hours a week)
 * - centavos: money, reais with at most two decimals in the API and the form, integer cents in
 *   the column (`minimo`/`maximo` in reais)
 * - booleano: true or false (a switch); the schema alone checks it
 */
export type TipoCampo =
  | 'texto'
  | 'textoLivre'
  | 'cpf'
  | 'cep'
  | 'telefone'
  | 'celular'
  | 'email'
  | 'uf'
  | 'data'
  | 'opcao'
  | 'referencia'
  | 'hora'
  | 'dataHora'
  | 'inteiro'
  | 'centavos'
  | 'booleano';

/** The kinds whose value is a number (in the API, the rules and the column). */
export type TipoNumerico = 'inteiro' | 'centavos';

interface CampoBase {
  /** The row's property (drizzle's name of the column). */
  coluna: string;
  /** The words of the form's input, of the detail page and of the export's column. */
  rotulo: string;
  /** What the API document says of the value (in the body and in the answer). */
  descricao?: string;
  /** What the answer's description adds (a CPF hidden from some readers). */
  descricaoResposta?: string;
  /** The body must carry it (and the answer always has it, never null). */
  obrigatorio?: boolean;
  /** Only a create sends it: the edit form has no such input and an update keeps the stored one. */
  soNaCriacao?: boolean;
  /**
   * An optional field that is never null (its column has a default): a body may leave it out (a
   * create stores `padrao`, an update keeps the stored value) but not send null; a blank text is
   * `padrao`. The answer always has it.
   */
  padrao?: string | number | boolean;
}

export interface CampoDeTexto extends CampoBase {
  tipo: Exclude<TipoCampo, 'referencia' | 'booleano' | TipoNumerico>;
  /**
   * The most characters the body may carry: the schema's `maxLength`. For texto and textoLivre it
   * is also the rule's limit (its message `mensagens.maximo`); for the other kinds a value that long
   * is already wrong, and the schema refuses it with `mensagens.invalido`.
   */
  maximo: number;
  /** Fewest characters after trimming (a name): published as the document's `minLength`. */
  minimo?: number;
  /**
   * The body's schema also refuses fewer than `minimo` characters as sent (`minLength`), for a
   * record whose other fields the schema refuses (a pattern, an e-mail format, a list): a short
   * name then comes in the same 400 as theirs. The rule still counts it trimmed.
   */
  minimoNoCorpo?: boolean;
  /** The choices of an `opcao`. */
  opcoes?: readonly string[];
  /** A telefone or celular kept as its digits only (the apprentice's: the answer says "Só dígitos"). */
  guardarDigitos?: boolean;
  /**
   * An optional text whose column is NOT NULL DEFAULT '' (a course's descrição): blank is kept as
   * '' and the answer is always a text, never null.
   */
  guardarVazio?: boolean;
  mensagens: {
    /** A required field left blank, when its words differ from too short ("Informe o nome"). */
    obrigatorio?: string;
    /** A value of the wrong shape (CPF, CEP, date, option...). */
    invalido?: string;
    /** Too long (texto, textoLivre). */
    maximo?: string;
    /** Too short or missing (a required name). */
    minimo?: string;
    /** A date after today, for a `data` that may not be in the future. */
    futura?: string;
  };
}

export interface CampoDeReferencia extends CampoBase {
  tipo: 'referencia';
  /** `obrigatorio`: a required reference left empty, when it has words of its own. */
  mensagens: { invalido: string; obrigatorio?: string };
}

export interface CampoNumerico extends CampoBase {
  tipo: TipoNumerico;
  /** The smallest and the largest value: the schema's `minimum` and `maximum`, the rule's range. */
  minimo: number;
  maximo: number;
  mensagens: {
    /** Not a number of the kind, or out of the range. */
    invalido: string;
    /** Above `maximo`, when it has words of its own ("no máximo 4000 horas"); otherwise `invalido`. */
    maximo?: string;
    /** Missing, when it has words of its own ("Informe o valor..."); otherwise `invalido`. */
    obrigatorio?: string;
  };
}

export interface CampoBooleano extends CampoBase {
  tipo: 'booleano';
}

export type Campo = CampoDeTexto | CampoDeReferencia | CampoNumerico | CampoBooleano;
export type Campos = Readonly<Record<string, Campo>>;

/** Declares a record's fields, keeping each literal (column names, kinds) for the derived types. */
export const declararCampos = <const C extends Campos>(campos: C): C => campos;

/** The value of a field in a form and in the rules: a number for a reference or a number kind. */
export type ValorDoCampo<K extends Campo> = K extends { tipo: 'referencia' | TipoNumerico }
  ? number
  : K extends { tipo: 'booleano' }
    ? boolean
    : string;

/** Never null in the answer: required, with a `padrao`, or kept as '' (`guardarVazio`). */
export type SempreDado =
  { obrigatorio: true } | { padrao: string | number | boolean } | { guardarVazio: true };

/** A number within limits (inteiro, centavos). */
export const ehCampoNumerico = (campo: Campo): campo is CampoNumerico =>
  campo.tipo === 'inteiro' || campo.tipo === 'centavos';

/** A kind whose value is a number (a reference included). */
export const ehNumerico = (campo: Campo): campo is CampoDeReferencia | CampoNumerico =>
  campo.tipo === 'referencia' || campo.tipo === 'inteiro' || campo.tipo === 'centavos';

/** What the rules and the form read: every field optional, absent, null or '' meaning "not given". */
export type DadosDe<C extends Campos> = { [N in keyof C]?: Opcional<ValorDoCampo<C[N]>> };

/** The fields a form or body has: all on create, the ones not `soNaCriacao` on update. */
export type NomesNaAlteracao<C extends Campos> = {
  [N in keyof C]: C[N] extends { soNaCriacao: true } ? never : N;
}[keyof C];

/** The body a form sends: required fields present, the others optional (or null, without `padrao`). */
export type CorpoDe<C extends Campos> = {
  [N in keyof C as C[N] extends { obrigatorio: true } ? N : never]: ValorDoCampo<C[N]>;
} & {
  [N in keyof C as C[N] extends { obrigatorio: true } ? never : N]?:
    ValorDoCampo<C[N]> | (C[N] extends { padrao: string | number | boolean } ? never : null);
};

/** The answer's fields: a required one (or one with `padrao`, or kept as '') is always there, the others may be null. */
export type RespostaDe<C extends Campos> = {
  [N in keyof C]: C[N] extends SempreDado ? ValorDoCampo<C[N]> : ValorDoCampo<C[N]> | null;
};

/** API name -> column, for the record kit's `campos` (answers and the audit trail's names). */
export type ColunasDe<C extends Campos> = { readonly [N in keyof C]: C[N]['coluna'] };

export function colunasDe<const C extends Campos>(campos: C): ColunasDe<C> {
  const colunas: Partial<Record<keyof C, string>> = {};
  for (const nome of Object.keys(campos) as (keyof C)[]) colunas[nome] = campos[nome]?.coluna;
  return colunas as ColunasDe<C>;
}

/** API name -> the words of its input, column and detail line. */
export function rotulosDe<C extends Campos>(campos: C): { readonly [N in keyof C]: string } {
  return Object.fromEntries(Object.entries(campos).map(([nome, c]) => [nome, c.rotulo])) as {
    readonly [N in keyof C]: string;
  };
}
