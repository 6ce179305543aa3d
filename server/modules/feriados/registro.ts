// The organisation's own holidays as an audited record (server/shared/registro): a municipal
// holiday (one day of one IBGE municipality, optionally every year) or a recesso (a range, for
// everyone or for one municipality). National and state holidays are computed, never stored.
import { and, eq, getTableColumns, gte, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { feriados, municipios } from '../../db/schema';
import { versionados } from '../../shared/esquemas';
import { existeId, type Executor } from '../../shared/executor';
import { invalido } from '../../shared/problem';
import { definirRegistro, type LinhaLida, type Preparado } from '../../shared/registro';
import { normalizada } from '../../shared/lista';
import { respostaDaLinha, valoresDosCampos } from '../../shared/campos';
import { validarCampos } from '../../../src/shared/campos';
import { dataIsoValida } from '../../../src/shared/validation/datas';
import {
  CAMPOS_FERIADO,
  diasEntre,
  MENSAGENS_FERIADO as M,
  RECESSO_MAXIMO_DIAS,
} from '../../../src/shared/validation/frequencia';
import type { ConsultaFeriados, CorpoFeriado, FeriadoResposta } from './esquemas';

export const lerFeriados = (executor: Executor) =>
  executor
    .select({
      ...getTableColumns(feriados),
      municipioNome: municipios.nome,
      municipioUf: municipios.uf,
    })
    .from(feriados)
    .leftJoin(municipios, eq(municipios.id, feriados.municipioId));

export type LinhaFeriado = LinhaLida<typeof lerFeriados>;

export const paraFeriado = (l: LinhaFeriado): FeriadoResposta => ({
  id: l.id,
  ...respostaDaLinha(CAMPOS_FERIADO, l),
  dataInicio: l.dataInicio,
  dataFim: l.dataFim,
  municipio:
    l.municipioId === null
      ? null
      : { id: l.municipioId, nome: l.municipioNome ?? '', uf: l.municipioUf ?? '' },
  ativo: l.ativo,
  ...versionados(l),
});

/**
 * The declared rules (CAMPOS_FERIADO) and the holiday's own, every wrong field in one 400: a
 * municipal holiday is one day of a municipality, a recesso at most 90 days and never yearly.
 */
export async function prepararFeriado(app: FastifyInstance, corpo: CorpoFeriado) {
  const erros: Record<string, string> = validarCampos(CAMPOS_FERIADO, corpo);
  const inicio = corpo.dataInicio;
  const fim = corpo.dataFim ?? inicio;
  if (!dataIsoValida(inicio)) erros.dataInicio = M.informeData;
  if (!dataIsoValida(fim)) erros.dataFim = M.informeData;
  else if (fim < inicio) erros.dataFim = M.fimAntesDoInicio;
  // Absent, anual is false (its `padrao`) on an update too: the body is the whole holiday.
  const { municipioId, anual, nome } = valoresDosCampos(CAMPOS_FERIADO, corpo);
  if (corpo.tipo === 'municipal') {
    if (municipioId === null) erros.municipioId = M.informeMunicipio;
    if (!erros.dataFim && fim !== inicio) erros.dataFim = M.municipalUmDia;
  } else {
    if (anual) erros.anual = M.recessoAnual;
    if (
      !erros.dataFim &&
      !erros.dataInicio &&
      diasEntre(inicio, fim).length > RECESSO_MAXIMO_DIAS
    ) {
      erros.dataFim = M.recessoLongo;
    }
  }
  if (municipioId !== null && !(await existeId(app.db, municipios, municipioId))) {
    erros.municipioId = M.municipioInexistente;
  }
  if (Object.keys(erros).length > 0) throw invalido(erros);
  return { tipo: corpo.tipo, nome, dataInicio: inicio, dataFim: fim, municipioId, anual };
}

/** The list's `ano`: rows that touch the year, and the yearly ones that started by then. */
const noAno = (ano: number | undefined) =>
  ano === undefined
    ? undefined
    : or(
        and(lte(feriados.dataInicio, `${ano}-12-31`), gte(feriados.dataFim, `${ano}-01-01`)),
        and(eq(feriados.anual, true), lte(feriados.dataInicio, `${ano}-12-31`)),
      );

export const feriado = definirRegistro<
  LinhaFeriado,
  FeriadoResposta,
  ConsultaFeriados,
  CorpoFeriado,
  Preparado<typeof prepararFeriado>
>({
  tabela: feriados,
  entidade: 'feriado',
  naoEncontrado: M.naoEncontrado,
  ler: lerFeriados,
  resposta: paraFeriado,
  preparar: (app, corpo) => prepararFeriado(app, corpo),
  lista: {
    filtros: (c) => [
      c.tipo === undefined ? undefined : eq(feriados.tipo, c.tipo),
      c.municipioId === undefined ? undefined : eq(feriados.municipioId, c.municipioId),
      noAno(c.ano),
    ],
    // The municipality's name through a subquery: the kit counts the list on the table alone
    // (without lerFeriados' join), and a bare municipios.nome there was SQLSTATE 42P01 (issue 31).
    busca: {
      textos: [
        feriados.nome,
        sql`(select ${municipios.nome} from ${municipios} where ${municipios.id} = ${feriados.municipioId})`,
      ],
    },
    ordenacoes: {
      dataInicio: feriados.dataInicio,
      nome: normalizada(feriados.nome),
      tipo: feriados.tipo,
    },
    ordenacaoPadrao: 'dataInicio',
  },
  exportacao: {
    nomeArquivo: 'feriados',
    colunas: () => [
      { titulo: 'Tipo', valor: (f) => (f.tipo === 'municipal' ? 'Municipal' : 'Recesso') },
      { titulo: 'Nome', valor: (f) => f.nome },
      { titulo: 'Início', valor: (f) => f.dataInicio, tipo: 'data' },
      { titulo: 'Fim', valor: (f) => f.dataFim, tipo: 'data' },
      { titulo: 'Município', valor: (f) => f.municipioNome },
      { titulo: 'UF', valor: (f) => f.municipioUf },
      { titulo: 'Todo ano', valor: (f) => f.anual },
      { titulo: 'Ativo', valor: (f) => f.ativo },
    ],
  },
});
