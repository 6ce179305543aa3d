// The apprentice as an audited record (server/shared/registro): a CPF held by one apprentice only,
// created as Inscrito with its first history row, contacts written with the row and kept in its
// audit rows (CPFs hidden), and an inactivation audited as the whole record's diff. The list and
// its export are the apprentices' own (lista.ts).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  MENSAGENS_APRENDIZ as M,
  mensagemCpfDuplicado,
} from '../../../src/shared/validation/aprendiz';
import { ocultarCpf } from '../../../src/shared/validation/documentos';
import { aprendizContatos, aprendizes } from '../../db/schema';
import { doAprendizNoEscopo } from '../../shared/escopo';
import type { Executor } from '../../shared/executor';
import { problema } from '../../shared/problem';
import { definirRegistro, type ConsultaRegistro } from '../../shared/registro';
import { registrarHistorico, situacaoPorCodigo } from '../situacoes';
import { hojeDe, NAO_ENCONTRADO, paraAprendiz } from './leitura';
import { preparar, type Preparado } from './preparo';
import {
  lerAprendizes,
  lerUmAprendiz,
  substituirContatos,
  type RegistroAprendiz,
} from './cadastro';
import type { AprendizEntrada } from './esquemas';
import { CPF_JA_CADASTRADO, registrarConsultaCpf } from './consulta-cpf';
import { podeVerCpf } from './leitura';

/** The situação is changed by its own flows: a body may only repeat the one it has. */
async function conferirSituacao(
  app: FastifyInstance,
  corpo: AprendizEntrada,
  atual: RegistroAprendiz | undefined,
) {
  if (corpo.situacaoId === undefined || corpo.situacaoId === null) return;
  const permitida = atual?.situacaoId ?? (await situacaoPorCodigo(app.db, 'inscrito')).id;
  if (corpo.situacaoId !== permitida) {
    throw problema(422, M.situacaoNaoEditavel, { situacaoId: M.situacaoNaoEditavel });
  }
}

/** What the audit trail keeps of a record: every field, CPFs hidden (LGPD), contacts included. */
function retrato({
  // The LGPD mark is written only by the anonymisation, with its own audit row.
  nomeBusca: _derivado,
  textoBusca: _busca,
  anonimizadoEm: _marca,
  rotulos: _rotulos,
  afastamentoAtual: _afastamento,
  ...linha
}: RegistroAprendiz) {
  return {
    ...linha,
    cpf: ocultarCpf(linha.cpf),
    responsavelCpf: linha.responsavelCpf === null ? null : ocultarCpf(linha.responsavelCpf),
    contatos: linha.contatos.map((c) => ({ tipoContatoId: c.tipoContatoId, valor: c.valor })),
  };
}

/** What a new apprentice gets inside its transaction: the Inscrito situação and its timestamps. */
async function comoInscrito(app: FastifyInstance, tx: Executor) {
  const agora = app.agora();
  const inscrito = await situacaoPorCodigo(tx, 'inscrito');
  return { situacaoId: inscrito.id, criadoEm: agora, atualizadoEm: agora };
}

/** A new apprentice's first history row: Inscrito since its sign-up date. */
const primeiroHistorico = (
  usuarioId: number,
  aprendizId: number,
  valores: { situacaoId: number; dataCadastro: string; criadoEm: Date },
) => ({
  aprendizId,
  situacaoAnteriorId: null,
  situacaoId: valores.situacaoId,
  data: valores.dataCadastro,
  motivo: 'Cadastro do aprendiz',
  origem: 'cadastro',
  usuarioId,
  agora: valores.criadoEm,
});

export const aprendiz = definirRegistro<
  RegistroAprendiz,
  ReturnType<typeof paraAprendiz>,
  ConsultaRegistro,
  AprendizEntrada,
  Preparado,
  { situacaoId: number; criadoEm: Date; atualizadoEm: Date }
>({
  tabela: aprendizes,
  entidade: 'aprendiz',
  naoEncontrado: NAO_ENCONTRADO,
  ler: lerAprendizes,
  lerUm: lerUmAprendiz,
  resposta: paraAprendiz,
  // The record rule: an educator opens only apprentices ever allocated to one of their classes.
  escopo: { recurso: 'aprendiz', linhas: (escopo) => doAprendizNoEscopo(escopo, aprendizes.id) },
  preparar: async (app, corpo, atual) => {
    await conferirSituacao(app, corpo, atual);
    return preparar(app.db, corpo, hojeDe(app), atual);
  },
  unicos: [
    {
      campo: 'cpf',
      igual: ({ cpf }) => (cpf === undefined ? undefined : eq(aprendizes.cpf, cpf)),
      mensagem: (outro) =>
        mensagemCpfDuplicado(outro.nome as string, outro.id as number, outro.ativo as boolean),
      // Issue 31: the holder's name and code would single out a CPF guessed from a masked one.
      oculto: {
        ve: (pedido) => podeVerCpf(pedido.usuario),
        mensagem: CPF_JA_CADASTRADO,
        registrar: registrarConsultaCpf,
      },
    },
  ],
  aoCriar: {
    valores: ({ app, tx }) => comoInscrito(app, tx),
    depois: async ({ tx, ator, id, valores }) => {
      await substituirContatos(tx, id, valores.contatos);
      await registrarHistorico(tx, primeiroHistorico(ator.id, id, valores));
    },
    // The import's batch: the same rows in one statement per table.
    emLote: {
      valores: ({ app, tx }) => comoInscrito(app, tx),
      depois: async ({ tx, ator, criados }) => {
        const contatos = criados.flatMap(({ id, valores }) =>
          valores.contatos.map((c, ordem) => ({ aprendizId: id, ...c, ordem })),
        );
        if (contatos.length > 0) await tx.insert(aprendizContatos).values(contatos);
        await registrarHistorico(
          tx,
          criados.map(({ id, valores }) => primeiroHistorico(ator.id, id, valores)),
        );
      },
    },
  },
  aposAtualizar: ({ tx, id, valores }) => substituirContatos(tx, id, valores.contatos),
  auditoria: retrato,
  auditoriaAtivo: 'registro',
});

/**
 * New apprentices inside the caller's transaction, as Inscrito (the record's create without its
 * checks, in one INSERT per table): the spreadsheet import runs it for each batch of rows its dry
 * run and `preparar` accepted. Answers the new ids in `lista`'s order.
 */
export async function inserirVariosNaTransacao(
  app: FastifyInstance,
  tx: Executor,
  usuarioId: number,
  lista: readonly Preparado[],
): Promise<number[]> {
  const linhas = await aprendiz.criarVariosNaTransacao({ app, tx, ator: { id: usuarioId }, lista });
  return linhas.map((l) => l.id);
}
