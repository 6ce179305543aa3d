/** @jest-environment ./test/support/api-environment.ts */
// Registries (/api/cadastros/<slug>) and the reference lookups, as a client of the API sees them.
import { and, eq } from 'drizzle-orm';
import { forEachEngine } from '../support/api-harness';
import { auditoria } from '../../server/db/schema';
import {
  CURSOS,
  GRAUS_ESCOLARIDADE,
  MOTIVOS_DESLIGAMENTO,
  PROFISSOES,
} from '../../server/db/seed/referencia';

interface Lista<T> {
  data: T[];
  total: number;
  page: number;
  pageSize: number;
}
interface Linha {
  id: number;
  nome: string;
  ativo: boolean;
  versao: number;
  [campo: string]: unknown;
}

forEachEngine('cadastros e consultas de referência', (h) => {
  let admin: string;
  let educador: string;
  beforeAll(async () => {
    admin = await h.tokenPara((await h.createUser('administrador')).id);
    educador = await h.tokenPara((await h.createUser('educador')).id);
  });

  const get = (url: string, token = admin) => h.request('GET', url, { token });

  describe('consultas de referência', () => {
    it('municipio traz os 5.571 municípios do IBGE, com São Paulo = 3550308', async () => {
      const resposta = await get('/api/cadastros/municipio');
      expect(resposta.statusCode).toBe(200);
      const { data } = resposta.json<{ data: { id: number; codigoIbge: string; uf: string }[] }>();
      expect(data).toHaveLength(5571);
      expect(data.find((m) => m.id === 3550308)).toEqual({
        id: 3550308,
        codigoIbge: '3550308',
        nome: 'São Paulo',
        uf: 'SP',
      });
    });

    it('municipio filtra por UF e por nome sem acentos, começando pelos que começam pelo texto', async () => {
      const sp = (await get('/api/cadastros/municipio?uf=sp')).json<{ data: { uf: string }[] }>();
      expect(sp.data).toHaveLength(645);
      expect(sp.data.every((m) => m.uf === 'SP')).toBe(true);
      const busca = (await get('/api/cadastros/municipio?uf=SP&q=sao%20paulo')).json<{
        data: { nome: string }[];
      }>();
      expect(busca.data[0]?.nome).toBe('São Paulo');
      expect(busca.data.map((m) => m.nome)).toContain('São Paulo');
      const goiania = (await get('/api/cadastros/municipio?q=GOIANIA')).json<{
        data: { nome: string; uf: string }[];
      }>();
      expect(goiania.data).toContainEqual(expect.objectContaining({ nome: 'Goiânia', uf: 'GO' }));
    });

    it('municipio recusa UF malformada com 400 no campo', async () => {
      const resposta = await get('/api/cadastros/municipio?uf=São');
      expect(resposta.statusCode).toBe(400);
      expect(resposta.json()).toMatchObject({ errors: { uf: 'UF inválida' } });
    });

    it('grau-escolaridade, situacao-aprendiz, profissao, ramo-atividade, motivo-desligamento e curso respondem { data } completos', async () => {
      const dados = async (caminho: string) =>
        (await get(`/api/cadastros/${caminho}`)).json<{ data: Record<string, unknown>[] }>().data;

      const graus = await dados('grau-escolaridade');
      expect(graus.map((g) => g.nome)).toEqual(GRAUS_ESCOLARIDADE.map((g) => g.nome));
      expect(graus[0]).toMatchObject({ codigo: 'fundamental-cursando', ordem: 1, cursando: true });

      const situacoes = await dados('situacao-aprendiz');
      expect(situacoes.map((s) => s.nome)).toEqual([
        'Inscrito',
        'Em seleção',
        'Encaminhado',
        'Contratado',
        'Afastado',
        'Desligado',
        'Concluído',
      ]);
      expect(situacoes[4]).toMatchObject({ codigo: 'afastado', cor: 'warning' });

      const profissoes = await dados('profissao');
      expect(profissoes).toHaveLength(PROFISSOES.length);
      expect(profissoes).toContainEqual(
        expect.objectContaining({ codigo: '4110-05', nome: 'Auxiliar de escritório' }),
      );
      const filtradas = (await get('/api/cadastros/profissao?q=logistica')).json<{
        data: { nome: string }[];
      }>().data;
      expect(filtradas.map((p) => p.nome)).toContain('Auxiliar de logística');

      const ramos = await dados('ramo-atividade');
      expect(ramos).toHaveLength(21 + 87);
      expect(ramos.slice(0, 3).map((r) => r.codigo)).toEqual(['A', '01', '02']);
      expect(ramos.find((r) => r.codigo === '47')).toMatchObject({ tipo: 'divisao', secao: 'G' });

      const motivos = await dados('motivo-desligamento');
      expect(motivos.map((m) => m.nome)).toEqual(MOTIVOS_DESLIGAMENTO.map((m) => m.nome));

      const cursos = await dados('curso');
      expect(cursos).toHaveLength(CURSOS.length);
      expect(cursos).toContainEqual(
        expect.objectContaining({
          nome: 'Aprendiz em Logística',
          profissaoCodigo: '4141-40',
          cargaHorariaTotal: 480,
        }),
      );
    });

    it('estão abertas a toda função autenticada, e fechadas sem login', async () => {
      expect((await get('/api/cadastros/municipio?uf=AC', educador)).statusCode).toBe(200);
      expect((await h.request('GET', '/api/cadastros/genero')).statusCode).toBe(401);
    });
  });

  describe('um cadastro (estado civil) do começo ao fim', () => {
    it('cria, recusa nome repetido sem acento, altera com versao, inativa e reativa, com auditoria', async () => {
      const criado = await h.request('POST', '/api/cadastros/estado-civil', {
        token: admin,
        body: { nome: '  Amasiado(a) ' },
      });
      expect(criado.statusCode).toBe(201);
      const linha = criado.json<Linha>();
      expect(linha).toMatchObject({ nome: 'Amasiado(a)', codigo: null, ativo: true, versao: 1 });
      expect(new Date(linha.criadoEm as string).getTime()).not.toBeNaN();

      const repetido = await h.request('POST', '/api/cadastros/estado-civil', {
        token: admin,
        body: { nome: 'VIÚVO(A)' },
      });
      expect(repetido.statusCode).toBe(409);
      expect(repetido.json()).toMatchObject({
        detail: 'Já existe um estado civil com este nome: VIÚVO(A).',
        errors: { nome: 'Já existe um estado civil com este nome: VIÚVO(A).' },
      });

      const alterado = await h.request('PUT', `/api/cadastros/estado-civil/${linha.id}`, {
        token: admin,
        body: { nome: 'Amasiado', versao: 1 },
      });
      expect(alterado.statusCode).toBe(200);
      expect(alterado.json()).toMatchObject({ nome: 'Amasiado', versao: 2 });

      const velho = await h.request('PUT', `/api/cadastros/estado-civil/${linha.id}`, {
        token: admin,
        body: { nome: 'Outro nome', versao: 1 },
      });
      expect(velho.statusCode).toBe(409);
      expect(velho.json<{ type: string }>().type).toContain('versao');

      const inativado = await h.request('DELETE', `/api/cadastros/estado-civil/${linha.id}`, {
        token: admin,
      });
      expect(inativado.json()).toMatchObject({ ativo: false, versao: 3 });
      const opcoes = (await get('/api/cadastros/estado-civil')).json<{ data: Linha[] }>().data;
      expect(opcoes.map((o) => o.id)).not.toContain(linha.id);
      const inativos = (await get('/api/cadastros/estado-civil/lista?ativo=false')).json<
        Lista<Linha>
      >();
      expect(inativos.data.map((o) => o.id)).toEqual([linha.id]);
      // A second click changes nothing.
      const denovo = await h.request('DELETE', `/api/cadastros/estado-civil/${linha.id}`, {
        token: admin,
      });
      expect(denovo.json()).toMatchObject({ ativo: false, versao: 3 });

      const reativado = await h.request(
        'POST',
        `/api/cadastros/estado-civil/${linha.id}/reativar`,
        { token: admin },
      );
      expect(reativado.json()).toMatchObject({ ativo: true, versao: 4 });

      const trilha = await h.db
        .select({ acao: auditoria.acao, campos: auditoria.campos })
        .from(auditoria)
        .where(
          and(eq(auditoria.entidade, 'estado-civil'), eq(auditoria.entidadeId, String(linha.id))),
        )
        .orderBy(auditoria.id);
      expect(trilha.map((t) => t.acao)).toEqual(['criar', 'atualizar', 'inativar', 'reativar']);
      expect(trilha[1]?.campos).toEqual({ nome: { de: 'Amasiado(a)', para: 'Amasiado' } });
    });

    it('alterar só o nome mantém os campos que a tela não mostra (ordem, cursando)', async () => {
      const graus = (await get('/api/cadastros/grau-escolaridade')).json<{ data: Linha[] }>().data;
      const medio = graus.find((g) => g.codigo === 'medio-completo')!;
      const resposta = await h.request('PUT', `/api/cadastros/grau-escolaridade/${medio.id}`, {
        token: admin,
        body: { nome: 'Ensino médio concluído', versao: medio.versao },
      });
      expect(resposta.json()).toMatchObject({
        nome: 'Ensino médio concluído',
        ordem: 7,
        cursando: false,
        versao: medio.versao + 1,
      });
    });

    it('responde 404 para um id que não existe e 400 para um id que não é número', async () => {
      const nao = await get('/api/cadastros/genero/999999');
      expect(nao.statusCode).toBe(404);
      expect(nao.json()).toMatchObject({ detail: 'Gênero não encontrado.' });
      expect((await get('/api/cadastros/regiao/abc')).statusCode).toBe(400);
      expect((await get('/api/cadastros/regiao/999999')).json()).toMatchObject({
        detail: 'Região não encontrada.',
      });
    });

    it('exige o nome, com a mensagem do formulário', async () => {
      const resposta = await h.request('POST', '/api/cadastros/nacionalidade', {
        token: admin,
        body: { nome: '   ' },
      });
      expect(resposta.statusCode).toBe(400);
      expect(resposta.json()).toMatchObject({ errors: { nome: 'Informe o nome' } });
      const semCorpo = await h.request('POST', '/api/cadastros/nacionalidade', {
        token: admin,
        body: {},
      });
      expect(semCorpo.json()).toMatchObject({ errors: { nome: 'Informe o nome' } });
    });

    it('quem só lê cadastros recebe 403 ao escrever', async () => {
      const resposta = await h.request('POST', '/api/cadastros/regiao', {
        token: educador,
        body: { nome: 'Zona Rural' },
      });
      expect(resposta.statusCode).toBe(403);
      expect((await get('/api/cadastros/regiao/lista', educador)).statusCode).toBe(200);
    });
  });

  describe('cada um dos oito cadastros', () => {
    const casos: [string, Record<string, unknown>][] = [
      // The default scale covers 0 to 10; D is inactivated first to free its band.
      ['conceitos', { sigla: 'E', descricao: 'Insuficiente', notaMinima: 0, notaMaxima: 4.99 }],
      ['estado-civil', { nome: 'Separado judicialmente' }],
      ['genero', { nome: 'Agênero' }],
      ['grau-escolaridade', { nome: 'Pós-graduação', ordem: 13, cursando: false }],
      ['motivos-afastamento', { nome: 'Licença por luto', fundamento: 'CLT, art. 473, I' }],
      ['nacionalidade', { nome: 'Uruguaia' }],
      ['regiao', { nome: 'Grande ABC' }],
      ['tipos-contato', { nome: 'Telegram', formato: 'telefone' }],
    ];

    it.each(casos)('%s: lista, cria e aparece nas opções', async (slug, corpo) => {
      if (slug === 'conceitos') {
        const d = (await get('/api/cadastros/conceitos/lista?q=insuficiente')).json<Lista<Linha>>();
        await h.request('DELETE', `/api/cadastros/conceitos/${d.data[0]!.id}`, { token: admin });
      }
      const antes = (await get(`/api/cadastros/${slug}/lista`)).json<Lista<Linha>>();
      expect(antes.total).toBeGreaterThan(0);
      expect(antes).toMatchObject({ page: 1, pageSize: 25 });
      const criado = await h.request('POST', `/api/cadastros/${slug}`, {
        token: admin,
        body: corpo,
      });
      expect(criado.statusCode).toBe(201);
      expect(criado.json()).toMatchObject(corpo);
      const depois = (await get(`/api/cadastros/${slug}/lista`)).json<Lista<Linha>>();
      expect(depois.total).toBe(antes.total + 1);
      const opcoes = (await get(`/api/cadastros/${slug}`)).json<{ data: Linha[] }>().data;
      expect(opcoes.map((o) => o.id)).toContain(criado.json<Linha>().id);
    });
  });

  describe('conceitos', () => {
    const criar = (body: Record<string, unknown>) =>
      h.request('POST', '/api/cadastros/conceitos', { token: admin, body });

    it('recusam faixa que se sobrepõe a outra ativa, nomeando o conceito', async () => {
      const resposta = await criar({
        sigla: 'B+',
        descricao: 'Muito bom',
        notaMinima: 8.5,
        notaMaxima: 9.5,
      });
      expect(resposta.statusCode).toBe(409);
      const { detail, errors } = resposta.json<{
        detail: string;
        errors: Record<string, string>;
      }>();
      expect(detail).toMatch(/^A faixa de notas 8,50 a 9,50 se sobrepõe à do conceito [AB] /);
      expect(errors.notaMinima).toBe(detail);
    });

    it('conferem a faixa: máxima não menor que a mínima, de 0 a 10, duas casas', async () => {
      const invertida = await criar({ sigla: 'X', descricao: 'X', notaMinima: 5, notaMaxima: 4 });
      expect(invertida.statusCode).toBe(400);
      expect(invertida.json()).toMatchObject({
        errors: { notaMaxima: 'A nota máxima deve ser maior ou igual à nota mínima' },
      });
      const fora = await criar({ sigla: 'X', descricao: 'X', notaMinima: -1, notaMaxima: 11 });
      expect(fora.json()).toMatchObject({
        errors: {
          notaMinima: 'A nota deve estar entre 0 e 10',
          notaMaxima: 'A nota deve estar entre 0 e 10',
        },
      });
      const casas = await criar({ sigla: 'X', descricao: 'X', notaMinima: 1.234, notaMaxima: 2 });
      expect(casas.json()).toMatchObject({
        errors: { notaMinima: 'Use no máximo duas casas decimais' },
      });
      const semSigla = await criar({ descricao: 'X', notaMinima: 1, notaMaxima: 2 });
      expect(semSigla.json()).toMatchObject({ errors: { sigla: 'Informe a sigla' } });
    });

    it('uma faixa inativa libera o intervalo; reativá-la com outra no lugar é conflito', async () => {
      const lista = (await get('/api/cadastros/conceitos/lista?sort=notaMinima')).json<
        Lista<Linha & { sigla: string; notaMinima: number; notaMaxima: number }>
      >();
      const c = lista.data.find((l) => l.sigla === 'C')!;
      expect(c).toMatchObject({ notaMinima: 5, notaMaxima: 6.99 });
      await h.request('DELETE', `/api/cadastros/conceitos/${c.id}`, { token: admin });
      const novo = await criar({
        sigla: 'C2',
        descricao: 'Regular',
        notaMinima: 5,
        notaMaxima: 6.99,
      });
      expect(novo.statusCode).toBe(201);
      const reativar = await h.request('POST', `/api/cadastros/conceitos/${c.id}/reativar`, {
        token: admin,
      });
      expect(reativar.statusCode).toBe(409);
      expect(reativar.json<{ detail: string }>().detail).toContain('C2 (Regular)');
    });

    it('a sigla é única sem distinção de maiúsculas', async () => {
      const resposta = await criar({
        sigla: 'a',
        descricao: 'Outra',
        notaMinima: 0,
        notaMaxima: 0,
      });
      expect(resposta.statusCode).toBe(409);
      expect(resposta.json()).toMatchObject({
        errors: { sigla: 'Já existe um conceito com a sigla a.' },
      });
    });
  });

  describe('listas', () => {
    it.each(['0', '101', '-1', 'abc'])('pageSize=%s responde 400 no campo', async (valor) => {
      const resposta = await get(`/api/cadastros/genero/lista?pageSize=${valor}`);
      expect(resposta.statusCode).toBe(400);
      expect(resposta.json()).toMatchObject({
        errors: { pageSize: 'O tamanho da página deve ser um número inteiro entre 1 e 100' },
      });
    });

    it('ordenar por coluna fora da lista responde 400', async () => {
      const resposta = await get('/api/cadastros/genero/lista?sort=criadoEm');
      expect(resposta.statusCode).toBe(400);
      expect(resposta.json<{ errors: Record<string, string> }>().errors.sort).toMatch(
        /^Ordenação não permitida/,
      );
      expect((await get('/api/cadastros/genero/lista?sort=-nome')).statusCode).toBe(200);
    });

    it('buscam sem acentos e paginam', async () => {
      const busca = (await get('/api/cadastros/genero/lista?q=nao%20binario')).json<Lista<Linha>>();
      expect(busca.data.map((l) => l.nome)).toEqual(['Não binário']);
      const pagina = (
        await get('/api/cadastros/nacionalidade/lista?pageSize=5&page=2&sort=nome')
      ).json<Lista<Linha>>();
      expect(pagina).toMatchObject({ page: 2, pageSize: 5 });
      expect(pagina.data).toHaveLength(5);
    });

    it('exportam todas as linhas filtradas em CSV, com fórmulas neutralizadas', async () => {
      await h.request('POST', '/api/cadastros/regiao', {
        token: admin,
        body: { nome: '=Zona 1+1' },
      });
      const resposta = await get(
        '/api/cadastros/regiao/lista/exportar?formato=csv&q=zona&sort=nome',
      );
      expect(resposta.statusCode).toBe(200);
      expect(resposta.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(resposta.headers['content-disposition']).toBe('attachment; filename="regiao.csv"');
      const linhas = resposta.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(linhas[0]).toBe('Código;Nome;Ativo');
      expect(linhas).toContain(";'=Zona 1+1;Sim");
      expect(linhas).toContain('zona-leste;Zona Leste;Sim');
      expect(linhas.some((l) => l.includes('Centro'))).toBe(false);
      const xlsx = await get('/api/cadastros/regiao/lista/exportar?formato=xlsx');
      expect(xlsx.headers['content-type']).toMatch(/spreadsheetml/);
      expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    });
  });
});
