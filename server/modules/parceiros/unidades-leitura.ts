// A partner's units as the API shows them: with the municipality name and the apprentices placed
// now (open lotações), computed in the same query as the row.
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { municipios, unidades } from '../../db/schema';
import type { Executor } from '../../shared/executor';
import { CAMPOS_UNIDADE } from '../../../src/shared/validation/parceiro';
import { respostaDaLinha } from '../../shared/campos';
import { enderecoDe } from './leitura';
import type { UnidadeResposta } from './esquemas-unidades';
import { versionados } from '../../shared/esquemas';
import { normalizada } from '../../shared/lista';

export const lotadosNaUnidade = sql<number>`(
  SELECT count(*) FROM lotacoes l
  WHERE l.unidade_id = "unidades"."id" AND l.data_fim IS NULL)::int`.mapWith(Number);

export type LinhaUnidade = typeof unidades.$inferSelect & {
  municipioNome: string | null;
  aprendizesAlocados: number;
};

export const lerUnidades = (executor: Executor) =>
  executor
    .select({
      ...getTableColumns(unidades),
      municipioNome: municipios.nome,
      aprendizesAlocados: lotadosNaUnidade,
    })
    .from(unidades)
    .leftJoin(municipios, eq(municipios.id, unidades.municipioId));

export function paraUnidade(l: LinhaUnidade): UnidadeResposta {
  return {
    id: l.id,
    parceiroId: l.parceiroId,
    ...respostaDaLinha(CAMPOS_UNIDADE, l),
    cnpj: l.cnpj,
    endereco: enderecoDe(l),
    aprendizesAlocados: l.aprendizesAlocados,
    ativo: l.ativo,
    ...versionados(l),
  };
}

/** Every unit of a partner with its placed apprentices (the partner's unit figures). */
export function unidadesDoParceiro(executor: Executor, parceiroId: number) {
  return executor
    .select({
      unidadeId: unidades.id,
      nome: unidades.nome,
      ativo: unidades.ativo,
      aprendizesAlocados: lotadosNaUnidade,
    })
    .from(unidades)
    .where(eq(unidades.parceiroId, parceiroId))
    .orderBy(normalizada(unidades.nome), unidades.id);
}
