// The outbox's sender in this process (server/shared/email): a pass every EMAIL_INTERVALO_MS, one
// pass at a time, stopped when the app closes. Tests leave the timer off (interval 0) and run
// passes themselves through `app.enviarEmails()`.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { enviarPendentes, transporteSmtp } from '../shared/email';

declare module 'fastify' {
  interface FastifyInstance {
    /** One pass of the sender now; how many messages it tried. */
    enviarEmails: () => Promise<number>;
  }
}

// eslint-disable-next-line @typescript-eslint/require-await -- a plugin's shape
async function emails(app: FastifyInstance): Promise<void> {
  const smtp = app.config.smtpUrl ? transporteSmtp(app.config.smtpUrl) : undefined;
  let emCurso: Promise<number> | undefined;
  const passar = () => {
    emCurso ??= enviarPendentes({
      db: app.db,
      transporte: smtp?.enviar,
      remetente: app.config.emailRemetente,
      agora: app.agora,
    }).finally(() => {
      emCurso = undefined;
    });
    return emCurso;
  };
  app.decorate('enviarEmails', passar);
  let relogio: NodeJS.Timeout | undefined;
  if (app.config.emailIntervaloMs > 0) {
    app.addHook('onReady', () => {
      relogio = setInterval(() => {
        passar().catch((erro: unknown) => {
          app.log.error({ erro: String(erro) }, 'envio de e-mails');
        });
      }, app.config.emailIntervaloMs);
      relogio.unref();
    });
  }
  app.addHook('onClose', async () => {
    if (relogio) clearInterval(relogio);
    await emCurso?.catch(() => undefined);
    smtp?.fechar();
  });
}

export default fp(emails, { name: 'emails' });
