// Anonymisation (LGPD art. 16 and 18, IV; docs/LGPD.md): irreversibly replaces what identifies an
// apprentice — in the record, its history, every free-text note of their rows and the audit
// trail's field values — while the rows that statistics count (situação, ativo, contracts,
// attendance, grades, payments) stay as they are, so every figure stays true. One transaction: a
// half-anonymised person never exists. Decisions (docs/LGPD.md): the birth date keeps its year
// (aaaa-01-01), the address keeps its municipality, UF and region, the CPF becomes a placeholder
// derived from the id that fails the CPF check (so it can never equal a real one, nor another
// placeholder), the access log keeps who and when (it never held more than the record's id).
import { sql } from 'drizzle-orm';
import {
  digitosVerificadoresCpf,
  formatarCpf,
  ocultarCpf,
} from '../../../src/shared/validation/documentos';
import { dataLocal } from '../../../src/shared/validation/datas';
import { linhas } from '../../db/client';
import { registrarAuditoria } from '../../shared/auditoria';
import type { Executor } from '../../shared/executor';
import { problema } from '../../shared/problem';
import { formatarData } from '../../../src/shared/format/data';
import {
  ENTIDADES_AUDITADAS,
  ENTIDADES_POR_CHAVE,
  NAO_ENCONTRADO,
  chaveNaAuditoria,
  condicaoAuditoria,
  idsRelacionados,
} from './titular';

export const REMOVIDO = 'Removido na anonimização (LGPD)';
const MARCA = '[anonimizado]';

export const MENSAGENS_LGPD = {
  confirmacaoErrada: 'Digite o nome do aprendiz exatamente como está no cadastro',
  contratoEmCurso: (numero: string, termino: string) =>
    `Não é possível anonimizar: o contrato ${numero} está em curso (término em ${termino}). ` +
    'Encerre ou rescinda o contrato antes; os dados de um contrato em curso ainda são necessários.',
  jaAnonimizado: (quando: string) => `Este cadastro já foi anonimizado em ${quando}.`,
} as const;

/** The name a record gets: says what happened and still tells two records apart. */
export const nomeAnonimo = (id: number) => `Titular anonimizado ${String(id)}`;

/**
 * The CPF column is NOT NULL, unique and eleven digits: the id in nine digits and check digits
 * that are deliberately wrong. No valid CPF (every one stored was checked) can be equal to it, and
 * two placeholders differ by their id.
 */
export function cpfAnonimo(id: number): string {
  if (!Number.isInteger(id) || id < 1 || id >= 1_000_000_000) {
    throw new Error('id fora do intervalo do CPF de anonimização');
  }
  const base = String(id).padStart(9, '0');
  const [primeiro = '0', segundo = '0'] = digitosVerificadoresCpf(base);
  return `${base}${String((Number(primeiro) + 1) % 10)}${segundo}`;
}

/** The audit trail's keys of the apprentice's own row that identify the person. */
const CAMPOS_PESSOAIS = new Set([
  'nome',
  'nomeSocial',
  'nomeBusca',
  'textoBusca',
  'cpf',
  'rg',
  'dataNascimento',
  'escola',
  'tipoDeficiencia',
  'email',
  'telefone',
  'celular',
  'cep',
  'logradouro',
  'numero',
  'complemento',
  'bairro',
  'responsavelNome',
  'responsavelCpf',
  'responsavelParentesco',
  'responsavelTelefone',
  'responsavelEmail',
  'observacoes',
  'contatos',
]);

/** Free-text keys of the person's other rows (and of their audit rows). */
const TEXTOS_LIVRES = new Set([
  'observacoes',
  'observacoesGerais',
  'motivo',
  'motivoDesalocacao',
  'justificativa',
  'respondenteNome',
  'respostas',
]);

type Json = unknown;

const normalizar = (texto: string) =>
  texto.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/** Every string inside `valor` that contains one of `termos` becomes the mark. */
function apagarTermos(valor: Json, termos: readonly string[]): Json {
  if (typeof valor === 'string') {
    const minusculo = valor.toLowerCase();
    return termos.some((t) => minusculo.includes(t)) ? MARCA : valor;
  }
  if (Array.isArray(valor)) return valor.map((v) => apagarTermos(v, termos));
  if (valor !== null && typeof valor === 'object') {
    return Object.fromEntries(Object.entries(valor).map(([k, v]) => [k, apagarTermos(v, termos)]));
  }
  return valor;
}

const marcar = (v: Json): Json => (v === null || v === undefined ? v : MARCA);

/** An audit row's `campos` ({ campo: { de, para } }) with the given keys' values replaced. */
function apagarChaves(campos: Record<string, Json>, chaves: Set<string>): Record<string, Json> {
  return Object.fromEntries(
    Object.entries(campos).map(([k, v]) => {
      if (!chaves.has(k)) return [k, v];
      if (v !== null && typeof v === 'object' && ('de' in v || 'para' in v)) {
        const { de, para } = v as { de?: Json; para?: Json };
        return [k, { de: marcar(de), para: marcar(para) }];
      }
      return [k, marcar(v)];
    }),
  );
}

/** 'falta-justificada: the reason' keeps the status, loses the reason. */
const soStatus = (v: Json): Json =>
  typeof v === 'string' && v.includes(':') ? v.slice(0, v.indexOf(':')) : v;

interface Pessoa {
  id: number;
  nome: string;
  nome_social: string | null;
  cpf: string;
  rg: string | null;
  data_nascimento: string;
  email: string | null;
  telefone: string | null;
  celular: string | null;
  logradouro: string | null;
  responsavel_nome: string | null;
  responsavel_cpf: string | null;
  responsavel_telefone: string | null;
  responsavel_email: string | null;
  anonimizado_em: Date | string | null;
}

/** What identifies the person as text, for the last sweep of their audit rows. */
async function termosDe(tx: Executor, p: Pessoa): Promise<string[]> {
  const contatos = linhas<{ valor: string }>(
    await tx.execute(sql`SELECT valor FROM aprendiz_contatos WHERE aprendiz_id = ${p.id}`),
  ).map((c) => c.valor);
  const cpfs = [p.cpf, p.responsavel_cpf].filter((c): c is string => c !== null);
  const termos = [
    p.nome,
    p.nome_social,
    p.rg,
    p.email,
    p.telefone,
    p.celular,
    p.responsavel_nome,
    p.responsavel_telefone,
    p.responsavel_email,
    ...contatos,
    ...cpfs.flatMap((c) => [c, formatarCpf(c), ocultarCpf(c)]),
  ];
  // Short values ("12", "A") would wipe unrelated text; what identifies is longer than that.
  return [...new Set(termos.filter((t): t is string => t !== null && t.trim().length >= 5))].map(
    (t) => t.toLowerCase(),
  );
}

export interface ResultadoAnonimizacao {
  id: number;
  anonimizadoEm: string;
  jaEstava: boolean;
  mensagem: string;
}

const quandoFoi = (instante: Date) => formatarData(dataLocal(instante));

/**
 * Anonymises one apprentice inside `tx` (the route's own transaction, or the bulk run's one per
 * person). `confirmacao`: the name typed by the person asking (undefined: the retention run,
 * which has no one to type it).
 */
export async function anonimizarNaTransacao(
  tx: Executor,
  entrada: { id: number; confirmacao: string | undefined; usuarioId: number | null; agora: Date },
): Promise<ResultadoAnonimizacao> {
  const { id, agora } = entrada;
  const [pessoa] = linhas<Pessoa>(
    await tx.execute(sql`SELECT id, nome, nome_social, cpf, rg, data_nascimento::text AS data_nascimento,
        email, telefone, celular, logradouro, responsavel_nome, responsavel_cpf, responsavel_telefone,
        responsavel_email, anonimizado_em FROM aprendizes WHERE id = ${id} FOR UPDATE`),
  );
  if (!pessoa) throw problema(404, NAO_ENCONTRADO);
  if (pessoa.anonimizado_em !== null) {
    const quando = new Date(pessoa.anonimizado_em);
    return {
      id,
      anonimizadoEm: quando.toISOString(),
      jaEstava: true,
      mensagem: MENSAGENS_LGPD.jaAnonimizado(quandoFoi(quando)),
    };
  }
  if (
    entrada.confirmacao !== undefined &&
    normalizar(entrada.confirmacao) !== normalizar(pessoa.nome)
  ) {
    throw problema(400, MENSAGENS_LGPD.confirmacaoErrada, {
      confirmacaoNome: MENSAGENS_LGPD.confirmacaoErrada,
    });
  }
  const [emCurso] = linhas<{ numero: string; data_termino: string }>(
    await tx.execute(sql`SELECT numero, data_termino::text AS data_termino FROM contratos
        WHERE aprendiz_id = ${id} AND status IN ('vigente', 'prorrogado') LIMIT 1`),
  );
  if (emCurso) {
    throw problema(
      409,
      MENSAGENS_LGPD.contratoEmCurso(emCurso.numero, formatarData(emCurso.data_termino)),
    );
  }

  const termos = await termosDe(tx, pessoa);
  // The audit rows are found before the rows they point to change (the same ids either way).
  const relacionados = await idsRelacionados(tx, id);

  await tx.execute(sql`UPDATE aprendizes SET
      nome = ${nomeAnonimo(id)}, nome_social = NULL, cpf = ${cpfAnonimo(id)}, rg = NULL,
      data_nascimento = make_date(extract(year FROM data_nascimento)::int, 1, 1),
      escola = NULL, tipo_deficiencia = NULL, email = NULL, telefone = NULL, celular = NULL,
      cep = NULL, logradouro = NULL, numero = NULL, complemento = NULL, bairro = NULL,
      responsavel_nome = NULL, responsavel_cpf = NULL, responsavel_parentesco = NULL,
      responsavel_telefone = NULL, responsavel_email = NULL, observacoes = NULL,
      anonimizado_em = ${agora.toISOString()}::timestamptz,
      atualizado_em = ${agora.toISOString()}::timestamptz, versao = versao + 1
    WHERE id = ${id}`);
  await tx.execute(sql`DELETE FROM aprendiz_contatos WHERE aprendiz_id = ${id}`);
  // Every free text of the person's rows; the rows themselves (what the figures count) stay.
  const textos = [
    sql`UPDATE aprendiz_situacoes SET motivo = ${REMOVIDO} WHERE aprendiz_id = ${id}`,
    sql`UPDATE afastamentos SET observacoes = NULL WHERE aprendiz_id = ${id} AND observacoes IS NOT NULL`,
    sql`UPDATE alocacoes SET motivo_desalocacao = NULL
        WHERE aprendiz_id = ${id} AND motivo_desalocacao IS NOT NULL`,
    sql`UPDATE contratos SET observacoes_gerais = NULL
        WHERE aprendiz_id = ${id} AND observacoes_gerais IS NOT NULL`,
    sql`UPDATE prorrogacoes SET motivo = ${REMOVIDO}
        WHERE contrato_id IN (SELECT id FROM contratos WHERE aprendiz_id = ${id})`,
    sql`UPDATE rescisoes SET observacoes = NULL
        WHERE contrato_id IN (SELECT id FROM contratos WHERE aprendiz_id = ${id}) AND observacoes IS NOT NULL`,
    // A justified absence must say why (a CHECK): the reason goes, the fact that it was justified stays.
    sql`UPDATE frequencias SET justificativa = ${REMOVIDO}
        WHERE aprendiz_id = ${id} AND justificativa IS NOT NULL`,
    sql`UPDATE candidatos SET motivo = NULL WHERE aprendiz_id = ${id} AND motivo IS NOT NULL`,
    sql`UPDATE encaminhamentos SET observacoes = NULL WHERE aprendiz_id = ${id} AND observacoes IS NOT NULL`,
    sql`UPDATE beneficios_pagamentos SET motivo = ${REMOVIDO} WHERE aprendiz_id = ${id} AND motivo IS NOT NULL`,
    // Who answered an evaluation about the person is a name too.
    sql`UPDATE avaliacoes_aplicadas SET respondente_nome = ${MARCA} WHERE aprendiz_id = ${id}`,
    // Issued documents (issue 35) printed the name and CPF: the snapshot keeps what it stated
    // about the programme, not the person; a still-valid one is revoked, so the public page
    // says it no longer stands instead of vouching for a name that is gone.
    sql`UPDATE documentos_emitidos SET
        dados = dados || jsonb_build_object('titular', jsonb_build_object('nome', ${nomeAnonimo(id)}::text, 'cpf', NULL),
                                            'paragrafos', '[]'::jsonb),
        revogado_em = coalesce(revogado_em, ${agora.toISOString()}::timestamptz),
        motivo_revogacao = coalesce(motivo_revogacao, 'Titular anonimizado (LGPD).'),
        atualizado_em = ${agora.toISOString()}::timestamptz, versao = versao + 1
      WHERE aprendiz_id = ${id}`,
  ];
  for (const comando of textos) await tx.execute(comando);
  await apagarRespostasTexto(tx, id);
  await limparAuditoria(tx, id, relacionados, termos);

  await registrarAuditoria(tx, {
    usuarioId: entrada.usuarioId,
    acao: 'anonimizar',
    entidade: 'aprendiz',
    entidadeId: id,
    // Only that it happened: the old values are exactly what must not survive.
    campos: { anonimizadoEm: { de: null, para: agora.toISOString() } },
  });
  return {
    id,
    anonimizadoEm: agora.toISOString(),
    jaEstava: false,
    mensagem:
      'Cadastro anonimizado. Os dados pessoais foram substituídos e não podem ser recuperados.',
  };
}

/** Free-text answers go; scale and choice answers (what the averages count) stay. */
async function apagarRespostasTexto(tx: Executor, id: number): Promise<void> {
  const aplicadas = linhas<{
    id: number;
    respostas: Record<string, Json>;
    perguntas: { id: number; tipo: string }[];
  }>(
    await tx.execute(sql`SELECT ap.id, ap.respostas, av.perguntas FROM avaliacoes_aplicadas ap
        JOIN avaliacoes av ON av.id = ap.avaliacao_id WHERE ap.aprendiz_id = ${id}`),
  );
  for (const a of aplicadas) {
    const textos = new Set(a.perguntas.filter((p) => p.tipo === 'texto').map((p) => String(p.id)));
    const respostas = Object.fromEntries(
      Object.entries(a.respostas).map(([k, v]) => [k, textos.has(k) && v !== '' ? MARCA : v]),
    );
    await tx.execute(sql`UPDATE avaliacoes_aplicadas SET respostas = ${JSON.stringify(respostas)}::jsonb
        WHERE id = ${a.id}`);
  }
}

/** The audit rows about the person: identifying values replaced, the rest (what changed when) kept. */
async function limparAuditoria(
  tx: Executor,
  id: number,
  relacionados: { entidade: string; ids: string[] }[],
  termos: readonly string[],
): Promise<void> {
  const linhasAuditoria = linhas<{
    id: number;
    entidade: string;
    campos: Record<string, Json> | null;
  }>(
    await tx.execute(sql`SELECT a.id, a.entidade, a.campos FROM auditoria a
        WHERE ${condicaoAuditoria(id, relacionados)}`),
  );
  const chave = chaveNaAuditoria(id);
  const proprias = new Set<string>(Object.keys(ENTIDADES_AUDITADAS));
  for (const linha of linhasAuditoria) {
    if (linha.campos === null) continue;
    let campos = linha.campos;
    if (linha.entidade === 'aprendiz') campos = apagarChaves(campos, CAMPOS_PESSOAIS);
    else if (
      proprias.has(linha.entidade) ||
      linha.entidade === 'prorrogacao' ||
      linha.entidade === 'rescisao'
    ) {
      campos = apagarChaves(campos, TEXTOS_LIVRES);
    } else if ((ENTIDADES_POR_CHAVE as readonly string[]).includes(linha.entidade)) {
      const valor = campos[chave] as { de?: Json; para?: Json } | undefined;
      if (valor)
        campos = { ...campos, [chave]: { de: soStatus(valor.de), para: soStatus(valor.para) } };
    }
    campos = apagarTermos(campos, termos) as Record<string, Json>;
    if (JSON.stringify(campos) !== JSON.stringify(linha.campos)) {
      await tx.execute(sql`UPDATE auditoria SET campos = ${JSON.stringify(campos)}::jsonb
          WHERE id = ${linha.id}`);
    }
  }
}
