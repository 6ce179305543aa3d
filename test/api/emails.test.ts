/** @jest-environment ./test/support/api-environment.ts */
// The e-mail outbox (issue 36) against a real SMTP receiver on loopback: a message written in a
// transaction arrives once and is parsed; a receiver that refuses is retried with backoff and the
// message ends 'falhou' with the SMTP answer; without SMTP_URL it stays "não configurado"; and two
// app instances on one PostgreSQL deliver each message exactly once.
import { eq } from 'drizzle-orm';
import type { Pool } from 'pg';
// First: the harness hands PGlite's native modules over before the server code loads them.
import { forEachEngine } from '../support/api-harness';
import { configDeTeste } from '../support/api-config';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { emails } from '../../server/db/schema';
import {
  enfileirarEmail,
  enviarPendentes,
  esperaAposFalha,
  MAX_TENTATIVAS,
  NAO_CONFIGURADO,
  transporteSmtp,
  type NovaMensagem,
} from '../../server/shared/email';
import { iniciarReceptor, type Receptor } from './smtp-receptor';

let sequencia = 0;
const mensagem = (extra: Partial<NovaMensagem> = {}): NovaMensagem => {
  sequencia += 1;
  return {
    destinatario: `coordenacao.${String(sequencia)}@teste.local`,
    assunto: `Alerta de faltas ${String(sequencia)}`,
    texto: 'Três faltas seguidas sem justificativa.',
    html: '<p>Três faltas seguidas <strong>sem justificativa</strong>.</p>',
    origem: 'teste',
    ...extra,
  };
};

forEachEngine('e-mail pela caixa de saída (issue 36)', (h) => {
  let receptor: Receptor;
  const remetente = 'Jovem Aprendiz <nao-responda@teste.local>';

  beforeAll(async () => {
    receptor = await iniciarReceptor();
  });
  afterAll(async () => {
    await receptor.fechar();
  });
  beforeEach(async () => {
    // Each test sees only its own messages.
    await h.db.update(emails).set({ status: 'enviado' });
  });

  const linha = async (assunto: string) =>
    (await h.db.select().from(emails).where(eq(emails.assunto, assunto)))[0]!;

  it('sem SMTP_URL a mensagem fica na caixa: "não enviado: e-mail não configurado"', async () => {
    const m = mensagem();
    await h.db.transaction((tx) => enfileirarEmail(tx, m));
    expect(await h.app.enviarEmails()).toBe(0);
    const guardada = await linha(m.assunto);
    expect(guardada.status).toBe('nao-configurado');
    expect(guardada.ultimoErro).toBe(NAO_CONFIGURADO);
    expect(guardada.tentativas).toBe(0);
  });

  it('escrita na transação do evento, chega uma vez, lida pelo receptor; a mesma chave não repete', async () => {
    const m = mensagem({ chave: `alerta:${String(sequencia)}:${h.engine}` });
    await h.db.transaction(async (tx) => {
      expect(await enfileirarEmail(tx, m)).toBe(true);
      expect(await enfileirarEmail(tx, m)).toBe(false);
    });
    // A message of a rolled-back event never exists.
    const desfeita = mensagem();
    await expect(
      h.db.transaction(async (tx) => {
        await enfileirarEmail(tx, desfeita);
        throw new Error('evento desfeito');
      }),
    ).rejects.toThrow('evento desfeito');
    const smtp = transporteSmtp(receptor.url);
    try {
      const antes = receptor.recebidas.length;
      const opcoes = { db: h.db, transporte: smtp.enviar, remetente, agora: h.relogio.agora };
      expect(await enviarPendentes(opcoes)).toBe(1);
      expect(await enviarPendentes(opcoes)).toBe(0);
      const novas = receptor.recebidas.slice(antes);
      expect(novas).toHaveLength(1);
      const [recebida] = novas;
      expect(recebida!.subject).toBe(m.assunto);
      expect(recebida!.text?.trim()).toBe(m.texto);
      expect(recebida!.html).toContain('<strong>sem justificativa</strong>');
      expect(recebida!.from?.value).toEqual([
        { name: 'Jovem Aprendiz', address: 'nao-responda@teste.local' },
      ]);
      expect(JSON.stringify(recebida!.to)).toContain(m.destinatario);
      const enviada = await linha(m.assunto);
      expect(enviada.status).toBe('enviado');
      expect(enviada.tentativas).toBe(1);
      expect(enviada.enviadoEm).not.toBeNull();
      expect(await h.db.select().from(emails).where(eq(emails.assunto, desfeita.assunto))).toEqual(
        [],
      );
    } finally {
      smtp.fechar();
    }
  });

  it('um SMTP que recusa: tenta de novo depois da espera e termina "falhou" com a resposta do servidor', async () => {
    const recusador = await iniciarReceptor({ recusar: 'Caixa postal inexistente' });
    const smtp = transporteSmtp(recusador.url);
    let deslocamento = 0;
    const agora = () => new Date(h.relogio.agora().getTime() + deslocamento);
    const opcoes = { db: h.db, transporte: smtp.enviar, remetente, agora };
    try {
      const m = mensagem();
      await h.db.transaction((tx) => enfileirarEmail(tx, m));
      for (let tentativa = 1; tentativa <= MAX_TENTATIVAS; tentativa += 1) {
        expect(await enviarPendentes(opcoes)).toBe(1);
        const depois = await linha(m.assunto);
        expect(depois.tentativas).toBe(tentativa);
        expect(depois.ultimoErro).toMatch(/^550 .*Caixa postal inexistente/);
        if (tentativa === MAX_TENTATIVAS) {
          expect(depois.status).toBe('falhou');
          break;
        }
        expect(depois.status).toBe('pendente');
        // Not before its wait is over.
        expect(await enviarPendentes(opcoes)).toBe(0);
        deslocamento += esperaAposFalha(tentativa);
      }
      deslocamento += esperaAposFalha(MAX_TENTATIVAS);
      expect(await enviarPendentes(opcoes)).toBe(0);
      expect(recusador.recebidas).toEqual([]);
    } finally {
      smtp.fechar();
      await recusador.fechar();
    }
  });

  it('a tela E-mails: lista com status, destinatário, assunto, tentativas e erro; reenviar volta a pendente; só emails:admin', async () => {
    const m = mensagem();
    await h.db.transaction((tx) => enfileirarEmail(tx, m));
    await h.app.enviarEmails(); // no SMTP_URL: 'nao-configurado'
    const admin = await h.tokenPara((await h.createUser('administrador')).id);
    const lista = await h.request('GET', '/api/emails?status=nao-configurado&pageSize=100', {
      token: admin,
    });
    expect(lista.statusCode).toBe(200);
    const item = lista
      .json<{ data: { id: number; assunto: string }[] }>()
      .data.find((e) => e.assunto === m.assunto);
    expect(item).toMatchObject({
      destinatario: m.destinatario,
      status: 'nao-configurado',
      tentativas: 0,
      ultimoErro: NAO_CONFIGURADO,
      origem: 'teste',
    });
    const reenviado = await h.request('POST', `/api/emails/${String(item!.id)}/reenviar`, {
      token: admin,
    });
    expect(reenviado.statusCode).toBe(200);
    expect(reenviado.json()).toMatchObject({ status: 'pendente', tentativas: 0, ultimoErro: null });
    const smtp = transporteSmtp(receptor.url);
    try {
      const antes = receptor.recebidas.length;
      await enviarPendentes({
        db: h.db,
        transporte: smtp.enviar,
        remetente,
        agora: h.relogio.agora,
      });
      expect(receptor.recebidas.slice(antes).map((r) => r.subject)).toEqual([m.assunto]);
    } finally {
      smtp.fechar();
    }
    expect(
      (await h.request('POST', '/api/emails/999999/reenviar', { token: admin })).statusCode,
    ).toBe(404);
    const coordenacao = await h.tokenPara((await h.createUser('coordenacao')).id);
    expect((await h.request('GET', '/api/emails', { token: coordenacao })).statusCode).toBe(403);
  });

  it('duas instâncias da API no mesmo PostgreSQL entregam cada mensagem uma vez', async () => {
    // PGlite is one process's own database: there is no second instance to race.
    if (h.engine !== 'postgres') return;
    const url = (h.db as unknown as { $client: Pool }).$client.options.connectionString ?? '';
    const conexoes = [
      await openDatabase({ databaseUrl: url }),
      await openDatabase({ databaseUrl: url }),
    ];
    const apps = await Promise.all(
      conexoes.map((c) =>
        buildApp({ db: c.db, config: configDeTeste({ smtpUrl: receptor.url }), logger: false }),
      ),
    );
    try {
      const enviadas = Array.from({ length: 30 }, () => mensagem());
      await h.db.transaction(async (tx) => {
        for (const m of enviadas) await enfileirarEmail(tx, m);
      });
      const antes = receptor.recebidas.length;
      const [a, b] = await Promise.all(apps.map((app) => app.enviarEmails()));
      expect(a! + b!).toBe(30);
      const assuntos = receptor.recebidas.slice(antes).map((r) => r.subject);
      expect([...assuntos].sort()).toEqual(enviadas.map((m) => m.assunto).sort());
      expect(new Set(assuntos).size).toBe(30);
    } finally {
      for (const app of apps) await app.close();
      for (const c of conexoes) await c.close();
    }
  });
});
