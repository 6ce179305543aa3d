// What the server derives from a record's declared fields (src/shared/campos): the TypeBox body
// and answer (so the API document states exactly the limits the server enforces, with the shared
// rules' messages), the body's column values (texts trimmed, CPF and CEP as digits...) and the
// answer's fields from a row. A record module writes only what is its own beside it.
import {
  Type,
  type TBoolean,
  type TInteger,
  type TNull,
  type TNumber,
  type TOptional,
  type TSchema,
  type TString,
  type TUnion,
} from 'typebox';
import {
  ehNumerico,
  type Campo,
  type CampoDeReferencia,
  type CampoNumerico,
  type Campos,
  type RespostaDe,
  type SempreDado,
  type ValorDoCampo,
} from '../../src/shared/campos';
import { apenasDigitos } from '../../src/shared/format/mascaras';
import { paraCentavos, paraReais } from '../../src/shared/validation/contratos';
import { cpfOculto } from '../../src/shared/validation/documentos';
import { texto, textoLivre } from './texto';

type Base<K extends Campo> = K extends { tipo: 'referencia' | 'inteiro' }
  ? TInteger
  : K extends { tipo: 'centavos' }
    ? TNumber
    : K extends { tipo: 'booleano' }
      ? TBoolean
      : TString;

/**
 * A required field is present and never null; one with a `padrao` may be absent, never null; an
 * optional one may be absent, null or ''.
 */
type EsquemaDoCorpo<K extends Campo> = K extends { obrigatorio: true }
  ? Base<K>
  : K extends { padrao: string | number | boolean }
    ? TOptional<Base<K>>
    : TOptional<TUnion<[Base<K>, TNull]>>;

type EsquemaDaResposta<K extends Campo> = K extends SempreDado ? Base<K> : TUnion<[Base<K>, TNull]>;

/** The body's properties; `alteracao` leaves out what only a create sends (`soNaCriacao`). */
export type PropriedadesDoCorpo<C extends Campos, A extends boolean> = {
  [
    N in keyof C as A extends true ? (C[N] extends { soNaCriacao: true } ? never : N) : N
  ]: EsquemaDoCorpo<C[N]>;
};

/**
 * A body that may leave out what the record has: an update that keeps what it does not send (a
 * required field optional but never null), or a draft checked before saving (`nulos`: anything
 * may be null, the rules answer with their messages instead of a 400).
 */
export type PropriedadesParciais<C extends Campos, N extends boolean> = {
  [N2 in keyof C]: C[N2] extends { obrigatorio: true }
    ? N extends true
      ? TOptional<TUnion<[Base<C[N2]>, TNull]>>
      : TOptional<Base<C[N2]>>
    : EsquemaDoCorpo<C[N2]>;
};

export type PropriedadesDaResposta<C extends Campos> = {
  [N in keyof C]: EsquemaDaResposta<C[N]>;
};

const descricao = (d: string | undefined) => (d === undefined ? {} : { description: d });

/**
 * A reference (an id, 1 or more) or a number kind within its declared limits. A required one
 * missing or sent empty (null, the form's cleared input) says its `obrigatorio` words, else its
 * one `invalido`; cents with a fraction are the rule's alone. `palavras`: the description of a
 * required field's schema (none inside a nullable union).
 */
function esquemaNumerico(campo: CampoDeReferencia | CampoNumerico, palavras: object): TSchema {
  const m = campo.mensagens;
  const limites =
    campo.tipo === 'referencia' ? { minimum: 1 } : { minimum: campo.minimo, maximum: campo.maximo };
  const base = campo.tipo === 'centavos' ? Type.Number : Type.Integer;
  // Above the top, its own words when it has them ("no máximo 4000 horas").
  const acima = 'maximo' in m && m.maximo !== undefined ? { maximum: m.maximo } : {};
  if (campo.obrigatorio) {
    const vazio = m.obrigatorio ?? m.invalido;
    return base({
      ...limites,
      ...palavras,
      errorMessage: { required: vazio, type: vazio, ...acima, default: m.invalido },
    });
  }
  const errorMessage = 'maximum' in acima ? { ...acima, default: m.invalido } : m.invalido;
  return Type.Optional(
    Type.Union([base({ ...limites, errorMessage }), Type.Null()], descricao(campo.descricao)),
  );
}

function esquemaDoCorpo(campo: Campo, palavras = descricao(campo.descricao)): TSchema {
  // Left out, the default; never null: the required field's schema, optional.
  if (campo.padrao !== undefined && !campo.obrigatorio) {
    return Type.Optional(esquemaDoValor({ ...campo, obrigatorio: true }, palavras));
  }
  return esquemaDoValor(campo, palavras);
}

function esquemaDoValor(campo: Campo, palavras: object): TSchema {
  if (campo.tipo === 'booleano') {
    return campo.obrigatorio
      ? Type.Boolean({ ...palavras })
      : Type.Optional(Type.Union([Type.Boolean(), Type.Null()], descricao(campo.descricao)));
  }
  if (ehNumerico(campo)) return esquemaNumerico(campo, palavras);
  const m = campo.mensagens;
  // The texts' own limit says "máximo"; a CPF, CEP or date that long is simply not one.
  const longo = campo.tipo === 'texto' || campo.tipo === 'textoLivre' ? m.maximo : m.invalido;
  if (campo.obrigatorio) {
    const curto = m.minimo ?? longo;
    const ausente = m.obrigatorio ?? curto;
    return Type.String({
      maxLength: campo.maximo,
      // The minimum counts after trimming, so the shared rule checks it (with every other field's
      // message in the same 400); the document states it (plugins/swagger.ts: minLengthAposAparar).
      ...(campo.minimo !== undefined &&
        (campo.minimoNoCorpo
          ? { minLength: campo.minimo }
          : { minLengthAposAparar: campo.minimo })),
      ...palavras,
      errorMessage: { required: ausente, type: ausente, maxLength: longo, default: curto },
    });
  }
  return Type.Optional(
    Type.Union(
      [
        Type.String({ maxLength: campo.maximo, errorMessage: longo ?? 'Texto inválido' }),
        Type.Null(),
      ],
      descricao(campo.descricao),
    ),
  );
}

function baseDaResposta(campo: Campo, opcoes: { description?: string } = {}): TSchema {
  if (campo.tipo === 'referencia' || campo.tipo === 'inteiro') return Type.Integer(opcoes);
  if (campo.tipo === 'centavos') return Type.Number(opcoes);
  if (campo.tipo === 'booleano') return Type.Boolean(opcoes);
  // A date is answered as the column keeps it: aaaa-mm-dd.
  return Type.String(campo.tipo === 'data' ? { ...opcoes, format: 'date' } : opcoes);
}

function esquemaDaResposta(campo: Campo): TSchema {
  const palavras = descricao(campo.descricaoResposta ?? campo.descricao);
  if (
    campo.obrigatorio ||
    campo.padrao !== undefined ||
    ('guardarVazio' in campo && campo.guardarVazio)
  ) {
    return baseDaResposta(campo, palavras);
  }
  return Type.Union([baseDaResposta(campo), Type.Null()], palavras);
}

/** The declared fields as TypeBox properties of a body (create, or update with `alteracao`). */
export function corpoDosCampos<C extends Campos, A extends boolean = false>(
  campos: C,
  opcoes: { alteracao?: A } = {},
): PropriedadesDoCorpo<C, A> {
  return Object.fromEntries(
    Object.entries(campos)
      .filter(([, campo]) => !(opcoes.alteracao && campo.soNaCriacao))
      .map(([nome, campo]) => [nome, esquemaDoCorpo(campo)]),
  ) as PropriedadesDoCorpo<C, A>;
}

/**
 * The declared fields of a body that may leave any out (see PropriedadesParciais): a required
 * field keeps its type, limits and messages, but may be absent (and null with `nulos`).
 */
export function corpoParcialDosCampos<C extends Campos, N extends boolean = false>(
  campos: C,
  opcoes: { nulos?: N } = {},
): PropriedadesParciais<C, N> {
  return Object.fromEntries(
    Object.entries(campos).map(([nome, campo]) => {
      if (!campo.obrigatorio) return [nome, esquemaDoCorpo(campo)];
      if (!opcoes.nulos) return [nome, Type.Optional(esquemaDoCorpo(campo))];
      // The description goes on the union, so the document states one nullable type.
      const nulo = Type.Union([esquemaDoCorpo(campo, {}), Type.Null()], descricao(campo.descricao));
      return [nome, Type.Optional(nulo)];
    }),
  ) as PropriedadesParciais<C, N>;
}

/** The declared fields as TypeBox properties of the record's answer. */
export function respostaDosCampos<C extends Campos>(campos: C): PropriedadesDaResposta<C> {
  return Object.fromEntries(
    Object.entries(campos).map(([nome, campo]) => [nome, esquemaDaResposta(campo)]),
  ) as PropriedadesDaResposta<C>;
}

type ColunaDe<K extends Campo> = K extends SempreDado ? ValorDoCampo<K> : ValorDoCampo<K> | null;

/**
 * The column values of a body, by column. A `soNaCriacao` field, or one with a `padrao` the body
 * left out, is undefined on an update (the stored value stays: the kit leaves undefined out of
 * the write).
 */
export type ValoresDosCampos<C extends Campos> = {
  -readonly [N in keyof C as C[N]['coluna']]:
    | ColunaDe<C[N]>
    | (C[N] extends { soNaCriacao: true } | { padrao: string | number | boolean }
        ? undefined
        : never);
};

const digitos = (valor: unknown) => {
  const limpo = texto(valor);
  return limpo === null ? null : apenasDigitos(limpo);
};

function valorDaColuna(campo: Campo, valor: unknown, guardado: unknown): unknown {
  // A phone kept as its digits (otherwise a phone is kept as typed, below).
  if ('guardarDigitos' in campo && campo.guardarDigitos) return digitos(valor);
  // A NOT NULL text column: blank is ''.
  const vazio = campo.obrigatorio || ('guardarVazio' in campo && campo.guardarVazio) ? '' : null;
  switch (campo.tipo) {
    case 'referencia':
    case 'inteiro':
      return typeof valor === 'number' ? valor : null;
    case 'centavos':
      // Reais with at most two decimals (the rule checked it) -> integer cents.
      return typeof valor === 'number' ? paraCentavos(valor) : null;
    case 'booleano':
      return typeof valor === 'boolean' ? valor : null;
    case 'textoLivre':
      return textoLivre(valor) ?? vazio;
    case 'cpf':
      // A reader who sees the CPF hidden sends it back as it was shown: keep the stored one.
      return typeof valor === 'string' && cpfOculto(valor.trim())
        ? (guardado ?? null)
        : digitos(valor);
    case 'cep':
      return digitos(valor);
    case 'email':
      return texto(valor)?.toLowerCase() ?? null;
    case 'uf':
      return texto(valor)?.toUpperCase() ?? null;
    case 'dataHora':
      // The wall-clock time as the timestamp column keeps it.
      return typeof valor === 'string' && valor !== '' ? `${valor.replace('T', ' ')}:00` : null;
    default:
      return texto(valor) ?? vazio;
  }
}

/**
 * A body as column values, each by its kind (run after the rules: a wrong value never gets here).
 * `atual`: the stored record on an update (a hidden CPF keeps its value; `soNaCriacao` stays).
 */
export function valoresDosCampos<C extends Campos>(
  campos: C,
  corpo: Readonly<Partial<Record<keyof C, unknown>>>,
  atual?: Readonly<Record<string, unknown>>,
): ValoresDosCampos<C> {
  const valores: Record<string, unknown> = {};
  for (const [nome, campo] of Object.entries(campos) as [keyof C & string, Campo][]) {
    const valor = corpo[nome];
    if (campo.padrao !== undefined && !campo.obrigatorio) {
      // Left out: the default on a create, the stored value on an update; blank: the default.
      valores[campo.coluna] =
        valor === undefined
          ? atual
            ? undefined
            : campo.padrao
          : (valorDaColuna(campo, valor, undefined) ?? campo.padrao);
      continue;
    }
    valores[campo.coluna] =
      atual && campo.soNaCriacao ? undefined : valorDaColuna(campo, valor, atual?.[campo.coluna]);
  }
  return valores as ValoresDosCampos<C>;
}

/** A row's declared fields under their API names (the answer; the reader's own rules apply after). */
export function respostaDaLinha<C extends Campos>(
  campos: C,
  linha: { [N in keyof C as C[N]['coluna']]: unknown },
): RespostaDe<C> {
  const colunas: Readonly<Record<string, unknown>> = linha;
  return Object.fromEntries(
    Object.entries(campos).map(([nome, campo]) => {
      const valor = colunas[campo.coluna];
      // Money is kept in cents and answered in reais; a date and time as it was sent.
      if (campo.tipo === 'centavos' && typeof valor === 'number') return [nome, paraReais(valor)];
      if (campo.tipo === 'dataHora' && typeof valor === 'string') {
        return [nome, valor.slice(0, 16).replace(' ', 'T')];
      }
      return [nome, valor];
    }),
  ) as RespostaDe<C>;
}
