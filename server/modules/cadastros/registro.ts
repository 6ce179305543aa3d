// A registry of /cadastros as an audited record (server/shared/registro): its definition says
// what is its own, the kit does the paging, versao, audit, inactivate/reactivate and export that
// every registry shares with educadores, parceiros and turmas.
import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { valoresDosCampos } from '../../shared/campos';
import type { Executor } from '../../shared/executor';
import { invalido } from '../../shared/problem';
import type { ConsultaRegistro, Leitura } from '../../shared/registro';
import { definirRegistro } from '../../shared/registro';
import { validarCampos } from '../../../src/shared/campos';
import { naoEncontrado, type DefinicaoCadastro, type LinhaCadastro } from './definicao';

// A generic table reads as rows of unknown shape; the definition's schemas say what they hold.
const ler = (def: DefinicaoCadastro) => (executor: Executor) =>
  executor.select().from(def.tabela) as unknown as Leitura<LinhaCadastro>;

/**
 * The declared rules (every wrong field in one 400), then the body as column values: the
 * declared fields by their kind, and what the registry writes by hand.
 */
function prepararCadastro(
  def: DefinicaoCadastro,
  corpo: Record<string, unknown>,
  atual: LinhaCadastro | undefined,
): Record<string, unknown> {
  const erros: Record<string, string> = {};
  for (const [campo, mensagem] of Object.entries(validarCampos(def.campos, corpo))) {
    if (mensagem !== undefined) erros[campo] = mensagem;
  }
  if (Object.keys(erros).length > 0) throw invalido(erros);
  return { ...valoresDosCampos(def.campos, corpo, atual), ...def.valoresProprios?.(corpo) };
}

export function registroDeCadastro(def: DefinicaoCadastro) {
  const { campo, igual, mensagem } = def.unico;
  const valorUnico = (valores: Record<string, unknown>) => {
    const valor = valores[campo];
    return typeof valor === 'string' ? valor : undefined;
  };
  return definirRegistro<LinhaCadastro, LinhaCadastro, ConsultaRegistro, Record<string, unknown>>({
    tabela: def.tabela,
    entidade: def.slug,
    naoEncontrado: naoEncontrado(def.nomes),
    ler: ler(def),
    resposta: (linha) => linha,
    preparar: (_app, corpo, atual) => prepararCadastro(def, corpo, atual),
    unicos: [
      {
        campo,
        igual: (valores) => {
          const valor = valorUnico(valores);
          return valor === undefined ? undefined : igual(valor);
        },
        mensagem: (_outro, valores) => mensagem(valorUnico(valores) ?? ''),
      },
    ],
    ...(def.restricao && { restricoes: { [def.restricao.codigo]: def.restricao.mensagem } }),
    ...(def.validar && { validar: def.validar }),
    lista: {
      busca: { textos: def.busca },
      ordenacoes: def.ordenacoes,
      ordenacaoPadrao: def.ordenacaoPadrao,
    },
    exportacao: { nomeArquivo: def.slug, colunas: () => def.exportacao },
  });
}

/** Active rows, for the selects of the forms: `{ data }`. */
export async function opcoes(db: Database, def: DefinicaoCadastro): Promise<LinhaCadastro[]> {
  const tabela: PgTable = def.tabela;
  return (await db
    .select()
    .from(tabela)
    .where(eq(def.tabela.ativo, true))
    .orderBy(...def.ordemOpcoes, def.tabela.id)) as LinhaCadastro[];
}
