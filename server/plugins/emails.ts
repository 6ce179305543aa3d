// The outbox's sender in this process (server/shared/email): a pass every EMAIL_INTERVALO_MS, one
// pass at a time, stopped when the app closes. The same clock runs the periodic notices modules
// register (the contracts' weekly digest), at most once an hour per process: each writes its
// messages with a key, so several processes and passes write them once. Tests leave the timer off
// (interval 0) and run passes themselves through `app.produzirAvisos()` and `app.enviarEmails()`.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { enviarPendentes, transporteSmtp } from '../shared/email';

declare module 'fastify' {
  interface FastifyInstance {
    /** One pass of the sender now; how many messages it tried. */
    enviarEmails: () => Promise<number>;
    /** Registers a periodic notice: it writes its own messages to the outbox, each with a key. */
    avisoPeriodico: (nome: string, produzir: (agora: Date) => Promise<number>) => void;
    /** Runs every periodic notice now; how many messages they wrote. */
    produzirAvisos: () => Promise<number>;
  }
}

/** How often each process runs the periodic notices (they look at whole weeks). */
const INTERVALO_AVISOS_MS = 60 * 60 * 1000;

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

  const avisos = new Map<string, (agora: Date) => Promise<number>>();
  app.decorate('avisoPeriodico', (nome: string, produzir: (agora: Date) => Promise<number>) => {
    avisos.set(nome, produzir);
  });
  const produzir = async () => {
    let escritas = 0;
    for (const [nome, aviso] of avisos) {
      // One notice failing (a bad row) must not keep the others or the sender from running.
      escritas += await aviso(app.agora()).catch((erro: unknown) => {
        app.log.error({ erro: String(erro), aviso: nome }, 'aviso periódico por e-mail');
        return 0;
      });
    }
    return escritas;
  };
  app.decorate('produzirAvisos', produzir);

  let relogio: NodeJS.Timeout | undefined;
  if (app.config.emailIntervaloMs > 0) {
    let ultimosAvisos = 0;
    app.addHook('onReady', () => {
      relogio = setInterval(() => {
        const agora = Date.now();
        const avisar = agora - ultimosAvisos >= INTERVALO_AVISOS_MS;
        if (avisar) ultimosAvisos = agora;
        (avisar ? produzir() : Promise.resolve(0)).then(passar).catch((erro: unknown) => {
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
