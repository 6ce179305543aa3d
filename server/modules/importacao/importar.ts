// The import itself: the dry run again (the file may have changed, or the database since), each
// valid row prepared by the sign-up's own preparation, then every prepared row inserted in ONE
// transaction through the sign-up's own insertion (row, contacts, history as Inscrito, audit row
// by the importer). Rows refused by either check come back with their errors; nothing half-done
// stays: a failure inside the transaction (a CPF registered meanwhile) imports nothing.
import type { FastifyInstance } from 'fastify';
import { dataLocal } from '../../../src/shared/validation/datas';
import type { DadosAprendiz } from '../../../src/shared/validation/aprendiz';
import { codigoErroBanco, VIOLACAO_UNICIDADE } from '../../shared/erros-banco';
import type { Planilha } from '../../shared/importacao/planilha';
import { ErroProblema, problema } from '../../shared/problem';
import { inserirNaTransacao, preparar, type AprendizEntrada } from '../aprendizes';
import { colunaDoCampo } from './colunas';
import { COLUNA_DA_LINHA, validarPlanilha, type LinhaValidada } from './validacao';

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

export async function importar(app: FastifyInstance, usuarioId: number, planilha: Planilha) {
  const hoje = dataLocal(app.agora());
  const { linhas } = await validarPlanilha(app.db, planilha, hoje);
  const rejeitadas: LinhaValidada[] = linhas.filter((l) => l.erros.length > 0);
  const preparadas: Awaited<ReturnType<typeof preparar>>[] = [];
  for (const linha of linhas.filter((l) => l.erros.length === 0)) {
    try {
      preparadas.push(await preparar(app.db, comoEntrada(linha.dados), hoje));
    } catch (erro) {
      if (!(erro instanceof ErroProblema) || erro.status !== 400) throw erro;
      const campos = Object.entries(erro.errors ?? {});
      rejeitadas.push({
        ...linha,
        erros: campos.map(([campo, mensagem]) => ({
          coluna: colunaDoCampo(campo) ?? COLUNA_DA_LINHA,
          mensagem,
        })),
      });
    }
  }
  const agora = app.agora();
  try {
    await app.db.transaction(async (tx) => {
      for (const preparado of preparadas) await inserirNaTransacao(tx, usuarioId, preparado, agora);
    });
  } catch (erro) {
    if (codigoErroBanco(erro) === VIOLACAO_UNICIDADE) {
      throw problema(409, CPF_CADASTRADO_DURANTE);
    }
    throw erro;
  }
  return {
    importadas: preparadas.length,
    rejeitadas: rejeitadas
      .sort((a, b) => a.numero - b.numero)
      .map(({ numero, nome, erros }) => ({ numero, nome, erros })),
  };
}
