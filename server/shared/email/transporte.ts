// SMTP through nodemailer: SMTP_URL as nodemailer reads it (smtp://user:pass@host:587,
// smtps://…:465). One pooled transport per process.
import nodemailer from 'nodemailer';
import type { Transporte } from './envio';

export interface TransporteSmtp {
  enviar: Transporte;
  fechar: () => void;
}

export function transporteSmtp(url: string): TransporteSmtp {
  const transporte = nodemailer.createTransport(url);
  return {
    enviar: async (m) => {
      await transporte.sendMail({
        from: m.de,
        to: m.para,
        subject: m.assunto,
        text: m.texto,
        html: m.html,
      });
    },
    fechar: () => transporte.close(),
  };
}
