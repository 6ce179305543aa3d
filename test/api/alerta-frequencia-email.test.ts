/** @jest-environment ./test/support/api-environment.ts */
// The absence alert by e-mail (issue 36): the save of a day that puts an apprentice in attendance
// alert writes, in its own transaction, one message to the class's educator and one to each
// active coordination user; a real SMTP receiver on loopback gets exactly those; saving the day
// again (or another day while the alert lasts) writes none. No CPF and no phone in the message.
import { eq, inArray } from 'drizzle-orm';
import { forEachEngine } from '../support/api-harness';
import { alocacoes, educadores, emails, turmas, usuarios } from '../../server/db/schema';
import { enviarPendentes, transporteSmtp } from '../../server/shared/email';
import { ORIGEM_ALERTA_FREQUENCIA } from '../../server/modules/frequencia/aviso-alerta';
import { cliente, novoAprendiz, referencias } from './turmas-parceiros-fixtures';
import { iniciarReceptor, type Receptor } from './smtp-receptor';

let seq = 0;

forEachEngine('alerta de faltas por e-mail (issue 36)', (h) => {
  let token = '';
  let receptor: Receptor;
  const api = cliente(h, () => token);
  const remetente = 'Jovem Aprendiz <nao-responda@teste.local>';

  beforeAll(async () => {
    receptor = await iniciarReceptor();
    const admin = await h.createUser('administrador');
    token = await h.tokenPara(admin.id);
  });
  afterAll(async () => {
    await receptor.fechar();
  });
  beforeEach(async () => {
    // Each test sees only its own messages.
    await h.db.update(emails).set({ status: 'enviado' });
  });

  async function cenario() {
    seq += 1;
    const ref = await referencias(h);
    const emailEducador = `educadora.${String(seq)}.${h.engine}@teste.local`;
    const [e] = await h.db
      .insert(educadores)
      .values({ nome: 'Educadora Teste', email: emailEducador, telefone: '11999990000' })
      .returning({ id: educadores.id });
    const [t] = await h.db
      .insert(turmas)
      .values({
        codigo: `ALERTA-${Date.now().toString(36)}-${String(seq)}`,
        nome: 'Turma do alerta',
        cursoId: ref.cursoId,
        educadorId: e!.id,
        turno: 'manha',
        diasTeoria: [1, 3],
        dataInicio: '2026-02-02',
        dataFim: '2026-12-16',
        capacidade: 30,
        status: 'em andamento',
      })
      .returning({ id: turmas.id, codigo: turmas.codigo });
    const faltoso = await novoAprendiz(h, ref);
    const presente = await novoAprendiz(h, ref);
    await h.db.insert(alocacoes).values(
      [faltoso, presente].map((p) => ({
        aprendizId: p.id,
        turmaId: t!.id,
        dataInicio: '2026-02-02',
      })),
    );
    return { turma: t!, faltoso, presente, emailEducador };
  }

  const salvar = (turmaId: number, data: string, faltoso: number, presente: number) =>
    api('PUT', '/api/frequencia', {
      turmaId,
      data,
      registros: [
        { aprendizId: faltoso, status: 'falta' },
        { aprendizId: presente, status: 'presente' },
      ],
    });

  it('o dia que cria o alerta entrega um e-mail a cada destinatário; salvar de novo não envia nenhum', async () => {
    const coordenadora = await h.createUser('coordenacao');
    const inativa = await h.createUser('coordenacao');
    await h.db.update(usuarios).set({ ativo: false }).where(eq(usuarios.id, inativa.id));
    const [coord] = await h.db
      .select({ email: usuarios.email })
      .from(usuarios)
      .where(eq(usuarios.id, coordenadora.id));
    const [inat] = await h.db
      .select({ email: usuarios.email })
      .from(usuarios)
      .where(eq(usuarios.id, inativa.id));
    const { turma, faltoso, presente, emailEducador } = await cenario();

    // Two absences in a row: no alert yet, no message.
    expect((await salvar(turma.id, '2026-04-06', faltoso.id, presente.id)).status).toBe(200);
    expect((await salvar(turma.id, '2026-04-08', faltoso.id, presente.id)).status).toBe(200);
    const alerta = () =>
      h.db.select().from(emails).where(eq(emails.origem, ORIGEM_ALERTA_FREQUENCIA));
    expect((await alerta()).filter((m) => m.status !== 'enviado')).toEqual([]);

    // The third: the alert, and one message per recipient in the outbox.
    expect((await salvar(turma.id, '2026-04-13', faltoso.id, presente.id)).status).toBe(200);
    const escritas = (await alerta()).filter((m) => m.status === 'pendente');
    expect(escritas.map((m) => m.destinatario).sort()).toEqual(
      [emailEducador, coord!.email.toLowerCase()].sort(),
    );
    expect(escritas.map((m) => m.destinatario)).not.toContain(inat!.email.toLowerCase());

    const smtp = transporteSmtp(receptor.url);
    try {
      const opcoes = { db: h.db, transporte: smtp.enviar, remetente, agora: h.relogio.agora };
      const antes = receptor.recebidas.length;
      expect(await enviarPendentes(opcoes)).toBe(2);
      const novas = receptor.recebidas.slice(antes);
      expect(novas).toHaveLength(2);
      const para = novas.map((m) => JSON.stringify(m.to)).join(' ');
      expect(para).toContain(emailEducador);
      expect(para).toContain(coord!.email.toLowerCase());
      for (const m of novas) {
        expect(m.subject).toBe(`Alerta de frequência: ${faltoso.nome} (${turma.codigo})`);
        expect(m.text).toContain(`${faltoso.nome}, da turma ${turma.codigo}`);
        expect(m.text).toContain('13/04/2026');
        expect(m.text).toContain('Faltas sem justificativa seguidas: 3');
        expect(m.html).toContain(`<p>${faltoso.nome}, da turma ${turma.codigo}`);
        // Nothing personal beyond the name, the class and the counts.
        for (const corpo of [m.text ?? '', String(m.html)]) {
          expect(corpo).not.toContain(faltoso.cpf);
          expect(corpo).not.toMatch(/\d{3}\.?\d{3}\.?\d{3}-?\d{2}/);
          expect(corpo).not.toContain('11999990000');
        }
      }

      // The same day saved again (a correction that changes nothing of the alert) and the next
      // absence while the alert lasts: no new message.
      expect(
        (
          await api('PUT', '/api/frequencia', {
            turmaId: turma.id,
            data: '2026-04-13',
            versao: 1,
            conteudo: 'Corrigido',
            registros: [
              { aprendizId: faltoso.id, status: 'falta' },
              { aprendizId: presente.id, status: 'presente' },
            ],
          })
        ).status,
      ).toBe(200);
      expect((await salvar(turma.id, '2026-04-15', faltoso.id, presente.id)).status).toBe(200);
      expect(await enviarPendentes(opcoes)).toBe(0);
      expect(receptor.recebidas.length - antes).toBe(2);
    } finally {
      smtp.fechar();
    }
  });

  it('um alerta que acaba e volta em outro dia é avisado de novo', async () => {
    const { turma, faltoso, presente, emailEducador } = await cenario();
    for (const d of ['2026-05-04', '2026-05-06', '2026-05-11'])
      expect((await salvar(turma.id, d, faltoso.id, presente.id)).status).toBe(200);
    const doEducador = () =>
      h.db
        .select({ chave: emails.chave })
        .from(emails)
        .where(inArray(emails.destinatario, [emailEducador]));
    expect(await doEducador()).toHaveLength(1);
    // Present on the next day ends the run (and the alert: 1 of 4 present is under 75%, but 4
    // days taken are under the 5 the percentage needs).
    expect(
      (
        await api('PUT', '/api/frequencia', {
          turmaId: turma.id,
          data: '2026-05-13',
          registros: [
            { aprendizId: faltoso.id, status: 'presente' },
            { aprendizId: presente.id, status: 'presente' },
          ],
        })
      ).status,
    ).toBe(200);
    expect(await doEducador()).toHaveLength(1);
    // Absent again on the 5th day taken: 1 of 5 present, under 75% — a new alert, a new message.
    expect((await salvar(turma.id, '2026-05-18', faltoso.id, presente.id)).status).toBe(200);
    const chaves = (await doEducador()).map((m) => m.chave).sort();
    expect(chaves).toEqual([
      `${ORIGEM_ALERTA_FREQUENCIA}:${String(faltoso.id)}:2026-05-11:${emailEducador}`,
      `${ORIGEM_ALERTA_FREQUENCIA}:${String(faltoso.id)}:2026-05-18:${emailEducador}`,
    ]);
  });
});
