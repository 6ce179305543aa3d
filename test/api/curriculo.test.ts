/** @jest-environment ./test/support/api-environment.ts */
// Courses, modules, disciplines, course plans and their curriculum on both engines: names unique
// within their parent, plans of one course never overlapping, a curriculum saved whole with its
// versao (all or nothing), running classes asking for confirmation, and the plan's PDF.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { forEachEngine } from '../support/api-harness';
import { auditoria, turmas } from '../../server/db/schema';
import { comparacaoDeHoras } from '../../src/shared/validation/curriculo';
import { cliente, dadosTurma, dia, referencias, type Problema } from './turmas-parceiros-fixtures';

interface Registro {
  id: number;
  nome: string;
  versao: number;
  ativo: boolean;
}
interface Modulo extends Registro {
  ordem: number;
  cargaHoraria: number;
}
interface Plano extends Registro {
  cursoId: number;
  vigenciaInicio: string;
  vigenciaFim: string | null;
  turmasEmAndamento: number;
}
interface Curriculo {
  versao: number;
  itens: { disciplinaId: number; nome: string; ordem: number; cargaHoraria: number }[];
  cargaHorariaTotal: number;
  diferenca: number;
  aviso: string | null;
}

it('diz a diferença de horas do currículo em palavras', () => {
  expect(comparacaoDeHoras(400, 400)).toBe('O currículo soma as 400 h do curso.');
  expect(comparacaoDeHoras(380, 400)).toBe(
    'O currículo soma 380 h: faltam 20 h para as 400 h do curso.',
  );
  expect(comparacaoDeHoras(1240, 1200)).toBe(
    'O currículo soma 1.240 h: 40 h a mais que as 1.200 h do curso.',
  );
});

forEachEngine('currículo', (h) => {
  let token = '';
  const api = cliente(h, () => token);
  let sequencia = 0;
  const unico = (base: string) => `${base} ${(sequencia += 1)}`;

  beforeAll(async () => {
    const admin = await h.createUser('administrador');
    token = await h.tokenPara(admin.id);
  });

  const novoCurso = async (horas = 100) => {
    const r = await api<Registro>('POST', '/api/cursos', {
      nome: unico('Aprendiz em Testes'),
      cargaHorariaTotal: horas,
    });
    expect(r.status).toBe(201);
    return r.json;
  };
  const novoModulo = async (nome = unico('Módulo')) => {
    const r = await api<Modulo>('POST', '/api/modulos', { nome, cargaHoraria: 40 });
    expect(r.status).toBe(201);
    return r.json;
  };
  const novaDisciplina = async (moduloId: number, horas = 20, nome = unico('Disciplina')) => {
    const r = await api<Registro>('POST', '/api/disciplinas', {
      moduloId,
      nome,
      cargaHoraria: horas,
      ementa: 'Conteúdo',
    });
    expect(r.status).toBe(201);
    return r.json;
  };
  const novoPlano = async (cursoId: number, inicio = '2026-01-01', fim: string | null = null) => {
    const r = await api<Plano>('POST', '/api/planos', {
      cursoId,
      nome: unico('Plano'),
      vigenciaInicio: inicio,
      vigenciaFim: fim,
    });
    expect(r.status).toBe(201);
    return r.json;
  };

  describe('nomes únicos dentro do pai', () => {
    it('módulo: o mesmo nome sem acento nem caixa é recusado com 409 no campo nome', async () => {
      const m = await novoModulo(unico('Comunicação'));
      const r = await api<Problema>('POST', '/api/modulos', {
        nome: m.nome.toUpperCase().replace('Ç', 'C').replace('Ã', 'A'),
        cargaHoraria: 10,
      });
      expect(r.status).toBe(409);
      expect(r.json.errors).toEqual({ nome: 'Já existe um módulo com este nome' });
    });

    it('disciplina: repetida no mesmo módulo é 409; em outro módulo, aceita', async () => {
      const a = await novoModulo();
      const b = await novoModulo();
      await novaDisciplina(a.id, 20, 'Matemática aplicada');
      const repetida = await api<Problema>('POST', '/api/disciplinas', {
        moduloId: a.id,
        nome: 'matematica  aplicada',
        cargaHoraria: 20,
      });
      expect(repetida.status).toBe(409);
      expect(repetida.json.errors).toEqual({
        nome: 'Já existe uma disciplina com este nome neste módulo',
      });
      await novaDisciplina(b.id, 20, 'Matemática aplicada');
      const doModulo = await api<{ data: Registro[]; total: number }>(
        'GET',
        `/api/disciplinas?moduloId=${b.id}`,
      );
      expect(doModulo.json.data.map((d) => d.nome)).toEqual(['Matemática aplicada']);
    });

    it('um módulo inativo não recebe disciplinas novas (400 em moduloId)', async () => {
      const m = await novoModulo();
      expect((await api('DELETE', `/api/modulos/${m.id}`)).status).toBe(200);
      const r = await api<Problema>('POST', '/api/disciplinas', {
        moduloId: m.id,
        nome: 'Qualquer',
        cargaHoraria: 10,
      });
      expect(r.status).toBe(400);
      expect(r.json.errors).toEqual({
        moduloId: 'Este módulo está inativo: reative-o ou escolha outro',
      });
    });

    it('horas devem ser inteiras e positivas, com a mensagem no campo', async () => {
      const r = await api<Problema>('POST', '/api/modulos', {
        nome: unico('Horas'),
        cargaHoraria: 0,
      });
      expect(r.status).toBe(400);
      expect(r.json.errors?.cargaHoraria).toBe(
        'Informe a carga horária em horas inteiras, maior que zero',
      );
    });

    it('cada limite declarado diz a sua regra: nome longo, horas demais, descrição longa', async () => {
      // CAMPOS_CURSO: the schema's maxLength/maximum carry the rule's own words, not "Informe o nome".
      const longo = await api<Problema>('POST', '/api/cursos', {
        nome: 'N'.repeat(600),
        cargaHorariaTotal: 5000,
        descricao: 'd'.repeat(5001),
      });
      expect(longo.status).toBe(400);
      expect(longo.json.errors).toEqual({
        nome: 'Nome deve ter no máximo 150 caracteres',
        cargaHorariaTotal: 'A carga horária deve ser de no máximo 4000 horas',
        descricao: 'A descrição deve ter no máximo 5000 caracteres',
      });
      const curto = await api<Problema>('POST', '/api/disciplinas', {
        moduloId: 0,
        nome: '  Ab  ',
        cargaHoraria: 2.5,
      });
      expect(curto.status).toBe(400);
      expect(curto.json.errors).toEqual({
        moduloId: 'Selecione o módulo',
        cargaHoraria: 'Informe a carga horária em horas inteiras, maior que zero',
      });
      const semNome = await api<Problema>('POST', '/api/modulos', {
        nome: '  Ab ',
        cargaHoraria: 1,
      });
      expect(semNome.json.errors).toEqual({ nome: 'Nome deve ter no mínimo 3 caracteres' });
      const branco = await api<Problema>('POST', '/api/modulos', { nome: '   ', cargaHoraria: 1 });
      expect(branco.json.errors).toEqual({ nome: 'Informe o nome' });
    });

    it('uma descrição em branco é gravada e respondida como texto vazio, nunca null', async () => {
      const r = await api<{ id: number; descricao: string; profissaoId: number | null }>(
        'POST',
        '/api/cursos',
        { nome: unico('Curso sem descrição'), cargaHorariaTotal: 10, descricao: '   ' },
      );
      expect(r.status).toBe(201);
      expect(r.json.descricao).toBe('');
      expect(r.json.profissaoId).toBeNull();
      const m = await api<{ nome: string; descricao: string }>('POST', '/api/modulos', {
        nome: `  ${unico('Módulo   com espaços')}  `,
        cargaHoraria: 4,
        descricao: null,
      });
      expect(m.status).toBe(201);
      expect(m.json.descricao).toBe('');
      expect(m.json.nome).toMatch(/^Módulo com espaços \d+$/);
    });
  });

  it('um módulo novo vai para o fim; reordenar grava todos juntos e é auditado', async () => {
    const antes = await api<{ data: Modulo[] }>('GET', '/api/modulos?pageSize=100&ativo=todos');
    const novo = await novoModulo();
    expect(novo.ordem).toBe(Math.max(0, ...antes.json.data.map((m) => m.ordem)) + 1);
    const ativos = await api<{ data: Modulo[] }>('GET', '/api/modulos?pageSize=100');
    const ids = ativos.json.data.map((m) => m.id);
    const invertidos = [...ids].reverse();
    const r = await api<{ data: Modulo[] }>('PUT', '/api/modulos/ordem', { ids: invertidos });
    expect(r.status).toBe(200);
    expect(r.json.data.map((m) => m.id)).toEqual(invertidos);
    expect(r.json.data.map((m) => m.ordem)).toEqual(invertidos.map((_, i) => i + 1));
    const faltando = await api<Problema>('PUT', '/api/modulos/ordem', { ids: invertidos.slice(1) });
    expect(faltando.status).toBe(409);
    const trilha = await h.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'modulo'), eq(auditoria.acao, 'reordenar')));
    expect(trilha).toHaveLength(1);
  });

  describe('planos', () => {
    it('vigências do mesmo curso não se sobrepõem: 409 nomeando o outro plano', async () => {
      const curso = await novoCurso();
      const primeiro = await novoPlano(curso.id, '2025-01-01', '2025-12-31');
      const sobreposto = await api<Problema>('POST', '/api/planos', {
        cursoId: curso.id,
        nome: unico('Plano'),
        vigenciaInicio: '2025-12-01',
      });
      expect(sobreposto.status).toBe(409);
      expect(sobreposto.json.detail).toBe(
        `A vigência se sobrepõe à do plano “${primeiro.nome}” (01/01/2025 a 31/12/2025) do mesmo curso. Ajuste as datas de um dos dois.`,
      );
      const seguinte = await novoPlano(curso.id, '2026-01-01');
      expect(seguinte.vigenciaFim).toBeNull();
      // Another course's plans never conflict.
      await novoPlano((await novoCurso()).id, '2025-06-01');
      const vigentes = await api<{ data: Plano[] }>(
        'GET',
        `/api/planos?cursoId=${curso.id}&vigentesEm=2025-07-01`,
      );
      expect(vigentes.json.data.map((p) => p.id)).toEqual([primeiro.id]);
    });

    it('fim antes do início é 400 no campo; curso inexistente é 400 em cursoId', async () => {
      const curso = await novoCurso();
      const r = await api<Problema>('POST', '/api/planos', {
        cursoId: curso.id,
        nome: unico('Plano'),
        vigenciaInicio: '2026-05-01',
        vigenciaFim: '2026-04-30',
      });
      expect(r.status).toBe(400);
      expect(r.json.errors).toEqual({
        vigenciaFim: 'O fim da vigência não pode ser anterior ao início',
      });
      const semCurso = await api<Problema>('POST', '/api/planos', {
        cursoId: 999_999,
        nome: unico('Plano'),
        vigenciaInicio: '2026-05-01',
      });
      expect(semCurso.json.errors).toEqual({
        cursoId: 'Curso não encontrado: selecione um da lista',
      });
    });

    it('a vigência: início em branco e datas de formato errado, cada um com a sua mensagem', async () => {
      const curso = await novoCurso();
      const semInicio = await api<Problema>('POST', '/api/planos', {
        cursoId: curso.id,
        nome: unico('Plano'),
        vigenciaInicio: ' ',
        vigenciaFim: '31/12/2026',
      });
      expect(semInicio.status).toBe(400);
      expect(semInicio.json.errors).toEqual({
        vigenciaInicio: 'Informe o início da vigência',
        vigenciaFim: 'Data inválida',
      });
      const longa = await api<Problema>('POST', '/api/planos', {
        cursoId: curso.id,
        nome: unico('Plano'),
        vigenciaInicio: '2026-05-01T00',
      });
      expect(longa.json.errors).toEqual({ vigenciaInicio: 'Data inválida' });
    });
  });

  describe('o currículo de um plano', () => {
    it('salva a lista inteira com a versao, renumera a ordem e avisa a diferença de horas', async () => {
      const curso = await novoCurso(100);
      const plano = await novoPlano(curso.id);
      const m = await novoModulo();
      const [a, b, c] = [
        await novaDisciplina(m.id, 40),
        await novaDisciplina(m.id, 30),
        await novaDisciplina(m.id, 20),
      ];
      const vazio = await api<Curriculo>('GET', `/api/planos/${plano.id}/curriculo`);
      expect(vazio.json).toMatchObject({ itens: [], cargaHorariaTotal: 0, diferenca: -100 });

      const salvo = await api<Curriculo>('PUT', `/api/planos/${plano.id}/curriculo`, {
        versao: vazio.json.versao,
        itens: [
          { disciplinaId: b.id, ordem: 20 },
          { disciplinaId: a.id, ordem: 10, cargaHoraria: 50 },
          { disciplinaId: c.id, ordem: 30 },
        ],
      });
      expect(salvo.status).toBe(200);
      expect(salvo.json.itens.map((i) => [i.disciplinaId, i.ordem, i.cargaHoraria])).toEqual([
        [a.id, 1, 50],
        [b.id, 2, 30],
        [c.id, 3, 20],
      ]);
      expect(salvo.json).toMatchObject({ cargaHorariaTotal: 100, diferenca: 0, aviso: null });
      expect(salvo.json.versao).toBe(vazio.json.versao + 1);

      const velho = await api<Problema>('PUT', `/api/planos/${plano.id}/curriculo`, {
        versao: vazio.json.versao,
        itens: [],
      });
      expect(velho.status).toBe(409);
      expect(velho.json.type).toBe('/problemas/versao-desatualizada');
    });

    it('disciplina repetida é 400 no item; uma inativa nova recusa a lista inteira', async () => {
      const plano = await novoPlano((await novoCurso()).id);
      const m = await novoModulo();
      const a = await novaDisciplina(m.id);
      const inativa = await novaDisciplina(m.id);
      await api('DELETE', `/api/disciplinas/${inativa.id}`);
      const { json: atual } = await api<Curriculo>('GET', `/api/planos/${plano.id}/curriculo`);

      const repetida = await api<Problema>('PUT', `/api/planos/${plano.id}/curriculo`, {
        versao: atual.versao,
        itens: [
          { disciplinaId: a.id, ordem: 1 },
          { disciplinaId: a.id, ordem: 2 },
        ],
      });
      expect(repetida.status).toBe(400);
      expect(repetida.json.errors).toEqual({
        'itens.1.disciplinaId': 'Esta disciplina já está no currículo',
      });

      const comInativa = await api<Problema>('PUT', `/api/planos/${plano.id}/curriculo`, {
        versao: atual.versao,
        itens: [
          { disciplinaId: a.id, ordem: 1 },
          { disciplinaId: inativa.id, ordem: 2 },
        ],
      });
      expect(comInativa.status).toBe(400);
      expect(comInativa.json.errors).toEqual({
        'itens.1.disciplinaId':
          'Esta disciplina está inativa: reative-a para incluí-la no currículo',
      });
      const depois = await api<Curriculo>('GET', `/api/planos/${plano.id}/curriculo`);
      expect(depois.json.itens).toEqual([]);
      expect(depois.json.versao).toBe(atual.versao);
    });

    it('com turmas em andamento seguindo o plano, mudar pede confirmação e fica na auditoria', async () => {
      const ref = await referencias(h);
      const plano = await novoPlano(ref.cursoId, '2020-01-01', '2020-12-31');
      const m = await novoModulo();
      const d = await novaDisciplina(m.id, 24);
      const turma = await api<{ id: number }>(
        'POST',
        '/api/turmas',
        dadosTurma(ref, { dataInicio: dia(-10) }),
      );
      expect(turma.status).toBe(201);
      await h.db.update(turmas).set({ planoId: plano.id }).where(eq(turmas.id, turma.json.id));

      const { json: atual } = await api<Curriculo>('GET', `/api/planos/${plano.id}/curriculo`);
      const corpo = { versao: atual.versao, itens: [{ disciplinaId: d.id, ordem: 1 }] };
      const semConfirmar = await api<Problema>('PUT', `/api/planos/${plano.id}/curriculo`, corpo);
      expect(semConfirmar.status).toBe(409);
      expect(semConfirmar.json.type).toBe('/problemas/confirmar-turmas-em-andamento');
      expect(semConfirmar.json.detail).toMatch(/^1 turma em andamento segue este plano/);

      const confirmado = await api<Curriculo>('PUT', `/api/planos/${plano.id}/curriculo`, {
        ...corpo,
        confirmarTurmasEmAndamento: true,
      });
      expect(confirmado.status).toBe(200);
      const [entrada] = await h.db
        .select()
        .from(auditoria)
        .where(
          and(
            eq(auditoria.entidade, 'plano'),
            eq(auditoria.entidadeId, String(plano.id)),
            eq(auditoria.acao, 'atualizar'),
          ),
        );
      expect(entrada?.campos).toEqual({
        curriculo: { de: [], para: [`1. ${d.nome} (24 h)`] },
      });
      // The plan cannot be inactivated while the class runs.
      const inativar = await api<Problema>('DELETE', `/api/planos/${plano.id}`);
      expect(inativar.status).toBe(409);
    });
  });

  it('a turma segue um plano do seu curso, em vigor no seu início (senão 400 em planoId)', async () => {
    const ref = await referencias(h);
    const doCurso = await novoPlano(ref.cursoId, '2090-01-01');
    const deOutro = await novoPlano((await novoCurso()).id, '2000-01-01');
    const criar = (extra: Record<string, unknown>) =>
      api<{ id: number; planoId: number | null } & Problema>(
        'POST',
        '/api/turmas',
        dadosTurma(ref, extra),
      );
    const outroCurso = await criar({ planoId: deOutro.id });
    expect(outroCurso.status).toBe(400);
    expect(outroCurso.json.errors).toEqual({
      planoId: 'Este plano é de outro curso: escolha um plano do curso da turma',
    });
    const foraDaVigencia = await criar({ planoId: doCurso.id });
    expect(foraDaVigencia.json.errors).toEqual({
      planoId:
        'Este plano não está em vigor na data de início da turma (vigência: desde 01/01/2090)',
    });
    const certa = await criar({
      planoId: doCurso.id,
      dataInicio: '2090-02-02',
      dataFim: '2090-12-01',
      status: 'planejada',
    });
    expect(certa.status).toBe(201);
    expect(certa.json.planoId).toBe(doCurso.id);
  });

  it('módulos e planos exportam a lista em CSV, com os filtros dela', async () => {
    const curso = await novoCurso();
    const plano = await novoPlano(curso.id);
    const planos = await h.request('GET', `/api/planos/exportar?cursoId=${curso.id}`, { token });
    expect(planos.statusCode).toBe(200);
    const linhas = planos.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(linhas[0]).toMatch(/^Código;Plano;Curso;Vigência: início;/);
    expect(linhas).toHaveLength(2);
    expect(linhas[1]).toContain(plano.nome);
    const modulos = await h.request('GET', '/api/modulos/exportar?formato=csv', { token });
    expect(modulos.statusCode).toBe(200);
    expect(modulos.body).toContain('Ordem;Módulo;Carga horária (h)');
  });

  it('um curso com turmas não encerradas não é inativado', async () => {
    const ref = await referencias(h);
    const r = await api<Problema>('DELETE', `/api/cursos/${ref.cursoId}`);
    expect(r.status).toBe(409);
    expect(r.json.detail).toMatch(/^O curso tem \d+ turma\(s\) não encerrada\(s\)/);
  });

  const pdftotext = '/usr/bin/pdftotext';
  (existsSync(pdftotext) || process.env.CI ? it : it.skip)(
    'o plano em PDF traz o curso, as disciplinas com acentos e as horas',
    async () => {
      const curso = await novoCurso(64);
      const plano = await novoPlano(curso.id);
      const m = await novoModulo(unico('Formação básica'));
      const d = await novaDisciplina(m.id, 40, 'Comunicação oral e escrita');
      const { json: atual } = await api<Curriculo>('GET', `/api/planos/${plano.id}/curriculo`);
      await api('PUT', `/api/planos/${plano.id}/curriculo`, {
        versao: atual.versao,
        itens: [{ disciplinaId: d.id, ordem: 1 }],
      });
      const resposta = await h.request('GET', `/api/planos/${plano.id}/curriculo/pdf`, { token });
      expect(resposta.statusCode).toBe(200);
      expect(resposta.headers['content-type']).toBe('application/pdf');
      expect(resposta.headers['cache-control']).toBe('no-store');
      const arquivo = join(mkdtempSync(join(tmpdir(), 'plano-')), 'plano.pdf');
      writeFileSync(arquivo, resposta.rawPayload);
      const texto = execFileSync(pdftotext, ['-layout', arquivo, '-'], { encoding: 'utf8' });
      expect(texto).toContain(`Plano de curso: ${plano.nome}`);
      expect(texto).toContain(curso.nome);
      expect(texto).toContain(m.nome);
      expect(texto).toContain('Comunicação oral e escrita');
      expect(texto).toContain('40 h');
      expect(texto).toContain('faltam 24 h para as 64 h do curso');
    },
  );
});
