// Loads the reference data that ships with the product (IBGE municipalities, CBO occupations, CNAE
// sections and divisions, CLT reasons, situações) and the first rows of each registry. Runs on
// every start: a table that already holds every row is skipped with one count, and a missing row
// is added by its codigo without touching the ones staff have since renamed or inactivated.
import { count, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import {
  conceitos,
  cursos,
  estadosCivis,
  generos,
  grausEscolaridade,
  motivosAfastamento,
  motivosDesligamento,
  municipios,
  nacionalidades,
  profissoes,
  ramosAtividade,
  regioes,
  situacoesAprendiz,
  tiposContato,
} from '../schema';
import {
  CONCEITOS,
  CURSOS,
  DIVISOES_CNAE,
  ESTADOS_CIVIS,
  GENEROS,
  GRAUS_ESCOLARIDADE,
  MOTIVOS_AFASTAMENTO,
  MOTIVOS_DESLIGAMENTO,
  NACIONALIDADES,
  PROFISSOES,
  REGIOES,
  SECOES_CNAE,
  SITUACOES_APRENDIZ,
  TIPOS_CONTATO,
  listarMunicipios,
} from './referencia';

type Executor = Pick<Database, 'select' | 'insert'>;

const LOTE = 1000;

/** Inserts the rows whose key the table lacks; staff's own rows and edits are left alone. */
async function completar<T extends PgTable>(
  db: Executor,
  tabela: T,
  chave: AnyPgColumn,
  linhas: readonly T['$inferInsert'][],
  chaveDe: (linha: T['$inferInsert']) => unknown,
): Promise<number> {
  const alvo: PgTable = tabela;
  const existentes = new Set(
    (await db.select({ chave }).from(alvo)).map((l: { chave: unknown }) => l.chave),
  );
  const faltando = linhas.filter((l) => !existentes.has(chaveDe(l)));
  let inseridas = 0;
  for (let i = 0; i < faltando.length; i += LOTE) {
    const novas = await db
      .insert(tabela)
      .values(faltando.slice(i, i + LOTE))
      .onConflictDoNothing()
      .returning({ um: sql<number>`1` });
    inseridas += novas.length;
  }
  return inseridas;
}

type ComCodigo = PgTable & { codigo: AnyPgColumn };

export async function semearCadastros(db: Executor): Promise<Record<string, number>> {
  const inseridos: Record<string, number> = {};
  const semear = async <T extends ComCodigo>(
    nome: string,
    tabela: T,
    linhas: readonly (T['$inferInsert'] & { codigo?: string | null })[],
  ) => {
    const n = await completar(
      db,
      tabela,
      tabela.codigo,
      linhas,
      (l) => (l as { codigo?: unknown }).codigo,
    );
    if (n > 0) inseridos[nome] = n;
  };

  const nMunicipios = await completar(
    db,
    municipios,
    municipios.id,
    listarMunicipios().map((m) => ({ id: Number(m.codigoIbge), nome: m.nome, uf: m.uf })),
    (m) => m.id,
  );
  if (nMunicipios > 0) inseridos.municipios = nMunicipios;
  // In the order of the path, so ids follow `ordem` too.
  await semear(
    'situacoes_aprendiz',
    situacoesAprendiz,
    [...SITUACOES_APRENDIZ]
      .sort((a, b) => a.ordem - b.ordem)
      .map((s) => ({
        codigo: s.codigo,
        nome: s.nome,
        ordem: s.ordem,
        cor: s.cor,
        descricao: s.descricao,
      })),
  );
  await semear(
    'profissoes',
    profissoes,
    PROFISSOES.map((p) => ({ codigo: p.codigo, nome: p.titulo, area: p.area })),
  );
  await semear('ramos_atividade', ramosAtividade, [
    ...SECOES_CNAE.map((s) => ({ codigo: s.codigo, nome: s.nome, tipo: 'secao' as const })),
    ...DIVISOES_CNAE.map((d) => ({
      codigo: d.codigo,
      nome: d.nome,
      tipo: 'divisao' as const,
      secao: d.secao,
    })),
  ]);
  await semear(
    'motivos_desligamento',
    motivosDesligamento,
    MOTIVOS_DESLIGAMENTO.map((m) => ({
      codigo: m.codigo,
      nome: m.nome,
      fundamento: m.fundamento,
      antecipado: m.antecipado,
      comprovacao: 'comprovacao' in m ? m.comprovacao : null,
    })),
  );
  const idsProfissao = new Map(
    (await db.select({ id: profissoes.id, codigo: profissoes.codigo }).from(profissoes)).map(
      (p) => [p.codigo, p.id],
    ),
  );
  await semear(
    'cursos',
    cursos,
    CURSOS.map((c) => ({
      codigo: c.codigo,
      nome: c.nome,
      profissaoId: idsProfissao.get(c.profissao) ?? null,
      cargaHorariaTotal: c.cargaHorariaTotal,
      descricao: c.descricao,
    })),
  );

  const basicos = (itens: readonly { codigo: string; nome: string }[]) =>
    itens.map((i) => ({ codigo: i.codigo, nome: i.nome }));
  await semear('estados_civis', estadosCivis, basicos(ESTADOS_CIVIS));
  await semear('generos', generos, basicos(GENEROS));
  await semear('nacionalidades', nacionalidades, basicos(NACIONALIDADES));
  await semear('regioes', regioes, basicos(REGIOES));
  await semear(
    'graus_escolaridade',
    grausEscolaridade,
    GRAUS_ESCOLARIDADE.map((g) => ({
      codigo: g.codigo,
      nome: g.nome,
      ordem: g.ordem,
      cursando: g.cursando,
    })),
  );
  await semear(
    'motivos_afastamento',
    motivosAfastamento,
    MOTIVOS_AFASTAMENTO.map((m) => ({
      codigo: m.codigo,
      nome: m.nome,
      fundamento: 'fundamento' in m ? m.fundamento : '',
    })),
  );
  await semear(
    'tipos_contato',
    tiposContato,
    TIPOS_CONTATO.map((t) => ({ codigo: t.codigo, nome: t.nome, formato: t.formato })),
  );
  // Conceitos have no codigo: only an empty table gets the default scale (any row means staff
  // already own the scale, and a second copy would overlap it).
  const [conceitosExistentes] = await db.select({ n: count() }).from(conceitos);
  if ((conceitosExistentes?.n ?? 0) === 0) {
    await db.insert(conceitos).values(CONCEITOS.map((c) => ({ ...c })));
    inseridos.conceitos = CONCEITOS.length;
  }
  return inseridos;
}
