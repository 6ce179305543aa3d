import { and, eq } from 'drizzle-orm';
import { forEachEngine } from '../support/api-harness';
import { leitorSemVerCpf } from './leitor-sem-cpf';
import { auditoria } from '../../server/db/schema';
import {
  br,
  cliente,
  dadosTurma,
  dia,
  novoAprendiz,
  referencias,
  type Alocacao,
  type Lista,
  type Problema,
  type Referencias,
  type Turma,
} from './turmas-parceiros-fixtures';

forEachEngine('turmas', (h) => {
  let token = '';
  let ref: Referencias;
  const api = cliente(h, () => token);

  beforeAll(async () => {
    const admin = await h.createUser('administrador');
    token = await h.tokenPara(admin.id);
    ref = await referencias(h);
  });

  async function criarTurma(extra: Record<string, unknown> = {}): Promise<Turma> {
    const r = await api<Turma>('POST', '/api/turmas', dadosTurma(ref, extra));
    expect(r.status).toBe(201);
    return r.json;
  }

  async function criarEducador(nome = 'Carla Mendes'): Promise<number> {
    const r = await api<{ id: number }>('POST', '/api/educadores', { EducNome: nome });
    expect(r.status).toBe(201);
    return r.json.id;
  }

  async function alocar(turmaId: number, aprendizIds: number[], dataInicio = dia(-10)) {
    return api<{ data: Alocacao[] }>('POST', '/api/alocacoes', {
      turmaId,
      aprendizIds,
      dataInicio,
    });
  }

  describe('cadastro', () => {
    it('cria com status planejada por padrão, dias em ordem, ocupação e vagas', async () => {
      const educadorId = await criarEducador('Rosana Ferreira');
      const r = await api<Turma>(
        'POST',
        '/api/turmas',
        dadosTurma(ref, { diasTeoria: [5, 2], status: undefined, educadorId, capacidade: 25 }),
      );
      expect(r.status).toBe(201);
      expect(r.json).toMatchObject({
        nome: 'Serviços Administrativos - Manhã',
        cursoId: ref.cursoId,
        planoId: null,
        educadorId,
        educador: { id: educadorId, nome: 'Rosana Ferreira' },
        turno: 'manha',
        diasTeoria: [2, 5],
        capacidade: 25,
        status: 'planejada',
        ativo: true,
        ocupacao: 0,
        vagasRestantes: 25,
        versao: 1,
      });
      const trilha = await h.db
        .select({ acao: auditoria.acao })
        .from(auditoria)
        .where(and(eq(auditoria.entidade, 'turma'), eq(auditoria.entidadeId, String(r.json.id))));
      expect(trilha).toEqual([{ acao: 'criar' }]);
    });

    it('responde 400 com a mensagem de cada regra', async () => {
      const r = await api<Problema>('POST', '/api/turmas', {
        codigo: ' ',
        nome: 'AB',
        cursoId: 999_999,
        turno: 'madrugada',
        diasTeoria: [1, 1, 8],
        dataInicio: dia(10),
        dataFim: dia(0),
        capacidade: 0,
        status: 'aberta',
      });
      expect(r.status).toBe(400);
      // The status and the capacity's limits are the schema's (the document states them): the
      // body stops there, with both words.
      expect(r.json.errors).toEqual({
        status: 'Selecione a situação: planejada, em andamento ou encerrada',
        capacidade: 'A capacidade deve ser um número inteiro entre 1 e 200',
      });
      const semStatus = await api<Problema>('POST', '/api/turmas', {
        codigo: ' ',
        nome: 'AB',
        cursoId: 999_999,
        turno: 'madrugada',
        diasTeoria: [1, 1, 8],
        dataInicio: dia(10),
        dataFim: dia(0),
        capacidade: 5,
      });
      expect(semStatus.status).toBe(400);
      expect(semStatus.json.errors).toEqual({
        codigo: 'Informe o código da turma',
        nome: 'Nome da turma deve ter no mínimo 3 caracteres',
        cursoId: 'Curso não encontrado: selecione um da lista',
        turno: 'Selecione o turno: manhã, tarde, noite ou integral',
        diasTeoria: 'Dias de teoria: use de 1 (segunda-feira) a 7 (domingo), sem repetir',
        dataFim: 'A data de término não pode ser anterior à de início',
      });
      // Each limit the document states, refused with the rule's words (CAMPOS_TURMA).
      const longos = await api<Problema>(
        'POST',
        '/api/turmas',
        dadosTurma(ref, {
          codigo: 'C'.repeat(31),
          nome: 'N'.repeat(151),
          local: 'L'.repeat(201),
          capacidade: 201,
        }),
      );
      expect(longos.status).toBe(400);
      expect(longos.json.errors).toEqual({
        codigo:
          'O código deve ter até 30 caracteres: letras, números, hífen, ponto, barra ou sublinhado',
        nome: 'Nome da turma deve ter no máximo 150 caracteres',
        local: 'O local deve ter no máximo 200 caracteres',
        capacidade: 'A capacidade deve ser um número inteiro entre 1 e 200',
      });
      const vazio = await api<Problema>('POST', '/api/turmas', {});
      expect(vazio.json.errors).toMatchObject({
        codigo: 'Informe o código da turma',
        nome: 'Informe o nome da turma',
        cursoId: 'Selecione o curso',
        diasTeoria: 'Selecione pelo menos um dia de teoria',
        dataInicio: 'Informe a data de início',
        dataFim: 'Informe a data de término',
        capacidade: 'Informe a capacidade',
      });
      const semDias = await api<Problema>(
        'POST',
        '/api/turmas',
        dadosTurma(ref, { diasTeoria: [], dataInicio: '2025-02-30' }),
      );
      expect(semDias.json.errors).toEqual({
        diasTeoria: 'Selecione pelo menos um dia de teoria',
        dataInicio: 'Data inválida',
      });
    });

    it('código repetido (sem distinção de maiúsculas) é 409 e nomeia a turma', async () => {
      const t = await criarTurma({ codigo: 'LOG-2026-01', nome: 'Logística Tarde' });
      const r = await api<Problema>(
        'POST',
        '/api/turmas',
        dadosTurma(ref, { codigo: 'log-2026-01' }),
      );
      expect(r.status).toBe(409);
      const mensagem = `Já existe uma turma com o código LOG-2026-01: Logística Tarde (turma ${t.id})`;
      expect(r.json).toMatchObject({ detail: mensagem, errors: { codigo: mensagem } });
    });

    it('educador inexistente ou inativo não assume turma nova', async () => {
      const educadorId = await criarEducador();
      await api('DELETE', `/api/educadores/${educadorId}`);
      const inativo = await api<Problema>('POST', '/api/turmas', dadosTurma(ref, { educadorId }));
      expect(inativo.status).toBe(400);
      expect(inativo.json.errors).toEqual({
        educadorId: 'Este educador está inativo: escolha um educador ativo',
      });
      const inexistente = await api<Problema>(
        'POST',
        '/api/turmas',
        dadosTurma(ref, { educadorId: 999_999 }),
      );
      expect(inexistente.json.errors).toEqual({
        educadorId: 'Educador não encontrado: selecione um da lista',
      });
    });
  });

  describe('leitura', () => {
    it('GET por id numérico; outro valor é 400 em português, id desconhecido é 404', async () => {
      const t = await criarTurma();
      const r = await api<Turma>('GET', `/api/turmas/${t.id}`);
      expect(r.status).toBe(200);
      expect(r.json.codigo).toBe(t.codigo);
      const texto = await api<Problema>('GET', '/api/turmas/abc');
      expect(texto.status).toBe(400);
      expect(texto.json.errors).toEqual({
        id: 'Turma não encontrada: o código da turma no endereço deve ser um número.',
      });
      const fracao = await api<Problema>('GET', '/api/turmas/1.5');
      expect(fracao.status).toBe(400);
      const desconhecida = await api<Problema>('GET', '/api/turmas/999999');
      expect(desconhecida.status).toBe(404);
      expect(desconhecida.json.detail).toBe('Turma não encontrada.');
    });

    it('lista com filtros, busca sem acentos, ocupação e vagas restantes por linha', async () => {
      const educadorId = await criarEducador('Paulo Educador da Lista');
      const t = await criarTurma({
        nome: 'Comércio e Varejo — Noite',
        turno: 'noite',
        educadorId,
        capacidade: 3,
      });
      const aprendizes = await Promise.all([novoAprendiz(h, ref), novoAprendiz(h, ref)]);
      expect(
        (
          await alocar(
            t.id,
            aprendizes.map((a) => a.id),
          )
        ).status,
      ).toBe(201);
      const r = await api<Lista<Turma>>(
        'GET',
        `/api/turmas?q=comercio%20noite&status=em%20andamento&cursoId=${ref.cursoId}&educadorId=${educadorId}`,
      );
      expect(r.status).toBe(200);
      expect(r.json.data).toEqual([
        expect.objectContaining({ id: t.id, ocupacao: 2, vagasRestantes: 1, capacidade: 3 }),
      ]);
      const planejadas = await api<Lista<Turma>>(
        `GET`,
        `/api/turmas?status=planejada&educadorId=${educadorId}`,
      );
      expect(planejadas.json.total).toBe(0);
      const porOcupacao = await api<Lista<Turma>>('GET', '/api/turmas?sort=-ocupacao&pageSize=1');
      expect(porOcupacao.json.data[0]!.ocupacao).toBeGreaterThanOrEqual(2);
      const ruim = await api<Problema>('GET', '/api/turmas?status=aberta');
      expect(ruim.status).toBe(400);
    });

    it('stats por status e ocupação', async () => {
      const r = await api<{
        total: number;
        porStatus: { status: string; turmas: number; capacidade: number; ocupacao: number }[];
        capacidade: number;
        ocupacao: number;
        vagasRestantes: number;
        taxaOcupacao: number;
        lotadas: number;
      }>('GET', '/api/turmas/stats');
      expect(r.status).toBe(200);
      expect(r.json.porStatus.map((s) => s.status)).toEqual([
        'planejada',
        'em andamento',
        'encerrada',
      ]);
      expect(r.json.total).toBe(r.json.porStatus.reduce((t, s) => t + s.turmas, 0));
      expect(r.json.ocupacao).toBeGreaterThanOrEqual(2);
      expect(r.json.vagasRestantes).toBe(r.json.capacidade - r.json.ocupacao);
      expect(r.json.taxaOcupacao).toBeCloseTo(r.json.ocupacao / r.json.capacidade, 2);
    });

    it('aprendizes da turma: os alocados agora, com CPF mascarado para quem não tem aprendizes:ver-cpf', async () => {
      const t = await criarTurma();
      const [a, b] = await Promise.all([
        novoAprendiz(h, ref, { nome: 'Carlos Eduardo Dias' }),
        novoAprendiz(h, ref, { nome: 'Daniela Prado' }),
      ]);
      await alocar(t.id, [a.id, b.id]);
      await api('PUT', `/api/alocacoes/desalocar/${b.id}/${t.id}`, {
        dataFim: dia(-1),
        motivo: 'Mudou de turno',
      });

      const agora = await api<Lista<Alocacao>>('GET', `/api/turmas/${t.id}/aprendizes`);
      expect(agora.json.data.map((x) => x.nome)).toEqual(['Carlos Eduardo Dias']);
      const cpf = a.cpf;
      expect(agora.json.data[0]!.cpf).toBe(
        `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`,
      );
      const todas = await api<Lista<Alocacao>>(
        'GET',
        `/api/turmas/${t.id}/aprendizes?abertas=todas`,
      );
      expect(todas.json.total).toBe(2);

      const tokenEducador = (await leitorSemVerCpf(h)).token;
      const mascarado = await api<Lista<Alocacao>>(
        'GET',
        `/api/turmas/${t.id}/aprendizes`,
        undefined,
        tokenEducador,
      );
      expect(mascarado.status).toBe(200);
      expect(mascarado.json.data[0]!.cpf).toBe(`***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`);
      expect((await api('GET', '/api/turmas/999999/aprendizes')).status).toBe(404);
    });

    it('exporta em CSV com a ocupação', async () => {
      const t = await criarTurma({ nome: 'Turma Exportável', capacidade: 12 });
      const r = await h.request('GET', `/api/turmas/exportar?q=${t.codigo}`, { token });
      expect(r.statusCode).toBe(200);
      const linhas = r.body.replace('\uFEFF', '').trim().split('\r\n');
      expect(linhas[0]).toBe(
        'Código;Nome;Curso;Educador;Turno;Dias de teoria;Início;Término;Capacidade;Ocupação;Vagas restantes;Local;Status;Ativa',
      );
      expect(linhas[1]).toContain(`${t.codigo};Turma Exportável;`);
      expect(linhas[1]).toContain(';Manhã;Seg, Qua;');
      expect(linhas[1]).toContain(`;${br(t.dataInicio)};`);
    });
  });

  describe('alteração e inativação', () => {
    it('altera com versao; versão antiga é 409', async () => {
      const t = await criarTurma();
      const ok = await api<Turma>('PUT', `/api/turmas/${t.id}`, {
        ...dadosTurma(ref, { codigo: t.codigo, nome: 'Nome novo da turma', local: '  Sala 5 ' }),
        versao: t.versao,
      });
      expect(ok.status).toBe(200);
      expect(ok.json).toMatchObject({ nome: 'Nome novo da turma', versao: 2 });
      const velha = await api<Problema>('PUT', `/api/turmas/${t.id}`, {
        ...dadosTurma(ref, { codigo: t.codigo }),
        versao: t.versao,
      });
      expect(velha.status).toBe(409);
      expect(velha.json.type).toBe('/problemas/versao-desatualizada');
    });

    it('a capacidade não fica abaixo dos alocados e o período cobre as alocações (422)', async () => {
      const t = await criarTurma({ capacidade: 5 });
      const aprendizes = await Promise.all([
        novoAprendiz(h, ref),
        novoAprendiz(h, ref),
        novoAprendiz(h, ref),
      ]);
      await alocar(
        t.id,
        aprendizes.map((a) => a.id),
        dia(-10),
      );
      const menor = await api<Problema>('PUT', `/api/turmas/${t.id}`, {
        ...dadosTurma(ref, { codigo: t.codigo, capacidade: 2 }),
        versao: t.versao,
      });
      expect(menor.status).toBe(422);
      expect(menor.json.errors).toEqual({
        capacidade: 'A capacidade não pode ser menor que os 3 aprendizes alocados nesta turma',
      });
      const periodo = await api<Problema>('PUT', `/api/turmas/${t.id}`, {
        ...dadosTurma(ref, { codigo: t.codigo, dataInicio: dia(-5) }),
        versao: t.versao,
      });
      expect(periodo.status).toBe(422);
      expect(periodo.json.errors?.dataInicio).toBe(
        `O período precisa cobrir as alocações já feitas nesta turma (início entre ${br(dia(-10))} e ${br(dia(-10))})`,
      );
      const igual = await api<Turma>('GET', `/api/turmas/${t.id}`);
      expect(igual.json).toMatchObject({ capacidade: 5, versao: 1 });
    });

    it('encerrar a turma encerra as alocações abertas, com motivo e trilha', async () => {
      const t = await criarTurma({ dataInicio: dia(-200), dataFim: dia(-3) });
      const [a] = await Promise.all([novoAprendiz(h, ref)]);
      expect((await alocar(t.id, [a.id], dia(-100))).status).toBe(201);
      const r = await api<Turma>('PUT', `/api/turmas/${t.id}`, {
        ...dadosTurma(ref, {
          codigo: t.codigo,
          dataInicio: dia(-200),
          dataFim: dia(-3),
          status: 'encerrada',
        }),
        versao: t.versao,
      });
      expect(r.status).toBe(200);
      expect(r.json).toMatchObject({ status: 'encerrada', ocupacao: 0 });
      const historico = await api<{ data: Alocacao[] }>('GET', `/api/alocacoes/aprendiz/${a.id}`);
      expect(historico.json.data[0]).toMatchObject({
        turmaId: t.id,
        dataFim: dia(-3),
        motivoDesalocacao: 'Turma encerrada',
        aberta: false,
      });
      const trilha = await h.db
        .select({ acao: auditoria.acao })
        .from(auditoria)
        .where(
          and(
            eq(auditoria.entidade, 'alocacao'),
            eq(auditoria.entidadeId, String(historico.json.data[0]!.id)),
          ),
        );
      expect(trilha.map((x) => x.acao).sort()).toEqual(['alocar', 'desalocar']);
    });

    it('DELETE inativa só sem alocados (409 com alocados); reativar', async () => {
      const t = await criarTurma();
      const a = await novoAprendiz(h, ref);
      await alocar(t.id, [a.id]);
      const bloqueada = await api<Problema>('DELETE', `/api/turmas/${t.id}`);
      expect(bloqueada.status).toBe(409);
      expect(bloqueada.json.detail).toBe(
        'A turma tem 1 aprendiz alocado. Desaloque o aprendiz antes de inativá-la.',
      );
      await api('PUT', `/api/alocacoes/desalocar/${a.id}/${t.id}`, {
        dataFim: dia(0),
        motivo: 'Fim',
      });
      const inativa = await api<Turma>('DELETE', `/api/turmas/${t.id}`);
      expect(inativa.json.ativo).toBe(false);
      const lista = await api<Lista<Turma>>('GET', `/api/turmas?q=${t.codigo}`);
      expect(lista.json.total).toBe(0);
      const inativas = await api<Lista<Turma>>('GET', `/api/turmas?q=${t.codigo}&ativo=false`);
      expect(inativas.json.total).toBe(1);
      const reativada = await api<Turma>('POST', `/api/turmas/${t.id}/reativar`);
      expect(reativada.json.ativo).toBe(true);
    });

    it('quem só lê turmas (educador) não cria nem inativa', async () => {
      const educador = await h.createUser('educador');
      const tokenEducador = await h.tokenPara(educador.id);
      expect((await api('GET', '/api/turmas', undefined, tokenEducador)).status).toBe(200);
      expect((await api('POST', '/api/turmas', dadosTurma(ref), tokenEducador)).status).toBe(403);
      expect((await api('DELETE', '/api/turmas/1', undefined, tokenEducador)).status).toBe(403);
    });
  });
});
