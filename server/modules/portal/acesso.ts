// Who is holding a portal link (issue 36): the link's signature is checked first (altered or
// malformed: 401, the same answer whatever was changed), then the supervisor's row: a version that
// is no longer the current one, a supervisor or unit switched off, is revoked (403); past its
// expiry, 410. Only then is anything read, and every answer with data is written to the access log
// first (one row per apprentice shown, with the supervisor), like a staff member opening a record.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { porBanco } from '../../db/preparadas';
import { acessos, parceiros, supervisores, unidades } from '../../db/schema';
import { gravacaoEmGrupo } from '../../shared/gravacao-em-grupo';
import { problema } from '../../shared/problem';
import { MENSAGENS_PORTAL as M } from '../../../src/shared/validation/portal';
import { chaveDoPortal } from './chave';
import { lerLink, segundos } from './link';
import { nomeDoParceiro } from '../../shared/parceiro';

export const TIPO_LINK_INVALIDO = '/problemas/link-invalido';
export const TIPO_LINK_REVOGADO = '/problemas/link-revogado';
export const TIPO_LINK_EXPIRADO = '/problemas/link-expirado';

export interface Portador {
  supervisorId: number;
  nome: string;
  unidadeId: number;
  unidade: string;
  empresa: string;
  expiraEm: Date;
}

const invalido = () => problema(401, M.linkInvalido, undefined, { tipo: TIPO_LINK_INVALIDO });

export async function portadorDoLink(app: FastifyInstance, token: string): Promise<Portador> {
  const chave = await chaveDoPortal(app.db, app.config.portalChave);
  const conteudo = lerLink(chave, token);
  if (!conteudo) throw invalido();
  const [linha] = await app.db
    .select({
      supervisor: supervisores,
      unidade: unidades.nome,
      unidadeAtiva: unidades.ativo,
      parceiroAtivo: parceiros.ativo,
      empresa: nomeDoParceiro,
    })
    .from(supervisores)
    .innerJoin(unidades, eq(unidades.id, supervisores.unidadeId))
    .innerJoin(parceiros, eq(parceiros.id, unidades.parceiroId))
    .where(and(eq(supervisores.id, conteudo.supervisorId)));
  // A valid signature over an id that does not exist cannot come from us: treat it as altered.
  if (!linha) throw invalido();
  const s = linha.supervisor;
  const atual =
    s.linkVersao === conteudo.versao &&
    s.linkExpiraEm !== null &&
    segundos(s.linkExpiraEm) === conteudo.expira;
  if (!atual || !s.ativo || !linha.unidadeAtiva || !linha.parceiroAtivo) {
    throw problema(403, M.linkRevogado, undefined, { tipo: TIPO_LINK_REVOGADO });
  }
  if (conteudo.expira <= segundos(app.agora())) {
    throw problema(410, M.linkExpirado, undefined, { tipo: TIPO_LINK_EXPIRADO });
  }
  return {
    supervisorId: s.id,
    nome: s.nome,
    unidadeId: s.unidadeId,
    unidade: linha.unidade,
    empresa: linha.empresa,
    expiraEm: s.linkExpiraEm ?? new Date(conteudo.expira * 1000),
  };
}

type Acesso = typeof acessos.$inferInsert;

const gravadorDe = porBanco((db: Database) =>
  gravacaoEmGrupo<Acesso>(async (lote) => {
    await db.insert(acessos).values([...lote]);
  }),
);

/** The access log of a portal answer: one row per apprentice it shows, before it leaves. */
export async function registrarAcessoDoPortal(
  app: FastifyInstance,
  request: FastifyRequest,
  portador: Portador,
  aprendizIds: readonly number[],
): Promise<void> {
  const agora = app.agora();
  const linhas: Acesso[] = (aprendizIds.length > 0 ? aprendizIds : [null]).map((id) => ({
    usuarioId: null,
    supervisorId: portador.supervisorId,
    entidade: 'aprendiz',
    entidadeId: id === null ? null : String(id),
    acao: 'portal',
    ip: request.ip,
    criadoEm: agora,
  }));
  await Promise.all(linhas.map((l) => gravadorDe(app.db)(l)));
}
