// Educators: the seed's field names in the API, snake_case columns in the database. CAMPOS is the
// one map between the two, used to answer, to save and to write the audit trail.
import { and, count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { educadores } from '../../db/schema';
import type { Executor } from '../../shared/auditoria';
import { busca, filtroAtivo, ordenacao, pagina } from '../../shared/lista';
import { formatarCpf, ocultarCpf } from '../../../src/shared/validation/aprendiz';
import type { ConsultaEducadores, EducadorResposta, ORDENACOES_EDUCADORES } from './schemas';

/** Seed field name -> column property. */
export const CAMPOS = {
  EducNome: 'nome',
  EducCPF: 'cpf',
  EducSexo: 'sexo',
  EducDataNascimento: 'dataNascimento',
  EducEMail: 'email',
  EducTelefone: 'telefone',
  EducTelefoneCelular: 'telefoneCelular',
  EducEndereco: 'endereco',
  EducNumeroEndereco: 'numeroEndereco',
  EducComplemento: 'complemento',
  EducBairro: 'bairro',
  EducCidade: 'cidade',
  EducUF: 'uf',
  EducCEP: 'cep',
  EducEstadoCivil: 'estadoCivil',
  EducNaturalidade: 'naturalidade',
  EducUFNaturalidade: 'ufNaturalidade',
  EducIdentidade: 'identidade',
  EducExpedIdentidade: 'expedIdentidade',
  EducDataEntrada: 'dataEntrada',
  EducObservacoes: 'observacoes',
  EducGrauInstrucao: 'grauInstrucaoId',
} as const satisfies Record<string, keyof typeof educadores.$inferSelect>;

export type CampoEducador = keyof typeof CAMPOS;

const turmasAtivas = sql<number>`(
  SELECT count(*) FROM turmas t
  WHERE t.educador_id = "educadores"."id" AND t.ativo AND t.status <> 'encerrada')::int`.mapWith(
  Number,
);

export type LinhaEducador = typeof educadores.$inferSelect & { turmasAtivas: number };

/** The record with the seed's names; the CPF in full only for whoever may edit educators. */
export function paraEducador(l: LinhaEducador, verCpf: boolean): EducadorResposta {
  const campos = Object.fromEntries(
    Object.entries(CAMPOS).map(([campo, coluna]) => [campo, l[coluna]]),
  ) as Omit<
    EducadorResposta,
    'id' | 'turmasAtivas' | 'ativo' | 'criadoEm' | 'atualizadoEm' | 'versao'
  >;
  return {
    id: l.id,
    ...campos,
    EducCPF: l.cpf === null ? null : verCpf ? formatarCpf(l.cpf) : ocultarCpf(l.cpf),
    turmasAtivas: l.turmasAtivas,
    ativo: l.ativo,
    criadoEm: l.criadoEm.toISOString(),
    atualizadoEm: l.atualizadoEm.toISOString(),
    versao: l.versao,
  };
}

/** What the trail records, under the names the screens use (never the computed figures). */
export function paraAuditoria(l: LinhaEducador): Record<string, unknown> {
  return {
    ...Object.fromEntries(Object.entries(CAMPOS).map(([campo, coluna]) => [campo, l[coluna]])),
    ativo: l.ativo,
  };
}

const consulta = (executor: Executor) =>
  executor.select({ ...getTableColumns(educadores), turmasAtivas }).from(educadores);

function filtro(c: Omit<ConsultaEducadores, 'page' | 'pageSize'>) {
  return and(
    filtroAtivo(c.ativo, educadores.ativo),
    busca(c.q, [educadores.nome, educadores.email], [educadores.cpf]),
  );
}

const ordem = (sort: string | undefined) =>
  ordenacao<(typeof ORDENACOES_EDUCADORES)[number]>(
    sort,
    {
      EducNome: sql`f_unaccent(lower(${educadores.nome}))`,
      EducDataEntrada: educadores.dataEntrada,
      criadoEm: educadores.criadoEm,
    },
    'EducNome',
    educadores.id,
  );

export async function listarEducadores(
  db: Database,
  c: ConsultaEducadores,
): Promise<{ linhas: LinhaEducador[]; total: number }> {
  const onde = filtro(c);
  const { limit, offset } = pagina(c);
  const [linhas, [total]] = await Promise.all([
    consulta(db)
      .where(onde)
      .orderBy(...ordem(c.sort))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(educadores).where(onde),
  ]);
  return { linhas, total: total?.n ?? 0 };
}

export function lotesDeEducadores(db: Database, c: Omit<ConsultaEducadores, 'page' | 'pageSize'>) {
  return (offset: number, limite: number) =>
    consulta(db)
      .where(filtro(c))
      .orderBy(...ordem(c.sort))
      .limit(limite)
      .offset(offset);
}

export async function buscarEducador(
  executor: Executor,
  id: number,
): Promise<LinhaEducador | undefined> {
  const [linha] = await consulta(executor).where(eq(educadores.id, id));
  return linha;
}

export async function educadorComCpf(executor: Executor, cpf: string, excetoId?: number) {
  const [linha] = await executor
    .select({ id: educadores.id, nome: educadores.nome, ativo: educadores.ativo })
    .from(educadores)
    .where(
      and(
        eq(educadores.cpf, cpf),
        excetoId === undefined ? undefined : sql`${educadores.id} <> ${excetoId}`,
      ),
    );
  return linha;
}
