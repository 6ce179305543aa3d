// What each step of the flow owns and checks, with the shared rules of the contract
// (src/shared/validation/contratos.ts, the same the API runs): a server 400 lands on the step that
// owns its field, and a step is left forward only without errors.
import { lerDinheiro } from '../../shared/format/dinheiro';
import {
  CAMPOS_CONTRATO,
  DURACAO_MAXIMA,
  DURACAO_MINIMA,
  duracaoEntre,
  terminoPorDuracao,
  validarContrato,
  type DadosContrato,
} from '../../shared/validation/contratos';
import { dataIsoValida } from '../../shared/validation/datas';
import {
  PASSOS,
  type AprendizEscolhido,
  type CampoDosTermos,
  type ErrosDeCampo,
  type NomeDosTermos,
  type ParceiroDoContrato,
  type Passo,
  type TermosDoContrato,
  type UnidadeDoContrato,
} from './tipos';

/** The declared fields of the terms step, with the practice days (written by hand). */
const CAMPOS_DOS_TERMOS: readonly CampoDosTermos[] = [
  ...(Object.keys(CAMPOS_CONTRATO) as (keyof typeof CAMPOS_CONTRATO)[]).filter(
    (nome): nome is NomeDosTermos => CAMPOS_CONTRATO[nome].tipo !== 'referencia',
  ),
  'Con_DiasPratica',
];

/** The API's field names each step edits (the review edits none). */
export const CAMPOS_DO_PASSO: Record<Passo, readonly string[]> = {
  aprendiz: ['Con_CodAprendiz'],
  empresa: ['Con_CodParceiro', 'unidadeId'],
  termos: CAMPOS_DOS_TERMOS,
  revisao: [],
};

export const termosVazios = (): TermosDoContrato =>
  Object.fromEntries(CAMPOS_DOS_TERMOS.map((campo) => [campo, ''])) as TermosDoContrato;

/** The steps before this one, in order. */
export const passosAntes = (passo: Passo): Passo[] => PASSOS.slice(0, PASSOS.indexOf(passo));

/** A whole number as typed: '' is nothing, anything else not a whole number is NaN (refused). */
function inteiroDe(texto: string): number | null {
  const t = texto.trim();
  if (t === '') return null;
  return /^\d+$/.test(t) ? Number(t) : Number.NaN;
}

const textoOuNulo = (texto: string) => (texto.trim() === '' ? null : texto.trim());

/** '1,3,5' -> [1, 3, 5]; '' -> null (no layout given). */
function diasDe(texto: string): number[] | null {
  const dias = texto
    .split(',')
    .map((d) => d.trim())
    .filter((d) => d !== '')
    .map(Number);
  return dias.length === 0 ? null : dias;
}

/** What the flow needs to build a contract and check it. */
export interface DadosDoFluxo {
  aprendiz: AprendizEscolhido | null;
  parceiro: ParceiroDoContrato | null;
  unidade: UnidadeDoContrato | null;
  termos: TermosDoContrato;
}

/** A typed term as the API takes it, by its declared kind: numbers, reais, text or null. */
function valorDoTermo(nome: NomeDosTermos, texto: string): string | number | null {
  switch (CAMPOS_CONTRATO[nome].tipo) {
    case 'inteiro':
      return inteiroDe(texto);
    case 'centavos':
      return lerDinheiro(texto);
    default:
      return textoOuNulo(texto);
  }
}

/** The terms as the API takes them (seed names, numbers, money in reais). */
export function dadosDoContrato(f: DadosDoFluxo): DadosContrato {
  const t = f.termos;
  const termos = Object.fromEntries(
    CAMPOS_DOS_TERMOS.filter((c) => c !== 'Con_DiasPratica').map((c) => [c, valorDoTermo(c, t[c])]),
  );
  return {
    ...termos,
    Con_CodAprendiz: f.aprendiz?.id ?? null,
    Con_CodParceiro: f.parceiro?.id ?? null,
    Con_DiasPratica: diasDe(t.Con_DiasPratica),
  };
}

/** Every local error of the contract, by field (the shared rules, with the apprentice's age). */
export function errosLocais(f: DadosDoFluxo): ErrosDeCampo {
  const aprendiz = f.aprendiz
    ? { dataNascimento: f.aprendiz.dataNascimento, pcd: f.aprendiz.pcd }
    : null;
  return validarContrato(dadosDoContrato(f), { aprendiz });
}

/**
 * The errors of one step: the rules' on its fields and, where the rules find none, what the
 * server said of them at the last save (until the field is changed).
 */
export function errosDoPasso(
  passo: Passo,
  f: DadosDoFluxo & { errosDoServidor: ErrosDeCampo },
): ErrosDeCampo {
  const campos = CAMPOS_DO_PASSO[passo];
  if (campos.length === 0) return {};
  const locais = errosLocais(f);
  const erros: ErrosDeCampo = {};
  for (const campo of campos) {
    const mensagem = locais[campo] ?? f.errosDoServidor[campo];
    if (mensagem !== undefined) erros[campo] = mensagem;
  }
  return erros;
}

/** The step that edits a field (null for one no step edits). */
export const passoDoCampo = (campo: string): Passo | null =>
  PASSOS.find((p) => CAMPOS_DO_PASSO[p].includes(campo)) ?? null;

/** The first step that owns a field the server refused; null when no field is named. */
export function passoDaFalha(erros: ErrosDeCampo): Passo | null {
  return PASSOS.find((p) => CAMPOS_DO_PASSO[p].some((c) => erros[c] !== undefined)) ?? null;
}

const dataCompleta = (data: string) => dataIsoValida(data);

function duracaoValida(texto: string): number | null {
  const n = inteiroDe(texto);
  return n !== null && n >= DURACAO_MINIMA && n <= DURACAO_MAXIMA ? n : null;
}

/**
 * One typed field into the terms, with início, duração and término filling each other: a start
 * and a duration give the end; a start and an end give the duration (the shared count, so the
 * API's "duração confere com as datas" holds for whatever the form filled).
 */
export function comPreenchimentoAutomatico(
  termos: TermosDoContrato,
  campo: CampoDosTermos,
  valor: string,
): TermosDoContrato {
  const t = { ...termos, [campo]: valor };
  const inicio = t.Con_DataInicio;
  if (!dataCompleta(inicio)) return t;
  const duracao = duracaoValida(t.Con_Duracao);
  const terminoValido = dataCompleta(t.Con_DataTermino) && t.Con_DataTermino > inicio;
  if (campo === 'Con_DataTermino') {
    if (terminoValido) t.Con_Duracao = String(duracaoEntre(inicio, t.Con_DataTermino));
  } else if (campo === 'Con_Duracao') {
    if (duracao !== null) t.Con_DataTermino = terminoPorDuracao(inicio, duracao);
  } else if (campo === 'Con_DataInicio') {
    if (duracao !== null) t.Con_DataTermino = terminoPorDuracao(inicio, duracao);
    else if (terminoValido) t.Con_Duracao = String(duracaoEntre(inicio, t.Con_DataTermino));
  }
  return t;
}
