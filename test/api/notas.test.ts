/** @jest-environment ./test/support/api-environment.ts */
// Grades (issue 12): a class's grid for a discipline of its plan and a bimester, saved whole with
// versao; 0–10 with one decimal or a conceito (the middle of its range); every refusal and its
// field; the educator's own classes; one person's grades; the search across classes and export;
// then the report card's figures for a known apprentice (grades, attendance, result) and the PDFs
// read back with pdftotext. Classes, plans, allocations and attendance are inserted directly.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { forEachEngine } from '../support/api-harness';
import {
  alocacoes,
  auditoria,
  conceitos,
  curriculoItens,
  disciplinas,
  educadores,
  frequenciaDias,
  frequencias,
  modulos,
  planos,
  turmas,
  usuarios,
} from '../../server/db/schema';
import {
  cliente,
  novoAprendiz,
  referencias,
  type Problema,
  type Referencias,
} from './turmas-parceiros-fixtures';

interface Linha {
  aprendiz: { id: number; nome: string };
  disciplina: { id: number; nome: string };
  turma: { id: number };
  periodo: number;
  valor: number | null;
  conceito: { sigla: string } | null;
  conceitoInformado: boolean;
  alocado: boolean;
}
interface Notas {
  inicio: string | null;
  fim: string | null;
  lancamento: { versao: number; salvoPor: { id: number } | null } | null;
  podeAlterar: boolean;
  bloqueio: string | null;
  linhas: Linha[];
}
interface DisciplinaBoletim {
  disciplina: { id: number; nome: string };
  notas: { periodo: number; valor: number | null; conceito: { sigla: string } | null }[];
  media: number | null;
  conceito: { sigla: string } | null;
  diasDeAula: number;
  faltas: number;
  frequencia: number | null;
  resultado: string;
}
interface Boletim {
  criterios: { mediaMinima: number; frequenciaMinima: number; texto: string };
  periodos: { periodo: number; inicio: string; fim: string }[];
  disciplinas: DisciplinaBoletim[];
  resumo: { media: number | null; frequencia: number | null; resultado: string; faltas: number };
}

let seq = 0;

forEachEngine('notas e boletins', (h) => {
  let token = '';
  let ref: Referencias;
  let conceitoB = 0;
  const api = cliente(h, () => token);

  beforeAll(async () => {
    const admin = await h.createUser('administrador');
    token = await h.tokenPara(admin.id);
    ref = await referencias(h);
    const [b] = await h.db
      .select({ id: conceitos.id })
      .from(conceitos)
      .where(and(eq(conceitos.sigla, 'B'), eq(conceitos.ativo, true)));
    conceitoB =
      b?.id ??
      (
        await h.db
          .insert(conceitos)
          .values({ sigla: 'B', descricao: 'Bom', notaMinima: 7, notaMaxima: 8.99 })
          .returning({ id: conceitos.id })
      )[0]!.id;
  });

  /** A class from 2026-01-05 to `fim` with a plan of three disciplines and `n` apprentices. */
  async function turmaComPlano(n: number, extra: Partial<typeof turmas.$inferInsert> = {}) {
    seq += 1;
    const [modulo] = await h.db
      .insert(modulos)
      .values({ nome: `Módulo notas ${seq}-${Date.now()}`, ordem: 500 + seq, cargaHoraria: 60 })
      .returning({ id: modulos.id });
    const ds = await h.db
      .insert(disciplinas)
      .values(
        ['Comunicação', 'Matemática financeira', 'Ética', 'Fora do plano'].map((nome) => ({
          moduloId: modulo!.id,
          nome: `${nome} ${seq}`,
          cargaHoraria: 20,
        })),
      )
      .returning({ id: disciplinas.id, nome: disciplinas.nome });
    const [plano] = await h.db
      .insert(planos)
      .values({
        cursoId: ref.cursoId,
        nome: `Plano notas ${seq}`,
        vigenciaInicio: '1990-01-01',
        vigenciaFim: '1990-12-31',
      })
      .returning({ id: planos.id });
    await h.db.insert(curriculoItens).values(
      ds.slice(0, 3).map((d, i) => ({
        planoId: plano!.id,
        disciplinaId: d.id,
        ordem: i + 1,
        cargaHoraria: 20,
      })),
    );
    const [t] = await h.db
      .insert(turmas)
      .values({
        codigo: `NOT-${Date.now().toString(36)}-${seq}`,
        nome: 'Turma das notas',
        cursoId: ref.cursoId,
        planoId: plano!.id,
        turno: 'manha',
        diasTeoria: [1, 3],
        dataInicio: '2026-01-05',
        dataFim: '2026-12-18',
        capacidade: 30,
        status: 'em andamento',
        ...extra,
      })
      .returning({ id: turmas.id, codigo: turmas.codigo });
    const pessoas = await Promise.all(Array.from({ length: n }, () => novoAprendiz(h, ref)));
    await h.db
      .insert(alocacoes)
      .values(pessoas.map((p) => ({ aprendizId: p.id, turmaId: t!.id, dataInicio: '2026-01-05' })));
    return { id: t!.id, codigo: t!.codigo, pessoas, disciplinas: ds };
  }

  const grade = (turmaId: number, disciplinaId: number, periodo: number) =>
    api<Notas>(
      'GET',
      `/api/notas?turmaId=${turmaId}&disciplinaId=${disciplinaId}&periodo=${periodo}`,
    );

  it('a grade da turma: os alocados sem nota, depois de salvar com valor e conceito, gravados com versão', async () => {
    const t = await turmaComPlano(3);
    const [d] = t.disciplinas;
    const vazia = await grade(t.id, d!.id, 1);
    expect(vazia.status).toBe(200);
    expect(vazia.json).toMatchObject({ inicio: '2026-01-05', fim: '2026-04-01', lancamento: null });
    expect(vazia.json.podeAlterar).toBe(true);
    expect(vazia.json.linhas).toHaveLength(3);
    expect(vazia.json.linhas.every((l) => l.valor === null && l.alocado)).toBe(true);

    const [a, b, c] = t.pessoas;
    const salvo = await api<Notas>('PUT', '/api/notas', {
      turmaId: t.id,
      disciplinaId: d!.id,
      periodo: 1,
      registros: [
        { aprendizId: a!.id, valor: 9.5 },
        { aprendizId: b!.id, conceitoId: conceitoB },
        { aprendizId: c!.id, valor: 4 },
      ],
    });
    expect(salvo.status).toBe(200);
    expect(salvo.json.lancamento?.versao).toBe(1);
    const por = new Map(salvo.json.linhas.map((l) => [l.aprendiz.id, l]));
    expect(por.get(a!.id)).toMatchObject({
      valor: 9.5,
      conceito: { sigla: 'A' },
      conceitoInformado: false,
    });
    expect(por.get(b!.id)).toMatchObject({
      valor: 8,
      conceito: { sigla: 'B' },
      conceitoInformado: true,
    });
    expect(por.get(c!.id)).toMatchObject({ valor: 4, conceito: { sigla: 'D' } });

    // Same content again: nothing changes; a stale versao with a change: 409.
    const igual = await api<Notas>('PUT', '/api/notas', {
      turmaId: t.id,
      disciplinaId: d!.id,
      periodo: 1,
      registros: [{ aprendizId: a!.id, valor: 9.5 }],
      versao: 1,
    });
    expect(igual.json.lancamento?.versao).toBe(1);
    const mudou = await api<Notas>('PUT', '/api/notas', {
      turmaId: t.id,
      disciplinaId: d!.id,
      periodo: 1,
      registros: [{ aprendizId: c!.id, valor: null }],
      versao: 1,
    });
    expect(mudou.status).toBe(200);
    expect(mudou.json.lancamento?.versao).toBe(2);
    expect(mudou.json.linhas.find((l) => l.aprendiz.id === c!.id)?.valor).toBeNull();
    const velha = await api<Problema>('PUT', '/api/notas', {
      turmaId: t.id,
      disciplinaId: d!.id,
      periodo: 1,
      registros: [{ aprendizId: c!.id, valor: 5 }],
      versao: 1,
    });
    expect(velha.status).toBe(409);
    const primeiraDeNovo = await api<Problema>('PUT', '/api/notas', {
      turmaId: t.id,
      disciplinaId: d!.id,
      periodo: 1,
      registros: [{ aprendizId: c!.id, valor: 5 }],
    });
    expect(primeiraDeNovo.status).toBe(409);

    const trilha = await h.db
      .select({ acao: auditoria.acao })
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'notas'), eq(auditoria.entidadeId, `${t.id}:${d!.id}:1`)))
      .orderBy(auditoria.id);
    expect(trilha.map((x) => x.acao)).toEqual(['lancar', 'atualizar']);
  });

  it('dois primeiros lançamentos da mesma grade ao mesmo tempo: um grava, o outro recebe 409', async () => {
    const t = await turmaComPlano(1);
    const corpo = (valor: number) => ({
      turmaId: t.id,
      disciplinaId: t.disciplinas[0]!.id,
      periodo: 3,
      registros: [{ aprendizId: t.pessoas[0]!.id, valor }],
    });
    const respostas = await Promise.all([
      api<Notas>('PUT', '/api/notas', corpo(6)),
      api<Notas>('PUT', '/api/notas', corpo(9)),
    ]);
    expect(respostas.map((r) => r.status).sort()).toEqual([200, 409]);
    const ganhou = respostas.find((r) => r.status === 200)!.json.linhas[0]!.valor;
    const lida = await grade(t.id, t.disciplinas[0]!.id, 3);
    expect(lida.json.linhas[0]!.valor).toBe(ganhou);
    expect(lida.json.lancamento?.versao).toBe(1);
  });

  it('recusa nota fora de 0–10 ou com duas casas, conceito fora da faixa, disciplina fora do plano e quem não está alocado', async () => {
    const t = await turmaComPlano(2);
    const [d, , , fora] = t.disciplinas;
    const [a, b] = t.pessoas;
    const acima = await api<Problema>('PUT', '/api/notas', {
      turmaId: t.id,
      disciplinaId: d!.id,
      periodo: 2,
      registros: [{ aprendizId: a!.id, valor: 10.5 }],
    });
    expect(acima.status).toBe(400);
    expect(acima.json.errors?.['registros.0.valor']).toBe(
      'A nota deve estar entre 0 e 10, com no máximo uma casa decimal',
    );
    const negativa = await api<Problema>('PUT', '/api/notas', {
      turmaId: t.id,
      disciplinaId: d!.id,
      periodo: 2,
      registros: [{ aprendizId: a!.id, valor: -1 }],
    });
    expect(negativa.status).toBe(400);
    const outro = await novoAprendiz(h, ref);
    const varios = await api<Problema>('PUT', '/api/notas', {
      turmaId: t.id,
      disciplinaId: d!.id,
      periodo: 2,
      registros: [
        { aprendizId: a!.id, valor: 7.25 },
        { aprendizId: b!.id, valor: 5, conceitoId: conceitoB },
        { aprendizId: outro.id, valor: 7 },
      ],
    });
    expect(varios.status).toBe(400);
    expect(varios.json.errors).toEqual({
      'registros.0.valor': 'A nota deve estar entre 0 e 10, com no máximo uma casa decimal',
      'registros.1.valor': 'A nota não está na faixa do conceito B',
      'registros.2.aprendizId': `${outro.nome} não esteve alocado(a) na turma neste bimestre`,
    });
    const foraDoPlano = await api<Problema>('PUT', '/api/notas', {
      turmaId: t.id,
      disciplinaId: fora!.id,
      periodo: 2,
      registros: [{ aprendizId: a!.id, valor: 7 }],
    });
    expect(foraDoPlano.status).toBe(400);
    expect(foraDoPlano.json.errors?.disciplinaId).toBe(
      'A disciplina não faz parte do plano de curso da turma',
    );
    const periodo = await api<Problema>(
      'GET',
      `/api/notas?turmaId=${t.id}&disciplinaId=${d!.id}&periodo=5`,
    );
    expect(periodo.status).toBe(400);
    const semFiltro = await api<Problema>('GET', `/api/notas?turmaId=${t.id}`);
    expect(semFiltro.status).toBe(400);
    const nada = await grade(t.id, d!.id, 2);
    expect(nada.json.lancamento).toBeNull();
  });

  it('educador só lança nas suas turmas; bimestre que não começou: 422', async () => {
    const [educ] = await h.db
      .insert(educadores)
      .values({ nome: 'Educador das notas' })
      .returning({ id: educadores.id });
    const sua = await turmaComPlano(1, { educadorId: educ!.id, dataFim: '2027-12-17' });
    const outra = await turmaComPlano(1);
    const usuario = await h.createUser('educador');
    await h.db.update(usuarios).set({ educadorId: educ!.id }).where(eq(usuarios.id, usuario.id));
    const tokenEducador = await h.tokenPara(usuario.id);
    const corpo = (t: typeof sua, periodo: number) => ({
      turmaId: t.id,
      disciplinaId: t.disciplinas[0]!.id,
      periodo,
      registros: [{ aprendizId: t.pessoas[0]!.id, valor: 8 }],
    });
    const naOutra = await api<Problema>('PUT', '/api/notas', corpo(outra, 1), tokenEducador);
    // The record rule of the kit (plugins/escopo.ts, issue 31): neither written nor read.
    expect(naOutra.status).toBe(403);
    expect(naOutra.json.type).toBe('/problemas/fora-das-suas-turmas');
    const lida = await api<Notas>(
      'GET',
      `/api/notas?turmaId=${outra.id}&disciplinaId=${outra.disciplinas[0]!.id}&periodo=1`,
      undefined,
      tokenEducador,
    );
    expect(lida.status).toBe(403);
    const naSua = await api<Notas>('PUT', '/api/notas', corpo(sua, 1), tokenEducador);
    expect(naSua.status).toBe(200);
    // 2026-01-05 .. 2027-12-17: the fourth bimester starts in 2027.
    const futuro = await api<Problema>('PUT', '/api/notas', corpo(sua, 4), tokenEducador);
    expect(futuro.status).toBe(422);
    expect(futuro.json.detail).toMatch(/^O bimestre começa em \d\d\/\d\d\/2027/);
  });

  it('as notas de um aprendiz (turma × disciplina × bimestre) e a busca em todas as turmas, com exportação', async () => {
    const t = await turmaComPlano(2);
    const [d1, d2] = t.disciplinas;
    const [a, b] = t.pessoas;
    await api('PUT', '/api/notas', {
      turmaId: t.id,
      disciplinaId: d1!.id,
      periodo: 1,
      registros: [
        { aprendizId: a!.id, valor: 3.5 },
        { aprendizId: b!.id, valor: 8 },
      ],
    });
    await api('PUT', '/api/notas', {
      turmaId: t.id,
      disciplinaId: d2!.id,
      periodo: 2,
      registros: [{ aprendizId: a!.id, valor: 6 }],
    });
    const dela = await api<Notas>('GET', `/api/notas?aprendizId=${a!.id}`);
    expect(dela.status).toBe(200);
    expect(dela.json.linhas).toHaveLength(12);
    expect(
      dela.json.linhas
        .filter((l) => l.valor !== null)
        .map((l) => [l.disciplina.id, l.periodo, l.valor]),
    ).toEqual([
      [d1!.id, 1, 3.5],
      [d2!.id, 2, 6],
    ]);
    const abaixo = await api<{ total: number; data: Linha[] }>(
      'GET',
      `/api/notas/consulta?turmaId=${t.id}&abaixoDaMedia=true`,
    );
    expect(abaixo.json.total).toBe(1);
    expect(abaixo.json.data[0]).toMatchObject({ valor: 3.5, aprendiz: { id: a!.id } });
    const csv = await h.request('GET', `/api/notas/consulta/exportar?turmaId=${t.id}&sort=valor`, {
      token,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Aprendiz;Turma;Disciplina;Bimestre;Nota;Conceito');
    expect(csv.body).toContain('3,5;D');
  });

  async function presenca(
    turmaId: number,
    disciplinaId: number,
    aprendizId: number,
    status: string[],
  ) {
    // Mondays of February 2026, one per status.
    const datas = ['2026-02-02', '2026-02-09', '2026-02-16', '2026-02-23', '2026-03-02'];
    for (const [i, s] of status.entries()) {
      const data = datas[i]!;
      await h.db
        .insert(frequenciaDias)
        .values({ turmaId, data, disciplinaId })
        .onConflictDoNothing();
      await h.db.insert(frequencias).values({
        turmaId,
        data,
        aprendizId,
        status: s as 'presente',
        justificativa: s === 'falta-justificada' ? 'Atestado' : null,
      });
    }
  }

  it('o boletim de um aprendiz conhecido: notas, médias, conceitos, frequência e resultado por disciplina', async () => {
    const t = await turmaComPlano(1);
    const [d1, d2, d3] = t.disciplinas;
    const [a] = t.pessoas;
    const lancar = async (disciplinaId: number, valores: (number | 'B')[]) => {
      for (const [i, v] of valores.entries()) {
        const r = await api('PUT', '/api/notas', {
          turmaId: t.id,
          disciplinaId,
          periodo: i + 1,
          registros: [
            v === 'B'
              ? { aprendizId: a!.id, conceitoId: conceitoB }
              : { aprendizId: a!.id, valor: v },
          ],
        });
        expect(r.status).toBe(200);
      }
    };
    await lancar(d1!.id, [8, 7, 6.5, 'B']);
    await lancar(d2!.id, [5, 5, 5, 5]);
    await lancar(d3!.id, [9, 9, 9]);
    // d1 on four class days: 3 present, 1 absent (75%, the minimum: passes).
    await presenca(t.id, d1!.id, a!.id, ['presente', 'presente', 'falta', 'presente']);

    const r = await api<Boletim>('GET', `/api/boletins/${a!.id}`);
    expect(r.status).toBe(200);
    expect(r.json.criterios).toMatchObject({ mediaMinima: 6, frequenciaMinima: 75 });
    expect(r.json.periodos.map((p) => p.inicio)).toEqual([
      '2026-01-05',
      '2026-04-02',
      '2026-06-28',
      '2026-09-23',
    ]);
    const [b1, b2, b3] = r.json.disciplinas;
    expect(b1).toMatchObject({
      media: 7.4,
      conceito: { sigla: 'B' },
      diasDeAula: 4,
      faltas: 1,
      frequencia: 75,
      resultado: 'aprovado',
    });
    expect(b1!.notas.map((n) => [n.valor, n.conceito?.sigla])).toEqual([
      [8, 'B'],
      [7, 'B'],
      [6.5, 'C'],
      [8, 'B'],
    ]);
    expect(b2).toMatchObject({
      media: 5,
      conceito: { sigla: 'C' },
      frequencia: null,
      resultado: 'reprovado por nota',
    });
    // Three of four bimesters graded and the class still running: em curso.
    expect(b3).toMatchObject({ media: 9, resultado: 'em curso' });
    expect(r.json.resumo).toMatchObject({ frequencia: 75, faltas: 1, resultado: 'em curso' });

    const quarto = await api('PUT', '/api/notas', {
      turmaId: t.id,
      disciplinaId: d3!.id,
      periodo: 4,
      registros: [{ aprendizId: a!.id, valor: 9 }],
    });
    expect(quarto.status).toBe(200);
    await h.db.delete(frequencias).where(eq(frequencias.turmaId, t.id));
    await h.db.delete(frequenciaDias).where(eq(frequenciaDias.turmaId, t.id));
    await presenca(t.id, d3!.id, a!.id, ['presente', 'falta', 'falta-justificada', 'falta']);
    const depois = await api<Boletim>('GET', `/api/boletins/${a!.id}?turmaId=${t.id}`);
    expect(depois.json.disciplinas[2]).toMatchObject({
      diasDeAula: 4,
      faltas: 3,
      frequencia: 25,
      resultado: 'reprovado por falta',
    });
    expect(depois.json.resumo.resultado).toBe('reprovado por falta');

    const turma = await api<{
      totais: Record<string, number>;
      aprendizes: { aprendiz: { id: number }; resultado: string }[];
    }>('GET', `/api/turmas/${t.id}/boletins`);
    expect(turma.status).toBe(200);
    expect(turma.json.totais).toMatchObject({ aprendizes: 1, reprovados: 1 });

    const semTurma = await novoAprendiz(h, ref);
    const vazio = await api<Problema>('GET', `/api/boletins/${semTurma.id}`);
    expect(vazio.status).toBe(422);
    expect((await api<Problema>('GET', '/api/boletins/999999999')).status).toBe(404);
  });

  const pdftotext = '/usr/bin/pdftotext';
  (existsSync(pdftotext) || process.env.CI ? it : it.skip)(
    'o boletim em PDF e os da turma (uma página por aprendiz) trazem nomes, notas e resultado',
    async () => {
      const t = await turmaComPlano(2);
      const [d1] = t.disciplinas;
      const [a, b] = t.pessoas;
      await api('PUT', '/api/notas', {
        turmaId: t.id,
        disciplinaId: d1!.id,
        periodo: 1,
        registros: [
          { aprendizId: a!.id, valor: 7.5 },
          { aprendizId: b!.id, valor: 4 },
        ],
      });
      const ler = (bytes: Buffer) => {
        const arquivo = join(mkdtempSync(join(tmpdir(), 'boletim-')), 'b.pdf');
        writeFileSync(arquivo, bytes);
        return execFileSync(pdftotext, ['-layout', arquivo, '-'], { encoding: 'utf8' });
      };
      const um = await h.request('GET', `/api/boletins/${a!.id}/pdf`, { token });
      expect(um.statusCode).toBe(200);
      expect(um.headers['content-type']).toBe('application/pdf');
      const texto = ler(um.rawPayload);
      expect(texto).toContain(`Boletim — ${a!.nome}`);
      expect(texto).toContain(t.codigo);
      expect(texto).toContain('Comunicação');
      expect(texto).toContain('7,5');
      expect(texto).toContain('Em curso');
      expect(texto).toContain(
        'média final igual ou superior a 6,0 e frequência igual ou superior a 75%',
      );

      const lote = await h.request('GET', `/api/turmas/${t.id}/boletins.pdf`, { token });
      expect(lote.statusCode).toBe(200);
      expect(lote.headers['x-total-boletins']).toBe('2');
      const todos = ler(lote.rawPayload);
      expect(todos).toContain(a!.nome);
      expect(todos).toContain(b!.nome);
      expect(todos).toContain('Página 2 de 2');
    },
  );
});
