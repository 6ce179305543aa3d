// One shape for every report (issue 14): a report declares its filters, its row and summary
// schemas, its columns and how to read a page, the count and the summary; the kit gives it the
// route `GET /api/relatorios/<caminho>` answering the list convention plus `resumo`, and the same
// URL with `formato=csv|xlsx|pdf` for the whole report (no page limit) with its filters written
// above the table and its summary below. CSV and XLSX stream in batches (150,000 rows never sit in
// memory); a PDF is laid out whole by pdfmake, so it stops at LIMITE_PDF rows with a 422 that
// says to filter or take a spreadsheet (docs/API-RELATORIOS.md).
import { comoArquivo } from '../../shared/arquivo';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type, type TObject, type TProperties, type TSchema } from 'typebox';
import { dataLocal } from '../../../src/shared/validation/datas';
import { linhas, type Database } from '../../db/client';
import {
  emLotes,
  enviarExportacao,
  type ColunaExportacao,
  type Moldura,
} from '../../shared/exportacao';
import { celulaCsv } from '../../shared/exportacao/csv';
import { PAGE_SIZE_PADRAO, paginacao, respostaLista } from '../../shared/lista';
import { documentoPadrao, enviarPdf, formatarGeradoEm } from '../../shared/pdf';
import { podeVerCpf } from '../../shared/periodo';
import type { AppTypebox } from '../../shared/plugin';
import { problema, respostasDeErro } from '../../shared/problem';
import type { UsuarioAutenticado } from '../../tipos-fastify';
import { escopoDe, type Escopo, type RecursoComEscopo } from '../../shared/escopo';

/** A PDF is built whole in memory: above this many rows, a spreadsheet is the right tool. */
export const LIMITE_PDF = 5000;

export const mensagemLimitePdf = (total: number) =>
  `O relatório tem ${total.toLocaleString('pt-BR')} linhas e o PDF vai até ${LIMITE_PDF.toLocaleString('pt-BR')}: use CSV ou XLSX, ou filtre mais.`;

/** What a report sees of the request: its filters, today, and whether whole CPFs may be shown. */
export interface Pedido<F> {
  app: FastifyInstance;
  filtros: F;
  hoje: string;
  verCpf: boolean;
  usuario: UsuarioAutenticado;
  /** The reader's classes (shared/escopo): a class-bound report keeps its rows to them. */
  escopo: Escopo;
}

/** A report opened for one request (a missing class is a 404 here, before any row is read). */
export interface RelatorioAberto<L, R> {
  pagina(limite: number, deslocamento: number): Promise<L[]>;
  total(): Promise<number>;
  resumo(): Promise<R>;
  /** The filters in words, for the file's header: "Turma: T-2026-01", "Período: …". */
  filtrosDescritos: string[];
  /** The summary in words, for the file's last lines. */
  resumoDescrito(resumo: R): string[];
}

export interface DefinicaoRelatorio<F, L, R> {
  /** Path under /api/relatorios (with `{id}` when the report names a record). */
  caminho: string;
  operationId: string;
  titulo: string;
  descricao: string;
  /** Path parameters (only por-turma has one). */
  parametros?: TObject;
  filtros: TProperties;
  Linha: TSchema;
  Resumo: TSchema;
  colunas: (verCpf: boolean) => ColunaExportacao<L>[];
  abrir: (pedido: Pedido<F>) => Promise<RelatorioAberto<L, R>>;
  /** The record rule: which filter or path field names a class-bound record (plugins/escopo). */
  escopo?: Readonly<Record<string, RecursoComEscopo>>;
  /** Errors besides 400/401/403 and the PDF's 422. */
  erros?: readonly 404[];
}

const Formato = Type.Union([Type.Literal('csv'), Type.Literal('xlsx'), Type.Literal('pdf')], {
  description:
    'Sem formato, a página em JSON; com csv, xlsx ou pdf, o relatório inteiro em arquivo.',
  errorMessage: 'Use csv, xlsx ou pdf',
});

function moldura<R>(
  titulo: string,
  aberto: RelatorioAberto<unknown, R>,
  resumo: R,
  agora: Date,
): Moldura {
  return {
    antes: [
      titulo,
      ...(aberto.filtrosDescritos.length > 0 ? aberto.filtrosDescritos : ['Sem filtros']),
      `Gerado em ${formatarGeradoEm(agora)}`,
    ],
    depois: aberto.resumoDescrito(resumo),
  };
}

/** A cell as the PDF prints it: the CSV's pt-BR text without its quoting. */
function textoPdf(
  valor: ReturnType<ColunaExportacao<unknown>['valor']>,
  tipo: ColunaExportacao<unknown>['tipo'],
) {
  const texto = celulaCsv(valor, tipo);
  return texto.startsWith('"') ? texto.slice(1, -1).replace(/""/g, '"') : texto.replace(/^'/, '');
}

export function rotaDeRelatorio<F, L, R>(app: AppTypebox, def: DefinicaoRelatorio<F, L, R>) {
  const Consulta = Type.Object({
    ...paginacao,
    formato: Type.Optional(Formato),
    ...def.filtros,
  });
  const Resposta = Type.Object({
    ...respostaLista(def.Linha).properties,
    resumo: def.Resumo,
    filtrosDescritos: Type.Array(Type.String(), {
      description: 'Os filtros em palavras, como o arquivo os imprime no cabeçalho.',
    }),
    resumoDescrito: Type.Array(Type.String(), {
      description: 'O resumo em palavras, como o arquivo o imprime no fim.',
    }),
  });
  app.get(
    `/api/relatorios/${def.caminho}`,
    {
      config: {
        permissao: 'relatorios:ler',
        ...(def.escopo ? { escopo: def.escopo } : {}),
      },
      schema: {
        operationId: def.operationId,
        tags: ['relatorios'],
        summary: def.titulo,
        description: `${def.descricao} Com formato=csv|xlsx|pdf, o relatório inteiro com os filtros no cabeçalho e o resumo no fim; o PDF vai até ${LIMITE_PDF} linhas (422 acima disso).`,
        ...(def.parametros ? { params: def.parametros } : {}),
        querystring: Consulta,
        response: {
          200: comoArquivo(Resposta, 'csv', 'xlsx', 'pdf'),
          ...respostasDeErro(400, 401, 403, 422, ...(def.erros ?? [])),
        },
      },
    },
    async (request, reply) => {
      const consulta = request.query;
      const { page = 1, pageSize = PAGE_SIZE_PADRAO, formato, ...resto } = consulta;
      const filtros = { ...resto, ...(request.params as object) } as F;
      const agora = app.agora();
      const verCpf = podeVerCpf(request.usuario);
      const aberto = await def.abrir({
        app,
        filtros,
        hoje: dataLocal(agora),
        verCpf,
        usuario: request.usuario,
        escopo: await escopoDe(app.db, request),
      });
      const colunas = def.colunas(verCpf);
      const nomeArquivo = `relatorio-${def.caminho.split('/')[0]}`;
      if (formato === 'csv' || formato === 'xlsx') {
        const resumo = await aberto.resumo();
        return enviarExportacao(reply, {
          formato,
          nomeArquivo,
          colunas,
          linhas: emLotes((deslocamento, limite) => aberto.pagina(limite, deslocamento)),
          moldura: moldura(def.titulo, aberto, resumo, agora),
        });
      }
      if (formato === 'pdf') {
        const total = await aberto.total();
        if (total > LIMITE_PDF) throw problema(422, mensagemLimitePdf(total));
        const [linhas, resumo] = await Promise.all([aberto.pagina(LIMITE_PDF, 0), aberto.resumo()]);
        const { antes, depois } = moldura(def.titulo, aberto, resumo, agora);
        const corpo = [
          colunas.map((c) => ({ text: c.titulo, style: 'cabecalhoTabela' })),
          ...linhas.map((l) => colunas.map((c) => textoPdf(c.valor(l), c.tipo ?? 'texto'))),
        ];
        return enviarPdf(
          reply,
          nomeArquivo,
          documentoPadrao(
            def.titulo,
            [
              { text: antes.slice(1, -1).join('\n'), style: 'subtitulo' },
              linhas.length === 0
                ? { text: 'Nenhuma linha com estes filtros.' }
                : {
                    table: { headerRows: 1, body: corpo },
                    layout: 'lightHorizontalLines',
                    fontSize: colunas.length > 7 ? 7 : 8,
                  },
              { text: 'Resumo', style: 'secao' },
              { ul: depois },
            ],
            { geradoEm: agora },
          ),
        );
      }
      const [data, total, resumo] = await Promise.all([
        aberto.pagina(pageSize, (page - 1) * pageSize),
        aberto.total(),
        aberto.resumo(),
      ]);
      return {
        data,
        total,
        page,
        pageSize,
        resumo,
        filtrosDescritos: aberto.filtrosDescritos,
        resumoDescrito: aberto.resumoDescrito(resumo),
      };
    },
  );
}

// ---- Helpers the reports share ---------------------------------------------------------------

// Presence as the attendance screens show it ('92%', '—' without a day taken): one formatter.
export { formatarPercentual } from '../../../src/shared/format/percentual';

export const IdFiltro = (description: string) =>
  Type.Optional(Type.Integer({ minimum: 1, description, errorMessage: 'Identificador inválido' }));

/**
 * Page, count and summary over one row set (an SQL select without ORDER BY): a report writes its
 * rows once and reads them three ways, so the page, the total and the summary always agree. The
 * summary is `agregados` over the rows (aliased `r`), read into the report's figures by `ler`.
 */
export function sobreConjunto<L, R>(
  db: Database,
  conjunto: SQL,
  ordem: SQL,
  mapear: (linha: Record<string, unknown>) => L,
  resumo: { agregados: SQL; ler: (agregado: Record<string, unknown>) => R },
): Pick<RelatorioAberto<L, R>, 'pagina' | 'total' | 'resumo'> {
  return {
    pagina: async (limite, deslocamento) =>
      linhas<Record<string, unknown>>(
        await db.execute(
          sql`SELECT * FROM (${conjunto}) r ORDER BY ${ordem} LIMIT ${limite} OFFSET ${deslocamento}`,
        ),
      ).map(mapear),
    total: async () =>
      Number(
        linhas<{ n: number | string }>(
          await db.execute(sql`SELECT count(*)::int AS n FROM (${conjunto}) r`),
        )[0]?.n ?? 0,
      ),
    resumo: async () => {
      const [agregado] = linhas<Record<string, unknown>>(
        await db.execute(sql`SELECT ${resumo.agregados} FROM (${conjunto}) r`),
      );
      // An aggregate without GROUP BY always answers one row.
      return resumo.ler(agregado ?? {});
    },
  };
}

export const numero = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

/** An average of days as the summaries show it: one decimal, null over no rows. */
export const mediaDeDias = (v: unknown) =>
  v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10;

/** That average in words ('12,5 dias', '—' over no rows). */
export const descreverDias = (media: number | null) =>
  media === null ? '—' : `${media.toLocaleString('pt-BR')} dias`;

/** The tables a filter may name by id, and the column that names a row, for the file's header. */
const NOMES = {
  situacoes_aprendiz: 'nome',
  cursos: 'nome',
  municipios: 'nome',
  motivos_afastamento: 'nome',
  parceiros: 'razao_social',
  unidades: 'nome',
  turmas: 'codigo',
  aprendizes: 'nome',
} as const;

export async function nomeDe(
  db: Database,
  tabela: keyof typeof NOMES,
  id: number,
): Promise<string> {
  // Table and column come from the map above, never from the request; the id is a parameter.
  const [linha] = linhas<{ nome: string }>(
    await db.execute(
      sql`SELECT ${sql.raw(NOMES[tabela])} AS nome FROM ${sql.raw(tabela)} WHERE id = ${id}`,
    ),
  );
  return linha?.nome ?? `nº ${id}`;
}

/** A filter that names a record by id, in words for the file's header ("Curso: Administração"). */
export async function descreverRegistro(
  db: Database,
  rotulo: string,
  tabela: keyof typeof NOMES,
  id: number | null | undefined,
): Promise<string[]> {
  return id ? [`${rotulo}: ${await nomeDe(db, tabela, id)}`] : [];
}
