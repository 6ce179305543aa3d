// A real SMTP receiver on loopback for the e-mail tests (smtp-server from npm): every message is
// parsed with mailparser and kept; `recusar` answers every message with that 5xx line instead.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { enviarPendentes, transporteSmtp } from '../../server/shared/email';
import type { OpcoesEnvio } from '../../server/shared/email/envio';

const REMETENTE_DE_TESTE = 'Jovem Aprendiz <nao-responda@teste.local>';

export interface Receptor {
  url: string;
  recebidas: ParsedMail[];
  fechar: () => Promise<void>;
}

export async function iniciarReceptor(opcoes: { recusar?: string } = {}): Promise<Receptor> {
  const recebidas: ParsedMail[] = [];
  const servidor = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _sessao, pronto) {
      if (opcoes.recusar !== undefined) {
        const recusa = opcoes.recusar;
        stream.resume();
        stream.on('end', () => {
          pronto(Object.assign(new Error(recusa), { responseCode: 550 }));
        });
        return;
      }
      simpleParser(stream).then(
        (mensagem) => {
          recebidas.push(mensagem);
          pronto();
        },
        (erro: unknown) => {
          pronto(erro instanceof Error ? erro : new Error(String(erro)));
        },
      );
    },
  });
  await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
  const { port } = servidor.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${String(port)}`,
    recebidas,
    fechar: () => new Promise<void>((ok) => servidor.close(() => ok())),
  };
}

/**
 * One pass of the outbox's sender into this receiver (a real SMTP connection on loopback); the
 * messages it received in that pass.
 */
export async function entregarAo(
  receptor: Receptor,
  o: Pick<OpcoesEnvio, 'db' | 'agora'>,
): Promise<ParsedMail[]> {
  const smtp = transporteSmtp(receptor.url);
  try {
    const antes = receptor.recebidas.length;
    await enviarPendentes({ ...o, transporte: smtp.enviar, remetente: REMETENTE_DE_TESTE });
    return receptor.recebidas.slice(antes);
  } finally {
    smtp.fechar();
  }
}
