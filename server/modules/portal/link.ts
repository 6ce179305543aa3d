// The supervisor's signed link: `<supervisor>-<versao>-<expira>-<hmac>` (no dot: the SPA's
// fallback takes a last path segment with a dot for a file) where expira is Unix
// seconds and hmac is HMAC-SHA256 (base64url) over the three numbers with the portal's key
// (chave.ts). Nothing of it is stored: the row keeps the version and the expiry, so the link can
// be rebuilt to be sent again (a reminder) and checked, while a copy of the database opens nothing.
// Revoking or sending a new link bumps the version: one active link per supervisor.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface ConteudoLink {
  supervisorId: number;
  versao: number;
  /** Unix seconds. */
  expira: number;
}

const FORMATO = /^([1-9]\d{0,9})-(\d{1,10})-([1-9]\d{0,11})-([A-Za-z0-9_-]{43})$/;

const assinatura = (chave: Buffer, c: ConteudoLink) =>
  createHmac('sha256', chave)
    .update(`portal-supervisor:${String(c.supervisorId)}.${String(c.versao)}.${String(c.expira)}`)
    .digest('base64url');

export const segundos = (momento: Date) => Math.floor(momento.getTime() / 1000);

export function assinarLink(chave: Buffer, c: ConteudoLink): string {
  return `${String(c.supervisorId)}-${String(c.versao)}-${String(c.expira)}-${assinatura(chave, c)}`;
}

/** What a link says when its signature holds; undefined for anything altered or malformed. */
export function lerLink(chave: Buffer, token: string): ConteudoLink | undefined {
  const partes = FORMATO.exec(token);
  if (!partes) return undefined;
  const conteudo = {
    supervisorId: Number(partes[1]),
    versao: Number(partes[2]),
    expira: Number(partes[3]),
  };
  const esperada = Buffer.from(assinatura(chave, conteudo));
  const recebida = Buffer.from(partes[4] ?? '');
  if (esperada.length !== recebida.length || !timingSafeEqual(esperada, recebida)) return undefined;
  return conteudo;
}
