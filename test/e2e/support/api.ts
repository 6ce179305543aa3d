// The API as the browser tests prepare their data: a signed-in client, a valid CPF that is new each
// time, and a class with theory every weekday holding some apprentices (attendance needs one).
import { digitosVerificadoresCpf } from '../../../src/shared/validation/documentos';
import { dataLocal } from '../../../src/shared/validation/datas';
import { ADMIN } from './servidor';

/** The answer's type is the caller's word (`api<{ id: number }>(...)`); unknown when not given. */
export type Api = <T = unknown>(metodo: string, caminho: string, corpo?: unknown) => Promise<T>;

/** A client of the server at `url` signed in as the test administrator; non-2xx throws. */
export async function apiComoAdmin(url: string): Promise<Api> {
  let token = '';
  const api: Api = async <T>(metodo: string, caminho: string, corpo?: unknown) => {
    const r = await fetch(`${url}${caminho}`, {
      method: metodo,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(corpo === undefined ? {} : { body: JSON.stringify(corpo) }),
    });
    const texto = await r.text();
    if (!r.ok) throw new Error(`${metodo} ${caminho}: ${String(r.status)} ${texto}`);
    return (texto ? JSON.parse(texto) : undefined) as T;
  };
  const sessao = await api<{ token: string }>('POST', '/api/auth/login', {
    email: ADMIN.email,
    senha: ADMIN.senha,
  });
  token = sessao.token;
  return api;
}

let sequencia = 0;
/** A CPF with valid check digits, different on every call (and between runs). */
export function cpfNovo(): string {
  sequencia += 1;
  const base = String(500_000_000 + sequencia * 7919 + Math.floor(Math.random() * 1000)).slice(-9);
  return `${base}${digitosVerificadoresCpf(base)}`;
}

/** 'aaaa-mm-dd' of today plus `dias` (negative: in the past). */
export const dia = (dias: number) => dataLocal(new Date(Date.now() + dias * 86_400_000));

/** Apprentices of 19 (no responsável needed) with new CPFs, created in order; their ids. */
export async function aprendizesAdultos(api: Api, nomes: readonly string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const nome of nomes) {
    const criado = await api<{ id: number }>('POST', '/api/aprendiz', {
      nome,
      cpf: cpfNovo(),
      dataNascimento: dia(-19 * 365),
    });
    ids.push(criado.id);
  }
  return ids;
}

/**
 * A class of a new course with theory every weekday, from `inicioEmDias` (negative: begun that many
 * days ago) to 120 days ahead, with the apprentices allocated from its first day.
 */
export async function turmaDeTeoria(
  api: Api,
  {
    codigo,
    nome,
    inicioEmDias,
    aprendizIds,
  }: {
    codigo: string;
    nome: string;
    inicioEmDias: number;
    aprendizIds: number[];
  },
): Promise<number> {
  const curso = await api<{ id: number }>('POST', '/api/cursos', {
    nome: `Curso ${nome}`,
    cargaHorariaTotal: 400,
  });
  const inicio = dia(inicioEmDias);
  const turma = await api<{ id: number }>('POST', '/api/turmas', {
    codigo,
    nome,
    cursoId: curso.id,
    turno: 'manha',
    diasTeoria: [1, 2, 3, 4, 5],
    dataInicio: inicio,
    dataFim: dia(120),
    capacidade: 10,
    status: 'em andamento',
  });
  await api('POST', '/api/alocacoes', { turmaId: turma.id, aprendizIds, dataInicio: inicio });
  return turma.id;
}
