/** @jest-environment ./test/support/api-environment.ts */
// POST /api/aprendiz/importar/validar, the import's dry run, and POST /api/aprendiz/importar: each row valid or with its errors in
// Portuguese under its column (bad CPF, CPF repeated in the file or already registered, unknown
// municipality, minor without responsável, the sign-up's other rules), XLSX or CSV, nothing
// written by the dry run; the import writes the valid rows (as Inscrito, with history and an
// audit row by the importer) and returns the rest; a file without the required columns or that is
// not a spreadsheet is a 400.
import { and, count, eq, inArray } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { aprendizes, auditoria, historicoSituacoes } from '../../server/db/schema';
import { anosAntes } from '../../server/modules/aprendizes/consultas';
import { xlsxStream, type ColunaExportacao } from '../../server/shared/exportacao';
import { formatarCpf } from '../../src/shared/validation/documentos';
import { lerPlanilha } from '../../server/shared/importacao/planilha';
import { forEachEngine } from '../support/api-harness';
import { hoje, novoCpf as cpfNovo } from './aprendiz-fixtures';
import { cliente, referencias, type Problema } from './turmas-parceiros-fixtures';

interface Validacao {
  total: number;
  validas: number;
  colunasIgnoradas: string[];
  linhas: { numero: number; nome: string; erros: { coluna: string; mensagem: string }[] }[];
}

const br = (iso: string) => iso.split('-').reverse().join('/');
const adulto = () => br(anosAntes(hoje(), 20));
const menor = () => br(anosAntes(hoje(), 16));

const CABECALHO = [
  'Nome',
  'CPF',
  'Data de nascimento',
  'Município',
  'UF',
  'PcD',
  'Responsável',
  'CPF do responsável',
  'Parentesco',
  'Telefone do responsável',
  'Idade',
];

const csv = (linhas: string[][]) =>
  Buffer.from(['\uFEFF' + CABECALHO.join(';'), ...linhas.map((l) => l.join(';'))].join('\r\n'));

forEachEngine('POST /api/aprendiz/importar/validar', (h) => {
  let token: string;
  let pedir: ReturnType<typeof cliente>;
  const cpfRegistrado = cpfNovo();

  const validar = (arquivo: Uint8Array, nome = 'aprendizes.csv') =>
    pedir<Validacao & Problema>('POST', '/api/aprendiz/importar/validar', {
      nome,
      conteudo: Buffer.from(arquivo).toString('base64'),
    });

  beforeAll(async () => {
    const ref = await referencias(h);
    token = await h.tokenPara((await h.createUser('secretaria')).id);
    pedir = cliente(h, () => token);
    await h.db.insert(aprendizes).values({
      nome: 'Já Cadastrada Souza',
      cpf: cpfRegistrado,
      dataNascimento: '2006-05-10',
      situacaoId: ref.situacao('inscrito'),
      dataCadastro: '2024-02-01',
    });
  });

  it('cada linha válida ou com os erros sob a coluna, e nada é gravado', async () => {
    const [antes] = await h.db.select({ n: count() }).from(aprendizes);
    const repetido = cpfNovo();
    const { status, json } = await validar(
      csv([
        [
          'Ana Válida Lima',
          formatarCpf(cpfNovo()),
          adulto(),
          'são paulo',
          'SP',
          'Não',
          '',
          '',
          '',
          '',
          '20',
        ],
        ['Bruno Código Ibge', cpfNovo(), adulto(), '3304557', '', '', '', '', '', '', ''],
        ['Caio Menor Sozinho', cpfNovo(), menor(), '', '', '', '', '', '', '', ''],
        [
          'Davi Menor Com Mãe',
          cpfNovo(),
          menor(),
          '',
          '',
          '',
          'Rosa Souza',
          cpfNovo(),
          'Mãe',
          '(11) 3333-4444',
          '',
        ],
        [
          'Eva Cpf Errado',
          '123.456.789-00',
          adulto(),
          'Cidade Que Não Existe',
          'SP',
          'talvez',
          '',
          '',
          '',
          '',
          '',
        ],
        ['Fábio Primeiro', repetido, adulto(), '', '', '', '', '', '', '', ''],
        ['Gil Repetido', repetido, adulto(), '', '', '', '', '', '', '', ''],
        ['Hugo Cadastrado', cpfRegistrado, '31/02/2001', '', '', '', '', '', '', '', ''],
      ]),
    );
    expect(status).toBe(200);
    expect(json.total).toBe(8);
    expect(json.validas).toBe(4);
    expect(json.colunasIgnoradas).toEqual(['Idade']);
    const erros = Object.fromEntries(json.linhas.map((l) => [l.nome, l.erros]));
    expect(json.linhas.map((l) => l.numero)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(erros['Ana Válida Lima']).toEqual([]);
    expect(erros['Bruno Código Ibge']).toEqual([]);
    expect(erros['Davi Menor Com Mãe']).toEqual([]);
    expect(erros['Fábio Primeiro']).toEqual([]);
    expect(erros['Caio Menor Sozinho']).toEqual([
      { coluna: 'Responsável', mensagem: 'Informe o nome do responsável' },
      { coluna: 'CPF do responsável', mensagem: expect.any(String) },
      { coluna: 'Parentesco', mensagem: expect.any(String) },
      { coluna: 'Telefone do responsável', mensagem: expect.any(String) },
    ]);
    expect(erros['Eva Cpf Errado']).toEqual([
      { coluna: 'CPF', mensagem: 'CPF inválido' },
      { coluna: 'Município', mensagem: 'Não há Cidade Que Não Existe em SP' },
      { coluna: 'PcD', mensagem: 'Use Sim ou Não' },
    ]);
    expect(erros['Gil Repetido']).toEqual([
      { coluna: 'CPF', mensagem: 'CPF repetido: já está na linha 7 desta planilha' },
    ]);
    expect(erros['Hugo Cadastrado']?.map((e) => e.coluna)).toEqual(['CPF', 'Data de nascimento']);
    expect(erros['Hugo Cadastrado']?.[0]?.mensagem).toMatch(/Já Cadastrada Souza/);
    const [depois] = await h.db.select({ n: count() }).from(aprendizes);
    expect(depois?.n).toBe(antes?.n);
  });

  it('lê XLSX, com a data de nascimento como célula de data', async () => {
    type Linha = { nome: string; cpf: string; nascimento: string };
    const colunas: ColunaExportacao<Linha>[] = [
      { titulo: 'Nome', valor: (l) => l.nome },
      { titulo: 'CPF', valor: (l) => l.cpf },
      { titulo: 'Data de nascimento', valor: (l) => l.nascimento, tipo: 'data' },
    ];
    async function* linhas() {
      yield await Promise.resolve({
        nome: 'Íris Planilha',
        cpf: cpfNovo(),
        nascimento: anosAntes(hoje(), 19),
      });
      yield await Promise.resolve({
        nome: 'Jonas Velho',
        cpf: cpfNovo(),
        nascimento: '1970-01-01',
      });
    }
    const partes: Buffer[] = [];
    for await (const p of xlsxStream(colunas, linhas())) partes.push(Buffer.from(p as Uint8Array));
    const { status, json } = await validar(new Uint8Array(Buffer.concat(partes)), 'a.xlsx');
    expect(status).toBe(200);
    expect(json.linhas.map((l) => [l.nome, l.erros.map((e) => e.coluna)])).toEqual([
      ['Íris Planilha', []],
      ['Jonas Velho', ['Data de nascimento']],
    ]);
  });

  it('400 para um arquivo sem as colunas obrigatórias, que não é planilha ou não é base64', async () => {
    const semCpf = await validar(Buffer.from('Nome;Data de nascimento\r\nAna;01/01/2006'));
    expect(semCpf.status).toBe(400);
    expect(semCpf.json.errors?.conteudo).toBe(
      'Faltam as colunas obrigatórias: CPF. Baixe o modelo e use os títulos dele na primeira linha.',
    );
    const zip = await validar(Uint8Array.from([0x50, 0x4b, 3, 4, 9, 9, 9]), 'a.xlsx');
    expect(zip.status).toBe(400);
    expect(zip.json.errors?.conteudo).toMatch(/não é uma planilha XLSX válida/);
    const texto = await pedir<Problema>('POST', '/api/aprendiz/importar/validar', {
      nome: 'a.csv',
      conteudo: 'isto não é base64!',
    });
    expect(texto.status).toBe(400);
    expect(texto.json.errors?.conteudo).toBe('O conteúdo do arquivo não está em base64');
  });

  it('uma bomba de descompressão de cabeçalho mentiroso é recusada, e /api/health responde enquanto ela é lida', async () => {
    // 200 MB of spaces in ~200 KB, both zip headers claiming 4 KB (the outside probe's file).
    const bomba = zipSync(
      { 'xl/worksheets/sheet1.xml': new Uint8Array(200 * 1024 * 1024).fill(32) },
      { level: 9 },
    );
    const vista = new DataView(bomba.buffer, bomba.byteOffset, bomba.byteLength);
    vista.setUint32(22, 4096, true);
    const central = bomba.findIndex(
      (b, i) => b === 0x50 && bomba[i + 1] === 0x4b && bomba[i + 2] === 1 && bomba[i + 3] === 2,
    );
    vista.setUint32(central + 24, 4096, true);
    const ordem: string[] = [];
    const leitura = validar(bomba, 'bomba.xlsx').then((r) => {
      ordem.push('bomba');
      return r;
    });
    // Sent after the bomb: read whole at once, the bomb would answer first.
    const saude = h.request('GET', '/api/health').then((r) => {
      ordem.push('health');
      return r;
    });
    const [recusa, ok] = await Promise.all([leitura, saude]);
    expect(ok.statusCode).toBe(200);
    expect(recusa.status).toBe(400);
    expect(recusa.json.errors?.conteudo).toBe(
      'A planilha descompactada é grande demais para importar.',
    );
    expect(ordem).toEqual(['health', 'bomba']);
  });

  it('só para quem pode cadastrar aprendizes', async () => {
    const educador = await h.tokenPara((await h.createUser('educador')).id);
    const r = await pedir(
      'POST',
      '/api/aprendiz/importar/validar',
      { nome: 'a.csv', conteudo: Buffer.from(csv([])).toString('base64') },
      educador,
    );
    expect(r.status).toBe(403);
  });

  it('importa as linhas válidas (Inscrito, histórico e auditoria de quem importou) e devolve as rejeitadas', async () => {
    const usuario = await h.createUser('secretaria');
    const token2 = await h.tokenPara(usuario.id);
    const cpfs = [cpfNovo(), cpfNovo()];
    const { status, json } = await pedir<{
      importadas: number;
      rejeitadas: Validacao['linhas'];
    }>(
      'POST',
      '/api/aprendiz/importar',
      {
        nome: 'lote.csv',
        conteudo: csv([
          ['Lara Importada', cpfs[0] ?? '', adulto(), 'Campinas', 'SP', '', '', '', '', '', ''],
          ['Mário Sem Data', cpfNovo(), '', '', '', '', '', '', '', '', ''],
          [
            'Nina Importada',
            cpfs[1] ?? '',
            menor(),
            '',
            '',
            '',
            'Rosa Souza',
            cpfNovo(),
            'Mãe',
            '(11) 98888-7777',
            '',
          ],
        ]).toString('base64'),
      },
      token2,
    );
    expect(status).toBe(200);
    expect(json.importadas).toBe(2);
    expect(json.rejeitadas).toEqual([
      {
        numero: 3,
        nome: 'Mário Sem Data',
        erros: [{ coluna: 'Data de nascimento', mensagem: 'Informe a data de nascimento' }],
      },
    ]);
    const novos = await h.db
      .select({
        id: aprendizes.id,
        nome: aprendizes.nome,
        municipioId: aprendizes.municipioId,
        uf: aprendizes.uf,
      })
      .from(aprendizes)
      .where(inArray(aprendizes.cpf, cpfs));
    expect(novos.map((n) => n.nome).sort()).toEqual(['Lara Importada', 'Nina Importada']);
    expect(novos.find((n) => n.nome === 'Lara Importada')).toMatchObject({
      municipioId: 3509502,
      uf: 'SP',
    });
    const ids = novos.map((n) => n.id);
    const auditados = await h.db
      .select({ usuarioId: auditoria.usuarioId })
      .from(auditoria)
      .where(
        and(
          eq(auditoria.entidade, 'aprendiz'),
          eq(auditoria.acao, 'criar'),
          inArray(auditoria.entidadeId, ids.map(String)),
        ),
      );
    expect(auditados).toEqual([{ usuarioId: usuario.id }, { usuarioId: usuario.id }]);
    const historico = await h.db
      .select({ id: historicoSituacoes.id })
      .from(historicoSituacoes)
      .where(inArray(historicoSituacoes.aprendizId, ids));
    expect(historico).toHaveLength(2);

    // The same file again: every row is now a registered CPF (or still without a date), nothing new.
    const deNovo = await pedir<{ importadas: number; rejeitadas: Validacao['linhas'] }>(
      'POST',
      '/api/aprendiz/importar',
      {
        nome: 'lote.csv',
        conteudo: csv([
          ['Lara Importada', cpfs[0] ?? '', adulto(), 'Campinas', 'SP', '', '', '', '', '', ''],
        ]).toString('base64'),
      },
      token2,
    );
    expect(deNovo.json.importadas).toBe(0);
    expect(deNovo.json.rejeitadas[0]?.erros[0]?.coluna).toBe('CPF');
  });

  it('o arquivo das rejeitadas traz as colunas enviadas e "Erros", e volta a ser lido', async () => {
    const cpfBom = cpfNovo();
    const resposta = await h.request('POST', '/api/aprendiz/importar/rejeitadas', {
      token,
      body: {
        nome: 'lote.csv',
        conteudo: csv([
          ['Olga Boa', cpfBom, adulto(), '', '', '', '', '', '', '', '33'],
          ['Paulo Ruim', '111.111.111-11', '1/2/2001', '', '', 'talvez', '', '', '', '', '25'],
        ]).toString('base64'),
      },
    });
    expect(resposta.statusCode).toBe(200);
    expect(resposta.headers['content-type']).toMatch(/text\/csv/);
    const arquivo = new Uint8Array(resposta.rawPayload);
    const lida = await lerPlanilha(arquivo, 'rejeitadas.csv');
    expect(lida.cabecalho).toEqual([...CABECALHO, 'Erros']);
    expect(lida.linhas.map((l) => l.celulas)).toEqual([
      [
        'Paulo Ruim',
        '111.111.111-11',
        '01/02/2001',
        '',
        '',
        'talvez',
        '',
        '',
        '',
        '',
        '25',
        'CPF: CPF inválido; Data de nascimento: O aprendiz deve ter entre 14 e 24 anos na data do cadastro; PcD: Use Sim ou Não',
      ],
    ]);
    // Sent back as it came, the "Erros" column is ignored and the same errors come back.
    const deNovo = await validar(arquivo, 'rejeitadas.csv');
    expect(deNovo.json.colunasIgnoradas).toEqual(['Idade', 'Erros']);
    expect(deNovo.json.linhas[0]?.erros.map((e) => e.coluna)).toEqual([
      'CPF',
      'Data de nascimento',
      'PcD',
    ]);
  });
});
