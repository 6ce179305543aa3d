// How a vacancy is read and shown: its declared fields (CAMPOS_VAGA: money in reais), partner,
// unit (with its municipality), CBO and schooling by name, and its funnel (candidatos →
// selecionados → encaminhados → aprovados → contratados) counted beside each row.
import { eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import {
  contratos,
  grausEscolaridade,
  municipios,
  parceiros,
  profissoes,
  unidades,
  vagas,
} from '../../db/schema';
import type { Executor } from '../../shared/executor';
import { versionados } from '../../shared/esquemas';
import { busca } from '../../shared/lista';
import { nomeDoParceiro } from '../../shared/parceiro';
import type { LinhaLida } from '../../shared/registro';
import { respostaDaLinha } from '../../shared/campos';
import { CAMPOS_VAGA, STATUS_VAGA_ABERTA } from '../../../src/shared/validation/vagas';
import type { ConsultaVagas, VagaResposta } from './esquemas';

const contar = (tabela: string, condicao = sql``) =>
  sql<number>`(select count(*)::int from ${sql.raw(tabela)} x where x.vaga_id = ${vagas.id} ${condicao})`;

/** The contracts that came from a vacancy (its filled places). */
export const contratosDaVaga = sql<number>`(select count(*)::int from ${contratos} where ${contratos.vagaId} = ${vagas.id})`;

const colunas = {
  ...getTableColumns(vagas),
  parceiroNome: nomeDoParceiro,
  parceiroRazaoSocial: parceiros.razaoSocial,
  unidadeNome: unidades.nome,
  unidadeMunicipio: sql<
    string | null
  >`case when ${municipios.id} is null then null else ${municipios.nome} || '/' || ${municipios.uf} end`,
  profissaoCodigo: profissoes.codigo,
  profissaoNome: profissoes.nome,
  grauEscolaridadeNome: grausEscolaridade.nome,
  candidatos: contar('candidatos'),
  selecionados: contar('candidatos', sql`and x.status = 'selecionado'`),
  encaminhados: contar('encaminhamentos'),
  aprovados: contar('encaminhamentos', sql`and x.status = 'aprovado'`),
  contratados: contratosDaVaga,
};

export const lerVagas = (executor: Executor) =>
  executor
    .select(colunas)
    .from(vagas)
    .innerJoin(parceiros, eq(parceiros.id, vagas.parceiroId))
    .innerJoin(unidades, eq(unidades.id, vagas.unidadeId))
    .leftJoin(municipios, eq(municipios.id, unidades.municipioId))
    .innerJoin(profissoes, eq(profissoes.id, vagas.profissaoId))
    .leftJoin(grausEscolaridade, eq(grausEscolaridade.id, vagas.grauEscolaridadeId));

export type LinhaVaga = LinhaLida<typeof lerVagas>;

export function paraVaga(l: LinhaVaga): VagaResposta {
  return {
    id: l.id,
    ...respostaDaLinha(CAMPOS_VAGA, l),
    parceiro: { id: l.parceiroId, nome: l.parceiroNome, razaoSocial: l.parceiroRazaoSocial },
    unidade: { id: l.unidadeId, nome: l.unidadeNome, municipio: l.unidadeMunicipio },
    profissao: { id: l.profissaoId, codigo: l.profissaoCodigo, nome: l.profissaoNome },
    preenchidas: l.contratados,
    grauEscolaridade:
      l.grauEscolaridadeId === null || l.grauEscolaridadeNome === null
        ? null
        : { id: l.grauEscolaridadeId, nome: l.grauEscolaridadeNome },
    status: l.status,
    funil: {
      candidatos: l.candidatos,
      selecionados: l.selecionados,
      encaminhados: l.encaminhados,
      aprovados: l.aprovados,
      contratados: l.contratados,
    },
    ...versionados(l),
  };
}

/**
 * `q`: the title, the partner's names and the CBO (code or title). An EXISTS for what lives in
 * other tables, so the list's count (the bare table) and its page filter alike.
 */
export function buscaVagas(q: string | undefined): SQL | undefined {
  const termo = busca(q, [
    vagas.titulo,
    parceiros.razaoSocial,
    parceiros.nomeFantasia,
    profissoes.codigo,
    profissoes.nome,
  ]);
  if (!termo) return undefined;
  return sql`exists (select 1 from ${parceiros}, ${profissoes}
    where ${parceiros.id} = ${vagas.parceiroId} and ${profissoes.id} = ${vagas.profissaoId}
    and ${termo})`;
}

export const filtrosVagas = (c: ConsultaVagas): (SQL | undefined)[] => [
  c.status === undefined ? undefined : eq(vagas.status, c.status),
  c.abertas === 'true' ? inArray(vagas.status, [...STATUS_VAGA_ABERTA]) : undefined,
  c.parceiroId === undefined ? undefined : eq(vagas.parceiroId, c.parceiroId),
  c.unidadeId === undefined ? undefined : eq(vagas.unidadeId, c.unidadeId),
  c.profissaoId === undefined ? undefined : eq(vagas.profissaoId, c.profissaoId),
  c.turno === undefined ? undefined : eq(vagas.turno, c.turno),
];
