// The import itself: the dry run again (the file may have changed, or the database since), then,
// all or nothing (one transaction on PostgreSQL, undone batches on the embedded one), each valid
// row prepared by the sign-up's own preparation and inserted, a batch per statement, by the
// sign-up's own insertion (rows, contacts, history as Inscrito, audit rows by the importer). Rows
// refused by either check come back with their errors; nothing half-done stays: a failure inside
// the transaction (a CPF registered meanwhile) imports nothing.
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { dataLocal } from '../../../src/shared/validation/datas';
import type { DadosAprendiz } from '../../../src/shared/validation/aprendiz';
import { embutido } from '../../db/client';
import { aprendizes, historicoSituacoes } from '../../db/schema';
import { registrarAuditoria } from '../../shared/auditoria';
import { codigoErroBanco, VIOLACAO_UNICIDADE } from '../../shared/erros-banco';
import type { Executor } from '../../shared/executor';
import type { Planilha } from '../../shared/importacao/planilha';
import { ErroProblema, problema } from '../../shared/problem';
import {
  consultasDoPreparo,
  inserirVariosNaTransacao,
  preparar,
  type AprendizEntrada,
  type LeitorDeCpf,
} from '../aprendizes';
import { colunaDoCampo } from './colunas';
import {
  COLUNA_DA_LINHA,
  validarPlanilha,
  type ErroDeCelula,
  type LinhaValidada,
} from './validacao';

export const CPF_CADASTRADO_DURANTE =
  'Um CPF da planilha foi cadastrado enquanto ela era importada; nada foi importado. Valide o arquivo de novo.';

/** The row's data as POST /api/aprendiz receives it (the dry run has checked what is required). */
function comoEntrada(d: DadosAprendiz): AprendizEntrada {
  return {
    nome: d.nome ?? '',
    nomeSocial: d.nomeSocial ?? null,
    cpf: d.cpf ?? '',
    rg: d.rg ?? null,
    dataNascimento: d.dataNascimento ?? '',
    pcd: d.pcd ?? false,
    tipoDeficiencia: d.tipoDeficiencia ?? null,
    turnoEscolar: d.turnoEscolar ?? null,
    email: d.email ?? null,
    telefone: d.telefone ?? null,
    celular: d.celular ?? null,
    endereco: {
      cep: d.endereco?.cep ?? null,
      logradouro: d.endereco?.logradouro ?? null,
      numero: d.endereco?.numero ?? null,
      complemento: d.endereco?.complemento ?? null,
      bairro: d.endereco?.bairro ?? null,
      municipioId: d.endereco?.municipioId ?? null,
      uf: d.endereco?.uf ?? null,
    },
    responsavel: d.responsavel
      ? {
          nome: d.responsavel.nome ?? null,
          cpf: d.responsavel.cpf ?? null,
          parentesco: d.responsavel.parentesco ?? null,
          telefone: d.responsavel.telefone ?? null,
        }
      : null,
  };
}

/** Rows between two progress reports (and two turns of the event loop, see below). */
export const LOTE_DE_PROGRESSO = 100;

/** Rows per transaction on the embedded database (see `gravar`). */
const LOTE_EMBUTIDO = 10;

export interface ResultadoImportacao {
  importadas: number;
  rejeitadas: { numero: number; nome: string; erros: ErroDeCelula[] }[];
}

const cederAoLaco = () => new Promise<void>((pronto) => setImmediate(pronto));

/**
 * Undoes the batches an embedded-database import committed before one failed: their apprentices
 * (contacts go with them), their situação history, and an 'excluir' entry for each in the trail
 * beside its 'criar' (the trail is append-only), so "nothing was imported" stays true.
 */
async function desfazer(app: FastifyInstance, usuarioId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await app.db.transaction(async (tx) => {
    await tx.delete(historicoSituacoes).where(inArray(historicoSituacoes.aprendizId, ids));
    await tx.delete(aprendizes).where(inArray(aprendizes.id, ids));
    await registrarAuditoria(
      tx,
      ids.map((id) => ({
        usuarioId,
        acao: 'excluir',
        entidade: 'aprendiz',
        entidadeId: id,
        campos: { importacao: { de: 'importado', para: 'desfeita' } },
      })),
    );
  });
}

/**
 * Imports the rows of a dry run: the valid ones are prepared by the sign-up's own preparation and
 * inserted in batches (a row the preparation refuses joins the rejected ones; nothing else stops
 * the others). `aoProgredir(processadas, total)` is called every LOTE_DE_PROGRESSO rows, and after
 * every batch the loop yields to the event loop (setImmediate), so the progress written by the route
 * leaves the socket and other requests run meanwhile.
 *
 * On PostgreSQL the batches share ONE transaction: other requests use other connections. The
 * embedded database has one connection, held by a transaction for as long as it lasts (5,000 rows
 * held it ~27 s, every other person waiting): there batches of LOTE_EMBUTIDO rows each commit on
 * their own, and a failure in a later batch (a CPF registered meanwhile) undoes the earlier ones (`desfazer`), so the
 * outcome is the same: all valid rows, or none. Between two batches, others may see the rows
 * imported so far.
 */
export async function gravar(
  app: FastifyInstance,
  usuarioId: number,
  linhas: LinhaValidada[],
  aoProgredir: (processadas: number, total: number) => void = () => undefined,
): Promise<ResultadoImportacao> {
  const hoje = dataLocal(app.agora());
  const rejeitadas: LinhaValidada[] = linhas.filter((l) => l.erros.length > 0);
  const validas = linhas.filter((l) => l.erros.length === 0);
  const gravadas: number[] = [];
  aoProgredir(0, validas.length);

  // A batch costs a handful of statements whatever its size: the lookups `preparar` needs read once,
  // one CPF check, then one INSERT per table (the record kit's criarVariosNaTransacao).
  const gravarLote = async (tx: Executor, lote: LinhaValidada[]) => {
    const entradas = lote.map((linha) => comoEntrada(linha.dados));
    const consultas = await consultasDoPreparo(tx, entradas);
    const aceitas: Awaited<ReturnType<typeof preparar>>[] = [];
    for (const [i, linha] of lote.entries()) {
      try {
        aceitas.push(
          await preparar(tx, entradas[i] as AprendizEntrada, hoje, undefined, consultas),
        );
      } catch (erro) {
        if (!(erro instanceof ErroProblema) || erro.status !== 400) throw erro;
        rejeitadas.push({
          ...linha,
          erros: Object.entries(erro.errors ?? {}).map(([campo, mensagem]) => ({
            coluna: colunaDoCampo(campo) ?? COLUNA_DA_LINHA,
            mensagem,
          })),
        });
      }
    }
    if (aceitas.length === 0) return [];
    // The dry run saw these CPFs free; one registered since (by a person, or a second import) stops
    // the whole import, as the unique index would, but before the INSERT and in one query.
    const [registrado] = await tx
      .select({ id: aprendizes.id })
      .from(aprendizes)
      .where(
        inArray(
          aprendizes.cpf,
          aceitas.map((a) => a.cpf),
        ),
      )
      .limit(1);
    if (registrado) throw problema(409, CPF_CADASTRADO_DURANTE);
    return inserirVariosNaTransacao(app, tx, usuarioId, aceitas);
  };
  // On the embedded database a batch is a transaction holding the only connection: a handful of
  // rows (each row is a few inserts and reads), so the others wait tens of milliseconds, not
  // seconds. A divisor of LOTE_DE_PROGRESSO, so progress still lands on every 100.
  const tamanho = embutido(app.db) ? LOTE_EMBUTIDO : LOTE_DE_PROGRESSO;
  const lotes = Array.from({ length: Math.ceil(validas.length / tamanho) }, (_, i) =>
    validas.slice(i * tamanho, (i + 1) * tamanho),
  );
  const entreLotes = async (i: number) => {
    const processadas = Math.min(validas.length, (i + 1) * tamanho);
    if (processadas < validas.length) {
      if (processadas % LOTE_DE_PROGRESSO === 0) aoProgredir(processadas, validas.length);
      await cederAoLaco();
    }
  };

  try {
    if (embutido(app.db)) {
      try {
        for (const [i, lote] of lotes.entries()) {
          gravadas.push(...(await app.db.transaction((tx) => gravarLote(tx, lote))));
          await entreLotes(i);
        }
      } catch (erro) {
        await desfazer(app, usuarioId, gravadas.splice(0));
        throw erro;
      }
    } else {
      await app.db.transaction(async (tx) => {
        for (const [i, lote] of lotes.entries()) {
          gravadas.push(...(await gravarLote(tx, lote)));
          await entreLotes(i);
        }
      });
    }
  } catch (erro) {
    if (codigoErroBanco(erro) === VIOLACAO_UNICIDADE) {
      throw problema(409, CPF_CADASTRADO_DURANTE);
    }
    throw erro;
  }
  aoProgredir(validas.length, validas.length);
  return {
    importadas: gravadas.length,
    rejeitadas: rejeitadas
      .sort((a, b) => a.numero - b.numero)
      .map(({ numero, nome, erros }) => ({ numero, nome, erros })),
  };
}

/** The dry run again (the file may have changed, or the database since), then `gravar`. */
export async function importar(
  app: FastifyInstance,
  usuarioId: number,
  planilha: Planilha,
  leitor: LeitorDeCpf,
) {
  const { linhas } = await validarPlanilha(app.db, planilha, dataLocal(app.agora()), leitor);
  return gravar(app, usuarioId, linhas);
}
