// The lists across contracts: every extension (GET /api/contratos/prorrogacoes) and every
// termination (GET /api/contratos/rescisoes), with their period, partner and reason filters, paging,
// sort and export; each row names its contract and apprentice (CPF masked unless the reader may
// see it; `q` matches CPF digits only for such a reader).
import { and, count, eq, gte, lte, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  aprendizes,
  contratos,
  motivosDesligamento,
  parceiros,
  prorrogacoes,
  rescisoes,
  situacoesAprendiz,
  usuarios,
} from '../../db/schema';
import type { ColunaExportacao } from '../../shared/exportacao';
import { emLotes } from '../../shared/exportacao';
import { ordenacao, pagina, umaPagina, type Ordenavel } from '../../shared/lista';
import {
  colunasAprendiz,
  juntarSituacao,
  paraAprendizResumo,
  type LinhaAprendiz,
} from '../../shared/periodo';
import { nomeDoParceiro } from '../../shared/parceiro';
import type { LinhaLida } from '../../shared/registro';
import { statusEfetivo } from '../../../src/shared/validation/contratos';
import { buscaContratos } from './leitura';
import type {
  ConsultaProrrogacoes,
  ConsultaRescisoes,
  ProrrogacaoResposta,
  RescisaoResposta,
} from './esquemas';

const autor = alias(usuarios, 'autor');

const doContrato = {
  contratoNumero: contratos.numero,
  contratoTipo: contratos.tipo,
  contratoStatus: contratos.status,
  contratoTermino: contratos.dataTermino,
  parceiroId: contratos.parceiroId,
  parceiroNome: nomeDoParceiro,
  usuarioId: autor.id,
  usuarioNome: autor.nome,
  ...colunasAprendiz,
};

interface LinhaDoContrato extends LinhaAprendiz {
  contratoId: number;
  contratoNumero: string;
  contratoTipo: string;
  contratoStatus: string;
  contratoTermino: string;
  parceiroId: number;
  parceiroNome: string;
  usuarioId: number | null;
  usuarioNome: string | null;
}

const resumoDoContrato = (l: LinhaDoContrato, hoje: string, verCpf: boolean) => ({
  id: l.contratoId,
  numero: l.contratoNumero,
  Con_TipoContrato: l.contratoTipo,
  status: statusEfetivo(l.contratoStatus, l.contratoTermino, hoje),
  aprendiz: paraAprendizResumo(l, verCpf),
  parceiro: { id: l.parceiroId, nome: l.parceiroNome },
});

/** An event export's first columns: its contract, the apprentice (CPF as the caller may see it), the company. */
const colunasDoContrato = <L extends LinhaDoContrato>(verCpf: boolean): ColunaExportacao<L>[] => [
  { titulo: 'Contrato', valor: (l) => l.contratoNumero },
  { titulo: 'Aprendiz', valor: (l) => l.aprendizNome },
  { titulo: 'CPF', valor: (l) => paraAprendizResumo(l, verCpf).cpf },
  { titulo: 'Empresa', valor: (l) => l.parceiroNome },
];

const usuarioDe = (l: LinhaDoContrato) =>
  l.usuarioId === null || l.usuarioNome === null ? null : { id: l.usuarioId, nome: l.usuarioNome };

type Evento = typeof prorrogacoes | typeof rescisoes;

/** What every contract event reads: its id, contract and time, and its contract's columns. */
const doEvento = (evento: Evento) => ({
  id: evento.id,
  contratoId: evento.contratoId,
  criadoEm: evento.criadoEm,
  ...doContrato,
});

/** An event's select with its contract, company, apprentice (and situação) and author joined. */
const comContrato = <Q extends PgSelect>(consulta: Q, evento: Evento) =>
  consulta
    .innerJoin(contratos, eq(contratos.id, evento.contratoId))
    .innerJoin(parceiros, eq(parceiros.id, contratos.parceiroId))
    .innerJoin(aprendizes, eq(aprendizes.id, contratos.aprendizId))
    .innerJoin(situacoesAprendiz, juntarSituacao)
    .leftJoin(autor, eq(autor.id, evento.usuarioId));

/** What every contract event answers: its id, contract (summed up), author and time. */
const paraEvento = (
  l: LinhaDoContrato & { id: number; criadoEm: Date },
  hoje: string,
  verCpf: boolean,
) => ({
  id: l.id,
  contratoId: l.contratoId,
  usuario: usuarioDe(l),
  contrato: resumoDoContrato(l, hoje, verCpf),
  criadoEm: l.criadoEm.toISOString(),
});

/**
 * The two lists of a contract's events (extensions, terminations) read one way: under the list's
 * filter and order, a page with the count (of the events joined to their contract, where the
 * common filters look), or every row in batches for the export.
 */
function listaDeEventos<L, C extends { page?: number; pageSize?: number }, R>(evento: {
  tabela: Evento;
  ler: (db: Database) => { where(onde: SQL | undefined): Ordenavel<L> };
  filtro: (c: C, verCpf: boolean) => SQL | undefined;
  ordem: (c: C) => SQL[];
  para: (l: L, hoje: string, verCpf: boolean) => R;
}) {
  return {
    listar: async (db: Database, c: C, hoje: string, verCpf: boolean) => {
      const onde = evento.filtro(c, verCpf);
      const { page, pageSize, limit, offset } = pagina(c);
      const [linhas, [total]] = await Promise.all([
        umaPagina(evento.ler(db).where(onde), evento.ordem(c), { limit, offset }),
        db
          .select({ n: count() })
          .from(evento.tabela)
          .innerJoin(contratos, eq(contratos.id, evento.tabela.contratoId))
          .where(onde),
      ]);
      return {
        data: linhas.map((l) => evento.para(l, hoje, verCpf)),
        total: total?.n ?? 0,
        page,
        pageSize,
      };
    },
    lotes: (db: Database, c: C, verCpf: boolean) =>
      emLotes((offset, limit) =>
        umaPagina(evento.ler(db).where(evento.filtro(c, verCpf)), evento.ordem(c), {
          limit,
          offset,
        }),
      ),
  };
}

// ---- Extensions ------------------------------------------------------------------------------------------

const lerProrrogacoes = (db: Database) =>
  comContrato(
    db
      .select({
        ...doEvento(prorrogacoes),
        dataTerminoAnterior: prorrogacoes.dataTerminoAnterior,
        novaDataTermino: prorrogacoes.novaDataTermino,
        motivo: prorrogacoes.motivo,
      })
      .from(prorrogacoes)
      .$dynamic(),
    prorrogacoes,
  );

type LinhaProrrogacao = LinhaLida<typeof lerProrrogacoes>;

const filtroComum = (
  c: {
    contratoId?: number | undefined;
    parceiroId?: number | undefined;
    aprendizId?: number | undefined;
    q?: string | undefined;
  },
  verCpf: boolean,
): (SQL | undefined)[] => [
  c.contratoId === undefined ? undefined : eq(contratos.id, c.contratoId),
  c.parceiroId === undefined ? undefined : eq(contratos.parceiroId, c.parceiroId),
  c.aprendizId === undefined ? undefined : eq(contratos.aprendizId, c.aprendizId),
  buscaContratos(c.q, verCpf),
];

function filtroProrrogacoes(c: ConsultaProrrogacoes, verCpf: boolean) {
  return and(
    c.de === undefined ? undefined : gte(prorrogacoes.dataTerminoAnterior, c.de),
    c.ate === undefined ? undefined : lte(prorrogacoes.dataTerminoAnterior, c.ate),
    ...filtroComum(c, verCpf),
  );
}

const ordemProrrogacoes = (c: ConsultaProrrogacoes) =>
  ordenacao<'dataTerminoAnterior' | 'novaDataTermino' | 'criadoEm'>(
    c.sort,
    {
      dataTerminoAnterior: prorrogacoes.dataTerminoAnterior,
      novaDataTermino: prorrogacoes.novaDataTermino,
      criadoEm: prorrogacoes.criadoEm,
    },
    '-criadoEm',
    prorrogacoes.id,
  );

const prorrogacoesDaLista = listaDeEventos({
  tabela: prorrogacoes,
  ler: lerProrrogacoes,
  filtro: filtroProrrogacoes,
  ordem: ordemProrrogacoes,
  para: (l, hoje, verCpf): ProrrogacaoResposta => ({
    ...paraEvento(l, hoje, verCpf),
    dataTerminoAnterior: l.dataTerminoAnterior,
    novaDataTermino: l.novaDataTermino,
    motivo: l.motivo,
  }),
});
export const listarProrrogacoes = prorrogacoesDaLista.listar;
export const lotesProrrogacoes = prorrogacoesDaLista.lotes;

export const colunasProrrogacoes = (verCpf: boolean): ColunaExportacao<LinhaProrrogacao>[] => [
  ...colunasDoContrato(verCpf),
  { titulo: 'Término anterior', valor: (l) => l.dataTerminoAnterior, tipo: 'data' },
  { titulo: 'Novo término', valor: (l) => l.novaDataTermino, tipo: 'data' },
  { titulo: 'Motivo', valor: (l) => l.motivo },
  { titulo: 'Prorrogado por', valor: (l) => l.usuarioNome },
  { titulo: 'Prorrogado em', valor: (l) => l.criadoEm, tipo: 'data' },
];

// ---- Terminations ----------------------------------------------------------------------------------------

const lerRescisoes = (db: Database) =>
  comContrato(
    db
      .select({
        ...doEvento(rescisoes),
        data: rescisoes.data,
        observacoes: rescisoes.observacoes,
        motivoId: motivosDesligamento.id,
        motivoCodigo: motivosDesligamento.codigo,
        motivoNome: motivosDesligamento.nome,
        motivoAntecipado: motivosDesligamento.antecipado,
      })
      .from(rescisoes)
      .innerJoin(motivosDesligamento, eq(motivosDesligamento.id, rescisoes.motivoDesligamentoId))
      .$dynamic(),
    rescisoes,
  );

type LinhaRescisao = LinhaLida<typeof lerRescisoes>;

function filtroRescisoes(c: ConsultaRescisoes, verCpf: boolean) {
  return and(
    c.de === undefined ? undefined : gte(rescisoes.data, c.de),
    c.ate === undefined ? undefined : lte(rescisoes.data, c.ate),
    c.motivoDesligamentoId === undefined
      ? undefined
      : eq(rescisoes.motivoDesligamentoId, c.motivoDesligamentoId),
    ...filtroComum(c, verCpf),
  );
}

const ordemRescisoes = (c: ConsultaRescisoes) =>
  ordenacao<'data' | 'criadoEm'>(
    c.sort,
    { data: rescisoes.data, criadoEm: rescisoes.criadoEm },
    '-data',
    rescisoes.id,
  );

const rescisoesDaLista = listaDeEventos({
  tabela: rescisoes,
  ler: lerRescisoes,
  filtro: filtroRescisoes,
  ordem: ordemRescisoes,
  para: (l, hoje, verCpf): RescisaoResposta => ({
    ...paraEvento(l, hoje, verCpf),
    data: l.data,
    motivoDesligamento: {
      id: l.motivoId,
      codigo: l.motivoCodigo,
      nome: l.motivoNome,
      antecipado: l.motivoAntecipado,
    },
    observacoes: l.observacoes,
  }),
});
export const listarRescisoes = rescisoesDaLista.listar;
export const lotesRescisoes = rescisoesDaLista.lotes;

export const colunasRescisoes = (verCpf: boolean): ColunaExportacao<LinhaRescisao>[] => [
  ...colunasDoContrato(verCpf),
  { titulo: 'Data', valor: (l) => l.data, tipo: 'data' },
  { titulo: 'Motivo', valor: (l) => l.motivoNome },
  { titulo: 'Observações', valor: (l) => l.observacoes },
  { titulo: 'Rescindido por', valor: (l) => l.usuarioNome },
];
