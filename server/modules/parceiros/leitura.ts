// Partners as the API shows them: with their CNAE branch, municipality name, active units and the
// apprentices placed now (open lotações), computed in the same query as the row.
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { municipios, parceiros, ramosAtividade } from '../../db/schema';
import type { Executor } from '../../shared/executor';
import {
  CAMPOS_CONTATO_PARCEIRO,
  CAMPOS_ENDERECO_PARCEIRO,
  CAMPOS_PARCEIRO,
  situacaoCota,
} from '../../../src/shared/validation/parceiro';
import { respostaDaLinha } from '../../shared/campos';
import type { ColunasEndereco } from './normalizar';
import type { ParceiroResposta } from './esquemas';
import { versionados } from '../../shared/esquemas';

export const lotadosNoParceiro = sql<number>`(
  SELECT count(*) FROM lotacoes l JOIN unidades u ON u.id = l.unidade_id
  WHERE u.parceiro_id = "parceiros"."id" AND l.data_fim IS NULL)::int`.mapWith(Number);

const unidadesAtivas = sql<number>`(
  SELECT count(*) FROM unidades u WHERE u.parceiro_id = "parceiros"."id" AND u.ativo)::int`.mapWith(
  Number,
);

export type LinhaParceiro = typeof parceiros.$inferSelect & {
  ramoCodigo: string;
  ramoNome: string;
  municipioNome: string | null;
  aprendizesAlocados: number;
  unidadesAtivas: number;
};

export const lerParceiros = (executor: Executor) =>
  executor
    .select({
      ...getTableColumns(parceiros),
      ramoCodigo: ramosAtividade.codigo,
      ramoNome: ramosAtividade.nome,
      municipioNome: municipios.nome,
      aprendizesAlocados: lotadosNoParceiro,
      unidadesAtivas,
    })
    .from(parceiros)
    .innerJoin(ramosAtividade, eq(ramosAtividade.id, parceiros.ramoAtividadeId))
    .leftJoin(municipios, eq(municipios.id, parceiros.municipioId));

/** The address of a partner or a unit: the same columns on both tables. */
export const enderecoDe = (l: ColunasEndereco & { municipioNome: string | null }) => ({
  ...respostaDaLinha(CAMPOS_ENDERECO_PARCEIRO, l),
  municipio: l.municipioNome,
});

export function paraParceiro(l: LinhaParceiro): ParceiroResposta {
  const cota = situacaoCota(l.cotaAprendizes, l.aprendizesAlocados);
  return {
    id: l.id,
    ...respostaDaLinha(CAMPOS_PARCEIRO, l),
    cnpj: l.cnpj,
    ramoAtividade: { id: l.ramoAtividadeId, codigo: l.ramoCodigo, nome: l.ramoNome },
    endereco: enderecoDe(l),
    contato: respostaDaLinha(CAMPOS_CONTATO_PARCEIRO, l),
    cotaAprendizes: l.cotaAprendizes,
    aprendizesAlocados: l.aprendizesAlocados,
    situacaoCota: cota.situacao,
    mensagemCota: cota.mensagem,
    unidadesAtivas: l.unidadesAtivas,
    ativo: l.ativo,
    ...versionados(l),
  };
}
