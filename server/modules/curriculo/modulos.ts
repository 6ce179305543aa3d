// The module (módulo) as an audited record: named once, placed in the programme's order (a new
// module goes last), its hours beside the sum of its active disciplines. Reordering rewrites every
// active module's position in one transaction, audited once.
import { asc, eq, getTableColumns, inArray, max, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { modulos } from '../../db/schema';
import { registrarAuditoria } from '../../shared/auditoria';
import type { Executor } from '../../shared/executor';
import { problema } from '../../shared/problem';
import { respostaDaLinha, valoresDosCampos } from '../../shared/campos';
import { definirRegistro, type LinhaLida, type Preparado } from '../../shared/registro';
import {
  CAMPOS_MODULO,
  MENSAGENS_CURRICULO as M,
  validarModulo,
} from '../../../src/shared/validation/curriculo';
import type { UsuarioAutenticado } from '../../tipos-fastify';
import { falharSeErros, nomeUnico } from './comum';
import type { ConsultaModulos, CorpoModulo, ModuloResposta } from './esquemas';
import { versionados } from '../../shared/esquemas';
import { normalizada } from '../../shared/lista';

const disciplinasAtivas = sql<number>`(
  SELECT count(*) FROM disciplinas d WHERE d.modulo_id = "modulos"."id" AND d.ativo)::int`.mapWith(
  Number,
);
const cargaHorariaDisciplinas = sql<number>`(
  SELECT coalesce(sum(d.carga_horaria), 0) FROM disciplinas d
  WHERE d.modulo_id = "modulos"."id" AND d.ativo)::int`.mapWith(Number);

export const lerModulos = (executor: Executor) =>
  executor
    .select({ ...getTableColumns(modulos), disciplinasAtivas, cargaHorariaDisciplinas })
    .from(modulos);

export type LinhaModulo = LinhaLida<typeof lerModulos>;

export const paraModulo = (l: LinhaModulo): ModuloResposta => ({
  id: l.id,
  ...respostaDaLinha(CAMPOS_MODULO, l),
  ordem: l.ordem,
  disciplinasAtivas: l.disciplinasAtivas,
  cargaHorariaDisciplinas: l.cargaHorariaDisciplinas,
  ativo: l.ativo,
  ...versionados(l),
});

async function proximaOrdem(app: FastifyInstance): Promise<number> {
  const [ultima] = await app.db.select({ n: max(modulos.ordem) }).from(modulos);
  return (ultima?.n ?? 0) + 1;
}

/** The declared rules (CAMPOS_MODULO) and the column values; no `ordem`: the last, or the same. */
async function prepararModulo(
  app: FastifyInstance,
  corpo: CorpoModulo,
  atual: LinhaModulo | undefined,
) {
  falharSeErros(validarModulo(corpo));
  return {
    ...valoresDosCampos(CAMPOS_MODULO, corpo),
    ordem: corpo.ordem ?? atual?.ordem ?? (await proximaOrdem(app)),
  };
}

export const modulo = definirRegistro<
  LinhaModulo,
  ModuloResposta,
  ConsultaModulos,
  CorpoModulo,
  Preparado<typeof prepararModulo>
>({
  tabela: modulos,
  entidade: 'modulo',
  naoEncontrado: M.moduloNaoEncontrado,
  ler: lerModulos,
  resposta: paraModulo,
  preparar: prepararModulo,
  unicos: [nomeUnico(modulos.nome, M.moduloDuplicado)],
  lista: {
    busca: { textos: [modulos.nome, modulos.descricao] },
    ordenacoes: { ordem: modulos.ordem, nome: normalizada(modulos.nome) },
    ordenacaoPadrao: 'ordem',
  },
  exportacao: {
    nomeArquivo: 'modulos',
    colunas: () => [
      { titulo: 'Ordem', valor: (m) => m.ordem, tipo: 'numero' },
      { titulo: 'Módulo', valor: (m) => m.nome },
      { titulo: 'Carga horária (h)', valor: (m) => m.cargaHoraria, tipo: 'numero' },
      { titulo: 'Disciplinas ativas', valor: (m) => m.disciplinasAtivas, tipo: 'numero' },
      { titulo: 'Horas das disciplinas', valor: (m) => m.cargaHorariaDisciplinas, tipo: 'numero' },
      { titulo: 'Descrição', valor: (m) => m.descricao },
      { titulo: 'Ativo', valor: (m) => m.ativo },
    ],
  },
});

/** `ids`: every active module, in the order they are now taught (1, 2, 3…). */
export async function reordenarModulos(
  app: FastifyInstance,
  ator: UsuarioAutenticado,
  ids: readonly number[],
): Promise<LinhaModulo[]> {
  return app.db.transaction(async (tx) => {
    // One reorder at a time: two people dragging at once would interleave positions.
    const ativos = await tx
      .select({ id: modulos.id, ordem: modulos.ordem })
      .from(modulos)
      .where(eq(modulos.ativo, true))
      .orderBy(asc(modulos.ordem), asc(modulos.id))
      .for('update');
    const esperados = new Set(ativos.map((m) => m.id));
    if (
      new Set(ids).size !== ids.length ||
      ids.length !== esperados.size ||
      !ids.every((id) => esperados.has(id))
    ) {
      throw problema(
        409,
        'A lista de módulos mudou enquanto você reordenava (alguém incluiu ou inativou um módulo). Recarregue e refaça a ordem.',
      );
    }
    const antes = ativos.map((m) => m.id);
    const mudou = antes.some((id, i) => id !== ids[i]);
    for (const [i, id] of mudou ? ids.entries() : []) {
      await tx
        .update(modulos)
        .set({ ordem: i + 1, atualizadoEm: app.agora(), versao: sql`${modulos.versao} + 1` })
        .where(eq(modulos.id, id));
    }
    if (mudou) {
      await registrarAuditoria(tx, {
        usuarioId: ator.id,
        acao: 'reordenar',
        entidade: 'modulo',
        entidadeId: 'ordem',
        campos: { ordem: { de: antes, para: [...ids] } },
      });
    }
    return lerModulos(tx)
      .where(inArray(modulos.id, [...ids]))
      .orderBy(asc(modulos.ordem));
  });
}
