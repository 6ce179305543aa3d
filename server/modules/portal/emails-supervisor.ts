// The supervisor's e-mails (issue 36), written to the outbox in the caller's transaction: the
// link (sent or sent again by staff), an evaluation requested (a practice evaluation applied to
// an apprentice placed in their unit; AVALIACAO_SUPERVISOR_EMAIL) and a reminder of those still
// open. pt-BR, plain text plus simple HTML; they name the unit, the apprentices' names and the
// link, nothing else (no CPF, no address, no attendance).
import { enfileirarEmail, escaparHtml as escapar } from '../../shared/email';
import type { Executor } from '../../shared/executor';
import { formatarData } from '../../../src/shared/format/data';
import { dataLocal } from '../../../src/shared/validation/datas';

export const ORIGEM_LINK = 'portal-link';
export const ORIGEM_AVALIACAO = 'portal-avaliacao';
export const ORIGEM_LEMBRETE = 'portal-lembrete';

export interface Destino {
  supervisorId: number;
  nome: string;
  email: string;
  unidade: string;
  empresa: string;
  url: string;
  /** Unix seconds (the link's expiry). */
  expira: number;
  organizacao: string;
}

const diaDe = (segundos: number) => formatarData(dataLocal(new Date(segundos * 1000)));

function corpo(d: Destino, paragrafos: string[], itens: string[] = []) {
  const validade = `O link vale até ${diaDe(d.expira)} e é pessoal: não o encaminhe.`;
  const texto = [
    `Olá, ${d.nome}.`,
    '',
    ...paragrafos.flatMap((p) => [p, '']),
    ...(itens.length > 0 ? [...itens.map((i) => `- ${i}`), ''] : []),
    `Acesse: ${d.url}`,
    '',
    validade,
    '',
    d.organizacao,
  ].join('\n');
  const html = [
    `<p>Olá, ${escapar(d.nome)}.</p>`,
    ...paragrafos.map((p) => `<p>${escapar(p)}</p>`),
    itens.length > 0 ? `<ul>${itens.map((i) => `<li>${escapar(i)}</li>`).join('')}</ul>` : '',
    `<p><a href="${escapar(d.url)}">Abrir o portal da empresa</a></p>`,
    `<p>${escapar(validade)}</p>`,
    `<p>${escapar(d.organizacao)}</p>`,
  ].join('');
  return { texto, html };
}

/** The link itself: one message per link version (a resend is a new version, a new message). */
export function enviarEmailDoLink(tx: Executor, d: Destino, versao: number) {
  return enfileirarEmail(tx, {
    destinatario: d.email,
    assunto: `Portal da empresa: aprendizes da unidade ${d.unidade}`,
    ...corpo(d, [
      `Este é o seu acesso ao portal da empresa ${d.empresa}, unidade ${d.unidade}, no programa ` +
        'Jovem Aprendiz.',
      'Nele você vê os aprendizes lotados na unidade, a frequência deles nas aulas teóricas do mês ' +
        'e responde as avaliações da prática, sem precisar de senha.',
    ]),
    origem: ORIGEM_LINK,
    chave: `portal-link:${String(d.supervisorId)}:${String(versao)}`,
  });
}

/** Practice evaluations just applied to the supervisor's apprentices (one message per batch). */
export function enviarEmailDeAvaliacao(
  tx: Executor,
  d: Destino,
  aprendizes: readonly string[],
  prazo: string,
  chave: string,
) {
  return enfileirarEmail(tx, {
    destinatario: d.email,
    assunto: `Avaliação da prática solicitada: unidade ${d.unidade}`,
    ...corpo(
      d,
      [
        `Pedimos a sua avaliação da prática dos aprendizes abaixo, até ${formatarData(prazo)}.`,
        'Responda pelo portal da empresa; o que você responder fica salvo e pode ser concluído depois.',
      ],
      [...aprendizes],
    ),
    origem: ORIGEM_AVALIACAO,
    chave,
  });
}

/** A reminder of the evaluations still open (staff ask for it; at most one a day per link). */
export function enviarEmailDeLembrete(
  tx: Executor,
  d: Destino,
  pendentes: readonly { aprendiz: string; prazo: string }[],
  chave: string,
) {
  return enfileirarEmail(tx, {
    destinatario: d.email,
    assunto: `Lembrete: avaliações da prática pendentes na unidade ${d.unidade}`,
    ...corpo(
      d,
      ['Ainda faltam estas avaliações da prática:'],
      pendentes.map((p) => `${p.aprendiz}, até ${formatarData(p.prazo)}`),
    ),
    origem: ORIGEM_LEMBRETE,
    chave,
  });
}
