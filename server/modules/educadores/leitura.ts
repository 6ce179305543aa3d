// How an educator is read and shown: the seed's field names in the API (CAMPOS maps them to the
// snake_case columns, for answers and for the audit trail) and the classes they lead now.
import { getTableColumns, sql } from 'drizzle-orm';
import { educadores } from '../../db/schema';
import type { Executor } from '../../shared/executor';
import { respostaDaLinha } from '../../shared/campos';
import { colunasDe } from '../../../src/shared/campos';
import { CAMPOS_EDUCADOR } from '../../../src/shared/validation/educador';
import { formatarCpf, ocultarCpf, ocultarRg } from '../../../src/shared/validation/documentos';
import type { UsuarioAutenticado } from '../../tipos-fastify';
import type { EducadorResposta } from './esquemas';
import { versionados } from '../../shared/esquemas';

/** Seed field name -> column property, for the kit's answers and audit trail. */
export const CAMPOS = colunasDe(CAMPOS_EDUCADOR);

const turmasAtivas = sql<number>`(
  SELECT count(*) FROM turmas t
  WHERE t.educador_id = "educadores"."id" AND t.ativo AND t.status <> 'encerrada')::int`.mapWith(
  Number,
);

export type LinhaEducador = typeof educadores.$inferSelect & { turmasAtivas: number };

/** Whoever may edit educators sees (and saves) the CPF in full. */
export const podeVerCpfEducador = (usuario: UsuarioAutenticado) =>
  usuario.permissoes.includes('educadores:escrever');

export const cpfParaExibir = (cpf: string | null, usuario: UsuarioAutenticado) =>
  cpf === null ? null : podeVerCpfEducador(usuario) ? formatarCpf(cpf) : ocultarCpf(cpf);

export function paraEducador(l: LinhaEducador, usuario: UsuarioAutenticado): EducadorResposta {
  return {
    id: l.id,
    ...respostaDaLinha(CAMPOS_EDUCADOR, l),
    EducCPF: cpfParaExibir(l.cpf, usuario),
    // The identity document follows the CPF's rule (issue 31: it was shown in clear).
    EducIdentidade:
      l.identidade === null || podeVerCpfEducador(usuario) ? l.identidade : ocultarRg(l.identidade),
    turmasAtivas: l.turmasAtivas,
    ativo: l.ativo,
    ...versionados(l),
  };
}

export const lerEducadores = (executor: Executor) =>
  executor.select({ ...getTableColumns(educadores), turmasAtivas }).from(educadores);
