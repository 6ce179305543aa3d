// Reading the audit trail (written by every domain through shared/auditoria.ts) and the access log:
// the records people opened (table acessos, written by the apprentices module) merged with the
// sign-in attempts (tentativas_login, written by auth) into one timeline.
import { and, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { linhas, type Database } from '../../db/client';
import { auditoria, usuarios } from '../../db/schema';
import { ordenacao, pagina } from '../../shared/lista';
import { periodo } from './periodo';
import type { Acesso, ConsultaAcessos, ConsultaAuditoria, RegistroAuditoria } from './esquemas';

const pessoa = (id: number | null, nome: string | null) =>
  id === null ? null : { id, nome: nome ?? `Usuário ${id}` };

type Campos = NonNullable<RegistroAuditoria['campos']>;

/**
 * Every field as { de, para }, both present: JSON drops an undefined `de` (a created record), and a
 * domain may have written a bare value; the screen gets one shape either way.
 */
function normalizarCampos(campos: unknown): Campos | null {
  if (campos === null || typeof campos !== 'object') return null;
  const resultado: Campos = {};
  for (const [campo, valor] of Object.entries(campos)) {
    const par = valor as { de?: unknown; para?: unknown } | null;
    resultado[campo] =
      par !== null && typeof par === 'object' && ('de' in par || 'para' in par)
        ? { de: par.de ?? null, para: par.para ?? null }
        : { de: null, para: valor };
  }
  return resultado;
}

export async function listarAuditoria(
  db: Database,
  consulta: ConsultaAuditoria,
): Promise<{ data: RegistroAuditoria[]; total: number; page: number; pageSize: number }> {
  const { desde, ate } = periodo(consulta);
  const filtro = and(
    consulta.entidade === undefined ? undefined : eq(auditoria.entidade, consulta.entidade),
    consulta.entidadeId === undefined ? undefined : eq(auditoria.entidadeId, consulta.entidadeId),
    consulta.usuarioId === undefined ? undefined : eq(auditoria.usuarioId, consulta.usuarioId),
    consulta.acao === undefined ? undefined : eq(auditoria.acao, consulta.acao),
    desde === undefined ? undefined : gte(auditoria.criadoEm, desde),
    ate === undefined ? undefined : lt(auditoria.criadoEm, ate),
  );
  const { page, pageSize, limit, offset } = pagina(consulta);
  const [registros, [total]] = await Promise.all([
    db
      .select({
        id: auditoria.id,
        usuarioId: auditoria.usuarioId,
        usuarioNome: usuarios.nome,
        acao: auditoria.acao,
        entidade: auditoria.entidade,
        entidadeId: auditoria.entidadeId,
        campos: auditoria.campos,
        criadoEm: auditoria.criadoEm,
      })
      .from(auditoria)
      .leftJoin(usuarios, eq(usuarios.id, auditoria.usuarioId))
      .where(filtro)
      .orderBy(
        ...ordenacao(consulta.sort, { criadoEm: auditoria.criadoEm }, '-criadoEm', auditoria.id),
      )
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(auditoria).where(filtro),
  ]);
  return {
    data: registros.map((r) => ({
      id: r.id,
      usuario: pessoa(r.usuarioId, r.usuarioNome),
      acao: r.acao,
      entidade: r.entidade,
      entidadeId: r.entidadeId,
      campos: normalizarCampos(r.campos),
      criadoEm: r.criadoEm.toISOString(),
    })),
    total: total?.n ?? 0,
    page,
    pageSize,
  };
}

const MOTIVOS_LOGIN: Record<string, string> = {
  ok: 'Entrou no sistema',
  credenciais: 'Tentativa de entrada com e-mail ou senha inválidos',
  bloqueada: 'Tentativa de entrada com a conta bloqueada',
  desativado: 'Tentativa de entrada de usuário desativado',
  limite_ip: 'Tentativa de entrada recusada pelo limite do endereço',
};

function descrever(linha: LinhaAcesso): string {
  if (linha.tipo === 'login') return MOTIVOS_LOGIN[linha.motivo ?? ''] ?? 'Tentativa de entrada';
  if (linha.acao === 'exportar') return `Exportou registros de ${linha.entidade ?? ''}`.trim();
  if (linha.acao === 'portal') {
    // Issue 36: no user; the unit's supervisor opened it through their signed link.
    const quem =
      linha.supervisor_id === null ? '' : ` (supervisor #${String(linha.supervisor_id)})`;
    return `Portal da empresa${quem}: viu ${linha.entidade ?? ''} #${linha.entidade_id ?? ''}`;
  }
  const id = linha.entidade_id === null ? '' : ` #${linha.entidade_id}`;
  return `Abriu o registro de ${linha.entidade ?? ''}${id}`;
}

interface LinhaAcesso {
  tipo: 'registro' | 'login';
  id: number;
  usuario_id: number | null;
  usuario_nome: string | null;
  supervisor_id: number | null;
  entidade: string | null;
  entidade_id: string | null;
  acao: string | null;
  ip: string | null;
  email: string | null;
  sucesso: boolean | null;
  motivo: string | null;
  criado_em: Date | string;
}

const onde = (condicoes: (SQL | undefined)[]) => {
  const presentes = condicoes.filter((c): c is SQL => c !== undefined);
  return presentes.length === 0 ? sql`true` : sql.join(presentes, sql` AND `);
};

/** Each branch's WHERE, or undefined when the filters rule the whole branch out. */
function filtros(consulta: ConsultaAcessos) {
  const { desde, ate } = periodo(consulta);
  const comuns = (tabela: string) => [
    consulta.usuarioId === undefined
      ? undefined
      : sql`${sql.identifier(tabela)}.usuario_id = ${consulta.usuarioId}`,
    desde === undefined
      ? undefined
      : sql`${sql.identifier(tabela)}.criado_em >= ${desde.toISOString()}::timestamptz`,
    ate === undefined
      ? undefined
      : sql`${sql.identifier(tabela)}.criado_em < ${ate.toISOString()}::timestamptz`,
  ];
  const soRegistros = consulta.entidade !== undefined || consulta.entidadeId !== undefined;
  const registro =
    consulta.tipo === 'login' || consulta.sucesso !== undefined
      ? undefined
      : onde([
          ...comuns('a'),
          consulta.entidade === undefined ? undefined : sql`a.entidade = ${consulta.entidade}`,
          consulta.entidadeId === undefined
            ? undefined
            : sql`a.entidade_id = ${consulta.entidadeId}`,
        ]);
  const login =
    consulta.tipo === 'registro' || soRegistros
      ? undefined
      : onde([
          ...comuns('t'),
          // An attempt still being decided has no outcome to show yet.
          sql`t.motivo IS NOT NULL`,
          consulta.sucesso === undefined ? undefined : sql`t.sucesso = ${consulta.sucesso}`,
        ]);
  return { registro, login };
}

export async function listarAcessos(
  db: Database,
  consulta: ConsultaAcessos,
): Promise<{ data: Acesso[]; total: number; page: number; pageSize: number }> {
  const { registro, login } = filtros(consulta);
  const { page, pageSize, limit, offset } = pagina(consulta);
  const ramos: SQL[] = [];
  const contagens: SQL[] = [];
  if (registro) {
    ramos.push(sql`SELECT 'registro' AS tipo, a.id, a.usuario_id, a.entidade, a.entidade_id,
                          a.acao, a.supervisor_id, a.ip, NULL::text AS email,
                          NULL::boolean AS sucesso,
                          NULL::text AS motivo, a.criado_em
                     FROM acessos a WHERE ${registro}`);
    contagens.push(sql`(SELECT count(*) FROM acessos a WHERE ${registro})`);
  }
  if (login) {
    ramos.push(sql`SELECT 'login' AS tipo, t.id, t.usuario_id, NULL::text AS entidade,
                          NULL::text AS entidade_id, NULL::text AS acao,
                          NULL::integer AS supervisor_id, t.ip, t.email,
                          t.sucesso, t.motivo, t.criado_em
                     FROM tentativas_login t WHERE ${login}`);
    contagens.push(sql`(SELECT count(*) FROM tentativas_login t WHERE ${login})`);
  }
  if (ramos.length === 0) return { data: [], total: 0, page, pageSize };

  // consultaLista's static type loses the sort literals; the schema already allowed only these two.
  const crescente = (consulta.sort as string | undefined) === 'criadoEm';
  const direcao = crescente ? sql`ASC` : sql`DESC`;
  const [pagina_, totais] = await Promise.all([
    db.execute(sql`
      SELECT x.*, u.nome AS usuario_nome
        FROM (${sql.join(ramos, sql` UNION ALL `)}) x
        LEFT JOIN usuarios u ON u.id = x.usuario_id
       ORDER BY x.criado_em ${direcao}, x.tipo ${direcao}, x.id ${direcao}
       LIMIT ${limit} OFFSET ${offset}`),
    db.execute(sql`SELECT (${sql.join(contagens, sql` + `)})::int AS n`),
  ]);
  return {
    data: linhas<LinhaAcesso>(pagina_).map((l) => ({
      id: `${l.tipo}-${l.id}`,
      tipo: l.tipo,
      usuario: pessoa(l.usuario_id, l.usuario_nome),
      descricao: descrever(l),
      ip: l.ip,
      entidade: l.entidade,
      entidadeId: l.entidade_id,
      acao: l.acao,
      email: l.email,
      sucesso: l.sucesso,
      motivo: l.motivo,
      criadoEm: new Date(l.criado_em).toISOString(),
    })),
    total: linhas<{ n: number }>(totais)[0]?.n ?? 0,
    page,
    pageSize,
  };
}
