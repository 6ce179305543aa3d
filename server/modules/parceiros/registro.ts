// The partner company as an audited record (server/shared/registro): a CNPJ held by one company
// only (409 naming the one that has it), and no inactivation while apprentices are placed in its
// units. The list searches names or a CNPJ and filters by branch and by quota situation.
import { eq, sql, type SQL } from 'drizzle-orm';
import { lotacoes, parceiros, unidades } from '../../db/schema';
import type { Executor } from '../../shared/executor';
import { busca, normalizada } from '../../shared/lista';
import { definirRegistro, type Preparado } from '../../shared/registro';
import { nomeDoParceiro } from '../../shared/parceiro';
import {
  MENSAGENS_PARCEIRO as M,
  mensagemCnpjDuplicado,
  mensagemInativarComAprendizes,
  normalizarCnpj,
} from '../../../src/shared/validation/parceiro';
import { COLUNAS_EXPORTACAO } from './exportacao';
import { lerParceiros, lotadosNoParceiro, paraParceiro, type LinhaParceiro } from './leitura';
import { valoresParceiro } from './normalizar';
import type { ConsultaParceiros, NovoParceiro, ParceiroResposta } from './esquemas';

/** The CNPJ part of q (digits or letters, any punctuation), when q looks like one. */
export function cnpjNaBusca(q: string | undefined): SQL | undefined {
  const cnpj = q ? normalizarCnpj(q) : '';
  // A document looks like one: a digit or CNPJ punctuation (so a word such as "sul" stays a word).
  const pareceCnpj = /^[\dA-Z]{3,14}$/.test(cnpj) && /[\d./-]/.test(q ?? '');
  return pareceCnpj ? sql`${parceiros.cnpj} like ${`%${cnpj}%`}` : undefined;
}

/** q: words in razão social or nome fantasia; a CNPJ (digits or letters, any punctuation). */
function buscaParceiro(q: string | undefined): SQL | undefined {
  const porNome = busca(q, [parceiros.razaoSocial, parceiros.nomeFantasia]);
  const cnpj = cnpjNaBusca(q);
  if (!porNome || !cnpj) return porNome;
  return sql`(${porNome} or ${cnpj})`;
}

const COTA = { abaixo: sql`<`, acima: sql`>`, dentro: sql`=` } as const;

const filtroCota = (situacao: ConsultaParceiros['situacaoCota']): SQL | undefined =>
  situacao === undefined
    ? undefined
    : sql`${lotadosNoParceiro} ${COTA[situacao]} ${parceiros.cotaAprendizes}`;

async function aprendizesLotados(tx: Executor, id: number): Promise<string | null> {
  const [abertas] = await tx
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(lotacoes)
    .innerJoin(unidades, eq(unidades.id, lotacoes.unidadeId))
    .where(sql`${unidades.parceiroId} = ${id} AND ${lotacoes.dataFim} IS NULL`);
  const n = abertas?.n ?? 0;
  return n > 0 ? mensagemInativarComAprendizes('empresa', n) : null;
}

export const parceiro = definirRegistro<
  LinhaParceiro,
  ParceiroResposta,
  ConsultaParceiros,
  NovoParceiro,
  Preparado<typeof valoresParceiro>
>({
  tabela: parceiros,
  entidade: 'parceiro',
  naoEncontrado: M.naoEncontrado,
  ler: lerParceiros,
  resposta: paraParceiro,
  preparar: (app, corpo) => valoresParceiro(app.db, corpo),
  unicos: [
    {
      campo: 'cnpj',
      igual: ({ cnpj }) => (cnpj === undefined ? undefined : eq(parceiros.cnpj, cnpj)),
      mensagem: (outro) =>
        mensagemCnpjDuplicado(
          outro.razaoSocial as string,
          outro.id as number,
          outro.ativo as boolean,
        ),
    },
  ],
  bloqueioInativar: aprendizesLotados,
  lista: {
    filtros: (c) => [
      c.ramoAtividadeId === undefined
        ? undefined
        : eq(parceiros.ramoAtividadeId, c.ramoAtividadeId),
      filtroCota(c.situacaoCota),
    ],
    busca: buscaParceiro,
    ordenacoes: {
      razaoSocial: normalizada(parceiros.razaoSocial),
      nomeFantasia: normalizada(nomeDoParceiro),
      cnpj: parceiros.cnpj,
      cotaAprendizes: parceiros.cotaAprendizes,
      aprendizesAlocados: lotadosNoParceiro,
      criadoEm: parceiros.criadoEm,
    },
    ordenacaoPadrao: 'razaoSocial',
  },
  exportacao: { nomeArquivo: 'empresas-parceiras', colunas: () => COLUNAS_EXPORTACAO },
});
