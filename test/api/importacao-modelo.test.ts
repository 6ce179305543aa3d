/** @jest-environment ./test/support/api-environment.ts */
// The import's template (GET /api/aprendiz/importar/modelo: the column titles, then a sheet of
// valid values, and filled in it validates), its progress (POST /api/aprendiz/importar with
// Accept: application/x-ndjson: a line every 100 rows while the batches are written, then the
// result), and the file of the rows an import refused (POST .../rejeitadas with `linhas`).
import { count, eq, inArray } from 'drizzle-orm';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { aprendizes, auditoria } from '../../server/db/schema';
import { anosAntes } from '../../server/modules/aprendizes/consultas';
import { COLUNAS } from '../../server/modules/importacao/colunas';
import type { LinhaDaImportacao } from '../../server/modules/importacao/esquemas';
import { lerPlanilha } from '../../server/shared/importacao/planilha';
import { TURNOS_ESCOLARES } from '../../src/shared/validation/aprendiz';
import { formatarCpf } from '../../src/shared/validation/documentos';
import { forEachEngine } from '../support/api-harness';
import { violacoesDoContrato } from '../support/contrato-openapi';
import { corpoValido, hoje, novoCpf } from './aprendiz-fixtures';
import { cliente } from './turmas-parceiros-fixtures';

interface Validacao {
  total: number;
  validas: number;
  colunasIgnoradas: string[];
  linhas: { numero: number; nome: string; erros: { coluna: string; mensagem: string }[] }[];
}

type Evento = LinhaDaImportacao;

const br = (iso: string) => iso.split('-').reverse().join('/');
const adulto = () => br(anosAntes(hoje(), 20));
const menor = () => br(anosAntes(hoje(), 16));

const texto = (t: string) =>
  `<c t="inlineStr"><is><t>${t.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</t></is></c>`;

/** The template with rows typed into its first sheet, as a person filling it in would. */
function preencher(modelo: Uint8Array, linhas: Record<string, string>[]): Uint8Array {
  const partes = unzipSync(modelo);
  const folha = strFromU8(partes['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
  const titulos = COLUNAS.map((c) => c.titulo);
  const novas = linhas
    .map(
      (l, i) => `<row r="${String(i + 2)}">${titulos.map((t) => texto(l[t] ?? '')).join('')}</row>`,
    )
    .join('');
  partes['xl/worksheets/sheet1.xml'] = strToU8(
    folha.replace('</sheetData>', `${novas}</sheetData>`),
  );
  return zipSync(partes);
}

const csv = (cabecalho: string[], linhas: string[][]) =>
  Buffer.from([cabecalho.join(';'), ...linhas.map((l) => l.join(';'))].join('\r\n'));

describe('o documento publica uma linha do progresso', () => {
  // The harness checks every NDJSON line against the media type's schema (one line): a line the
  // document does not describe fails the test that received it.
  const resposta = (body: string) => ({
    statusCode: 200,
    headers: { 'content-type': 'application/x-ndjson; charset=utf-8' },
    body,
  });

  it('aceita as linhas descritas e recusa a que foge do esquema, dizendo qual', () => {
    const boas = [
      { tipo: 'progresso', processadas: 0, total: 1 },
      { tipo: 'resultado', importadas: 1, rejeitadas: [] },
    ];
    const texto = boas.map((l) => JSON.stringify(l)).join('\n');
    expect(violacoesDoContrato('POST', '/api/aprendiz/importar', resposta(`${texto}\n`))).toEqual(
      [],
    );
    const ruim = `${texto}\n${JSON.stringify({ tipo: 'pronto', importadas: 1 })}\n`;
    expect(violacoesDoContrato('POST', '/api/aprendiz/importar', resposta(ruim))).toEqual([
      expect.stringMatching(
        /^POST \/api\/aprendiz\/importar -> 200, linha 3: corpo fora do esquema/,
      ),
    ]);
  });
});

forEachEngine('importação: modelo, progresso e rejeitadas', (h) => {
  let token: string;
  let pedir: ReturnType<typeof cliente>;

  beforeAll(async () => {
    token = await h.tokenPara((await h.createUser('secretaria')).id);
    pedir = cliente(h, () => token);
  });

  const baixarModelo = async () => {
    const r = await h.request('GET', '/api/aprendiz/importar/modelo', { token });
    expect(r.statusCode).toBe(200);
    return { resposta: r, arquivo: new Uint8Array(r.rawPayload) };
  };

  it('o modelo traz os títulos das colunas e, na segunda aba, os valores válidos', async () => {
    const { resposta, arquivo } = await baixarModelo();
    expect(resposta.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(resposta.headers['content-disposition']).toBe(
      'attachment; filename="modelo-importacao-aprendizes.xlsx"',
    );
    const partes = unzipSync(arquivo);
    const livro = strFromU8(partes['xl/workbook.xml'] ?? new Uint8Array());
    expect(livro).toContain('<sheet name="Aprendizes"');
    expect(livro).toContain('<sheet name="Valores válidos"');
    // The first sheet is the header row only: nothing of it would be imported.
    const primeira = strFromU8(partes['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
    expect(primeira.match(/<row>/g)).toHaveLength(1);
    // The second sheet, row by row (its rows have different widths: read them as they are).
    const segunda = strFromU8(partes['xl/worksheets/sheet2.xml'] ?? new Uint8Array());
    const celulas = [...segunda.matchAll(/<row>([\s\S]*?)<\/row>/g)].map((linha) =>
      [...(linha[1] ?? '').matchAll(/<c\b[^>]*?(?:\/>|>([\s\S]*?)<\/c>)/g)].map((c) =>
        (/<t[^>]*>([\s\S]*?)<\/t>/.exec(c[1] ?? '')?.[1] ?? '').replace(/&amp;/g, '&'),
      ),
    );
    const aceitos = celulas.findIndex((c) => c[0] === 'Valores aceitos');
    expect(aceitos).toBeGreaterThan(COLUNAS.length);
    const porColuna = new Map(celulas.slice(0, aceitos).map((c) => [c[0], c]));
    for (const c of COLUNAS) expect(porColuna.get(c.titulo)?.[2]).toBe(c.ajuda);
    expect(porColuna.get('Nome')?.[1]).toBe('Sim');
    expect(porColuna.get('RG')?.[1]).toBe('Não');
    const titulosDasListas = celulas.find((c) => c[0] === 'UF' && c[1] === 'PcD');
    expect(titulosDasListas).toEqual([
      'UF',
      'PcD',
      'Tipo de deficiência',
      'Turno escolar',
      'Parentesco',
      'Data de nascimento',
    ]);
    const abaixo = celulas.slice(celulas.indexOf(titulosDasListas ?? []) + 1);
    const ufs = abaixo.map((c) => c[0]).filter((u) => u !== '');
    expect(ufs).toContain('SP');
    expect(ufs).toContain('RJ');
    expect(ufs).toEqual([...ufs].sort());
    expect(abaixo.map((c) => c[2]).filter(Boolean)).toContain('Auditiva');
    expect(abaixo.map((c) => c[3]).filter(Boolean)).toEqual(TURNOS_ESCOLARES.map((t) => t.rotulo));
    expect(abaixo.map((c) => c[4]).filter(Boolean)).toContain('Mãe');
  });

  it('o modelo preenchido é validado e importado como está', async () => {
    const { arquivo } = await baixarModelo();
    const cpfs = [novoCpf(), novoCpf()];
    const preenchido = preencher(arquivo, [
      {
        Nome: 'Quitéria Do Modelo',
        CPF: formatarCpf(cpfs[0] ?? ''),
        'Data de nascimento': adulto(),
        Município: 'Campinas',
        UF: 'SP',
        PcD: 'Não',
        'Turno escolar': 'Manhã',
        Celular: '(19) 98765-4321',
        CEP: '13010-100',
      },
      {
        Nome: 'Renato Do Modelo',
        CPF: cpfs[1] ?? '',
        'Data de nascimento': menor(),
        Município: '3304557',
        PcD: 'Sim',
        'Tipo de deficiência': 'Auditiva',
        Responsável: 'Rosa Souza',
        'CPF do responsável': novoCpf(),
        Parentesco: 'Mãe',
        'Telefone do responsável': '(21) 3333-4444',
      },
    ]);
    const corpo = { nome: 'modelo.xlsx', conteudo: Buffer.from(preenchido).toString('base64') };
    const validacao = await pedir<Validacao>('POST', '/api/aprendiz/importar/validar', corpo);
    expect(validacao.status).toBe(200);
    expect(validacao.json).toEqual({
      total: 2,
      validas: 2,
      colunasIgnoradas: [],
      linhas: [
        { numero: 2, nome: 'Quitéria Do Modelo', erros: [] },
        { numero: 3, nome: 'Renato Do Modelo', erros: [] },
      ],
    });
    const importacao = await pedir<{ importadas: number }>('POST', '/api/aprendiz/importar', corpo);
    expect(importacao.json.importadas).toBe(2);
    const [gravados] = await h.db
      .select({ n: count() })
      .from(aprendizes)
      .where(inArray(aprendizes.cpf, cpfs));
    expect(gravados?.n).toBe(2);
  });

  it('o modelo é só de quem pode cadastrar aprendizes', async () => {
    const educador = await h.tokenPara((await h.createUser('educador')).id);
    const r = await h.request('GET', '/api/aprendiz/importar/modelo', { token: educador });
    expect(r.statusCode).toBe(403);
    const anonimo = await h.request('GET', '/api/aprendiz/importar/modelo');
    expect(anonimo.statusCode).toBe(401);
  });

  const importarComProgresso = (arquivo: Uint8Array, nome = 'lote.csv') =>
    h.request('POST', '/api/aprendiz/importar', {
      token,
      headers: { accept: 'application/x-ndjson' },
      body: { nome, conteudo: Buffer.from(arquivo).toString('base64') },
    });

  it('com Accept: application/x-ndjson, o progresso a cada 100 linhas e o resultado no fim', async () => {
    const cabecalho = ['Nome', 'CPF', 'Data de nascimento'];
    const cpfs = Array.from({ length: 250 }, () => novoCpf());
    const linhas = cpfs.map((cpf, i) => [`Pessoa ${String(i + 1)} Da Carga`, cpf, adulto()]);
    // Two rows the import refuses, between the valid ones.
    linhas.splice(10, 0, ['Sem Cpf Valido', '123.456.789-00', adulto()]);
    linhas.splice(20, 0, ['Repetido Na Planilha', cpfs[0] ?? '', adulto()]);
    const r = await importarComProgresso(csv(cabecalho, linhas));
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    const eventos = r.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Evento);
    expect(eventos.slice(0, -1)).toEqual([
      { tipo: 'progresso', processadas: 0, total: 250 },
      { tipo: 'progresso', processadas: 100, total: 250 },
      { tipo: 'progresso', processadas: 200, total: 250 },
      { tipo: 'progresso', processadas: 250, total: 250 },
    ]);
    const fim = eventos.at(-1);
    expect(fim).toMatchObject({ tipo: 'resultado', importadas: 250 });
    expect(
      fim?.tipo === 'resultado' && fim.rejeitadas.map((l) => [l.numero, l.erros[0]?.coluna]),
    ).toEqual([
      [12, 'CPF'],
      [22, 'CPF'],
    ]);
    const [gravados] = await h.db
      .select({ n: count() })
      .from(aprendizes)
      .where(inArray(aprendizes.cpf, cpfs));
    expect(gravados?.n).toBe(250);

    // The refused rows' file after the import: only rows 12 and 22, with the import's errors,
    // not the 250 now registered (validated again, they would all be "CPF já cadastrado").
    const rejeitadas = await h.request('POST', '/api/aprendiz/importar/rejeitadas', {
      token,
      body: {
        nome: 'lote.csv',
        conteudo: csv(cabecalho, linhas).toString('base64'),
        linhas: [12, 22],
      },
    });
    expect(rejeitadas.statusCode).toBe(200);
    const lida = await lerPlanilha(new Uint8Array(rejeitadas.rawPayload), 'rejeitadas.csv');
    expect(lida.cabecalho).toEqual([...cabecalho, 'Erros']);
    expect(lida.linhas.map((l) => l.celulas[0])).toEqual([
      'Sem Cpf Valido',
      'Repetido Na Planilha',
    ]);
    expect(lida.linhas[0]?.celulas[3]).toBe('CPF: CPF inválido');
    expect(lida.linhas[1]?.celulas[3]).toMatch(/^CPF: /);
  });

  it('um arquivo sem as colunas obrigatórias é 400 antes do progresso começar', async () => {
    const r = await importarComProgresso(csv(['Nome', 'Idade'], [['Ana Lima', '20']]));
    expect(r.statusCode).toBe(400);
    expect(r.headers['content-type']).toMatch(/application\/problem\+json/);
    expect((JSON.parse(r.body) as { detail: string }).detail).toBe(
      'Faltam as colunas obrigatórias: CPF, Data de nascimento. Baixe o modelo e use os títulos dele na primeira linha.',
    );
  });

  it('um CPF cadastrado durante a importação encerra o progresso com o 409, e nada fica gravado', async () => {
    const cpfs = [novoCpf(), novoCpf()];
    const arquivo = csv(
      ['Nome', 'CPF', 'Data de nascimento'],
      cpfs.map((cpf, i) => [`Corrida ${String(i + 1)} Silva`, cpf, adulto()]),
    );
    // Registered between the dry run inside the route and the insert: the unique index refuses it.
    const { db } = h;
    const original = db.transaction.bind(db);
    const espiao = jest
      .spyOn(db, 'transaction')
      .mockImplementationOnce(async (...args: Parameters<typeof db.transaction>) => {
        await h.request('POST', '/api/aprendiz', {
          token,
          body: corpoValido({ nome: 'Chegou Antes Silva', cpf: cpfs[1] }),
        });
        return original(...args);
      });
    const r = await importarComProgresso(arquivo);
    espiao.mockRestore();
    const eventos = r.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Evento);
    expect(eventos.at(-1)).toEqual({
      tipo: 'erro',
      status: 409,
      detail:
        'Um CPF da planilha foi cadastrado enquanto ela era importada; nada foi importado. Valide o arquivo de novo.',
    });
    const [gravados] = await h.db
      .select({ n: count() })
      .from(aprendizes)
      .where(inArray(aprendizes.cpf, [cpfs[0] ?? '']));
    expect(gravados?.n).toBe(0);
  });

  it('um CPF cadastrado depois do primeiro lote: nada fica gravado, e a trilha diz que foi desfeito', async () => {
    // 150 rows. On the embedded database the first batch has committed when the CPF of row 150
    // arrives (before the second), so it and the ones up to row 150 must be undone; on PostgreSQL
    // the one transaction rolls back.
    const cpfs = Array.from({ length: 150 }, () => novoCpf());
    const arquivo = csv(
      ['Nome', 'CPF', 'Data de nascimento'],
      cpfs.map((cpf, i) => [`Lote ${String(i + 1)} Souza`, cpf, adulto()]),
    );
    const { db } = h;
    const original = db.transaction.bind(db);
    let chamadas = 0;
    // The import's second transaction is its second batch on PGlite; on PostgreSQL its only one.
    const antesDoSegundoLote = h.engine === 'pglite' ? 2 : 1;
    const espiao = jest
      .spyOn(db, 'transaction')
      .mockImplementation(async (...args: Parameters<typeof db.transaction>) => {
        chamadas += 1;
        if (chamadas === antesDoSegundoLote) {
          await h.request('POST', '/api/aprendiz', {
            token,
            body: corpoValido({ nome: 'Chegou Antes Souza', cpf: cpfs[149] }),
          });
        }
        return original(...args);
      });
    const r = await importarComProgresso(arquivo);
    espiao.mockRestore();
    const eventos = r.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Evento);
    expect(eventos.at(-1)).toMatchObject({ tipo: 'erro', status: 409 });
    const [gravados] = await h.db
      .select({ n: count() })
      .from(aprendizes)
      .where(inArray(aprendizes.cpf, cpfs.slice(0, 149)));
    expect(gravados?.n).toBe(0);
    if (h.engine === 'pglite') {
      // Each undone apprentice: its 'criar' and, after it, an 'excluir' (the trail is append-only).
      const trilha = await h.db
        .select({ acao: auditoria.acao, entidadeId: auditoria.entidadeId })
        .from(auditoria)
        .where(eq(auditoria.entidade, 'aprendiz'));
      const desfeitos = trilha.filter((t) => t.acao === 'excluir').map((t) => t.entidadeId);
      const criados = new Set(trilha.filter((t) => t.acao === 'criar').map((t) => t.entidadeId));
      expect(desfeitos.length).toBeGreaterThan(0);
      expect(desfeitos.every((id) => criados.has(id))).toBe(true);
    }
  });
});
