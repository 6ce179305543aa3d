// A CPF compared with the registry by someone who may not see CPFs (issue 31): the import's rows
// and the 409 of a create or edit say "CPF já cadastrado" without naming whose it is, each
// comparison is logged as a CPF lookup (acessos, acao consultar-cpf: the apprentice it matched,
// or none), and there is a cap: LIMITE_POR_PEDIDO CPFs in one request, LIMITE_POR_DIA a day per
// user. Without the cap a masked CPF (***.357.348-**) plus 1,000 guesses in one dry run would
// still single out the whole number.
import { and, count, eq, gte, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { acessos, aprendizes } from '../../db/schema';
import { podeVerCpf } from '../../shared/periodo';
import { problema } from '../../shared/problem';
import { apenasDigitos } from '../../../src/shared/format/mascaras';
import { dataLocal } from '../../../src/shared/validation/datas';
import { cpfValido } from '../../../src/shared/validation/documentos';
import { registrarAcessos } from './acessos';

export const LIMITE_POR_PEDIDO = 50;
export const LIMITE_POR_DIA = 200;

export const CPF_JA_CADASTRADO = 'CPF já cadastrado';

export interface LeitorDeCpf {
  verCpf: boolean;
  /** Logs the comparisons (and refuses past the cap); a no-op for whoever may see CPFs. */
  consultar(comparados: number, encontrados: readonly number[]): Promise<void>;
}

export function leitorDeCpf(app: FastifyInstance, request: FastifyRequest): LeitorDeCpf {
  const verCpf = podeVerCpf(request.usuario);
  return {
    verCpf,
    consultar: async (comparados, encontrados) => {
      if (verCpf || comparados === 0) return;
      if (comparados > LIMITE_POR_PEDIDO) {
        throw problema(
          422,
          `Sem a permissão de ver CPFs, cada envio confere até ${String(LIMITE_POR_PEDIDO)} CPFs: divida a planilha ou peça a quem tem a permissão.`,
        );
      }
      const agora = app.agora();
      // The day starts at Brasília's midnight, like every "today" of the product.
      const inicioDoDia = new Date(`${dataLocal(agora)}T00:00:00-03:00`);
      const [hoje] = await app.db
        .select({ n: count() })
        .from(acessos)
        .where(
          and(
            eq(acessos.usuarioId, request.usuario.id),
            eq(acessos.acao, 'consultar-cpf'),
            gte(acessos.criadoEm, inicioDoDia),
          ),
        );
      if ((hoje?.n ?? 0) + comparados > LIMITE_POR_DIA) {
        // Retry-After: the next day starts at Brasília's next midnight.
        const amanha = inicioDoDia.getTime() + 24 * 60 * 60 * 1000;
        throw problema(
          429,
          `Sem a permissão de ver CPFs, são até ${String(LIMITE_POR_DIA)} CPFs conferidos por dia. Tente amanhã ou peça a quem tem a permissão.`,
          undefined,
          {
            cabecalhos: {
              'retry-after': String(Math.max(1, Math.ceil((amanha - agora.getTime()) / 1000))),
            },
          },
        );
      }
      const linhas = Array.from({ length: comparados }, (_, i) => encontrados[i] ?? null);
      await registrarAcessos(app.db, request, linhas, 'consultar-cpf', agora);
    },
  };
}

/**
 * A comparison the record kit made inside a create or an edit and answered with the bare 409 (the
 * unique index refused a race past the check below): logged like the others, past the cap too.
 */
export async function registrarConsultaCpf(request: FastifyRequest, outroId: number) {
  await leitorDeCpf(request.server, request).consultar(1, [outroId]);
}

/**
 * The create and the edit of an apprentice compare the body's CPF with the registry: for whoever
 * may not see CPFs that comparison is logged and capped here, before the handler, and a CPF
 * another apprentice holds is the bare 409 (the record kit's own 409 names the holder, for staff
 * who may see CPFs).
 */
export function conferirCpfDoCorpo(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const rota = request.routeOptions.url;
    const escrita =
      (request.method === 'POST' && rota === '/api/aprendiz') ||
      (request.method === 'PUT' && rota === '/api/aprendiz/:id');
    if (!escrita) return;
    const leitor = leitorDeCpf(app, request);
    const cpf = (request.body as { cpf?: unknown } | undefined)?.cpf;
    if (leitor.verCpf || typeof cpf !== 'string') return;
    const digitos = apenasDigitos(cpf);
    // A masked CPF sent back unchanged (an edit by this very reader) compares nothing.
    if (!cpfValido(digitos)) return;
    const idAtual = (request.params as { id?: number }).id;
    const [outro] = await app.db
      .select({ id: aprendizes.id })
      .from(aprendizes)
      .where(
        and(
          eq(aprendizes.cpf, digitos),
          idAtual === undefined ? undefined : ne(aprendizes.id, idAtual),
        ),
      )
      .limit(1);
    await leitor.consultar(1, outro ? [outro.id] : []);
    if (outro) throw problema(409, CPF_JA_CADASTRADO, { cpf: CPF_JA_CADASTRADO });
  });
}
