// Writes generated apprentices in bulk (multi-row INSERTs of a thousand, inside the caller's
// transaction): the records, their situação history, open leaves and extra contacts.
import type { Database } from '../../client';
import {
  afastamentos,
  aprendizContatos,
  aprendizes,
  estadosCivis,
  generos,
  grausEscolaridade,
  historicoSituacoes,
  motivosAfastamento,
  nacionalidades,
  regioes,
  situacoesAprendiz,
  tiposContato,
} from '../../schema';
import type { CodigoSituacaoAprendiz } from '../referencia';
import type { AprendizGerado, Referencias } from './aprendizes';

type Executor = Pick<Database, 'select' | 'insert'>;

const LOTE = 1000;

async function mapa(
  executor: Executor,
  tabela:
    | typeof situacoesAprendiz
    | typeof grausEscolaridade
    | typeof generos
    | typeof estadosCivis
    | typeof nacionalidades
    | typeof regioes
    | typeof tiposContato
    | typeof motivosAfastamento,
): Promise<Map<string, number>> {
  const linhas = await executor.select({ id: tabela.id, codigo: tabela.codigo }).from(tabela);
  return new Map(linhas.flatMap((l) => (l.codigo === null ? [] : [[l.codigo, l.id] as const])));
}

/** The ids of the seeded registry rows, by codigo. */
export async function carregarReferencias(executor: Executor): Promise<Referencias> {
  return {
    situacoes: (await mapa(executor, situacoesAprendiz)) as Map<CodigoSituacaoAprendiz, number>,
    graus: await mapa(executor, grausEscolaridade),
    generos: await mapa(executor, generos),
    estadosCivis: await mapa(executor, estadosCivis),
    nacionalidades: await mapa(executor, nacionalidades),
    regioes: await mapa(executor, regioes),
    tiposContato: await mapa(executor, tiposContato),
    motivosAfastamento: await mapa(executor, motivosAfastamento),
  };
}

export interface Inseridos {
  aprendizes: number;
  historico: number;
  afastamentos: number;
  contatos: number;
}

/**
 * Inserts the apprentices; `completo` adds history, leaves and contacts (the demo), without them
 * only the records (the benchmark's 150,000).
 */
export async function inserirAprendizes(
  executor: Executor,
  gerados: Iterable<AprendizGerado>,
  referencias: Referencias,
  completo = true,
  agora = new Date(),
): Promise<Inseridos> {
  const total: Inseridos = { aprendizes: 0, historico: 0, afastamentos: 0, contatos: 0 };
  let lote: AprendizGerado[] = [];
  const gravar = async () => {
    if (lote.length === 0) return;
    const linhas = await executor
      .insert(aprendizes)
      .values(lote.map((g) => ({ ...g.aprendiz, criadoEm: agora, atualizadoEm: agora })))
      .returning({ id: aprendizes.id, cpf: aprendizes.cpf });
    total.aprendizes += linhas.length;
    if (completo) await gravarDependentes(executor, lote, linhas, referencias, total, agora);
    lote = [];
  };
  for (const gerado of gerados) {
    lote.push(gerado);
    if (lote.length === LOTE) await gravar();
  }
  await gravar();
  return total;
}

async function gravarDependentes(
  executor: Executor,
  lote: AprendizGerado[],
  linhas: { id: number; cpf: string }[],
  r: Referencias,
  total: Inseridos,
  agora: Date,
): Promise<void> {
  const idPorCpf = new Map(linhas.map((l) => [l.cpf, l.id]));
  const id = (g: AprendizGerado) => {
    const valor = idPorCpf.get(g.aprendiz.cpf);
    if (valor === undefined) throw new Error('aprendiz gerado sem id');
    return valor;
  };
  const situacao = (codigo: CodigoSituacaoAprendiz) => {
    const valor = r.situacoes.get(codigo);
    if (valor === undefined) throw new Error(`situação ${codigo} ausente`);
    return valor;
  };

  const comAfastamento = lote.filter((g) => g.afastamento !== null);
  const afastamentoPorAprendiz = new Map<number, number>();
  if (comAfastamento.length > 0) {
    const inseridos = await executor
      .insert(afastamentos)
      .values(
        comAfastamento.map((g) => ({
          aprendizId: id(g),
          motivoAfastamentoId: g.afastamento?.motivoAfastamentoId ?? 0,
          dataInicio: g.afastamento?.dataInicio ?? g.aprendiz.dataCadastro,
          situacaoAnteriorId: situacao('contratado'),
          criadoEm: agora,
          atualizadoEm: agora,
        })),
      )
      .returning({ id: afastamentos.id, aprendizId: afastamentos.aprendizId });
    for (const a of inseridos) afastamentoPorAprendiz.set(a.aprendizId, a.id);
    total.afastamentos += inseridos.length;
  }

  const historico = lote.flatMap((g) =>
    g.historico.map((passo, i) => {
      const anterior = g.historico[i - 1];
      const aprendizId = id(g);
      return {
        aprendizId,
        situacaoAnteriorId: anterior ? situacao(anterior.situacao) : null,
        situacaoId: situacao(passo.situacao),
        data: passo.data,
        motivo: passo.motivo,
        origem: passo.origem,
        origemId:
          passo.situacao === 'afastado' ? (afastamentoPorAprendiz.get(aprendizId) ?? null) : null,
        usuarioId: null,
        criadoEm: agora,
      };
    }),
  );
  for (let i = 0; i < historico.length; i += LOTE) {
    await executor.insert(historicoSituacoes).values(historico.slice(i, i + LOTE));
  }
  total.historico += historico.length;

  const contatos = lote.flatMap((g) =>
    g.contatos.map((c, ordem) => ({
      aprendizId: id(g),
      ...c,
      ordem,
      criadoEm: agora,
      atualizadoEm: agora,
    })),
  );
  if (contatos.length > 0) await executor.insert(aprendizContatos).values(contatos);
  total.contatos += contatos.length;
}
