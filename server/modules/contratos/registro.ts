// The contract as an audited record (server/shared/registro), without inactivation: contracts end
// (rescindido, encerrado), they are never switched off or erased. What a list shows depends on the
// day (a running contract past its término is `encerrado`) and on who reads (CPF digits in `q`),
// so the record is declared per request: `contratoPara(hoje, usuario)`.
import { and, eq, inArray, max, ne, sql } from 'drizzle-orm';
import { aprendizes, contratos, parceiros, rescisoes, unidades } from '../../db/schema';
import type { Executor } from '../../shared/executor';
import { invalido, problema } from '../../shared/problem';
import { definirRegistro, type Preparado, type Registro } from '../../shared/registro';
import { podeVerCpf } from '../../shared/periodo';
import { nomeDoParceiro } from '../../shared/parceiro';
import { normalizada } from '../../shared/lista';
import type { UsuarioAutenticado } from '../../tipos-fastify';
import {
  MENSAGENS_CONTRATO as M,
  mensagemContratoEmCurso,
  STATUS_EM_CURSO,
} from '../../../src/shared/validation/contratos';
import { efeitosDaCriacao, encerrarPorTermino, ENTIDADE, proximoNumero } from './efeitos';
import { colunasExportacao } from './exportacao';
import {
  buscaContratos,
  CAMPOS,
  filtrosContratos,
  lerContratos,
  paraContrato,
  type LinhaContrato,
} from './leitura';
import { prepararContrato } from './preparo';
import type { ConsultaContratos, ContratoResposta } from './esquemas';
import { lotarPorContrato } from '../parceiros';
import { contratoCriado, origemDoContrato } from '../vagas';

type ValoresContrato = Preparado<typeof prepararContrato>;
/** What a create or an update sends (the update may leave out what it keeps). */
type CorpoDoContrato = Parameters<typeof prepararContrato>[1];
type ValoresDaCriacao = Preparado<typeof antesDeCriar>;

export type RegistroContrato = Registro<
  LinhaContrato,
  ContratoResposta,
  ConsultaContratos,
  CorpoDoContrato,
  ValoresContrato,
  ValoresDaCriacao
>;

/** The apprentice's contract stored as running, if any (locked: the operation decides on it). */
export async function contratoEmCursoDo(tx: Executor, aprendizId: number, exceto?: number) {
  const [linha] = await tx
    .select({
      id: contratos.id,
      numero: contratos.numero,
      status: contratos.status,
      dataInicio: contratos.dataInicio,
      dataTermino: contratos.dataTermino,
      parceiro: nomeDoParceiro,
    })
    .from(contratos)
    .innerJoin(parceiros, eq(parceiros.id, contratos.parceiroId))
    .where(
      and(
        eq(contratos.aprendizId, aprendizId),
        inArray(contratos.status, [...STATUS_EM_CURSO]),
        exceto === undefined ? undefined : ne(contratos.id, exceto),
      ),
    )
    .for('update', { of: contratos });
  return linha;
}

/** The 409 of a second running contract, naming the one the apprentice has. */
export function conflitoDeContrato(c: {
  numero: string;
  parceiro: string;
  dataInicio: string;
  dataTermino: string;
}) {
  const mensagem = mensagemContratoEmCurso({
    numero: c.numero,
    nomeParceiro: c.parceiro,
    inicio: c.dataInicio,
    termino: c.dataTermino,
  });
  return problema(409, mensagem, { Con_CodAprendiz: mensagem });
}

/** The last day of the apprentice's other contracts (their término, or the rescisão's date). */
export async function fimDosContratosAnteriores(
  executor: Executor,
  aprendizId: number,
  exceto?: number,
): Promise<string | null> {
  const [linha] = await executor
    .select({
      fim: max(sql<string>`coalesce(${rescisoes.data}, ${contratos.dataTermino})`),
    })
    .from(contratos)
    .leftJoin(rescisoes, eq(rescisoes.contratoId, contratos.id))
    .where(
      and(
        eq(contratos.aprendizId, aprendizId),
        exceto === undefined ? undefined : ne(contratos.id, exceto),
      ),
    );
  return linha?.fim ?? null;
}

/**
 * Before the row is written, in the create's transaction: the apprentice locked; a contract still
 * running is a 409; one that ended by date but was never closed is closed now (Concluído, its
 * allocation and placement ended on its término) so the new one can start; the new start comes
 * after the end of every earlier contract; then the número.
 */
async function antesDeCriar(
  tx: Executor,
  valores: ValoresContrato,
  hoje: string,
  ator: { usuarioId: number; agora: Date },
) {
  const { aprendizId, dataInicio, unidadeId } = valores;
  await tx
    .select({ id: aprendizes.id })
    .from(aprendizes)
    .where(eq(aprendizes.id, aprendizId))
    .for('update');
  const anterior = await contratoEmCursoDo(tx, aprendizId);
  if (anterior && anterior.dataTermino >= hoje) throw conflitoDeContrato(anterior);
  if (anterior) await encerrarPorTermino(tx, anterior.id, hoje, ator);
  const fim = await fimDosContratosAnteriores(tx, aprendizId);
  if (fim !== null && dataInicio <= fim) {
    throw invalido({ Con_DataInicio: M.inicioAntesDoFimAnterior(fim) });
  }
  // Checked again under a share lock: inactivating the partner or the unit waits for this
  // contract, and one inactivated since the body was checked refuses it.
  const [empresa] = await tx
    .select({ ativo: parceiros.ativo })
    .from(parceiros)
    .where(eq(parceiros.id, valores.parceiroId))
    .for('share');
  if (!empresa?.ativo) throw invalido({ Con_CodParceiro: M.empresaInativa });
  if (unidadeId !== null) {
    const [unidade] = await tx
      .select({ ativo: unidades.ativo })
      .from(unidades)
      .where(eq(unidades.id, unidadeId))
      .for('share');
    if (!unidade?.ativo) throw invalido({ unidadeId: M.unidadeInativa });
  }
  // A contract from a referral: checked and given its vacancy (server/modules/vagas).
  const origem = await origemDoContrato(tx, {
    aprendizId,
    parceiroId: valores.parceiroId,
    vagaId: valores.vagaId,
    encaminhamentoId: valores.encaminhamentoId,
  });
  const numero = await proximoNumero(tx, Number(dataInicio.slice(0, 4)));
  return { ...origem, numero, criadoPor: ator.usuarioId };
}

/**
 * `pendentes`: the ids of the running contracts that break the apprenticeship law, when the list
 * asks for them (pendenciasLegais=true): worked out before the list by the shared rules.
 */
export function contratoPara(
  hoje: string,
  usuario: UsuarioAutenticado,
  pendentes?: readonly number[],
): RegistroContrato {
  const verCpf = podeVerCpf(usuario);
  return definirRegistro<
    LinhaContrato,
    ContratoResposta,
    ConsultaContratos,
    CorpoDoContrato,
    ValoresContrato,
    ValoresDaCriacao
  >({
    tabela: contratos,
    entidade: ENTIDADE,
    naoEncontrado: M.naoEncontrado,
    ler: lerContratos,
    campos: CAMPOS,
    resposta: (linha) => paraContrato(linha, hoje, verCpf),
    preparar: prepararContrato,
    restricoes: {
      // Two contracts for one apprentice at the same instant: the partial unique index decides.
      '23505': 'Este aprendiz já tem um contrato em curso: recarregue a página para vê-lo.',
    },
    validar: async (tx, valores, idAtual) => {
      if (idAtual === undefined) return;
      // An edited start must still come after the apprentice's earlier contracts (a running
      // contract is always the apprentice's latest).
      const fim = await fimDosContratosAnteriores(tx, valores.aprendizId, idAtual);
      const inicio = valores.dataInicio;
      if (fim !== null && inicio <= fim) {
        throw invalido({ Con_DataInicio: M.inicioAntesDoFimAnterior(fim) });
      }
    },
    aoCriar: {
      valores: ({ tx, ator, valores, app }) =>
        antesDeCriar(tx, valores, hoje, { usuarioId: ator.id, agora: app.agora() }),
      depois: async ({ tx, ator, id, valores, app }) => {
        const quem = { usuarioId: ator.id, agora: app.agora() };
        await efeitosDaCriacao(
          tx,
          {
            id,
            numero: valores.numero,
            aprendizId: valores.aprendizId,
            unidadeId: valores.unidadeId ?? null,
            dataInicio: valores.dataInicio,
          },
          quem,
        );
        // The vacancy it came from may be full now (preenchida).
        await contratoCriado(
          tx,
          {
            numero: valores.numero,
            aprendizId: valores.aprendizId,
            vagaId: valores.vagaId ?? null,
            data: hoje,
          },
          quem,
        );
      },
    },
    aposAtualizar: async ({ tx, ator, app, antes, valores }) => {
      // A new unit moves the placement there from today (from the start, if it is still ahead).
      const { unidadeId, dataInicio: inicio } = valores;
      if (unidadeId === null || unidadeId === antes.unidadeId) return;
      await lotarPorContrato(tx, {
        aprendizId: antes.aprendizId,
        unidadeId,
        dataInicio: inicio > hoje ? inicio : hoje,
        motivo: `Contrato ${antes.numero}`,
        usuarioId: ator.id,
        agora: app.agora(),
      });
    },
    lista: {
      filtros: (c) => filtrosContratos(c, hoje, pendentes),
      busca: (q) => buscaContratos(q, verCpf),
      ordenacoes: {
        numero: contratos.numero,
        aprendiz: normalizada(aprendizes.nome),
        parceiro: normalizada(nomeDoParceiro),
        Con_DataInicio: contratos.dataInicio,
        Con_DataTermino: contratos.dataTermino,
        criadoEm: contratos.criadoEm,
      },
      ordenacaoPadrao: '-Con_DataInicio',
    },
    exportacao: { nomeArquivo: 'contratos', colunas: () => colunasExportacao(hoje, verCpf) },
  });
}
