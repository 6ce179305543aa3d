// Certificates and declarations (issue 35): issue under the rules, verify in public (valid,
// revoked, wrong code, rate limit), the class's batch with one apprentice below 75%, the
// permissions, and the PDF read back with pdftotext (hours and code printed).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { auditoria } from '../../server/db/schema';
import { VERIFICACOES_POR_MINUTO } from '../../server/modules/documentos';
import { forEachEngine } from '../support/api-harness';
import { reabrirContrato, turmaConcluida } from './documentos-fixtures';
import { cliente, type Problema } from './turmas-parceiros-fixtures';

const PDFTOTEXT = '/usr/bin/pdftotext';
const comPdftotext = existsSync(PDFTOTEXT) || Boolean(process.env.CI);

interface Documento {
  id: number;
  codigo: string;
  tipo: string;
  resumo: string;
  situacao: string;
  revogadoEm: string | null;
  motivoRevogacao: string | null;
  substitutoCodigo: string | null;
  aprendiz: { id: number; nome: string };
}
interface Verificacao {
  titular: string;
  situacao: string;
  resumo: string;
  titulo: string;
  revogadoEm: string | null;
}

forEachEngine('documentos emitidos (issue 35)', (h) => {
  let token = '';
  let coordenacao = '';
  const api = cliente(h, () => token);
  let mundo: Awaited<ReturnType<typeof turmaConcluida>>;
  const texto = (pdf: Buffer) =>
    execFileSync(PDFTOTEXT, ['-layout', '-', '-'], { input: pdf }).toString();

  beforeAll(async () => {
    // The counter (secretaria) issues; revoking is the coordination's.
    token = await h.tokenPara((await h.createUser('secretaria')).id);
    coordenacao = await h.tokenPara((await h.createUser('coordenacao')).id);
    mundo = await turmaConcluida(h);
  });

  const [maria, joao, ana] = [0, 1, 2];
  const emitir = (i: number, tipo: string, extra: object = {}) =>
    api<Documento>('POST', `/api/aprendizes/${mundo.aprendizes[i]!.id}/documentos`, {
      tipo,
      ...extra,
    });
  const verificar = (codigo: string, ip = h.novoIp()) =>
    h.request('GET', `/api/verificacao/${codigo}`, { ip });

  it('emite o certificado de quem concluiu com frequência mínima; o PDF traz as horas e o código', async () => {
    const r = await emitir(maria, 'certificado');
    expect(r.status).toBe(201);
    expect(r.json.codigo).toMatch(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    expect(r.json.situacao).toBe('valido');
    // Theory: the plan's 100 h. Practice: Tue/Thu/Fri from 03/03 to 14/03/2025 = 6 days × 4 h.
    expect(r.json.resumo).toContain('124 horas');

    const pdf = await h.request('GET', `/api/documentos/${r.json.id}/pdf`, { token });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    if (comPdftotext) {
      const t = texto(pdf.rawPayload);
      expect(t).toContain('CERTIFICADO DE QUALIFICAÇÃO PROFISSIONAL');
      expect(t).toContain('Maria Aparecida da Silva Santos');
      expect(t).toContain('100 horas');
      expect(t).toContain('24 horas');
      expect(t).toContain('124 horas');
      expect(t).toContain('Comunicação no trabalho — 60 h');
      expect(t).toContain(`Código de verificação: ${r.json.codigo}`);
      expect(t).toContain(`/verificar/${r.json.codigo}`);
      expect(t).toMatch(/\*\*\*\.\d{3}\.\d{3}-\*\*/);
    }
    const [trilha] = await h.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'documento'), eq(auditoria.entidadeId, String(r.json.id))));
    expect(trilha?.acao).toBe('emitir');
  });

  it('verifica em público: válido, nome abreviado, sem CPF; código errado em português', async () => {
    const { json: doc } = await emitir(maria, 'conclusao');
    const r = await verificar(doc.codigo.toLowerCase().replace(/-/g, ' '));
    expect(r.statusCode).toBe(200);
    expect(r.headers['x-robots-tag']).toContain('noindex');
    const v = r.json<Verificacao>();
    expect(v).toMatchObject({
      situacao: 'valido',
      titular: 'Maria A. S. Santos',
      titulo: 'Declaração de conclusão',
    });
    expect(r.body).not.toContain(mundo.aprendizes[maria]!.cpf.slice(3, 9));
    expect(r.body).not.toContain('Aparecida');

    const errado = await verificar('ABCD-EFGH-JKMN');
    expect(errado.statusCode).toBe(404);
    expect(errado.json<Problema>().detail).toMatch(/^Código não encontrado/);
    expect((await verificar('nada')).statusCode).toBe(404);
  });

  it('revoga com motivo (auditado): a verificação mostra revogado com a data; de novo, 409', async () => {
    const { json: doc } = await emitir(ana, 'vinculo');
    const r = await api<Documento>(
      'POST',
      `/api/documentos/${doc.id}/revogar`,
      { motivo: 'Emitido com erro' },
      coordenacao,
    );
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ situacao: 'revogado', motivoRevogacao: 'Emitido com erro' });
    const v = (await verificar(doc.codigo)).json<Verificacao>();
    expect(v.situacao).toBe('revogado');
    expect(v.revogadoEm).not.toBeNull();
    expect(
      (await api('POST', `/api/documentos/${doc.id}/revogar`, { motivo: 'outra vez' }, coordenacao))
        .status,
    ).toBe(409);
    const trilha = await h.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'documento'), eq(auditoria.entidadeId, String(doc.id))));
    expect(trilha.map((t) => t.acao)).toEqual(['emitir', 'revogar']);
  });

  it('reemitir dá um código novo e revoga o anterior, que aponta para o novo', async () => {
    const { json: velho } = await emitir(ana, 'conclusao');
    const r = await api<Documento>('POST', `/api/documentos/${velho.id}/reemitir`, {
      motivo: 'Nome social',
    });
    expect(r.status).toBe(201);
    expect(r.json.codigo).not.toBe(velho.codigo);
    const lista = await api<{ data: Documento[] }>(
      'GET',
      `/api/aprendizes/${mundo.aprendizes[ana]!.id}/documentos`,
    );
    const antigo = lista.json.data.find((d) => d.id === velho.id)!;
    expect(antigo).toMatchObject({ situacao: 'revogado', substitutoCodigo: r.json.codigo });
    expect((await verificar(r.json.codigo)).json<Verificacao>().situacao).toBe('valido');
  });

  it('recusa com o motivo: frequência abaixo do mínimo, contrato não concluído, período invertido', async () => {
    const baixa = await emitir(joao, 'certificado');
    expect(baixa.status).toBe(422);
    expect(baixa.json).toMatchObject({ detail: 'Frequência de 50,0%, abaixo do mínimo de 75%.' });
    const freq = await emitir(joao, 'frequencia', { inicio: '2025-03-10', fim: '2025-03-03' });
    expect(freq.status).toBe(400);
    const ok = await emitir(joao, 'frequencia', { inicio: '2025-03-01', fim: '2025-03-31' });
    expect(ok.status).toBe(201);
    expect(ok.json.resumo).toContain('50,0%');
  });

  it('lote da turma: emite para quem tem direito e lista quem não tem e por quê; PDF do lote', async () => {
    const r = await api<{
      lote: string;
      emitidos: Documento[];
      naoEmitidos: { aprendiz: { id: number }; motivo: string }[];
    }>('POST', `/api/turmas/${mundo.turma.id}/documentos`, { tipo: 'certificado' });
    expect(r.status).toBe(200);
    // Ana is at exactly 75%: the minimum is reached, not exceeded.
    expect(r.json.emitidos.map((d) => d.aprendiz.id).sort()).toEqual(
      [mundo.aprendizes[maria]!.id, mundo.aprendizes[ana]!.id].sort(),
    );
    expect(r.json.naoEmitidos).toEqual([
      {
        aprendiz: { id: mundo.aprendizes[joao]!.id, nome: 'João Pedro Abaixo Lima' },
        motivo: 'Frequência de 50,0%, abaixo do mínimo de 75%.',
      },
    ]);
    const pdf = await h.request(
      'GET',
      `/api/turmas/${mundo.turma.id}/documentos/${r.json.lote}/pdf`,
      { token },
    );
    expect(pdf.statusCode).toBe(200);
    if (comPdftotext) {
      const t = texto(pdf.rawPayload);
      for (const d of r.json.emitidos) expect(t).toContain(d.codigo);
      expect(t).not.toContain('João Pedro');
    }
  });

  it('contrato em curso não dá certificado; matrícula exige turma aberta', async () => {
    await reabrirContrato(h, mundo.aprendizes[joao]!.contratoId);
    const r = await emitir(joao, 'certificado');
    expect(r.json).toMatchObject({
      status: 422,
      detail: 'O contrato do aprendiz não terminou como concluído.',
    });
    const m = await emitir(maria, 'matricula');
    expect(m.json).toMatchObject({
      status: 422,
      detail: 'O aprendiz não está matriculado em nenhuma turma agora.',
    });
  });

  it('permissões: emitir e revogar são próprias (403); o registro segue a regra do aprendiz', async () => {
    const educador = await h.tokenPara((await h.createUser('educador')).id);
    const financeiro = await h.tokenPara((await h.createUser('financeiro')).id);
    const { json: doc } = await emitir(maria, 'conclusao');
    const semEmitir = await api(
      'POST',
      `/api/aprendizes/${mundo.aprendizes[maria]!.id}/documentos`,
      { tipo: 'conclusao' },
      financeiro,
    );
    expect(semEmitir.status).toBe(403);
    expect(
      (await api('POST', `/api/documentos/${doc.id}/revogar`, { motivo: 'sem permissão' })).status,
    ).toBe(403);
    expect(
      (
        await api(
          'POST',
          `/api/turmas/${mundo.turma.id}/documentos`,
          { tipo: 'certificado' },
          educador,
        )
      ).status,
    ).toBe(403);
    // An educator linked to no class sees no apprentice's documents.
    const fora = await api<Problema>(
      'GET',
      `/api/aprendizes/${mundo.aprendizes[maria]!.id}/documentos`,
      undefined,
      educador,
    );
    expect(fora.status).toBe(403);
    const registro = await api<{ total: number }>('GET', '/api/documentos', undefined, educador);
    expect(registro.json.total).toBe(0);
    const todos = await api<{ total: number }>('GET', '/api/documentos');
    expect(todos.json.total).toBeGreaterThan(0);
  });

  it(`limita a verificação a ${VERIFICACOES_POR_MINUTO} por minuto por IP (429 em português)`, async () => {
    const ip = h.novoIp();
    for (let i = 0; i < VERIFICACOES_POR_MINUTO; i += 1) {
      expect((await verificar('ABCD-EFGH-JKMN', ip)).statusCode).toBe(404);
    }
    const r = await verificar('ABCD-EFGH-JKMN', ip);
    expect(r.statusCode).toBe(429);
    expect(r.headers['content-type']).toContain('application/problem+json');
    expect(r.json<Problema>().detail).toMatch(/^Muitas consultas seguidas/);
    expect((await verificar('ABCD-EFGH-JKMN', h.novoIp())).statusCode).toBe(404);
  });
});
