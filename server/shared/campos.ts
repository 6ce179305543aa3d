// What the server derives from a record's declared fields (src/shared/campos): the TypeBox body
// and answer (so the API document states exactly the limits the server enforces, with the shared
// rules' messages), the body's column values (texts trimmed, CPF and CEP as digits...) and the
// answer's fields from a row. A record module writes only what is its own beside it.
import {
  Type,
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
} from '../../src/shared/campos';
import { apenasDigitos } from '../../src/shared/format/mascaras';
import { paraCentavos, paraReais } from '../../src/shared/validation/contratos';
import { cpfOculto } from '../../src/shared/validation/documentos';
import { texto, textoLivre } from './texto';

type Base<K extends Campo> = K extends { tipo: 'referencia' | 'inteiro' }
  ? TInteger
  : K extends { tipo: 'reais' }
    ? TNumber
    : TString;

/** A required field is present and never null; an optional one may be absent, null or ''. */
type EsquemaDoCorpo<K extends Campo> = K extends { obrigatorio: true }
  ? Base<K>
  : TOptional<TUnion<[Base<K>, TNull]>>;

type EsquemaDaResposta<K extends Campo> = K extends { obrigatorio: true }
  ? Base<K>
  : TUnion<[Base<K>, TNull]>;

/** The body's properties; `alteracao` leaves out what only a create sends (`soNaCriacao`). */
export type PropriedadesDoCorpo<C extends Campos, A extends boolean> = {
  [
    N in keyof C as A extends true ? (C[N] extends { soNaCriacao: true } ? never : N) : N
  ]: EsquemaDoCorpo<C[N]>;
};

export type PropriedadesDaResposta<C extends Campos> = {
  [N in keyof C]: EsquemaDaResposta<C[N]>;
};

/** An update that sends only what changes: every field optional, a required one never null. */
type EsquemaParcial<K extends Campo> = K extends { obrigatorio: true }
  ? TOptional<Base<K>>
  : TOptional<TUnion<[Base<K>, TNull]>>;

export type PropriedadesParciais<C extends Campos> = {
  [N in keyof C]: EsquemaParcial<C[N]>;
};

const descricao = (d: string | undefined) => (d === undefined ? {} : { description: d });

/**
 * A reference (an id, 1 or more), a whole number or reais within the declared range. A required
 * one sent empty (null, the form's cleared input) says its `obrigatorio` words.
 */
function esquemaNumerico(campo: CampoDeReferencia | CampoNumerico): TSchema {
  const m = campo.mensagens;
  const limites =
    campo.tipo === 'referencia' ? { minimum: 1 } : { minimum: campo.minimo, maximum: campo.maximo };
  const base = campo.tipo === 'reais' ? Type.Number : Type.Integer;
  if (campo.obrigatorio) {
    const vazio = m.obrigatorio ?? m.invalido;
    return base({
      ...limites,
      ...descricao(campo.descricao),
      errorMessage: { required: vazio, type: vazio, default: m.invalido },
    });
  }
  return Type.Optional(
    Type.Union(
      [base({ ...limites, errorMessage: m.invalido }), Type.Null()],
      descricao(campo.descricao),
    ),
  );
}

function esquemaDoCorpo(campo: Campo): TSchema {
  if (ehNumerico(campo)) return esquemaNumerico(campo);
  const m = campo.mensagens;
  // The texts' own limit says "máximo"; a CPF, CEP or date that long is simply not one.
  const longo = campo.tipo === 'texto' || campo.tipo === 'textoLivre' ? m.maximo : m.invalido;
  if (campo.obrigatorio) {
    const curto = m.minimo ?? longo;
    const vazio = m.obrigatorio ?? curto;
    return Type.String({
      maxLength: campo.maximo,
      // The minimum counts after trimming, so the shared rule checks it (with every other field's
      // message in the same 400); the document states it (plugins/swagger.ts: minLengthAposAparar).
      ...(campo.minimo !== undefined && { minLengthAposAparar: campo.minimo }),
      ...descricao(campo.descricao),
      errorMessage: { required: vazio, type: vazio, maxLength: longo, default: curto },
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

function baseDaResposta(campo: Campo) {
  if (campo.tipo === 'referencia' || campo.tipo === 'inteiro') return Type.Integer;
  return campo.tipo === 'reais' ? Type.Number : Type.String;
}

function esquemaDaResposta(campo: Campo): TSchema {
  const palavras = descricao(campo.descricaoResposta ?? campo.descricao);
  const base = baseDaResposta(campo);
  if (campo.obrigatorio) return base(palavras);
  return Type.Union([base(), Type.Null()], palavras);
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
 * The declared fields as TypeBox properties of an update that carries only what changes (what it
 * leaves out keeps its stored value): every field optional, a required one still never null.
 */
export function corpoParcialDosCampos<C extends Campos>(campos: C): PropriedadesParciais<C> {
  return Object.fromEntries(
    Object.entries(campos).map(([nome, campo]) => {
      const esquema = esquemaDoCorpo(campo);
      return [nome, campo.obrigatorio ? Type.Optional(esquema) : esquema];
    }),
  ) as PropriedadesParciais<C>;
}

/** The declared fields as TypeBox properties of the record's answer. */
export function respostaDosCampos<C extends Campos>(campos: C): PropriedadesDaResposta<C> {
  return Object.fromEntries(
    Object.entries(campos).map(([nome, campo]) => [nome, esquemaDaResposta(campo)]),
  ) as PropriedadesDaResposta<C>;
}

/** A number kind's column holds a number (reais as integer cents). */
type ColunaDe<K extends Campo> = K extends { tipo: 'referencia' | 'inteiro' | 'reais' }
  ? K extends { obrigatorio: true }
    ? number
    : number | null
  : K extends { obrigatorio: true }
    ? string
    : string | null;

/**
 * The column values of a body, by column. A `soNaCriacao` field is undefined on an update (the
 * stored value stays: the kit leaves undefined out of the write).
 */
export type ValoresDosCampos<C extends Campos> = {
  -readonly [N in keyof C as C[N]['coluna']]:
    ColunaDe<C[N]> | (C[N] extends { soNaCriacao: true } ? undefined : never);
};

const digitos = (valor: unknown) => {
  const limpo = texto(valor);
  return limpo === null ? null : apenasDigitos(limpo);
};

function valorDaColuna(campo: Campo, valor: unknown, guardado: unknown): unknown {
  switch (campo.tipo) {
    case 'referencia':
    case 'inteiro':
      return typeof valor === 'number' ? valor : null;
    case 'reais':
      return typeof valor === 'number' ? paraCentavos(valor) : null;
    case 'textoLivre':
      return textoLivre(valor);
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
    default:
      return campo.obrigatorio ? (texto(valor) ?? '') : texto(valor);
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
    valores[campo.coluna] =
      atual && campo.soNaCriacao
        ? undefined
        : valorDaColuna(campo, corpo[nome], atual?.[campo.coluna]);
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
      // Money is stored in cents and answered in reais.
      return [nome, campo.tipo === 'reais' && typeof valor === 'number' ? paraReais(valor) : valor];
    }),
  ) as RespostaDe<C>;
}
