// A real SMTP receiver on loopback for the e-mail tests (smtp-server from npm): every message is
// parsed with mailparser and kept; `recusar` answers every message with that 5xx line instead.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

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
