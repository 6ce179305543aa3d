// What the partner, educator, class and allocation tests share: reference rows, apprentices
// inserted directly (their API is another module's), valid documents and dates around today.
import { eq } from 'drizzle-orm';
import type { Harness } from '../support/api-harness';
import {
  aprendizes,
  cursos,
  grausEscolaridade,
  ramosAtividade,
  situacoesAprendiz,
} from '../../server/db/schema';
import { dataLocal } from '../../src/shared/validation/datas';
import { digitosVerificadoresCpf } from '../../src/shared/validation/documentos';
import { digitosVerificadoresCnpj } from '../../src/shared/validation/parceiro';

let sequencia = 0;
const proximo = () => {
  sequencia += 1;
  return sequencia;
};

/** A valid CPF nobody else in the run has. */
export function cpfNovo(): string {
  const base = String(300_000_000 + proximo() * 7919 + Math.floor(Math.random() * 1000)).slice(-9);
  return `${base}${digitosVerificadoresCpf(base)}`;
}

/** A valid numeric CNPJ (head office 0001) nobody else in the run has. */
export function cnpjNovo(): string {
  const raiz = String(10_000_000 + proximo() * 104_729 + Math.floor(Math.random() * 10_000)).slice(
    -8,
  );
  const base = `${raiz}0001`;
  return `${base}${digitosVerificadoresCnpj(base)}`;
}

/** 'aaaa-mm-dd' of today plus `dias` (Brazil's calendar day, like the server's rules). */
export function dia(dias = 0): string {
  return dataLocal(new Date(Date.now() + dias * 86_400_000));
}

export interface Referencias {
  situacao: (codigo: string) => number;
  cursoId: number;
  ramoAtividadeId: number;
  grauEscolaridadeId: number;
}

export async function referencias(h: Harness): Promise<Referencias> {
  const situacoes = await h.db
    .select({ id: situacoesAprendiz.id, codigo: situacoesAprendiz.codigo })
    .from(situacoesAprendiz);
  const [curso] = await h.db.select({ id: cursos.id }).from(cursos).limit(1);
  const [ramo] = await h.db
    .select({ id: ramosAtividade.id })
    .from(ramosAtividade)
    .where(eq(ramosAtividade.codigo, 'G'));
  const [grau] = await h.db.select({ id: grausEscolaridade.id }).from(grausEscolaridade).limit(1);
  if (!curso || !ramo || !grau || situacoes.length === 0) {
    throw new Error('Faltam dados de referência do seed (cursos, CNAE, situações, escolaridade)');
  }
  return {
    situacao: (codigo) => {
      const s = situacoes.find((x) => x.codigo === codigo);
      if (!s) throw new Error(`Situação ${codigo} não existe`);
      return s.id;
    },
    cursoId: curso.id,
    ramoAtividadeId: ramo.id,
    grauEscolaridadeId: grau.id,
  };
}

export async function novoAprendiz(
  h: Harness,
  ref: Referencias,
  dados: { nome?: string; ativo?: boolean; situacao?: string } = {},
): Promise<{ id: number; nome: string; cpf: string }> {
  const cpf = cpfNovo();
  const nome = dados.nome ?? `Aprendiz de Teste ${proximo()}`;
  const [linha] = await h.db
    .insert(aprendizes)
    .values({
      nome,
      cpf,
      dataNascimento: '2006-05-10',
      situacaoId: ref.situacao(dados.situacao ?? 'contratado'),
      dataCadastro: '2024-02-01',
      ativo: dados.ativo ?? true,
    })
    .returning({ id: aprendizes.id });
  return { id: linha!.id, nome, cpf };
}

export type Metodo = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Requests with a token, answering status and the parsed body. */
export function cliente(h: Harness, tokenPadrao: () => string) {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the answer's shape
  return async <T = Record<string, unknown>>(
    method: Metodo,
    url: string,
    body?: unknown,
    token = tokenPadrao(),
  ) => {
    const resposta = await h.request(method, url, { token, body });
    const ehJson = /json/.test(String(resposta.headers['content-type']));
    const json = (ehJson && resposta.body ? JSON.parse(resposta.body) : undefined) as T;
    return { status: resposta.statusCode, json, resposta };
  };
}

export interface Problema {
  type: string;
  title: string;
  status: number;
  detail: string;
  errors?: Record<string, string>;
}

/** The body of a valid class running from a month ago to ten months ahead. */
export function dadosTurma(ref: Referencias, extra: Record<string, unknown> = {}) {
  sequencia += 1;
  return {
    codigo: `ADM-${Date.now().toString(36)}-${sequencia}`,
    nome: 'Serviços Administrativos - Manhã',
    cursoId: ref.cursoId,
    turno: 'manha',
    diasTeoria: [3, 1],
    dataInicio: dia(-30),
    dataFim: dia(300),
    capacidade: 30,
    local: 'Sala 2 - Unidade Sé',
    status: 'em andamento',
    ...extra,
  };
}

export interface Turma {
  id: number;
  codigo: string;
  nome: string;
  cursoId: number;
  educadorId: number | null;
  educador: { id: number; nome: string } | null;
  turno: string;
  diasTeoria: number[];
  dataInicio: string;
  dataFim: string;
  capacidade: number;
  status: string;
  ativo: boolean;
  ocupacao: number;
  vagasRestantes: number;
  versao: number;
}

export interface Alocacao {
  id: number;
  aprendizId: number;
  nome: string;
  cpf: string;
  situacao: { codigo: string; nome: string };
  turmaId: number;
  turma: { id: number; codigo: string; nome: string; status: string };
  dataInicio: string;
  dataFim: string | null;
  motivoDesalocacao: string | null;
  aberta: boolean;
}

export interface Lista<T> {
  data: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** dd/mm/aaaa of an ISO date, as messages show it. */
export const br = (iso: string) => iso.split('-').reverse().join('/');
