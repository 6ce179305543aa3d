// A unit's supervisors (issue 36): contacts of the unit who receive the portal's link, an audited
// record of the kit (server/shared/registro) read through the unit (a supervisor id under another
// unit is 404). Two contacts of one unit never share an e-mail; the link columns are written only
// by the link's own use cases (link-supervisor.ts), never by the record's update.
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { supervisores } from '../../db/schema';
import type { Executor } from '../../shared/executor';
import { versionados } from '../../shared/esquemas';
import { normalizada } from '../../shared/lista';
import { invalido, problema } from '../../shared/problem';
import { definirRegistro, type Preparado } from '../../shared/registro';
import { respostaDaLinha, valoresDosCampos, type ValoresDosCampos } from '../../shared/campos';
import {
  CAMPOS_SUPERVISOR,
  errosSupervisor,
  MENSAGENS_PORTAL as M,
  type SituacaoLink,
} from '../../../src/shared/validation/portal';
import { unidadeExistente } from '../parceiros';
import type { ConsultaSupervisores, NovoSupervisor, SupervisorResposta } from './esquemas';

export type LinhaSupervisor = typeof supervisores.$inferSelect;

const lerSupervisores = (executor: Executor) =>
  executor.select(getTableColumns(supervisores)).from(supervisores);

/** Where the supervisor's link stands at `agora`. */
export function situacaoDoLink(l: LinhaSupervisor, agora: Date): SituacaoLink {
  if (l.linkExpiraEm !== null) return l.linkExpiraEm > agora ? 'ativo' : 'expirado';
  return l.linkRevogadoEm !== null ? 'revogado' : 'sem-link';
}

export function paraSupervisor(l: LinhaSupervisor, agora: Date): SupervisorResposta {
  return {
    id: l.id,
    unidadeId: l.unidadeId,
    ...respostaDaLinha(CAMPOS_SUPERVISOR, l),
    link: {
      situacao: situacaoDoLink(l, agora),
      enviadoEm: l.linkEnviadoEm,
      expiraEm: l.linkExpiraEm,
      revogadoEm: l.linkRevogadoEm,
    },
    ativo: l.ativo,
    ...versionados(l),
  };
}

/**
 * A supervisor's column values (CAMPOS_SUPERVISOR: name and phone trimmed, e-mail in lower case);
 * a new one also gets its unit, which must be active.
 */
async function prepararSupervisor(
  app: FastifyInstance,
  corpo: NovoSupervisor,
  atual: LinhaSupervisor | undefined,
  parceiroId: number,
  unidadeId: number,
): Promise<ValoresDosCampos<typeof CAMPOS_SUPERVISOR> & { unidadeId?: number }> {
  const erros = errosSupervisor(corpo);
  if (Object.keys(erros).length > 0) throw invalido(erros);
  const valores = valoresDosCampos(CAMPOS_SUPERVISOR, corpo);
  if (atual) return valores;
  const unidade = await unidadeExistente(app.db, parceiroId, unidadeId);
  if (!unidade.ativo) throw problema(422, M.unidadeInativa);
  return { ...valores, unidadeId };
}

/** The supervisors of one unit of one partner: every read and write stays inside that unit. */
export const supervisoresDe = (parceiroId: number, unidadeId: number) =>
  definirRegistro<
    LinhaSupervisor,
    SupervisorResposta,
    ConsultaSupervisores,
    NovoSupervisor,
    Preparado<typeof prepararSupervisor>
  >({
    tabela: supervisores,
    entidade: 'supervisor',
    naoEncontrado: M.naoEncontrado,
    ler: (executor) => ({
      where: (onde) =>
        lerSupervisores(executor).where(and(eq(supervisores.unidadeId, unidadeId), onde)),
    }),
    resposta: (linha, _usuario, agora) => paraSupervisor(linha, agora ?? new Date()),
    preparar: (app, corpo, atual) => prepararSupervisor(app, corpo, atual, parceiroId, unidadeId),
    unicos: [
      {
        campo: 'email',
        igual: ({ email }) =>
          email === undefined
            ? undefined
            : and(
                eq(supervisores.unidadeId, unidadeId),
                sql`lower(${supervisores.email}) = lower(${email})`,
              ),
        mensagem: () => M.emailDuplicado,
        detalhe: () => `${M.emailDuplicado}.`,
      },
    ],
    restricoes: { '23505': `${M.emailDuplicado}.` },
    // The trail keeps the contact, never the link's version or expiry (they open the portal).
    auditoria: (l) => ({ nome: l.nome, email: l.email, telefone: l.telefone, ativo: l.ativo }),
    lista: {
      busca: { textos: [supervisores.nome, supervisores.email] },
      ordenacoes: { nome: normalizada(supervisores.nome), criadoEm: supervisores.criadoEm },
      ordenacaoPadrao: 'nome',
    },
  });
