// From the contract's form to column values: the shared rules (the seven seed messages, dates and
// duration, age and PcD, estágio limits) plus what needs the database — the apprentice and the
// partner exist and are active, the unit is an active unit of that partner, the CBO is in the
// lookup. Every wrong field in one 400 keyed by the seed's names. An update keeps the apprentice and
// the partner, and a contract already extended changes its dates only by another extension.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { aprendizes, parceiros, profissoes, unidades } from '../../db/schema';
import type { Executor } from '../../shared/executor';
import { invalido, problema } from '../../shared/problem';
import { valoresDosCampos } from '../../shared/campos';
import { texto } from '../../shared/texto';
import { dataLocal } from '../../../src/shared/validation/datas';
import {
  CAMPOS_CONTRATO,
  MENSAGENS_CONTRATO as M,
  emCurso,
  statusEfetivo,
  statusPorExtenso,
  validarContrato,
  type DadosContrato,
} from '../../../src/shared/validation/contratos';
import { errosLegais } from '../../../src/shared/validation/legislacao';
import { conferirContrato } from './legislacao';
import { dadosDoContrato, type LinhaContrato } from './leitura';
import type { AlteracaoContrato, NovoContrato } from './esquemas';

/** The apprentice as the contract's rules need them; undefined when there is no such apprentice. */
export async function aprendizDoContrato(executor: Executor, id: number) {
  const [linha] = await executor
    .select({
      id: aprendizes.id,
      nome: aprendizes.nome,
      ativo: aprendizes.ativo,
      dataNascimento: aprendizes.dataNascimento,
      pcd: aprendizes.pcd,
      situacaoId: aprendizes.situacaoId,
    })
    .from(aprendizes)
    .where(eq(aprendizes.id, id));
  return linha;
}

/** The partner and unit checks, keyed by field; empty when fine. */
export async function conferirEmpresa(
  executor: Executor,
  parceiroId: number,
  unidadeId: number | null | undefined,
  atual?: { parceiroId: number; unidadeId: number | null },
): Promise<Record<string, string>> {
  const erros: Record<string, string> = {};
  const [empresa] = await executor
    .select({ ativo: parceiros.ativo, cota: parceiros.cotaAprendizes })
    .from(parceiros)
    .where(eq(parceiros.id, parceiroId));
  if (!empresa) erros.Con_CodParceiro = M.empresaNaoEncontrada;
  // A partner inactivated after the contract was made does not block editing that contract.
  else if (!empresa.ativo && atual?.parceiroId !== parceiroId) {
    erros.Con_CodParceiro = M.empresaInativa;
  }
  if (unidadeId !== null && unidadeId !== undefined) {
    const [unidade] = await executor
      .select({ parceiroId: unidades.parceiroId, ativo: unidades.ativo })
      .from(unidades)
      .where(eq(unidades.id, unidadeId));
    if (!unidade) erros.unidadeId = M.unidadeNaoEncontrada;
    else if (unidade.parceiroId !== parceiroId) erros.unidadeId = M.unidadeDeOutraEmpresa;
    else if (!unidade.ativo && atual?.unidadeId !== unidadeId) erros.unidadeId = M.unidadeInativa;
  }
  return erros;
}

export async function cboExiste(executor: Executor, codigo: string): Promise<boolean> {
  const [linha] = await executor
    .select({ id: profissoes.id })
    .from(profissoes)
    .where(eq(profissoes.codigo, codigo));
  return linha !== undefined;
}

/** The rules of a body, with what the database knows; every wrong field at once. */
export async function errosDoContrato(
  executor: Executor,
  dados: DadosContrato,
  atual?: { parceiroId: number; unidadeId: number | null; aprendizId: number },
): Promise<Record<string, string>> {
  const aprendizId = dados.Con_CodAprendiz;
  const aprendiz =
    typeof aprendizId === 'number' && aprendizId > 0
      ? await aprendizDoContrato(executor, aprendizId)
      : undefined;
  const erros = validarContrato(dados, { aprendiz: aprendiz ?? null });
  if (typeof aprendizId === 'number' && aprendizId > 0 && !erros.Con_CodAprendiz) {
    if (!aprendiz) erros.Con_CodAprendiz = M.aprendizNaoEncontrado;
    else if (!aprendiz.ativo && atual?.aprendizId !== aprendizId) {
      erros.Con_CodAprendiz = M.aprendizInativo;
    }
  }
  const parceiroId = dados.Con_CodParceiro;
  if (typeof parceiroId === 'number' && parceiroId > 0 && !erros.Con_CodParceiro) {
    const daEmpresa = await conferirEmpresa(executor, parceiroId, dados.unidadeId, atual);
    for (const [campo, mensagem] of Object.entries(daEmpresa)) erros[campo] ??= mensagem;
  }
  const cbo = texto(dados.Con_CBO);
  if (cbo !== null && !erros.Con_CBO && !(await cboExiste(executor, cbo))) {
    erros.Con_CBO = M.cboInexistente;
  }
  // The apprenticeship law (docs/LEGISLACAO.md): its blocking problems refuse the contract like
  // any other rule, each under its field; a field already wrong keeps its first message.
  const legais = errosLegais(await conferirContrato(executor, dados));
  for (const [campo, mensagem] of Object.entries(legais)) erros[campo] ??= mensagem;
  return erros;
}

/**
 * Body -> column values: the declared fields by their kinds (money in cents, texts trimmed,
 * blanks as null), the practice days sorted (none as null).
 */
function valoresDe(d: DadosContrato) {
  const dias = d.Con_DiasPratica;
  return {
    ...valoresDosCampos(CAMPOS_CONTRATO, d),
    diasPratica:
      dias === undefined || dias === null || dias.length === 0
        ? null
        : [...dias].sort((a, b) => a - b),
  };
}

const definidos = <T extends object>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

export async function prepararContrato(
  app: FastifyInstance,
  corpo: NovoContrato | AlteracaoContrato,
  atual: LinhaContrato | undefined,
) {
  if (!atual) {
    const novo: NovoContrato = corpo as NovoContrato;
    const erros = await errosDoContrato(app.db, novo);
    if (Object.keys(erros).length > 0) throw invalido(erros);
    return {
      ...valoresDe(novo),
      vagaId: novo.vagaId ?? null,
      encaminhamentoId: novo.encaminhamentoId ?? null,
    };
  }
  const status = statusEfetivo(atual.status, atual.dataTermino, dataLocal(app.agora()));
  if (!emCurso(status)) throw problema(409, M.naoEditavel(statusPorExtenso(status)));
  // What an update leaves out keeps the stored value.
  const dados = { ...dadosDoContrato(atual), ...definidos(corpo) };
  const erros = await errosDoContrato(app.db, dados, atual);
  if (dados.Con_CodAprendiz !== atual.aprendizId) erros.Con_CodAprendiz = M.aprendizFixo;
  if (dados.Con_CodParceiro !== atual.parceiroId) erros.Con_CodParceiro = M.empresaFixa;
  if (atual.status === 'prorrogado') {
    for (const [campo, valor] of [
      ['Con_DataInicio', atual.dataInicio],
      ['Con_DataTermino', atual.dataTermino],
      ['Con_Duracao', atual.duracao],
    ] as const) {
      if (dados[campo] !== valor) erros[campo] = M.datasNaoEditaveis;
    }
  }
  if (Object.keys(erros).length > 0) throw invalido(erros);
  // The apprentice and the company never change (refused above): the same values as a create's,
  // so the record's hooks read them typed; the origin (vaga, referral) is only a create's.
  return {
    ...valoresDe(dados),
    aprendizId: atual.aprendizId,
    parceiroId: atual.parceiroId,
    vagaId: undefined,
    encaminhamentoId: undefined,
  };
}
