// How a contract is read and shown: the seed's names in the API (CAMPOS maps them to the columns,
// for the audit trail too), money in reais, the apprentice as every period list shows them (CPF
// masked without aprendizes:ver-cpf), and the status as of today: a running contract whose término
// has passed is `encerrado` in every answer, list, count and export, with no one acting.
import { and, eq, getTableColumns, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  aprendizes,
  contratos,
  parceiros,
  profissoes,
  situacoesAprendiz,
  unidades,
  usuarios,
} from '../../db/schema';
import type { Executor } from '../../shared/executor';
import { versionados } from '../../shared/esquemas';
import { busca } from '../../shared/lista';
import {
  colunasAprendiz,
  documentosDoAprendiz,
  juntarSituacao,
  paraAprendizResumo,
  textosDoAprendiz,
} from '../../shared/periodo';
import { nomeDoParceiro } from '../../shared/parceiro';
import type { LinhaLida } from '../../shared/registro';
import { respostaDaLinha } from '../../shared/campos';
import { colunasDe } from '../../../src/shared/campos';
import {
  diasRestantes,
  CAMPOS_CONTRATO,
  emCurso,
  STATUS_EM_CURSO,
  statusEfetivo,
  type StatusContrato,
} from '../../../src/shared/validation/contratos';
import type { ConsultaContratos, ContratoResposta } from './esquemas';
import { somarDias } from '../../../src/shared/validation/datas';

/** Seed field name (and product field) -> column property: answers and the audit trail. */
export const CAMPOS = {
  numero: 'numero',
  ...colunasDe(CAMPOS_CONTRATO),
  Con_DiasPratica: 'diasPratica',
  status: 'status',
} as const satisfies Record<string, keyof typeof contratos.$inferSelect>;

const criador = alias(usuarios, 'criador');
const encerrador = alias(usuarios, 'encerrador');

const colunas = {
  ...getTableColumns(contratos),
  ...colunasAprendiz,
  aprendizDataNascimento: aprendizes.dataNascimento,
  aprendizPcd: aprendizes.pcd,
  parceiroRazaoSocial: parceiros.razaoSocial,
  parceiroNome: nomeDoParceiro,
  unidadeNome: unidades.nome,
  profissaoNome: profissoes.nome,
  criadorNome: criador.nome,
  encerradorNome: encerrador.nome,
};

export const lerContratos = (executor: Executor) =>
  executor
    .select(colunas)
    .from(contratos)
    .innerJoin(aprendizes, eq(aprendizes.id, contratos.aprendizId))
    .innerJoin(situacoesAprendiz, juntarSituacao)
    .innerJoin(parceiros, eq(parceiros.id, contratos.parceiroId))
    .leftJoin(unidades, eq(unidades.id, contratos.unidadeId))
    .leftJoin(profissoes, eq(profissoes.codigo, contratos.cbo))
    .leftJoin(criador, eq(criador.id, contratos.criadoPor))
    .leftJoin(encerrador, eq(encerrador.id, contratos.encerradoPor));

export type LinhaContrato = LinhaLida<typeof lerContratos>;

/** The stored contract in the API's Con_* words: the answer's fields, and an update's base body. */
export const dadosDoContrato = (l: LinhaContrato) => ({
  ...respostaDaLinha(CAMPOS_CONTRATO, l),
  Con_DiasPratica: l.diasPratica,
});

export function paraContrato(l: LinhaContrato, hoje: string, verCpf: boolean): ContratoResposta {
  const status = statusEfetivo(l.status, l.dataTermino, hoje);
  return {
    id: l.id,
    numero: l.numero,
    ...dadosDoContrato(l),
    status,
    statusGravado: l.status,
    aguardandoEncerramento: status === 'encerrado' && emCurso(l.status),
    diasRestantes: emCurso(status) ? diasRestantes(l.dataTermino, hoje) : null,
    vagaId: l.vagaId,
    encaminhamentoId: l.encaminhamentoId,
    aprendiz: paraAprendizResumo(l, verCpf),
    parceiro: { id: l.parceiroId, nome: l.parceiroNome, razaoSocial: l.parceiroRazaoSocial },
    unidade:
      l.unidadeId === null || l.unidadeNome === null
        ? null
        : { id: l.unidadeId, nome: l.unidadeNome },
    profissao:
      l.cbo === null || l.profissaoNome === null ? null : { codigo: l.cbo, nome: l.profissaoNome },
    criadoPor:
      l.criadoPor === null || l.criadorNome === null
        ? null
        : { id: l.criadoPor, nome: l.criadorNome },
    encerramento:
      l.encerradoEm === null
        ? null
        : {
            em: l.encerradoEm.toISOString(),
            por:
              l.encerradoPor === null || l.encerradorNome === null
                ? null
                : { id: l.encerradoPor, nome: l.encerradorNome },
          },
    ...versionados(l),
  };
}

// ---- Filters that know what day it is ----------------------------------------------------------------

const emCursoGravado = inArray(contratos.status, [...STATUS_EM_CURSO]);

/** The contracts whose status, as of `hoje`, is `status` (what people see, not only what is stored). */
export function filtroStatus(status: StatusContrato | undefined, hoje: string): SQL | undefined {
  switch (status) {
    case undefined:
      return undefined;
    case 'vigente':
    case 'prorrogado':
      return and(eq(contratos.status, status), gte(contratos.dataTermino, hoje));
    case 'encerrado':
      return or(
        eq(contratos.status, 'encerrado'),
        and(emCursoGravado, lt(contratos.dataTermino, hoje)),
      );
    case 'rescindido':
      return eq(contratos.status, 'rescindido');
  }
}

/** Running contracts that end between today and N days from now. */
export const filtroVenceEm = (dias: number | undefined, hoje: string): SQL | undefined =>
  dias === undefined
    ? undefined
    : and(
        emCursoGravado,
        gte(contratos.dataTermino, hoje),
        lte(contratos.dataTermino, somarDias(hoje, dias)),
      );

/** Stored as running, and its término has passed: what POST /api/contratos/encerrar closes. */
export const aguardandoEncerramento = (hoje: string) =>
  and(emCursoGravado, lt(contratos.dataTermino, hoje));

/**
 * `q`: the apprentice's name or social name, the partner's names and the número; CPF digits only
 * for a reader who may see CPFs (searching by them would reveal them). An EXISTS, so the list's
 * count (the bare table) and its page (with joins) filter alike.
 */
export function buscaContratos(q: string | undefined, verCpf: boolean): SQL | undefined {
  const termo = busca(
    q,
    [...textosDoAprendiz, parceiros.razaoSocial, parceiros.nomeFantasia, contratos.numero],
    documentosDoAprendiz(verCpf),
  );
  if (!termo) return undefined;
  return sql`exists (select 1 from ${aprendizes}, ${parceiros}
    where ${aprendizes.id} = ${contratos.aprendizId} and ${parceiros.id} = ${contratos.parceiroId}
    and ${termo})`;
}

export function filtrosContratos(
  c: ConsultaContratos,
  hoje: string,
  pendentes?: readonly number[],
): (SQL | undefined)[] {
  return [
    c.pendenciasLegais === 'true'
      ? pendentes && pendentes.length > 0
        ? inArray(contratos.id, [...pendentes])
        : sql`false`
      : undefined,
    filtroStatus(c.status, hoje),
    c.Con_TipoContrato === undefined ? undefined : eq(contratos.tipo, c.Con_TipoContrato),
    c.parceiroId === undefined ? undefined : eq(contratos.parceiroId, c.parceiroId),
    c.aprendizId === undefined ? undefined : eq(contratos.aprendizId, c.aprendizId),
    c.unidadeId === undefined ? undefined : eq(contratos.unidadeId, c.unidadeId),
    filtroVenceEm(c.venceEmDias, hoje),
    c.aguardandoEncerramento === 'true' ? aguardandoEncerramento(hoje) : undefined,
  ];
}
