/** @jest-environment ./test/support/api-environment.ts */
// The partner portal (issue 36): a unit's supervisors, their signed link sent through the outbox
// to a real SMTP receiver, and the public link-only API: only the unit's apprentices placed now,
// no CPF, the practice evaluations answered and locked through the staff's rules and shown to the
// staff as the supervisor's; altered (401), revoked (403) and expired (410) links answer no data;
// every portal answer is in the access log.
import { and, eq, inArray } from 'drizzle-orm';
import { forEachEngine } from '../support/api-harness';
import {
  acessos,
  alocacoes,
  contratos,
  emails,
  frequenciaDias,
  frequencias,
  lotacoes,
  parceiros,
  turmas,
  unidades,
} from '../../server/db/schema';
import { ORIGEM_AVALIACAO, ORIGEM_LINK } from '../../server/modules/portal/emails-supervisor';
import { cliente, cnpjNovo, dia, novoAprendiz, referencias } from './turmas-parceiros-fixtures';
import { entregarAo, iniciarReceptor, type Receptor } from './smtp-receptor';
import { MENSAGENS_PORTAL } from '../../src/shared/validation/portal';

const DIA_MS = 86_400_000;
let seq = 0;

interface Supervisor {
  id: number;
  nome: string;
  email: string;
  link: { situacao: string; expiraEm: string | null };
  versao: number;
}
interface Portal {
  supervisor: { nome: string };
  unidade: string;
  aprendizes: {
    id: number;
    nome: string;
    turma: { codigo: string } | null;
    contrato: { dataInicio: string; dataFim: string } | null;
    frequenciaMes: number | null;
  }[];
  avaliacoes: { id: number; aprendiz: { id: number }; status: string }[];
}
interface Aplicada {
  id: number;
  aprendiz: { id: number };
  status: string;
  versao: number;
  respondidaPeloSupervisor: string | null;
}
interface Problema {
  type: string;
  detail: string;
}

forEachEngine('portal da empresa por link assinado (issue 36)', (h) => {
  let token = '';
  let receptor: Receptor;
  const api = cliente(h, () => token);
  const publico = cliente(h, () => '');

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

  /** Sends what is pending to the real receiver; answers the messages it received now. */
  const entregar = () => entregarAo(receptor, { db: h.db, agora: h.relogio.agora });

  const tokenDo = (texto: string) => {
    const achado = /\/portal\/([^\s"<]+)/.exec(texto);
    if (!achado?.[1]) throw new Error(`sem link no e-mail: ${texto}`);
    return achado[1];
  };

  async function cenario() {
    seq += 1;
    const ref = await referencias(h);
    const [empresa] = await h.db
      .insert(parceiros)
      .values({
        razaoSocial: `Empresa do Portal ${String(seq)} Ltda`,
        cnpj: cnpjNovo(),
        ramoAtividadeId: ref.ramoAtividadeId,
      })
      .returning({ id: parceiros.id });
    const [unidade, outra] = await h.db
      .insert(unidades)
      .values([
        { parceiroId: empresa!.id, nome: `Loja Centro ${String(seq)}` },
        { parceiroId: empresa!.id, nome: `Loja Norte ${String(seq)}` },
      ])
      .returning({ id: unidades.id, nome: unidades.nome });
    const [turma] = await h.db
      .insert(turmas)
      .values({
        codigo: `PORTAL-${Date.now().toString(36)}-${String(seq)}`,
        nome: 'Turma do portal',
        cursoId: ref.cursoId,
        turno: 'manha',
        diasTeoria: [1, 3],
        dataInicio: dia(-200),
        dataFim: dia(200),
        capacidade: 30,
        status: 'em andamento',
      })
      .returning({ id: turmas.id, codigo: turmas.codigo });
    const ana = await novoAprendiz(h, ref, { nome: `Ana Portal ${String(seq)}` });
    const bruno = await novoAprendiz(h, ref, { nome: `Bruno Portal ${String(seq)}` });
    const carla = await novoAprendiz(h, ref, { nome: `Carla Outra Unidade ${String(seq)}` });
    const davi = await novoAprendiz(h, ref, { nome: `Davi Já Saiu ${String(seq)}` });
    await h.db.insert(lotacoes).values([
      { unidadeId: unidade!.id, aprendizId: ana.id, dataInicio: dia(-100) },
      { unidadeId: unidade!.id, aprendizId: bruno.id, dataInicio: dia(-100) },
      { unidadeId: outra!.id, aprendizId: carla.id, dataInicio: dia(-100) },
      { unidadeId: unidade!.id, aprendizId: davi.id, dataInicio: dia(-100), dataFim: dia(-10) },
    ]);
    await h.db
      .insert(alocacoes)
      .values({ aprendizId: ana.id, turmaId: turma!.id, dataInicio: dia(-150) });
    await h.db.insert(contratos).values({
      numero: `PORTAL-${String(seq)}-${h.engine}`,
      aprendizId: ana.id,
      parceiroId: empresa!.id,
      unidadeId: unidade!.id,
      tipo: 'A',
      dataInicio: dia(-100),
      dataTermino: dia(265),
      duracao: 12,
      cargaHoraria: 30,
    });
    // This month: three days present, one absent = 75%.
    const mes = dia(0).slice(0, 7);
    const dias = ['01', '02', '03', '04'].map((d) => `${mes}-${d}`);
    await h.db.insert(frequenciaDias).values(dias.map((data) => ({ turmaId: turma!.id, data })));
    await h.db.insert(frequencias).values(
      dias.map((data, i) => ({
        turmaId: turma!.id,
        data,
        aprendizId: ana.id,
        status: i === 3 ? ('falta' as const) : ('presente' as const),
      })),
    );
    const base = `/api/parceiros/${String(empresa!.id)}/unidades/${String(unidade!.id)}/supervisores`;
    return {
      empresa: empresa!,
      unidade: unidade!,
      outra: outra!,
      turma: turma!,
      ana,
      bruno,
      carla,
      davi,
      base,
    };
  }

  async function novoSupervisor(base: string, nome = 'Marta Supervisora') {
    const email = `marta.${String(seq)}.${h.engine}@empresa.local`;
    const r = await api<Supervisor>('POST', base, { nome, email, telefone: '(11) 98765-4321' });
    expect(r.status).toBe(201);
    return r.json;
  }

  async function aplicarDesempenho(aprendizIds: number[]) {
    const modelo = await api<{ id: number }>('POST', '/api/avaliacoes', {
      titulo: `Desempenho na prática ${String(seq)}`,
      tipo: 'desempenho',
      perguntas: [
        { enunciado: 'Pontualidade', tipo: 'escala' },
        { enunciado: 'Comentário', tipo: 'texto', obrigatoria: false },
      ],
    });
    expect(modelo.status).toBe(201);
    const r = await api<{ data: Aplicada[] }>(
      'POST',
      `/api/avaliacoes/${String(modelo.json.id)}/aplicar`,
      {
        aprendizIds,
        respondente: { nome: 'Supervisor da unidade', papel: 'supervisor' },
        prazo: dia(10),
      },
    );
    expect(r.status).toBe(201);
    return r.json.data;
  }

  it('cadastra supervisores da unidade com auditoria; e-mail repetido na unidade é 409 e inválido 400', async () => {
    const { base } = await cenario();
    const s = await novoSupervisor(base);
    expect(s.link.situacao).toBe('sem-link');
    const repetido = await api<Problema>('POST', base, {
      nome: 'Outra Pessoa',
      email: s.email.toUpperCase(),
    });
    expect(repetido.status).toBe(409);
    const ruim = await api<{ errors: Record<string, string> }>('POST', base, {
      nome: 'Jo',
      email: 'x@',
    });
    expect(ruim.status).toBe(400);
    expect(ruim.json.errors).toMatchObject({
      nome: 'Nome deve ter no mínimo 3 caracteres',
      email: MENSAGENS_PORTAL.emailInvalido,
    });
    // Too long says so (the schema's limit carried the short name's words before).
    const longo = await api<{ errors: Record<string, string> }>('POST', base, {
      nome: 'N'.repeat(151),
      email: 'longo@empresa.local',
    });
    expect(longo.status).toBe(400);
    expect(longo.json.errors).toEqual({ nome: 'Nome deve ter no máximo 150 caracteres' });
    const vazio = await api<{ errors: Record<string, string> }>('POST', base, {});
    expect(vazio.json.errors).toEqual({
      nome: 'Informe o nome do supervisor',
      email: 'Informe o e-mail do supervisor',
    });
    const lista = await api<{ data: Supervisor[] }>('GET', base);
    expect(lista.json.data.map((x) => x.id)).toEqual([s.id]);
    const trilha = await api<{ data: { acao: string }[] }>(
      'GET',
      `/api/auditoria?entidade=supervisor&entidadeId=${String(s.id)}`,
    );
    expect(trilha.json.data.map((a) => a.acao)).toContain('criar');
    // The financeiro reads partners but does not edit them.
    const secretaria = await h.createUser('financeiro');
    const sec = await h.tokenPara(secretaria.id);
    expect((await api('GET', base, undefined, sec)).status).toBe(200);
    expect(
      (await api('POST', base, { nome: 'Sem Permissão', email: 'a@b.local' }, sec)).status,
    ).toBe(403);
  });

  it('envia o link por e-mail uma vez, com o link certo; o portal mostra só os lotados agora, sem CPF, e registra o acesso', async () => {
    const c = await cenario();
    const s = await novoSupervisor(c.base);
    const enviado = await api<Supervisor>('POST', `${c.base}/${String(s.id)}/link`);
    expect(enviado.status).toBe(200);
    expect(enviado.json.link.situacao).toBe('ativo');
    expect(JSON.stringify(enviado.json)).not.toMatch(/\/portal\//);
    const [noBanco] = await h.db
      .select()
      .from(emails)
      .where(and(eq(emails.origem, ORIGEM_LINK), eq(emails.destinatario, s.email)));
    expect(noBanco?.status).toBe('pendente');

    const entregues = await entregar();
    expect(entregues).toHaveLength(1);
    const m = entregues[0]!;
    expect(JSON.stringify(m.to)).toContain(s.email);
    expect(m.subject).toBe(`Portal da empresa: aprendizes da unidade ${c.unidade.nome}`);
    const link = tokenDo(m.text ?? '');
    expect(String(m.html)).toContain(`/portal/${link}`);
    // Sent once: a second pass delivers nothing.
    expect(await entregar()).toHaveLength(0);
    // The link is never stored: no column of the outbox aside from the message holds more than it.
    expect(
      JSON.stringify(await h.db.select().from(parceiros).where(eq(parceiros.id, c.empresa.id))),
    ).not.toContain(link);

    const [aplicadaAna, aplicadaCarla] = await aplicarDesempenho([c.ana.id, c.carla.id]);
    const portal = await publico<Portal>('GET', `/api/portal/${link}`);
    expect(portal.status).toBe(200);
    expect(portal.resposta.headers['cache-control']).toBe('no-store');
    expect(portal.json.supervisor.nome).toBe('Marta Supervisora');
    expect(portal.json.aprendizes.map((a) => a.id).sort()).toEqual([c.ana.id, c.bruno.id].sort());
    const ana = portal.json.aprendizes.find((a) => a.id === c.ana.id)!;
    expect(ana.turma?.codigo).toBe(c.turma.codigo);
    expect(ana.contrato).toEqual({ dataInicio: dia(-100), dataFim: dia(265) });
    expect(ana.frequenciaMes).toBe(75);
    expect(portal.json.avaliacoes.map((a) => a.id)).toEqual([aplicadaAna!.id]);
    for (const p of [c.ana, c.bruno]) expect(portal.resposta.body).not.toContain(p.cpf);
    expect(portal.resposta.body).not.toMatch(/cpf|logradouro|deficiencia|telefone/i);
    expect(portal.resposta.body).not.toContain(c.carla.nome);
    expect(portal.resposta.body).not.toContain(c.davi.nome);

    const log = await h.db
      .select()
      .from(acessos)
      .where(and(eq(acessos.acao, 'portal'), eq(acessos.supervisorId, s.id)));
    expect(log.map((l) => Number(l.entidadeId)).sort()).toEqual([c.ana.id, c.bruno.id].sort());
    expect(log.every((l) => l.usuarioId === null && l.entidade === 'aprendiz')).toBe(true);

    // Another unit's apprentice's evaluation is not reachable through this link.
    expect(
      (await publico('GET', `/api/portal/${link}/avaliacoes/${String(aplicadaCarla!.id)}`)).status,
    ).toBe(404);
  });

  it('o supervisor responde e conclui pelo portal; a equipe vê "respondida pelo supervisor"; concluída fica travada', async () => {
    const c = await cenario();
    const s = await novoSupervisor(c.base, 'Rita Supervisora');
    await api('POST', `${c.base}/${String(s.id)}/link`);
    const link = tokenDo((await entregar())[0]?.text ?? '');
    const [aplicada] = await aplicarDesempenho([c.bruno.id]);
    const url = `/api/portal/${link}/avaliacoes/${String(aplicada!.id)}`;

    const aberta = await publico<Aplicada & { perguntas: { id: number }[] }>('GET', url);
    expect(aberta.status).toBe(200);
    const salva = await publico<Aplicada>('PUT', `${url}/respostas`, {
      respostas: [{ perguntaId: 2, valor: 'Chega sempre no horário.' }],
      versao: aberta.json.versao,
    });
    expect(salva.status).toBe(200);
    expect(salva.json.status).toBe('em andamento');
    expect(salva.json.respondidaPeloSupervisor).toBe('Rita Supervisora');
    const cedo = await publico<Problema>('POST', `${url}/concluir`, { versao: salva.json.versao });
    expect(cedo.status).toBe(400);
    expect(cedo.json.type).toBe('/problemas/respostas-obrigatorias');
    const ruim = await publico('PUT', `${url}/respostas`, {
      respostas: [{ perguntaId: 1, valor: 9 }],
      versao: salva.json.versao,
    });
    expect(ruim.status).toBe(400);
    const tudo = await publico<Aplicada>('PUT', `${url}/respostas`, {
      respostas: [{ perguntaId: 1, valor: 5 }],
      versao: salva.json.versao,
    });
    const concluida = await publico<Aplicada>('POST', `${url}/concluir`, {
      versao: tudo.json.versao,
    });
    expect(concluida.status).toBe(200);
    expect(concluida.json.status).toBe('concluida');
    const depois = await publico<Problema>('PUT', `${url}/respostas`, {
      respostas: [{ perguntaId: 1, valor: 1 }],
      versao: concluida.json.versao,
    });
    expect(depois.status).toBe(409);
    expect(depois.json.type).toBe('/problemas/avaliacao-concluida');

    const equipe = await api<Aplicada>('GET', `/api/avaliacoes-aplicadas/${String(aplicada!.id)}`);
    expect(equipe.json.status).toBe('concluida');
    expect(equipe.json.respondidaPeloSupervisor).toBe('Rita Supervisora');
  });

  it('link alterado é 401, reenviado ou cancelado é 403, vencido é 410: nunca dados', async () => {
    const c = await cenario();
    const s = await novoSupervisor(c.base);
    await api('POST', `${c.base}/${String(s.id)}/link`);
    const primeiro = tokenDo((await entregar())[0]?.text ?? '');
    expect((await publico('GET', `/api/portal/${primeiro}`)).status).toBe(200);

    const ultimo = primeiro.at(-1) === 'A' ? 'B' : 'A';
    const alterados = [
      `${primeiro.slice(0, -1)}${ultimo}`,
      primeiro.replace(/^\d+/, (id) => String(Number(id) + 1)),
      'qualquer-coisa',
    ];
    for (const alterado of alterados) {
      const r = await publico<Problema>('GET', `/api/portal/${encodeURIComponent(alterado)}`);
      expect(r.status).toBe(401);
      expect(r.json.type).toBe('/problemas/link-invalido');
      expect(r.resposta.body).not.toContain(c.ana.nome);
    }

    // Sent again: the first stops opening.
    await api('POST', `${c.base}/${String(s.id)}/link`);
    const segundo = tokenDo((await entregar())[0]?.text ?? '');
    expect(segundo).not.toBe(primeiro);
    const velho = await publico<Problema>('GET', `/api/portal/${primeiro}`);
    expect(velho.status).toBe(403);
    expect(velho.json.type).toBe('/problemas/link-revogado');
    expect((await publico('GET', `/api/portal/${segundo}`)).status).toBe(200);

    // Revoked.
    const revogado = await api<Supervisor>('POST', `${c.base}/${String(s.id)}/link/revogar`);
    expect(revogado.json.link.situacao).toBe('revogado');
    const r403 = await publico<Problema>('GET', `/api/portal/${segundo}`);
    expect(r403.status).toBe(403);
    expect(r403.resposta.body).not.toContain(c.ana.nome);
    expect((await api('POST', `${c.base}/${String(s.id)}/link/revogar`)).status).toBe(409);

    // Expired: PORTAL_VALIDADE_DIAS (30) later.
    await api('POST', `${c.base}/${String(s.id)}/link`);
    const terceiro = tokenDo((await entregar())[0]?.text ?? '');
    h.relogio.avancar(31 * DIA_MS);
    try {
      const r410 = await publico<Problema>('GET', `/api/portal/${terceiro}`);
      expect(r410.status).toBe(410);
      expect(r410.json.type).toBe('/problemas/link-expirado');
      expect(r410.resposta.body).not.toContain(c.ana.nome);
    } finally {
      h.relogio.avancar(-31 * DIA_MS);
    }
  });

  it('aplicar uma avaliação da prática avisa o supervisor com link ativo, uma vez, com o link dele; lembrete só com pendências', async () => {
    const c = await cenario();
    const s = await novoSupervisor(c.base);
    await api('POST', `${c.base}/${String(s.id)}/link`);
    const link = tokenDo((await entregar())[0]?.text ?? '');
    expect((await api('POST', `${c.base}/${String(s.id)}/link/lembrete`)).status).toBe(422);

    await aplicarDesempenho([c.ana.id, c.bruno.id, c.carla.id]);
    const pedidos = await h.db
      .select()
      .from(emails)
      .where(and(eq(emails.origem, ORIGEM_AVALIACAO), inArray(emails.destinatario, [s.email])));
    expect(pedidos.filter((e) => e.status === 'pendente')).toHaveLength(1);
    const entregues = await entregar();
    expect(entregues).toHaveLength(1);
    const m = entregues[0]!;
    expect(m.subject).toBe(`Avaliação da prática solicitada: unidade ${c.unidade.nome}`);
    expect(m.text).toContain(c.ana.nome);
    expect(m.text).toContain(c.bruno.nome);
    expect(m.text).not.toContain(c.carla.nome);
    expect(m.text).not.toContain(c.ana.cpf);
    expect(tokenDo(m.text ?? '')).toBe(link);

    const lembrete = await api('POST', `${c.base}/${String(s.id)}/link/lembrete`);
    expect(lembrete.status).toBe(200);
    const lembrado = await entregar();
    expect(lembrado).toHaveLength(1);
    expect(lembrado[0]?.subject).toContain('Lembrete');
    expect(tokenDo(lembrado[0]?.text ?? '')).toBe(link);
  });
});
