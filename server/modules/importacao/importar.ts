// The import itself: the dry run again (the file may have changed, or the database since), then,
// in ONE transaction, each valid row prepared by the sign-up's own preparation and inserted by the
// sign-up's own insertion (row, contacts, history as Inscrito, audit row by the importer). Rows
// refused by either check come back with their errors; nothing half-done stays: a failure inside
// the transaction (a CPF registered meanwhile) imports nothing.
import type { FastifyInstance } from 'fastify';
import { dataLocal } from '../../../src/shared/validation/datas';
import type { DadosAprendiz } from '../../../src/shared/validation/aprendiz';
import { codigoErroBanco, VIOLACAO_UNICIDADE } from '../../shared/erros-banco';
import type { Planilha } from '../../shared/importacao/planilha';
import { ErroProblema, problema } from '../../shared/problem';
import {
  inserirNaTransacao,
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

export interface ResultadoImportacao {
  importadas: number;
  rejeitadas: { numero: number; nome: string; erros: ErroDeCelula[] }[];
}

/**
 * Imports the rows of a dry run: the valid ones are prepared by the sign-up's own preparation and
 * inserted, one by one, inside ONE transaction (a row the preparation refuses joins the rejected
 * ones; nothing else stops the others). `aoProgredir(processadas, total)` is called after every
 * LOTE_DE_PROGRESSO rows, and the loop then yields to the event loop (setImmediate) so the
 * progress written by the route leaves the socket while the transaction goes on.
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
  let importadas = 0;
  aoProgredir(0, validas.length);
  try {
    await app.db.transaction(async (tx) => {
      for (const [i, linha] of validas.entries()) {
        let preparado: Awaited<ReturnType<typeof preparar>>;
        try {
          preparado = await preparar(tx, comoEntrada(linha.dados), hoje);
        } catch (erro) {
          if (!(erro instanceof ErroProblema) || erro.status !== 400) throw erro;
          rejeitadas.push({
            ...linha,
            erros: Object.entries(erro.errors ?? {}).map(([campo, mensagem]) => ({
              coluna: colunaDoCampo(campo) ?? COLUNA_DA_LINHA,
              mensagem,
            })),
          });
          continue;
        }
        await inserirNaTransacao(app, tx, usuarioId, preparado);
        importadas += 1;
        const processadas = i + 1;
        if (processadas % LOTE_DE_PROGRESSO === 0 && processadas < validas.length) {
          aoProgredir(processadas, validas.length);
          await new Promise<void>((pronto) => setImmediate(pronto));
        }
      }
    });
  } catch (erro) {
    if (codigoErroBanco(erro) === VIOLACAO_UNICIDADE) {
      throw problema(409, CPF_CADASTRADO_DURANTE);
    }
    throw erro;
  }
  aoProgredir(validas.length, validas.length);
  return {
    importadas,
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
