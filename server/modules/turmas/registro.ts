// The class as an audited record (server/shared/registro): a code unique without regard to case
// (409 naming the class that has it), no inactivation while apprentices are allocated, and an
// update that keeps its allocations consistent (alocacoes' conferirAlocacoes/encerrarAlocacoes).
// The list filters by status, course and educator and sorts status in the class's life order.
import { eq, sql } from 'drizzle-orm';
import { turmas } from '../../db/schema';
import { daTurmaNoEscopo } from '../../shared/escopo';
import { definirRegistro, type Preparado } from '../../shared/registro';
import { normalizada } from '../../shared/lista';
import {
  MENSAGENS_TURMA as M,
  mensagemCodigoTurmaDuplicado,
  STATUS_TURMA,
} from '../../../src/shared/validation/turma';
import { ocupacaoDaTurma } from '../alocacoes';
import { COLUNAS_EXPORTACAO } from './exportacao';
import { lerTurmas, ocupacao, paraTurma, type LinhaTurma } from './leitura';
import { prepararTurma } from './preparo';
import type { ConsultaTurmas, NovaTurma, TurmaResposta } from './esquemas';
import { conferirAlocacoes, encerrarAlocacoes } from '../alocacoes';

const igualA = (valor: string | number | undefined, coluna: Parameters<typeof eq>[0]) =>
  valor === undefined ? undefined : eq(coluna, valor);

export const turma = definirRegistro<
  LinhaTurma,
  TurmaResposta,
  ConsultaTurmas,
  NovaTurma,
  Preparado<typeof prepararTurma>
>({
  tabela: turmas,
  entidade: 'turma',
  naoEncontrado: M.naoEncontrada,
  ler: lerTurmas,
  resposta: paraTurma,
  // The record rule: an educator lists and opens only the classes they lead.
  escopo: { recurso: 'turma', linhas: (escopo) => daTurmaNoEscopo(escopo, turmas.id) },
  preparar: (app, corpo, atual) => prepararTurma(app.db, corpo, atual),
  unicos: [
    {
      campo: 'codigo',
      igual: ({ codigo }) => sql`lower(${turmas.codigo}) = lower(${codigo})`,
      mensagem: (outra) =>
        mensagemCodigoTurmaDuplicado(
          outra.codigo as string,
          outra.nome as string,
          outra.id as number,
        ),
    },
  ],
  // The UPDATE has locked the row, so an allocation in progress (FOR UPDATE on this row) has
  // either finished and is counted here, or waits for this change.
  aposAtualizar: async ({ app, tx, ator, id, antes, valores }) => {
    if (valores.status === 'encerrada' && antes.status !== 'encerrada') {
      await encerrarAlocacoes(app, tx, ator, { id, dataFim: valores.dataFim });
    }
    await conferirAlocacoes(tx, id, valores);
  },
  bloqueioInativar: async (tx, id) => {
    const alocados = await ocupacaoDaTurma(tx, id);
    return alocados > 0 ? M.inativarComAlocados(alocados) : null;
  },
  lista: {
    filtros: (c) => [
      igualA(c.status, turmas.status),
      igualA(c.cursoId, turmas.cursoId),
      igualA(c.educadorId, turmas.educadorId),
    ],
    busca: { textos: [turmas.codigo, turmas.nome] },
    ordenacoes: {
      codigo: sql`lower(${turmas.codigo})`,
      nome: normalizada(turmas.nome),
      dataInicio: turmas.dataInicio,
      dataFim: turmas.dataFim,
      // planejada, em andamento, encerrada: the life order, not the alphabet.
      status: sql`array_position(ARRAY[${sql.join(
        STATUS_TURMA.map((s) => sql`${s}`),
        sql`, `,
      )}]::text[], ${turmas.status})`,
      capacidade: turmas.capacidade,
      ocupacao,
    },
    ordenacaoPadrao: '-dataInicio',
  },
  exportacao: { nomeArquivo: 'turmas', colunas: () => COLUNAS_EXPORTACAO },
});
