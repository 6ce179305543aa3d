// The access log (LGPD): who opened which apprentice's record, or exported the list, when and from
// where. The one writer of the log, shared with the LGPD screens' own reads and exports.
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { porBanco } from '../../db/preparadas';
import { acessos } from '../../db/schema';
import { gravacaoEmGrupo } from '../../shared/gravacao-em-grupo';

type Acesso = typeof acessos.$inferInsert;

// One group-commit writer per database (server/shared/gravacao-em-grupo.ts): under load, the reads
// of the same moment share one INSERT; each answer still waits for its own row to be committed.
const gravadorDe = porBanco((db) =>
  gravacaoEmGrupo<Acesso>(async (lote) => {
    await db.insert(acessos).values([...lote]);
  }),
);

/** Many at once (CPF lookups, consulta-cpf.ts): one row each, the same moment. */
export async function registrarAcessos(
  db: Database,
  request: FastifyRequest,
  entidadeIds: readonly (number | null)[],
  acao: 'consultar-cpf',
  agora: Date,
): Promise<void> {
  await Promise.all(
    entidadeIds.map((entidadeId) =>
      gravadorDe(db)({
        usuarioId: request.usuario.id,
        entidade: 'aprendiz',
        entidadeId: entidadeId === null ? null : String(entidadeId),
        acao,
        ip: request.ip,
        criadoEm: agora,
      }),
    ),
  );
}

/** Opening a record is logged (LGPD): who, when, which record, from where. */
export async function registrarAcesso(
  db: Database,
  request: FastifyRequest,
  entidadeId: number | null,
  acao: 'visualizar' | 'exportar',
  agora: Date,
): Promise<void> {
  await gravadorDe(db)({
    usuarioId: request.usuario.id,
    entidade: 'aprendiz',
    entidadeId: entidadeId === null ? null : String(entidadeId),
    acao,
    ip: request.ip,
    criadoEm: agora,
  });
}
