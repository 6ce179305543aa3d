/** @jest-environment ./test/support/api-environment.ts */
// Attendance (issue 11): a class day's roster, the whole day saved with versao, every rule that
// refuses a save and why, leave days not counted, the educator's own classes, the figures and the
// apprentice's calendar. Classes, allocations and leaves are inserted directly (their APIs are
// other modules'); dates are fixed in 2026 and "today" is the real clock (after those dates).
import { and, eq } from 'drizzle-orm';
import { forEachEngine } from '../support/api-harness';
import {
  afastamentos,
  alocacoes,
  auditoria,
  curriculoItens,
  disciplinas,
  educadores,
  frequencias,
  modulos,
  motivosAfastamento,
  planos,
  turmas,
  usuarios,
} from '../../server/db/schema';
import { MENSAGENS_ESCOPO } from '../../server/shared/escopo';
import {
  cliente,
  dia,
  novoAprendiz,
  referencias,
  type Problema,
  type Referencias,
} from './turmas-parceiros-fixtures';
import { somarDias } from '../../src/shared/validation/datas';

interface Dia {
  diaDeAula: boolean;
  motivo: string | null;
  feriado: { nome: string; origem: string } | null;
  diaAnterior: string | null;
  proximoDia: string | null;
  registro: {
    versao: number;
    conteudo: string;
    salvoPor: { id: number } | null;
    disciplina: { id: number } | null;
  } | null;
  aprendizes: {
    aprendizId: number;
    status: string | null;
    justificativa: string | null;
    afastado: boolean;
  }[];
  totais: Record<string, number>;
  podeAlterar: boolean;
  bloqueio: string | null;
}

let seq = 0;

forEachEngine('frequência', (h) => {
  let token = '';
  let ref: Referencias;
  const api = cliente(h, () => token);

  beforeAll(async () => {
    const admin = await h.createUser('administrador');
    token = await h.tokenPara(admin.id);
    ref = await referencias(h);
  });

  /** A class Monday and Wednesday through 2026, with `n` apprentices allocated from its start. */
  async function turmaCom(n: number, extra: Partial<typeof turmas.$inferInsert> = {}) {
    seq += 1;
    const [t] = await h.db
      .insert(turmas)
      .values({
        codigo: `FREQ-${Date.now().toString(36)}-${seq}`,
        nome: 'Frequência teste',
        cursoId: ref.cursoId,
        turno: 'manha',
        diasTeoria: [1, 3],
        dataInicio: '2026-02-02',
        dataFim: '2026-12-16',
        capacidade: 30,
        status: 'em andamento',
        ...extra,
      })
      .returning({ id: turmas.id });
    const pessoas = await Promise.all(Array.from({ length: n }, () => novoAprendiz(h, ref)));
    if (pessoas.length > 0) {
      await h.db
        .insert(alocacoes)
        .values(
          pessoas.map((p) => ({ aprendizId: p.id, turmaId: t!.id, dataInicio: '2026-02-02' })),
        );
    }
    return { id: t!.id, pessoas };
  }

  const todosPresentes = (pessoas: { id: number }[]) =>
    pessoas.map((p) => ({ aprendizId: p.id, status: 'presente' }));

  it('o dia de aula: todos os alocados, sem marcação, e depois de salvar, gravado com quem e versão', async () => {
    const t = await turmaCom(3);
    const vazio = await api<Dia>('GET', `/api/frequencia?turmaId=${t.id}&data=2026-03-02`);
    expect(vazio.status).toBe(200);
    expect(vazio.json.diaDeAula).toBe(true);
    expect(vazio.json.registro).toBeNull();
    expect(vazio.json.aprendizes).toHaveLength(3);
    expect(vazio.json.aprendizes.every((a) => a.status === null)).toBe(true);
    expect(vazio.json.diaAnterior).toBe('2026-02-25');
    expect(vazio.json.proximoDia).toBe('2026-03-04');

    const [a, b, c] = t.pessoas;
    const salvo = await api<Dia>('PUT', '/api/frequencia', {
      turmaId: t.id,
      data: '2026-03-02',
      conteudo: 'Comunicação no trabalho',
      registros: [
        { aprendizId: a!.id, status: 'presente' },
        { aprendizId: b!.id, status: 'falta' },
        { aprendizId: c!.id, status: 'falta-justificada', justificativa: 'Atestado médico' },
      ],
    });
    expect(salvo.status).toBe(200);
    expect(salvo.json.registro).toMatchObject({ versao: 1, conteudo: 'Comunicação no trabalho' });
    expect(salvo.json.totais).toMatchObject({
      presentes: 1,
      faltas: 1,
      justificadas: 1,
      semMarcacao: 0,
    });
    const lido = await api<Dia>('GET', `/api/frequencia?turmaId=${t.id}&data=2026-03-02`);
    expect(lido.json.aprendizes.find((x) => x.aprendizId === c!.id)).toMatchObject({
      status: 'falta-justificada',
      justificativa: 'Atestado médico',
    });
    const trilha = await h.db
      .select({ acao: auditoria.acao })
      .from(auditoria)
      .where(
        and(eq(auditoria.entidade, 'frequencia'), eq(auditoria.entidadeId, `${t.id}:2026-03-02`)),
      );
    expect(trilha).toEqual([{ acao: 'registrar' }]);
  });

  it('a chamada e a grade do mês em ordem alfabética do português: Márcio antes de Mirela (issue 32)', async () => {
    const t = await turmaCom(0);
    const nomes = ['Mirela Ordem', 'Márcio Ordem', 'marcos Ordem', 'Álvaro Ordem'];
    const pessoas = [];
    for (const nome of nomes) pessoas.push(await novoAprendiz(h, ref, { nome }));
    await h.db
      .insert(alocacoes)
      .values(pessoas.map((p) => ({ aprendizId: p.id, turmaId: t.id, dataInicio: '2026-02-02' })));
    const nomeDe = new Map(pessoas.map((p) => [p.id, p.nome]));
    // Accents and case do not move a name (byte order put Álvaro and Márcio after Mirela).
    const esperado = ['Álvaro Ordem', 'Márcio Ordem', 'marcos Ordem', 'Mirela Ordem'];
    const dia = await api<Dia>('GET', `/api/frequencia?turmaId=${t.id}&data=2026-03-02`);
    expect(dia.json.aprendizes.map((a) => nomeDe.get(a.aprendizId))).toEqual(esperado);
    const mes = await api<{ aprendizes: { aprendizId: number }[] }>(
      'GET',
      `/api/frequencia/mes?turmaId=${t.id}&mes=2026-03`,
    );
    expect(mes.json.aprendizes.map((a) => nomeDe.get(a.aprendizId))).toEqual(esperado);
  });

  it('salvar de novo o mesmo conteúdo não muda nada; com versão velha, 409', async () => {
    const t = await turmaCom(2);
    const corpo = { turmaId: t.id, data: '2026-03-04', registros: todosPresentes(t.pessoas) };
    const primeiro = await api<Dia>('PUT', '/api/frequencia', corpo);
    expect(primeiro.json.registro?.versao).toBe(1);
    const igual = await api<Dia>('PUT', '/api/frequencia', { ...corpo, versao: 1 });
    expect(igual.status).toBe(200);
    expect(igual.json.registro?.versao).toBe(1);
    const mudou = await api<Dia>('PUT', '/api/frequencia', {
      ...corpo,
      versao: 1,
      registros: [
        { aprendizId: t.pessoas[0]!.id, status: 'falta' },
        ...todosPresentes(t.pessoas.slice(1)),
      ],
    });
    expect(mudou.json.registro?.versao).toBe(2);
    const velho = await api<Problema>('PUT', '/api/frequencia', { ...corpo, versao: 1 });
    expect(velho.status).toBe(409);
    // A first save of a day someone else saved meanwhile is stale too.
    const semVersao = await api<Problema>('PUT', '/api/frequencia', corpo);
    expect(semVersao.status).toBe(409);
    const trilha = await h.db
      .select({ acao: auditoria.acao })
      .from(auditoria)
      .where(
        and(eq(auditoria.entidade, 'frequencia'), eq(auditoria.entidadeId, `${t.id}:2026-03-04`)),
      );
    expect(trilha.map((x) => x.acao).sort()).toEqual(['atualizar', 'registrar']);
  });

  it('mês de ano 0000: 400 no campo mes, antes do banco (issue 31)', async () => {
    for (const url of [
      '/api/frequencia/mes?turmaId=1&mes=0000-01',
      '/api/frequencia/mes/exportar?turmaId=1&mes=0000-01',
    ]) {
      const r = await api<Problema>('GET', url);
      expect(`${url} ${r.status} ${Object.keys(r.json.errors ?? {}).join()}`).toBe(
        `${url} 400 mes`,
      );
      expect(r.json.errors?.mes).toBe('Informe o mês como aaaa-mm');
    }
  });

  it('o mesmo dia reenviado (a fila offline depois de uma resposta perdida) é 200, não 409 (issue 31)', async () => {
    const t = await turmaCom(2);
    const corpo = { turmaId: t.id, data: '2026-03-11', registros: todosPresentes(t.pessoas) };
    const primeiro = await api<Dia>('PUT', '/api/frequencia', corpo);
    expect(primeiro.status).toBe(200);
    // The resend carries what the first send carried: no versao (the day was new then).
    const reenvio = await api<Dia>('PUT', '/api/frequencia', corpo);
    expect(reenvio.status).toBe(200);
    expect(reenvio.json.registro?.versao).toBe(1);
    // Something else under that stale versao is still someone else's save: 409.
    const outro = await api<Problema>('PUT', '/api/frequencia', {
      ...corpo,
      registros: [
        { aprendizId: t.pessoas[0]!.id, status: 'falta' },
        ...todosPresentes(t.pessoas.slice(1)),
      ],
    });
    expect(outro.status).toBe(409);
  });

  it.each([
    ['2026-02-16', 'Carnaval (segunda-feira)'],
    ['2026-04-06', null],
  ])('feriado → 422 com o nome (%s)', async (data, nome) => {
    const t = await turmaCom(1);
    const r = await api<Problema>('PUT', '/api/frequencia', {
      turmaId: t.id,
      data,
      registros: todosPresentes(t.pessoas),
    });
    if (nome === null) {
      expect(r.status).toBe(200);
      return;
    }
    expect(r.status).toBe(422);
    expect(r.json.detail).toContain(nome);
    const lido = await api<Dia>('GET', `/api/frequencia?turmaId=${t.id}&data=${data}`);
    expect(lido.json).toMatchObject({
      diaDeAula: false,
      feriado: { nome, origem: 'ponto-facultativo' },
    });
  });

  it('dia fora do período, dia sem aula teórica e dia futuro → 422 com o motivo', async () => {
    const t = await turmaCom(1, { dataFim: '2027-06-30', diasTeoria: [1, 2, 3, 4, 5] });
    const salvar = (data: string) =>
      api<Problema>('PUT', '/api/frequencia', {
        turmaId: t.id,
        data,
        registros: todosPresentes(t.pessoas),
      });
    const antes = await salvar('2026-01-26');
    expect(antes.status).toBe(422);
    expect(antes.json.detail).toMatch(/fora do período da turma \(02\/02\/2026 a 30\/06\/2027\)/);
    const sabado = await salvar('2026-03-07');
    expect(sabado.status).toBe(422);
    expect(sabado.json.detail).toMatch(/sábados/);
    // The next weekday after tomorrow that is not a holiday in 2026-27's calendar.
    let futuro = dia(2);
    while (
      [0, 6].includes(new Date(`${futuro}T12:00:00Z`).getUTCDay()) ||
      ['2026-12-25', '2027-01-01'].includes(futuro)
    ) {
      futuro = somarDias(futuro, 1);
    }
    const amanha = await salvar(futuro);
    expect(amanha.status).toBe(422);
    expect(amanha.json.detail).toBe(
      'Não é possível registrar a frequência de um dia que ainda não chegou.',
    );
  });

  it('aprendiz não alocado no dia, falta justificada sem justificativa e disciplina fora do plano → 422', async () => {
    const t = await turmaCom(2);
    const [fora] = await Promise.all([novoAprendiz(h, ref)]);
    const naoAlocado = await api<Problema>('PUT', '/api/frequencia', {
      turmaId: t.id,
      data: '2026-03-09',
      registros: [{ aprendizId: fora.id, status: 'presente' }],
    });
    expect(naoAlocado.status).toBe(422);
    expect(naoAlocado.json.errors?.['registros.0.aprendizId']).toMatch(/não está alocado/);

    const semJustificativa = await api<Problema>('PUT', '/api/frequencia', {
      turmaId: t.id,
      data: '2026-03-09',
      registros: [
        { aprendizId: t.pessoas[0]!.id, status: 'falta-justificada', justificativa: '  ' },
      ],
    });
    expect(semJustificativa.status).toBe(422);
    expect(semJustificativa.json.errors).toEqual({
      'registros.0.justificativa': 'Informe a justificativa da falta',
    });

    const [modulo] = await h.db
      .insert(modulos)
      .values({ nome: `Módulo freq ${seq}`, ordem: 100 + seq, cargaHoraria: 40 })
      .returning({ id: modulos.id });
    const [dentro, outra] = await h.db
      .insert(disciplinas)
      .values([
        { moduloId: modulo!.id, nome: `Do plano ${seq}`, cargaHoraria: 20 },
        { moduloId: modulo!.id, nome: `Fora do plano ${seq}`, cargaHoraria: 20 },
      ])
      .returning({ id: disciplinas.id });
    const [plano] = await h.db
      .insert(planos)
      .values({
        cursoId: ref.cursoId,
        nome: `Plano freq ${seq}`,
        vigenciaInicio: '2000-01-01',
        vigenciaFim: '2000-12-31',
      })
      .returning({ id: planos.id });
    await h.db
      .insert(curriculoItens)
      .values({ planoId: plano!.id, disciplinaId: dentro!.id, ordem: 1, cargaHoraria: 20 });
    await h.db.update(turmas).set({ planoId: plano!.id }).where(eq(turmas.id, t.id));
    const foraDoPlano = await api<Problema>('PUT', '/api/frequencia', {
      turmaId: t.id,
      data: '2026-03-09',
      disciplinaId: outra!.id,
      registros: todosPresentes(t.pessoas),
    });
    expect(foraDoPlano.status).toBe(422);
    expect(foraDoPlano.json.errors?.disciplinaId).toBe(
      'A disciplina não faz parte do plano de curso da turma',
    );
    const noPlano = await api<Dia>('PUT', '/api/frequencia', {
      turmaId: t.id,
      data: '2026-03-09',
      disciplinaId: dentro!.id,
      registros: todosPresentes(t.pessoas),
    });
    expect(noPlano.status).toBe(200);
    expect(noPlano.json.registro?.disciplina?.id).toBe(dentro!.id);
  });

  it('afastado no dia: aparece marcado, não é contado e não pode ser marcado', async () => {
    const t = await turmaCom(2);
    const [motivo] = await h.db
      .select({ id: motivosAfastamento.id })
      .from(motivosAfastamento)
      .limit(1);
    await h.db.insert(afastamentos).values({
      aprendizId: t.pessoas[1]!.id,
      motivoAfastamentoId: motivo!.id,
      dataInicio: '2026-03-01',
      dataFim: '2026-03-20',
      situacaoAnteriorId: ref.situacao('contratado'),
    });
    const lido = await api<Dia>('GET', `/api/frequencia?turmaId=${t.id}&data=2026-03-11`);
    expect(lido.json.aprendizes.find((a) => a.aprendizId === t.pessoas[1]!.id)?.afastado).toBe(
      true,
    );
    expect(lido.json.totais).toMatchObject({ alocados: 2, afastados: 1, semMarcacao: 1 });
    const marcar = await api<Problema>('PUT', '/api/frequencia', {
      turmaId: t.id,
      data: '2026-03-11',
      registros: todosPresentes(t.pessoas),
    });
    expect(marcar.status).toBe(422);
    expect(marcar.json.detail).toMatch(/afastado\(a\)/);
    const ok = await api<Dia>('PUT', '/api/frequencia', {
      turmaId: t.id,
      data: '2026-03-11',
      registros: todosPresentes(t.pessoas.slice(0, 1)),
    });
    expect(ok.status).toBe(200);
    const resumo = await api<{
      aprendizes: { aprendizId: number; dias: number; percentual: number | null }[];
    }>('GET', `/api/frequencia/resumo?turmaId=${t.id}&inicio=2026-03-01&fim=2026-03-31`);
    expect(resumo.json.aprendizes.find((a) => a.aprendizId === t.pessoas[1]!.id)).toMatchObject({
      dias: 0,
      percentual: null,
    });
    expect(resumo.json.aprendizes.find((a) => a.aprendizId === t.pessoas[0]!.id)).toMatchObject({
      dias: 1,
      percentual: 1,
    });
  });

  it('educador: só nas suas turmas (403 nas outras) e dias com mais de 7 dias só com frequencia:corrigir', async () => {
    const [educ] = await h.db
      .insert(educadores)
      .values({ nome: 'Educadora Teste' })
      .returning({ id: educadores.id });
    const sua = await turmaCom(1, {
      educadorId: educ!.id,
      dataFim: '2027-06-30',
      diasTeoria: [1, 2, 3, 4, 5],
    });
    const outra = await turmaCom(1, { dataFim: '2027-06-30', diasTeoria: [1, 2, 3, 4, 5] });
    const usuario = await h.createUser('educador');
    const tokenEducador = await h.tokenPara(usuario.id);
    const semVinculo = await api<Problema>(
      'PUT',
      '/api/frequencia',
      { turmaId: sua.id, data: '2026-03-02', registros: todosPresentes(sua.pessoas) },
      tokenEducador,
    );
    expect(semVinculo.status).toBe(403);
    // The link is set on /usuarios (an update without educadorId keeps it).
    const [linha] = await h.db
      .select({
        nome: usuarios.nome,
        email: usuarios.email,
        funcaoId: usuarios.funcaoId,
        versao: usuarios.versao,
      })
      .from(usuarios)
      .where(eq(usuarios.id, usuario.id));
    const vinculo = await api<{ educador: { id: number } | null; versao: number }>(
      'PUT',
      `/api/usuarios/${usuario.id}`,
      { ...linha, educadorId: educ!.id },
    );
    expect(vinculo.status).toBe(200);
    expect(vinculo.json.educador).toEqual({ id: educ!.id, nome: 'Educadora Teste' });
    const semMudar = await api<{ educadorId: number | null }>(
      'PUT',
      `/api/usuarios/${usuario.id}`,
      {
        ...linha,
        versao: vinculo.json.versao,
      },
    );
    expect(semMudar.json.educadorId).toBe(educ!.id);
    const inexistente = await api<Problema>('PUT', `/api/usuarios/${usuario.id}`, {
      ...linha,
      versao: vinculo.json.versao,
      educadorId: 999_999,
    });
    expect(inexistente.status).toBe(400);
    expect(inexistente.json.errors?.educadorId).toMatch(/Educador não encontrado/);
    // The class picker puts the educator's own class first; for others nothing is "theirs".
    const seletor = await api<{ data: { id: number; minha: boolean }[] }>(
      'GET',
      `/api/frequencia/turmas?q=FREQ-`,
      undefined,
      tokenEducador,
    );
    expect(seletor.status).toBe(200);
    expect(seletor.json.data[0]).toEqual(expect.objectContaining({ id: sua.id, minha: true }));
    const doAdmin = await api<{ data: { minha: boolean }[] }>('GET', '/api/frequencia/turmas');
    expect(doAdmin.status).toBe(200);
    expect(doAdmin.json.data.length).toBeGreaterThan(0);
    expect(doAdmin.json.data.every((t) => !t.minha)).toBe(true);
    const deOutro = await api<Problema>(
      'PUT',
      '/api/frequencia',
      { turmaId: outra.id, data: '2026-03-02', registros: todosPresentes(outra.pessoas) },
      tokenEducador,
    );
    // The record rule of the kit (plugins/escopo.ts) answers before the route.
    expect(deOutro.status).toBe(403);
    expect(deOutro.json.type).toBe('/problemas/fora-das-suas-turmas');
    expect(deOutro.json.detail).toBe(MENSAGENS_ESCOPO.outraTurma);
    const antigo = await api<Problema>(
      'PUT',
      '/api/frequencia',
      { turmaId: sua.id, data: '2026-03-02', registros: todosPresentes(sua.pessoas) },
      tokenEducador,
    );
    expect(antigo.status).toBe(422);
    expect(antigo.json.detail).toMatch(/mais de 7 dias/);
    // Within the last 7 days the educator saves their own class.
    let recente = dia(0);
    while ([0, 6].includes(new Date(`${recente}T12:00:00Z`).getUTCDay()))
      recente = somarDias(recente, -1);
    const lido = await api<Dia>(
      'GET',
      `/api/frequencia?turmaId=${sua.id}&data=${recente}`,
      undefined,
      tokenEducador,
    );
    if (lido.json.diaDeAula) {
      expect(lido.json.podeAlterar).toBe(true);
      const ok = await api<Dia>(
        'PUT',
        '/api/frequencia',
        { turmaId: sua.id, data: recente, registros: todosPresentes(sua.pessoas) },
        tokenEducador,
      );
      expect(ok.status).toBe(200);
    }
    // The coordination holds frequencia:corrigir.
    const coordenacao = await h.createUser('coordenacao');
    const corrigido = await api<Dia>(
      'PUT',
      '/api/frequencia',
      { turmaId: sua.id, data: '2026-03-02', registros: todosPresentes(sua.pessoas) },
      await h.tokenPara(coordenacao.id),
    );
    expect(corrigido.status).toBe(200);
  });

  it('alertas: 3 faltas seguidas sem justificativa, ou menos de 75%; com turma e contato', async () => {
    const t = await turmaCom(3);
    const [seguidas, baixa, bem] = t.pessoas;
    const dias = [
      '2026-04-06',
      '2026-04-08',
      '2026-04-13',
      '2026-04-15',
      '2026-04-20',
      '2026-04-22',
    ];
    for (const [i, data] of dias.entries()) {
      const r = await api('PUT', '/api/frequencia', {
        turmaId: t.id,
        data,
        registros: [
          { aprendizId: seguidas!.id, status: i >= 3 ? 'falta' : 'presente' },
          {
            aprendizId: baixa!.id,
            status: i % 2 === 0 ? 'falta-justificada' : 'presente',
            justificativa: 'Consulta',
          },
          { aprendizId: bem!.id, status: 'presente' },
        ],
      });
      expect(r.status).toBe(200);
    }
    const alertas = await api<{
      data: {
        aprendizId: number;
        motivos: string[];
        faltasSeguidas: number;
        turma: { id: number };
      }[];
    }>('GET', `/api/frequencia/alertas?turmaId=${t.id}`);
    expect(alertas.status).toBe(200);
    const porId = new Map(alertas.json.data.map((a) => [a.aprendizId, a]));
    expect(porId.get(seguidas!.id)).toMatchObject({
      motivos: ['faltas-seguidas', 'frequencia-baixa'],
      faltasSeguidas: 3,
      turma: { id: t.id },
    });
    expect(porId.get(baixa!.id)?.motivos).toEqual(['frequencia-baixa']);
    expect(porId.has(bem!.id)).toBe(false);
  });

  it('grade do mês e exportação', async () => {
    const t = await turmaCom(2);
    await api('PUT', '/api/frequencia', {
      turmaId: t.id,
      data: '2026-05-04',
      registros: todosPresentes(t.pessoas),
    });
    const mes = await api<{
      dias: { data: string; registrado: boolean }[];
      aprendizes: { marcacoes: (string | null)[] }[];
    }>('GET', `/api/frequencia/mes?turmaId=${t.id}&mes=2026-05`);
    expect(mes.status).toBe(200);
    expect(mes.json.dias.map((d) => d.data)).toEqual([
      '2026-05-04',
      '2026-05-06',
      '2026-05-11',
      '2026-05-13',
      '2026-05-18',
      '2026-05-20',
      '2026-05-25',
      '2026-05-27',
    ]);
    expect(mes.json.aprendizes[0]?.marcacoes[0]).toBe('presente');
    const csv = await h.request('GET', `/api/frequencia/mes/exportar?turmaId=${t.id}&mes=2026-05`, {
      token,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('04/05');
  });

  it('calendário do aprendiz: dias de teoria, feriados e contagens de um período conhecido; PDF', async () => {
    const t = await turmaCom(1);
    const a = t.pessoas[0]!;
    await api('PUT', '/api/frequencia', {
      turmaId: t.id,
      data: '2026-06-01',
      registros: todosPresentes([a]),
    });
    const cal = await api<{
      contagens: Record<string, number>;
      dias: { data: string; tipo: string | null; frequencia: string | null }[];
    }>('GET', `/api/aprendiz/${a.id}/calendario?inicio=2026-06-01&fim=2026-06-30`);
    expect(cal.status).toBe(200);
    // June 2026, Mondays and Wednesdays: 1, 3, 8, 10, 15, 17, 22, 24, 29 — 9 days; Corpus Christi
    // (Thursday 4) is a holiday on a weekday.
    expect(cal.json.contagens).toMatchObject({ teoria: 9, presentes: 1, feriados: 1 });
    expect(cal.json.dias.find((d) => d.data === '2026-06-04')?.tipo).toBe('feriado');
    expect(cal.json.dias.find((d) => d.data === '2026-06-01')).toMatchObject({
      tipo: 'teoria',
      frequencia: 'presente',
    });
    const pdf = await h.request(
      'GET',
      `/api/aprendiz/${a.id}/calendario/pdf?inicio=2026-01-01&fim=2026-12-31`,
      { token },
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const frequenciaDoAno = await api<{ meses: { mes: string; presentes: number }[] }>(
      'GET',
      `/api/aprendizes/${a.id}/frequencia?ano=2026`,
    );
    expect(frequenciaDoAno.json.meses).toEqual([
      expect.objectContaining({ mes: '2026-06', presentes: 1 }),
    ]);
    expect(await h.db.$count(frequencias, eq(frequencias.aprendizId, a.id))).toBe(1);
  });
});
