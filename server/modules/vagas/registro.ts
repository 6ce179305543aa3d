// The vacancy as an audited record (server/shared/registro), without inactivation: a vacancy is
// cancelled (DELETE, operacoes.ts), never switched off or erased. Its status follows the selection
// (aberta → em seleção → preenchida) and is never typed in a form.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { grausEscolaridade, parceiros, profissoes, unidades, vagas } from '../../db/schema';
import { existeId, type Executor } from '../../shared/executor';
import { invalido, problema } from '../../shared/problem';
import { type AGravar, definirRegistro, type Preparado } from '../../shared/registro';
import { respostaDaLinha, valoresDosCampos } from '../../shared/campos';
import { nomeDoParceiro } from '../../shared/parceiro';
import { normalizada } from '../../shared/lista';
import {
  CAMPOS_VAGA,
  MENSAGENS_VAGA as M,
  ROTULOS_STATUS_VAGA,
  rotuloTurno,
  validarVaga,
  vagaAberta,
  type DadosVaga,
} from '../../../src/shared/validation/vagas';
import {
  buscaVagas,
  contratosDaVaga,
  filtrosVagas,
  lerVagas,
  paraVaga,
  type LinhaVaga,
} from './leitura';
import type { AlteracaoVaga, ConsultaVagas, NovaVaga, VagaResposta } from './esquemas';

export const ENTIDADE_VAGA = 'vaga';

/** The body's fields that were sent (an update leaves the others as stored). */
const enviados = <T extends object>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/** The rows the body points at: partner and unit active (when newly chosen), the lookups exist. */
async function errosDeReferencia(
  executor: Executor,
  d: DadosVaga,
  atual: LinhaVaga | undefined,
): Promise<Record<string, string>> {
  const erros: Record<string, string> = {};
  if (typeof d.parceiroId === 'number') {
    const [p] = await executor
      .select({ ativo: parceiros.ativo })
      .from(parceiros)
      .where(eq(parceiros.id, d.parceiroId));
    if (!p) erros.parceiroId = M.empresaNaoEncontrada;
    else if (!p.ativo && d.parceiroId !== atual?.parceiroId) erros.parceiroId = M.empresaInativa;
  }
  if (typeof d.unidadeId === 'number') {
    const [u] = await executor
      .select({ ativo: unidades.ativo, parceiroId: unidades.parceiroId })
      .from(unidades)
      .where(eq(unidades.id, d.unidadeId));
    if (!u) erros.unidadeId = M.unidadeNaoEncontrada;
    else if (u.parceiroId !== d.parceiroId) erros.unidadeId = M.unidadeDeOutraEmpresa;
    else if (!u.ativo && d.unidadeId !== atual?.unidadeId) erros.unidadeId = M.unidadeInativa;
  }
  if (typeof d.profissaoId === 'number' && !(await existeId(executor, profissoes, d.profissaoId)))
    erros.profissaoId = M.profissaoNaoEncontrada;
  const grau = d.grauEscolaridadeId;
  if (typeof grau === 'number' && !(await existeId(executor, grausEscolaridade, grau)))
    erros.grauEscolaridadeId = M.escolaridadeNaoEncontrada;
  return erros;
}

async function prepararVaga(
  app: FastifyInstance,
  corpo: NovaVaga | AlteracaoVaga,
  atual: LinhaVaga | undefined,
) {
  if (atual && !vagaAberta(atual.status)) {
    throw problema(409, M.naoEditavel(ROTULOS_STATUS_VAGA[atual.status]));
  }
  // An update carries only what changes: the rules and the write see the whole vacancy.
  const d: DadosVaga = atual
    ? { ...respostaDaLinha(CAMPOS_VAGA, atual), ...enviados(corpo) }
    : corpo;
  const erros: Partial<Record<string, string>> = validarVaga(d);
  for (const [campo, mensagem] of Object.entries(await errosDeReferencia(app.db, d, atual))) {
    erros[campo] ??= mensagem;
  }
  if (atual && typeof d.quantidade === 'number' && d.quantidade < atual.contratados) {
    erros.quantidade ??= M.quantidadeMenorQueContratos(atual.contratados);
  }
  if (Object.keys(erros).length > 0) throw invalido(erros as Record<string, string>);
  return valoresDosCampos(CAMPOS_VAGA, d);
}

/**
 * Inside the write: the partner and the unit checked again under a share lock (inactivating them
 * waits for this write, and one inactivated since the body was read refuses it); on an update, the
 * places never fewer than the contracts already made.
 */
async function validarVagaNaTransacao(
  tx: Executor,
  valores: AGravar<LinhaVaga, ValoresVaga>,
  idAtual: number | undefined,
) {
  const [p] = await tx
    .select({ ativo: parceiros.ativo })
    .from(parceiros)
    .where(eq(parceiros.id, valores.parceiroId))
    .for('share');
  const [u] = await tx
    .select({ ativo: unidades.ativo })
    .from(unidades)
    .where(eq(unidades.id, valores.unidadeId))
    .for('share');
  if (idAtual === undefined) {
    if (!p?.ativo) throw invalido({ parceiroId: M.empresaInativa });
    if (!u?.ativo) throw invalido({ unidadeId: M.unidadeInativa });
    return;
  }
  const [linha] = await tx
    .select({ contratos: contratosDaVaga, status: vagas.status })
    .from(vagas)
    .where(eq(vagas.id, idAtual))
    .for('update', { of: vagas });
  if (linha && !vagaAberta(linha.status)) {
    throw problema(409, M.naoEditavel(ROTULOS_STATUS_VAGA[linha.status]));
  }
  if (linha && valores.quantidade < linha.contratos) {
    throw invalido({ quantidade: M.quantidadeMenorQueContratos(linha.contratos) });
  }
}

type ValoresVaga = Preparado<typeof prepararVaga>;

export const vaga = definirRegistro<
  LinhaVaga,
  VagaResposta,
  ConsultaVagas,
  Parameters<typeof prepararVaga>[1],
  ValoresVaga,
  { criadoPor: number; status: 'aberta' }
>({
  tabela: vagas,
  entidade: ENTIDADE_VAGA,
  naoEncontrado: M.naoEncontrada,
  ler: lerVagas,
  resposta: paraVaga,
  preparar: prepararVaga,
  validar: validarVagaNaTransacao,
  aoCriar: {
    valores: ({ ator }) => Promise.resolve({ criadoPor: ator.id, status: 'aberta' }),
  },
  lista: {
    filtros: filtrosVagas,
    busca: buscaVagas,
    ordenacoes: {
      titulo: normalizada(vagas.titulo),
      parceiro: normalizada(nomeDoParceiro),
      dataAbertura: vagas.dataAbertura,
      dataEncerramento: vagas.dataEncerramento,
      status: vagas.status,
      criadoEm: vagas.criadoEm,
    },
    ordenacaoPadrao: '-dataAbertura',
  },
  exportacao: {
    nomeArquivo: 'vagas',
    colunas: () => [
      { titulo: 'Código', valor: (v) => v.id, tipo: 'numero' },
      { titulo: 'Título', valor: (v) => v.titulo },
      { titulo: 'Empresa', valor: (v) => v.parceiroNome },
      { titulo: 'Unidade', valor: (v) => v.unidadeNome },
      { titulo: 'CBO', valor: (v) => `${v.profissaoCodigo} - ${v.profissaoNome}` },
      { titulo: 'Turno', valor: (v) => rotuloTurno(v.turno) },
      { titulo: 'Carga horária semanal', valor: (v) => v.cargaHoraria, tipo: 'numero' },
      { titulo: 'Bolsa', valor: (v) => v.valorBolsaCentavos / 100, tipo: 'moeda' },
      { titulo: 'Vagas', valor: (v) => v.quantidade, tipo: 'numero' },
      { titulo: 'Preenchidas', valor: (v) => v.contratados, tipo: 'numero' },
      { titulo: 'Candidatos', valor: (v) => v.candidatos, tipo: 'numero' },
      { titulo: 'Abertura', valor: (v) => v.dataAbertura, tipo: 'data' },
      { titulo: 'Encerramento', valor: (v) => v.dataEncerramento, tipo: 'data' },
      { titulo: 'Status', valor: (v) => ROTULOS_STATUS_VAGA[v.status] },
    ],
  },
});
