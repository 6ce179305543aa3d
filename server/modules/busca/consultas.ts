// The palette's queries: a few active rows per domain in name (or code) order. Text follows the
// palette's rule (condicoes.ts) over the GIN trigram indexes; CPF digits only for who may see them
// and CNPJ with or without punctuation, as the lists do.
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import { formatarCpf, ocultarCpf } from '../../../src/shared/validation/documentos';
import { formatarCnpj } from '../../../src/shared/validation/parceiro';
import type { Database } from '../../db/client';
import {
  aprendizes,
  contratos,
  educadores,
  parceiros,
  situacoesAprendiz,
  turmas,
  vagas,
} from '../../db/schema';
import { daTurmaNoEscopo, doAprendizNoEscopo, type Escopo } from '../../shared/escopo';
import { documentoNaBusca, escaparLike, normalizada } from '../../shared/lista';
import { nomeDoParceiro } from '../../shared/parceiro';
import { STATUS_VAGA_ABERTA } from '../../../src/shared/validation/vagas';
import { documentosDoAprendiz } from '../../shared/periodo';
import { cnpjNaBusca } from '../parceiros';
import { todasAsPalavras } from './condicoes';
import { POR_GRUPO } from './esquemas';

const a = aprendizes;
const s = situacoesAprendiz;

/**
 * Which apprentices a term brings: the five most recently registered matches (the people staff
 * are working with now), shown in name order; a term that matches more asks for one more word.
 *
 * Why two reads: a common term ("maria", "jo") matches thousands of the 150,000, and fetching and
 * ordering all of them through the trigram indexes costs 30–70 ms; but its newest five are among
 * the newest few hundred rows, which the primary key reads backwards in ~1 ms (`JANELA`). A rarer
 * term misses there, and then its few matches come from the trigram indexes just as cheaply. Both
 * reads answer the same five rows: the highest ids that match.
 */
const JANELA = 2000;

const colunas = { id: a.id, nome: a.nome, nomeSocial: a.nomeSocial, cpf: a.cpf, situacao: s.nome };

export async function aprendizesEncontrados(
  db: Database,
  q: string,
  verCpf: boolean,
  escopo: Escopo,
) {
  // CPF digits (only for who may see them) and names, as the list's rule has it.
  const documento = documentoNaBusca(q, documentosDoAprendiz(verCpf));
  // A reader kept to some classes (the record rule) searches its own apprentices, a few hundred:
  // the window of the newest would only miss them.
  let linhas = documento || !escopo.todas ? [] : await entreOsRecentes(db, q);
  if (linhas.length < POR_GRUPO) {
    linhas = await db
      .select(colunas)
      .from(a)
      .innerJoin(s, eq(s.id, a.situacaoId))
      .where(
        and(
          eq(a.ativo, true),
          doAprendizNoEscopo(escopo, a.id),
          or(todasAsPalavras(q, [a.textoBusca]), documento),
        ),
      )
      .orderBy(desc(a.id))
      .limit(POR_GRUPO);
  }
  return linhas
    .map((l) => ({ ...l, cpf: verCpf ? formatarCpf(l.cpf) : ocultarCpf(l.cpf) }))
    .sort((x, y) => x.nome.localeCompare(y.nome, 'pt-BR'));
}

/** The newest matches among the JANELA newest active apprentices (see JANELA). */
function entreOsRecentes(db: Database, q: string) {
  const r = db
    .select({
      id: a.id,
      nome: a.nome,
      nomeSocial: a.nomeSocial,
      cpf: a.cpf,
      situacaoId: a.situacaoId,
      textoBusca: a.textoBusca,
    })
    .from(a)
    .where(eq(a.ativo, true))
    .orderBy(desc(a.id))
    .limit(JANELA)
    .as('recentes');
  return (
    db
      .select({ id: r.id, nome: r.nome, nomeSocial: r.nomeSocial, cpf: r.cpf, situacao: s.nome })
      .from(r)
      .innerJoin(s, eq(s.id, r.situacaoId))
      // texto_busca is both names through f_unaccent(lower(...)), stored: no call per row here.
      .where(todasAsPalavras(q, [r.textoBusca]))
      .orderBy(desc(r.id))
      .limit(POR_GRUPO)
  );
}

export function turmasEncontradas(db: Database, q: string, escopo: Escopo) {
  return db
    .select({ id: turmas.id, codigo: turmas.codigo, nome: turmas.nome, status: turmas.status })
    .from(turmas)
    .where(
      and(
        eq(turmas.ativo, true),
        daTurmaNoEscopo(escopo, turmas.id),
        todasAsPalavras(q, [normalizada(turmas.codigo), normalizada(turmas.nome)]),
      ),
    )
    .orderBy(sql`lower(${turmas.codigo})`, asc(turmas.id))
    .limit(POR_GRUPO);
}

export async function parceirosEncontrados(db: Database, q: string) {
  const linhas = await db
    .select({
      id: parceiros.id,
      razaoSocial: parceiros.razaoSocial,
      nomeFantasia: parceiros.nomeFantasia,
      cnpj: parceiros.cnpj,
    })
    .from(parceiros)
    .where(
      and(
        eq(parceiros.ativo, true),
        or(
          todasAsPalavras(q, [
            normalizada(parceiros.razaoSocial),
            normalizada(parceiros.nomeFantasia),
          ]),
          cnpjNaBusca(q),
        ),
      ),
    )
    .orderBy(normalizada(parceiros.razaoSocial), asc(parceiros.id))
    .limit(POR_GRUPO);
  return linhas.map((l) => ({ ...l, cnpj: formatarCnpj(l.cnpj) }));
}

export function educadoresEncontrados(db: Database, q: string) {
  return db
    .select({ id: educadores.id, nome: educadores.nome })
    .from(educadores)
    .where(and(eq(educadores.ativo, true), todasAsPalavras(q, [normalizada(educadores.nome)])))
    .orderBy(normalizada(educadores.nome), asc(educadores.id))
    .limit(POR_GRUPO);
}

/**
 * Contracts by number ('2026/01000', '01000', '2026/010'): a q of digits with at most a slash (and
 * spaces) is looked up anywhere in the number; any other q finds no contract (names are the
 * apprentices' group). Every status: a number names one contract, ended or not. Newest number first.
 */
export async function contratosEncontrados(db: Database, q: string) {
  const termo = q.replace(/\s+/g, '');
  if (!/^[\d/]+$/.test(termo) || !/\d/.test(termo)) return [];
  return db
    .select({
      id: contratos.id,
      numero: contratos.numero,
      aprendiz: aprendizes.nome,
      parceiro: nomeDoParceiro,
    })
    .from(contratos)
    .innerJoin(aprendizes, eq(aprendizes.id, contratos.aprendizId))
    .innerJoin(parceiros, eq(parceiros.id, contratos.parceiroId))
    .where(sql`${contratos.numero} like ${`%${escaparLike(termo)}%`}`)
    .orderBy(desc(contratos.numero), desc(contratos.id))
    .limit(POR_GRUPO);
}

/**
 * Vacancies by title (the palette's word rule) with their company: open ones (aberta, em seleção)
 * first, then the newest opened.
 */
export function vagasEncontradas(db: Database, q: string) {
  return db
    .select({
      id: vagas.id,
      titulo: vagas.titulo,
      status: vagas.status,
      parceiro: nomeDoParceiro,
    })
    .from(vagas)
    .innerJoin(parceiros, eq(parceiros.id, vagas.parceiroId))
    .where(todasAsPalavras(q, [normalizada(vagas.titulo)]))
    .orderBy(
      sql`case when ${vagas.status} in (${sql.join(
        STATUS_VAGA_ABERTA.map((st) => sql`${st}`),
        sql`, `,
      )}) then 0 else 1 end`,
      desc(vagas.dataAbertura),
      desc(vagas.id),
    )
    .limit(POR_GRUPO);
}
