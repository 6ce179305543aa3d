// The concurrent-work scenario of `npm run bench` (group `concorrencia`, issue 37): what a person
// feels on the list while someone else exports every apprentice and a third imports a spreadsheet.
// While the load generator asks for the list's first page at a steady rate, this process keeps one
// full CSV export and one spreadsheet import running back to back (each started again when it
// ends). The imported rows are marked by their name and deleted afterwards, so the next run finds
// the database with its N apprentices.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { linhas, type Database } from '../server/db/client';
import { digitosVerificadoresCpf } from '../src/shared/validation/documentos';

/** The imported rows' surname: the cleanup deletes by it. */
const MARCA = 'Da Concorrencia Do Bench';

export interface TrabalhoDeFundo {
  exportacoes: number;
  /** Seconds of each finished export (request to last byte). */
  segundosExportacao: number[];
  importacoes: number;
  segundosImportacao: number[];
  /** Answers other than 200 (a shed export or import counts here). */
  falhas: string[];
}

/** A CSV of `linhas` valid rows with CPFs no other round or the seed uses. */
function planilha(linhas: number, rodada: number): string {
  const ano = new Date().getFullYear() - 20;
  const corpo = Array.from({ length: linhas }, (_, i) => {
    // 9 digits from a range the seed's generator does not reach (it starts its CPFs lower).
    const base = String(900_000_000 + (((rodada * linhas + i) * 7919) % 99_000_000)).padStart(
      9,
      '0',
    );
    return [
      `Pessoa ${String(rodada)}-${String(i + 1)} ${MARCA}`,
      base + digitosVerificadoresCpf(base),
      `10/05/${String(ano)}`,
      'São Paulo',
      'SP',
      'Não',
      'Manhã',
      '(11) 98765-4321',
    ].join(';');
  });
  return ['Nome;CPF;Data de nascimento;Município;UF;PcD;Turno escolar;Celular', ...corpo].join(
    '\r\n',
  );
}

/**
 * Starts the export and import loops against `base`; `parar()` lets the running ones finish and
 * answers what they did.
 */
export function iniciarTrabalhoDeFundo(
  base: string,
  token: string,
  linhasImportacao: number,
): { parar: () => Promise<TrabalhoDeFundo> } {
  const estado = { ativo: true };
  const feito: TrabalhoDeFundo = {
    exportacoes: 0,
    segundosExportacao: [],
    importacoes: 0,
    segundosImportacao: [],
    falhas: [],
  };
  const autorizacao = { authorization: `Bearer ${token}` };
  const exportar = async () => {
    while (estado.ativo) {
      const inicio = performance.now();
      const resposta = await fetch(`${base}/api/aprendiz/exportar?formato=csv`, {
        headers: autorizacao,
      });
      // Read to the last byte, as a browser saving the file would.
      const corpo = await resposta.arrayBuffer();
      if (resposta.status !== 200) {
        feito.falhas.push(`exportação: ${String(resposta.status)}`);
        await new Promise((r) => setTimeout(r, 1000));
        continue;
      }
      if (corpo.byteLength === 0) feito.falhas.push('exportação vazia');
      feito.exportacoes += 1;
      feito.segundosExportacao.push((performance.now() - inicio) / 1000);
    }
  };
  const importar = async () => {
    for (let rodada = 1; estado.ativo; rodada += 1) {
      const conteudo = Buffer.from(planilha(linhasImportacao, rodada)).toString('base64');
      const inicio = performance.now();
      const resposta = await fetch(`${base}/api/aprendiz/importar`, {
        method: 'POST',
        headers: { ...autorizacao, 'content-type': 'application/json' },
        body: JSON.stringify({ nome: `concorrencia-${String(rodada)}.csv`, conteudo }),
      });
      const texto = await resposta.text();
      if (resposta.status !== 200) {
        feito.falhas.push(`importação: ${String(resposta.status)} ${texto.slice(0, 120)}`);
        await new Promise((r) => setTimeout(r, 1000));
        continue;
      }
      feito.importacoes += 1;
      feito.segundosImportacao.push((performance.now() - inicio) / 1000);
    }
  };
  const lacos = [exportar(), importar()];
  return {
    parar: async () => {
      estado.ativo = false;
      await Promise.all(lacos);
      return feito;
    },
  };
}

/** Deletes what the import loop wrote (its apprentices, with their history and contacts). */
export async function limparImportados(db: Database): Promise<number> {
  const marcados = sql`SELECT id FROM aprendizes WHERE nome LIKE ${`% ${MARCA}`}`;
  return db.transaction(async (tx) => {
    // The situação history keeps its apprentice (no cascade): it goes first.
    await tx.execute(sql`DELETE FROM aprendiz_situacoes WHERE aprendiz_id IN (${marcados})`);
    return linhas(
      await tx.execute(sql`DELETE FROM aprendizes WHERE id IN (${marcados}) RETURNING id`),
    ).length;
  });
}

const media = (v: number[]) => (v.length ? v.reduce((a, b) => a + b, 0) / v.length : Number.NaN);

/** One line for the report, under the scenario's table. */
export function resumoDoFundo(f: TrabalhoDeFundo, linhasImportacao: number): string {
  const s = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '—');
  return (
    `Trabalho de fundo durante a medida: ${String(f.exportacoes)} exportação(ões) CSV completa(s) ` +
    `(média ${s(media(f.segundosExportacao))} s cada), ${String(f.importacoes)} importação(ões) de ` +
    `${String(linhasImportacao)} linhas (média ${s(media(f.segundosImportacao))} s cada)` +
    (f.falhas.length ? `; falhas: ${f.falhas.join('; ')}` : '; nenhuma falha') +
    '.'
  );
}
