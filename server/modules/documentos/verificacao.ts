// The one public route of the documents (issue 35): a code's verification, without sign-in,
// rate-limited per IP (limite.ts) and never indexed. It answers only what the receiver compares
// with the paper (leitura.ts, `verificar`): a wrong code is the same 404 whatever was typed.
import type { AppTypebox } from '../../shared/plugin';
import { problema, respostasDeErro } from '../../shared/problem';
import {
  MENSAGENS_EMISSAO as M,
  normalizarCodigo,
} from '../../../src/shared/validation/documentos-emitidos';
import { verificar } from './leitura';
import * as S from './esquemas';

const tags = ['documentos'];
/** The public page's pace per IP: a person checks a few documents, never hundreds a minute. */
export const VERIFICACOES_POR_MINUTO = 30;

export function rotaDeVerificacao(app: AppTypebox): void {
  app.get(
    '/api/verificacao/:codigo',
    {
      config: {
        publico: true,
        rateLimit: { max: VERIFICACOES_POR_MINUTO, timeWindow: 60_000 },
      },
      schema: {
        operationId: 'documentoVerificar',
        tags,
        summary: 'Verificar um documento pelo código (pública, sem login)',
        description:
          `Só o tipo, o nome com os do meio abreviados, o que o documento declara, a data de ` +
          `emissão e se está válido ou revogado. ${VERIFICACOES_POR_MINUTO} consultas por minuto ` +
          'por IP (429 com Retry-After). Não indexável.',
        params: S.ParametroCodigo,
        response: { 200: S.Verificacao.ref, ...respostasDeErro(400, 404, 429) },
      },
    },
    async (request, reply) => {
      void reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'no-store');
      const codigo = normalizarCodigo(request.params.codigo);
      const achado = codigo === null ? undefined : await verificar(app.db, codigo);
      if (!achado)
        throw problema(404, M.codigoInvalido, undefined, {
          cabecalhos: { 'x-robots-tag': 'noindex' },
        });
      return achado;
    },
  );
}
