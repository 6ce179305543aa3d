/** @jest-environment ./test/support/api-environment.ts */
// The reports (issue 14) over the demo data: each report's rows and summary checked against the
// tables read another way, the page and the whole file agreeing on the count in CSV, XLSX and PDF,
// the filters written in the file, CPFs masked for who may not see them, and the errors.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { forEachEngine } from '../support/api-harness';
import { linhas } from '../../server/db/client';
import { seedDemo } from '../../server/db/seed';
import { dataLocal } from '../../src/shared/validation/datas';
import { cliente, type Problema } from './turmas-parceiros-fixtures';

interface Pagina<L, R> {
  data: L[];
  total: number;
  page: number;
  pageSize: number;
  resumo: R;
}

const pdftotext = '/usr/bin/pdftotext';

forEachEngine('relatórios', (h) => {
  let token = '';
  let tokenEducador = '';
  const api = cliente(h, () => token);
  let turmaId = 0;

  const um = async <T>(consulta: ReturnType<typeof sql>) =>
    linhas<T>(await h.db.execute(consulta))[0] as T;

  beforeAll(async () => {
    await seedDemo(h.db);
    const admin = await h.createUser('administrador');
    token = await h.tokenPara(admin.id);
    const educador = await h.createUser('educador');
    tokenEducador = await h.tokenPara(educador.id);
    // The class with most allocations and attendance taken.
    turmaId = (
      await um<{ id: number }>(sql`
        SELECT al.turma_id AS id FROM alocacoes al
         WHERE EXISTS (SELECT 1 FROM frequencias f WHERE f.turma_id = al.turma_id)
         GROUP BY al.turma_id ORDER BY count(*) DESC, al.turma_id LIMIT 1`)
    ).id;
    // The educator (the one role without aprendizes:ver-cpf) reaches that class only as its
    // educator (the record rule, issue 31).
    const { id: educadorId } = await um<{ id: number }>(
      sql`INSERT INTO educadores (nome) VALUES ('Educadora dos relatórios') RETURNING id`,
    );
    await h.db.execute(sql`UPDATE turmas SET educador_id = ${educadorId} WHERE id = ${turmaId}`);
    await h.db.execute(
      sql`UPDATE usuarios SET educador_id = ${educadorId} WHERE id = ${educador.id}`,
    );
  }, 180_000);

  const baixar = async (url: string) => {
    const r = await h.request('GET', url, { token });
    return r;
  };

  describe('aprendizes por turma', () => {
    it('uma linha por alocação, com a frequência de cada um e o resumo da turma', async () => {
      const r = await api<Pagina<Record<string, unknown>, Record<string, unknown>>>(
        'GET',
        `/api/relatorios/aprendizes-por-turma/${turmaId}?pageSize=100`,
      );
      expect(r.status).toBe(200);
      const esperado = await um<{ n: number; abertas: number }>(sql`
        SELECT count(*)::int AS n, (count(*) FILTER (WHERE data_fim IS NULL))::int AS abertas
          FROM alocacoes WHERE turma_id = ${turmaId}`);
      expect(r.json.total).toBe(esperado.n);
      expect(r.json.resumo).toMatchObject({ alocacoes: esperado.n, emCurso: esperado.abertas });
      // The words the files print, for the screen to show the same lines.
      const palavras = r.json as unknown as {
        filtrosDescritos: string[];
        resumoDescrito: string[];
      };
      expect(palavras.filtrosDescritos[0]).toMatch(/^Turma: /);
      expect(palavras.resumoDescrito[0]).toBe(
        `Alocações: ${esperado.n} (${esperado.abertas} em curso, ${esperado.n - esperado.abertas} desalocadas)`,
      );
      // Attendance of one row, counted straight from the table.
      const linha = r.json.data.find((l) => Number(l.diasDeAula) > 0)!;
      const conta = await um<{ dias: number; presentes: number }>(sql`
        SELECT count(*)::int AS dias, (count(*) FILTER (WHERE f.status = 'presente'))::int AS presentes
          FROM frequencias f JOIN alocacoes al ON al.id = ${Number(linha.alocacaoId)}
         WHERE f.turma_id = al.turma_id AND f.aprendiz_id = al.aprendiz_id
           AND f.data >= al.data_inicio AND (al.data_fim IS NULL OR f.data <= al.data_fim)`);
      expect(linha).toMatchObject({
        diasDeAula: conta.dias,
        presencas: conta.presentes,
        percentualPresenca: conta.presentes / conta.dias,
      });
    });

    it('turma inexistente: 404; período invertido: 400 no campo fim', async () => {
      const inexistente = await api<Problema>('GET', '/api/relatorios/aprendizes-por-turma/999999');
      expect(inexistente.status).toBe(404);
      expect(inexistente.json.detail).toBe('Turma não encontrada.');
      const invertido = await api<Problema>(
        'GET',
        `/api/relatorios/aprendizes-por-turma/${turmaId}?inicio=2026-05-01&fim=2026-04-01`,
      );
      expect(invertido.status).toBe(400);
      expect(invertido.json.errors).toEqual({
        fim: 'A data final deve ser igual ou posterior à inicial',
      });
    });

    it('CSV, XLSX e PDF trazem as mesmas linhas, os filtros no cabeçalho e o resumo no fim', async () => {
      const pagina = await api<Pagina<{ nome: string }, { turma: { codigo: string } }>>(
        'GET',
        `/api/relatorios/aprendizes-por-turma/${turmaId}`,
      );
      const { total } = pagina.json;
      const codigo = pagina.json.resumo.turma.codigo;

      const csv = await baixar(`/api/relatorios/aprendizes-por-turma/${turmaId}?formato=csv`);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['cache-control']).toBe('no-store');
      const linhasCsv = csv.body.replace(/^\uFEFF/, '').split('\r\n');
      expect(linhasCsv[0]).toBe('Aprendizes por turma');
      expect(linhasCsv[1]).toContain(`Turma: ${codigo}`);
      const cabecalho = linhasCsv.findIndex((l) => l.startsWith('Aprendiz;'));
      const fimDaTabela = linhasCsv.indexOf('', cabecalho);
      expect(fimDaTabela - cabecalho - 1).toBe(total);
      expect(linhasCsv.slice(fimDaTabela).join('\n')).toContain(`Alocações: ${total}`);

      const xlsx = await baixar(`/api/relatorios/aprendizes-por-turma/${turmaId}?formato=xlsx`);
      expect(xlsx.statusCode).toBe(200);
      const planilha = strFromU8(unzipSync(xlsx.rawPayload)['xl/worksheets/sheet1.xml']!);
      const linhasXlsx = planilha.match(/<row>|<row\/>/g)?.length ?? 0;
      // Title, filter line(s), date, blank, header, rows, blank, 3 summary lines.
      const antes = 3 + 1 + 1; // title + turma + gerado em, blank, header
      expect(linhasXlsx).toBe(antes + total + 1 + 3);
      expect(planilha).toContain(`Turma: ${codigo}`);

      const pdf = await baixar(`/api/relatorios/aprendizes-por-turma/${turmaId}?formato=pdf`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      if (existsSync(pdftotext) || process.env.CI) {
        const arquivo = join(mkdtempSync(join(tmpdir(), 'relatorio-')), 'r.pdf');
        writeFileSync(arquivo, pdf.rawPayload);
        const texto = execFileSync(pdftotext, ['-layout', arquivo, '-'], { encoding: 'utf8' });
        expect(texto).toContain('Aprendizes por turma');
        expect(texto).toContain(`Turma: ${codigo}`);
        expect(texto).toContain(`Alocações: ${total}`);
        // Every apprentice of the page is printed (names may wrap, so the first word is checked).
        for (const l of pagina.json.data) expect(texto).toContain(l.nome.split(' ')[0]);
      }
    });

    it('CPF mascarado para quem não tem aprendizes:ver-cpf, inteiro para quem tem', async () => {
      const educador = await api<Pagina<{ cpf: string }, unknown>>(
        'GET',
        `/api/relatorios/aprendizes-por-turma/${turmaId}`,
        undefined,
        tokenEducador,
      );
      expect(educador.status).toBe(200);
      for (const l of educador.json.data) expect(l.cpf).toMatch(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/);
      const admin = await api<Pagina<{ cpf: string }, unknown>>(
        'GET',
        `/api/relatorios/aprendizes-por-turma/${turmaId}`,
      );
      for (const l of admin.json.data) expect(l.cpf).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
      const csv = await h.request(
        'GET',
        `/api/relatorios/aprendizes-por-turma/${turmaId}?formato=csv`,
        {
          token: tokenEducador,
        },
      );
      expect(csv.body).not.toMatch(/\d{3}\.\d{3}\.\d{3}-\d{2}/);
    });
  });

  it('frequência: abaixo de 75% só quem está abaixo, e o resumo soma as linhas', async () => {
    const todos = await api<
      Pagina<
        { abaixoDoMinimo: boolean; presencas: number },
        { presencas: number; faltas: number; faltasJustificadas: number; abaixoDoMinimo: number }
      >
    >('GET', '/api/relatorios/frequencia?pageSize=100');
    expect(todos.status).toBe(200);
    const registros = await um<{ n: number; presentes: number }>(sql`
      SELECT count(*)::int AS n, (count(*) FILTER (WHERE status = 'presente'))::int AS presentes FROM frequencias`);
    expect(todos.json.resumo.presencas).toBe(registros.presentes);
    expect(
      todos.json.resumo.presencas + todos.json.resumo.faltas + todos.json.resumo.faltasJustificadas,
    ).toBe(registros.n);
    const abaixo = await api<Pagina<{ abaixoDoMinimo: boolean }, { abaixoDoMinimo: number }>>(
      'GET',
      '/api/relatorios/frequencia?abaixoDoMinimo=true&pageSize=100',
    );
    expect(abaixo.json.total).toBe(todos.json.resumo.abaixoDoMinimo);
    expect(abaixo.json.data.every((l) => l.abaixoDoMinimo)).toBe(true);
  });

  it('sem enturmação: ativos com contrato ou em seleção, sem alocação aberta', async () => {
    const r = await api<
      Pagina<{ aprendizId: number; diasAguardando: number }, { aprendizes: number }>
    >('GET', '/api/relatorios/aprendizes-sem-enturmacao?pageSize=100');
    expect(r.status).toBe(200);
    const esperado = await um<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM aprendizes a JOIN situacoes_aprendiz s ON s.id = a.situacao_id
       WHERE a.ativo
         AND (s.codigo IN ('em-selecao', 'encaminhado')
              OR EXISTS (SELECT 1 FROM contratos c WHERE c.aprendiz_id = a.id AND c.status IN ('vigente', 'prorrogado')))
         AND NOT EXISTS (SELECT 1 FROM alocacoes al WHERE al.aprendiz_id = a.id AND al.data_fim IS NULL)`);
    expect(r.json.total).toBe(esperado.n);
    expect(r.json.resumo.aprendizes).toBe(esperado.n);
    const dias = r.json.data.map((l) => l.diasAguardando);
    expect(dias).toEqual([...dias].sort((a, b) => b - a)); // longest wait first
  });

  it('afastados: abertos e encerrados, e o filtro só em aberto', async () => {
    const todos = await api<Pagina<unknown, { afastamentos: number; emAberto: number }>>(
      'GET',
      '/api/relatorios/aprendizes-afastados',
    );
    const esperado = await um<{ n: number; abertos: number }>(sql`
      SELECT count(*)::int AS n, (count(*) FILTER (WHERE data_fim IS NULL))::int AS abertos FROM afastamentos`);
    expect(todos.json.resumo).toMatchObject({
      afastamentos: esperado.n,
      emAberto: esperado.abertos,
    });
    const abertos = await api<Pagina<{ emAberto: boolean; dias: number }, unknown>>(
      'GET',
      '/api/relatorios/aprendizes-afastados?abertos=true&pageSize=100',
    );
    expect(abertos.json.total).toBe(esperado.abertos);
    expect(abertos.json.data.every((l) => l.emAberto && l.dias >= 1)).toBe(true);
  });

  it('enturmação: entradas e saídas do período, com os motivos', async () => {
    const inicio = '2020-01-01';
    const fim = dataLocal(new Date());
    const r = await api<
      Pagina<
        { movimento: string },
        { entradas: number; saidas: number; porMotivo: { quantidade: number }[] }
      >
    >('GET', `/api/relatorios/aprendizes-enturmacao?inicio=${inicio}&fim=${fim}`);
    expect(r.status).toBe(200);
    const esperado = await um<{ entradas: number; saidas: number }>(sql`
      SELECT (count(*) FILTER (WHERE data_inicio BETWEEN ${inicio}::date AND ${fim}::date))::int AS entradas,
             (count(*) FILTER (WHERE data_fim BETWEEN ${inicio}::date AND ${fim}::date))::int AS saidas
        FROM alocacoes`);
    expect(r.json.resumo).toMatchObject(esperado);
    expect(r.json.resumo.porMotivo.reduce((s, m) => s + m.quantidade, 0)).toBe(esperado.saidas);
  });

  it('por parceiro: lotados hoje por unidade e a cota da empresa', async () => {
    const r = await api<
      Pagina<
        {
          parceiroId: number;
          aprendizesNaUnidade: number;
          aprendizesNoParceiro: number;
          cota: number;
          situacaoCota: string;
        },
        { aprendizes: number; parceirosAbaixoDaCota: number }
      >
    >('GET', '/api/relatorios/aprendizes-por-parceiro?pageSize=100');
    expect(r.status).toBe(200);
    const hoje = dataLocal(new Date());
    const esperado = await um<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM lotacoes l JOIN unidades u ON u.id = l.unidade_id JOIN parceiros p ON p.id = u.parceiro_id
       WHERE p.ativo AND u.ativo AND l.data_inicio <= ${hoje}::date AND (l.data_fim IS NULL OR l.data_fim >= ${hoje}::date)`);
    expect(r.json.resumo.aprendizes).toBe(esperado.n);
    for (const l of r.json.data) {
      if (l.cota > 0) {
        expect(l.situacaoCota).toBe(
          l.aprendizesNoParceiro < l.cota ? 'abaixo da cota' : 'cota atingida',
        );
      }
    }
    const abaixo = await api<Pagina<{ parceiroId: number }, unknown>>(
      'GET',
      '/api/relatorios/aprendizes-por-parceiro?abaixoDaCota=true&pageSize=100',
    );
    expect(new Set(abaixo.json.data.map((l) => l.parceiroId)).size).toBe(
      r.json.resumo.parceirosAbaixoDaCota,
    );
  });

  it('por curso: turmas, alocados, concluídos e desligados somam no resumo', async () => {
    const r = await api<
      Pagina<
        { turmas: number; aprendizesAlocados: number },
        { turmas: number; aprendizesAlocados: number }
      >
    >('GET', '/api/relatorios/aprendizes-por-curso?pageSize=100');
    expect(r.status).toBe(200);
    const turmas = await um<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM turmas t JOIN cursos c ON c.id = t.curso_id WHERE t.ativo AND c.ativo`);
    expect(r.json.resumo.turmas).toBe(turmas.n);
    expect(r.json.data.reduce((s, l) => s + l.turmas, 0)).toBe(turmas.n);
  });

  // 401/403 for every role is walked by openapi.test.ts over every operation, these included.
  it('formato desconhecido: 400 no campo formato', async () => {
    const r = await api<Problema>('GET', '/api/relatorios/frequencia?formato=docx');
    expect(r.status).toBe(400);
    expect(r.json.errors).toEqual({ formato: 'Use csv, xlsx ou pdf' });
  });
});
