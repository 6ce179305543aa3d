/** @jest-environment ./test/support/api-environment.ts */
// /api/aprendiz as the back office uses it: the record's rules and their words, duplicate CPF,
// versao, inactivation, search, paging, permissions, LGPD (hidden CPF, access log), audit, exports.
import { and, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { forEachEngine, type Harness } from '../support/api-harness';
import { leitorSemVerCpf } from './leitor-sem-cpf';
import { acessos, auditoria, funcoes, usuarios } from '../../server/db/schema';
import { gerarHash } from '../../server/shared/senha';
import { MENSAGENS_APRENDIZ as M } from '../../src/shared/validation/aprendiz';
import { anosAntes } from '../../server/modules/aprendizes/consultas';
import { corpoValido, hoje, novoCpf, responsavel } from './aprendiz-fixtures';

interface Aprendiz {
  id: number;
  nome: string;
  cpf: string;
  idade: number;
  situacaoId: number;
  versao: number;
  ativo: boolean;
  responsavel: Record<string, string | null> | null;
  endereco: Record<string, unknown>;
  rotulos: Record<string, string | null>;
  [campo: string]: unknown;
}
interface Resumo {
  id: number;
  nome: string;
  cpf: string;
  idade: number;
  situacao: string;
  municipio: string | null;
}
interface Lista<T> {
  data: T[];
  total: number;
  page: number;
  pageSize: number;
}

forEachEngine('aprendizes', (h: Harness) => {
  let admin: string;
  let secretaria: string;
  let educador: string;
  let educadorId: number;
  let adminId: number;
  beforeAll(async () => {
    adminId = (await h.createUser('administrador')).id;
    admin = await h.tokenPara(adminId);
    secretaria = await h.tokenPara((await h.createUser('secretaria')).id);
    // A reader without aprendizes:ver-cpf (the educator's permissions, every class in reach).
    ({ id: educadorId, token: educador } = await leitorSemVerCpf(h));
  });

  const criar = (body: Record<string, unknown>, token = admin) =>
    h.request('POST', '/api/aprendiz', { token, body });
  const get = (url: string, token = admin) => h.request('GET', url, { token });
  const erros = (resposta: LightMyRequestResponse) =>
    resposta.json<{ errors?: Record<string, string> }>().errors ?? {};

  describe('cadastro', () => {
    it('cria como Inscrito, completa a UF pelo município e guarda o histórico e a auditoria', async () => {
      const resposta = await criar(corpoValido({ nome: '  Ana Beatriz Lima  ' }));
      expect(resposta.statusCode).toBe(201);
      const a = resposta.json<Aprendiz>();
      expect(a).toMatchObject({
        nome: 'Ana Beatriz Lima',
        idade: 20,
        celular: '11988887777',
        ativo: true,
        versao: 1,
        dataCadastro: hoje(),
        endereco: { cep: '01310100', municipioId: 3550308, uf: 'SP' },
        responsavel: null,
        rotulos: { situacao: 'Inscrito', municipio: 'São Paulo - SP' },
      });
      expect(a.cpf).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);

      const historico = (await get(`/api/aprendiz/${a.id}/historico`)).json<{
        data: { situacao: string; motivo: string; usuarioId: number; data: string }[];
      }>();
      expect(historico.data).toEqual([
        expect.objectContaining({
          situacao: 'Inscrito',
          motivo: 'Cadastro do aprendiz',
          usuarioId: adminId,
          data: hoje(),
        }),
      ]);

      const [trilha] = await h.db
        .select()
        .from(auditoria)
        .where(and(eq(auditoria.entidade, 'aprendiz'), eq(auditoria.entidadeId, String(a.id))));
      expect(trilha).toMatchObject({ acao: 'criar', usuarioId: adminId });
      // LGPD: the trail keeps the CPF hidden.
      expect(JSON.stringify(trilha?.campos)).toMatch(/\*\*\*\.\d{3}\.\d{3}-\*\*/);
      expect(JSON.stringify(trilha?.campos)).not.toContain(a.cpf.replace(/\D/g, ''));
    });

    it('exige nome, CPF e data de nascimento com as mensagens do formulário', async () => {
      const resposta = await criar({});
      expect(resposta.statusCode).toBe(400);
      expect(erros(resposta)).toEqual({
        nome: M.informeNome,
        cpf: M.informeCpf,
        dataNascimento: M.informeDataNascimento,
      });
    });

    it('o documento publica os limites que o servidor aplica ao nome (issue 33)', async () => {
      // Declared once (CAMPOS_APRENDIZ): the 400s and the document come from it.
      const curto = await criar(corpoValido({ nome: ' Jo ' }));
      expect(erros(curto)).toEqual({ nome: M.nomeCurto });
      const longo = await criar(corpoValido({ nome: 'A'.repeat(160) }));
      expect(erros(longo)).toEqual({ nome: M.nomeLongo });
      type Esquema = { required?: string[]; properties: Record<string, Record<string, unknown>> };
      const doc = (await h.request('GET', '/api/docs/json')).json<{
        paths: Record<
          string,
          Record<string, { requestBody: { content: Record<string, { schema: Esquema }> } }>
        >;
      }>();
      for (const [caminho, metodo] of [
        ['/api/aprendiz', 'post'],
        ['/api/aprendiz/{id}', 'put'],
      ] as const) {
        const corpo = doc.paths[caminho]?.[metodo]?.requestBody.content['application/json']?.schema;
        expect(corpo?.required).toEqual(expect.arrayContaining(['nome', 'cpf', 'dataNascimento']));
        expect(corpo?.properties.nome).toMatchObject({ minLength: 3, maxLength: 150 });
        expect(corpo?.properties.observacoes).toMatchObject({ maxLength: 2000 });
      }
    });

    it.each([
      ['nome curto', { nome: 'Jo' }, 'nome', M.nomeCurto],
      ['CPF com dígito errado', { cpf: '123.456.789-00' }, 'cpf', M.cpfInvalido],
      ['CPF de um dígito só', { cpf: '11111111111' }, 'cpf', M.cpfInvalido],
      ['CPF oculto num cadastro novo', { cpf: '***.456.789-**' }, 'cpf', M.cpfInvalido],
      ['data inexistente', { dataNascimento: '2010-02-30' }, 'dataNascimento', M.dataInvalida],
      [
        '13 anos',
        { dataNascimento: anosAntes(hoje(), 13), responsavel: responsavel() },
        'dataNascimento',
        M.idadeForaDaFaixa,
      ],
      ['25 anos', { dataNascimento: anosAntes(hoje(), 25) }, 'dataNascimento', M.idadeForaDaFaixa],
      [
        '13 anos, mesmo com deficiência',
        {
          dataNascimento: anosAntes(hoje(), 13),
          pcd: true,
          tipoDeficiencia: 'visual',
          responsavel: responsavel(),
        },
        'dataNascimento',
        M.idadeMinimaPcd,
      ],
      ['PcD sem o tipo', { pcd: true }, 'tipoDeficiencia', M.informeTipoDeficiencia],
      [
        'tipo de deficiência fora da lista',
        { pcd: true, tipoDeficiencia: 'outra' },
        'tipoDeficiencia',
        M.tipoDeficienciaInvalido,
      ],
      ['turno fora da lista', { turnoEscolar: 'madrugada' }, 'turnoEscolar', M.turnoInvalido],
      ['e-mail', { email: 'maria@' }, 'email', M.emailInvalido],
      ['telefone', { telefone: '(11) 1234-567' }, 'telefone', M.telefoneInvalido],
      ['celular sem o 9', { celular: '(11) 3888-7777' }, 'celular', M.celularInvalido],
      [
        'CEP',
        { endereco: { cep: '0131-100', municipioId: 3550308 } },
        'endereco.cep',
        M.cepInvalido,
      ],
      [
        'município fora do IBGE',
        { endereco: { municipioId: 9999999 } },
        'endereco.municipioId',
        M.municipioInexistente,
      ],
      [
        'UF de outro estado',
        { endereco: { municipioId: 3550308, uf: 'RJ' } },
        'endereco.uf',
        M.ufDiferenteDoMunicipio,
      ],
      [
        'naturalidade fora do IBGE',
        { naturalidade: 1234567 },
        'naturalidade',
        M.municipioInexistente,
      ],
      ['gênero inexistente', { generoId: 999999 }, 'generoId', M.opcaoInexistente],
      [
        'data de cadastro futura',
        { dataCadastro: '2999-01-01' },
        'dataCadastro',
        M.dataCadastroFutura,
      ],
      [
        'contato sem valor',
        { contatos: [{ tipoContatoId: 1, valor: ' ' }] },
        'contatos.0.valor',
        M.informeContato,
      ],
      [
        'tipo de contato inexistente',
        { contatos: [{ tipoContatoId: 999999, valor: 'x' }] },
        'contatos.0.tipoContatoId',
        M.opcaoInexistente,
      ],
    ])('recusa %s com a mensagem certa', async (_caso, extra, campo, mensagem) => {
      const resposta = await criar(corpoValido(extra));
      expect(resposta.statusCode).toBe(400);
      expect(resposta.json()).toMatchObject({ type: '/problemas/validacao', status: 400 });
      expect(erros(resposta)).toEqual({ [campo]: mensagem });
    });

    it('confere o valor do contato pelo formato do tipo (e-mail ou telefone)', async () => {
      const tipos = (await get('/api/cadastros/tipos-contato')).json<{
        data: { id: number; codigo: string }[];
      }>().data;
      const email = tipos.find((t) => t.codigo === 'email')!.id;
      const whatsapp = tipos.find((t) => t.codigo === 'whatsapp')!.id;
      const ruim = await criar(
        corpoValido({
          contatos: [
            { tipoContatoId: email, valor: '11 98888-7777' },
            { tipoContatoId: whatsapp, valor: 'ana@example.com' },
          ],
        }),
      );
      expect(erros(ruim)).toEqual({
        'contatos.0.valor': M.emailInvalido,
        'contatos.1.valor': M.telefoneInvalido,
      });
      const bom = await criar(
        corpoValido({ contatos: [{ tipoContatoId: whatsapp, valor: '(11) 97777-6666' }] }),
      );
      expect(bom.statusCode).toBe(201);
      expect(bom.json<Aprendiz>().contatos).toEqual([
        { tipoContatoId: whatsapp, tipoContato: 'WhatsApp', valor: '11977776666' },
      ]);
    });

    it('exige o responsável de quem tem menos de 18 anos, campo a campo', async () => {
      const menor = corpoValido({ dataNascimento: anosAntes(hoje(), 16) });
      const sem = await criar(menor);
      expect(sem.statusCode).toBe(400);
      expect(erros(sem)).toEqual({
        'responsavel.nome': M.informeNomeResponsavel,
        'responsavel.cpf': M.informeCpfResponsavel,
        'responsavel.parentesco': M.informeParentesco,
        'responsavel.telefone': M.informeTelefoneResponsavel,
      });
      const ruim = await criar({
        ...menor,
        responsavel: {
          nome: 'Rosa',
          cpf: menor.cpf,
          parentesco: 'Mãe',
          telefone: '123',
          email: 'rosa@',
        },
      });
      expect(erros(ruim)).toEqual({
        'responsavel.cpf': M.cpfResponsavelIgualAoDoAprendiz,
        'responsavel.telefone': M.telefoneInvalido,
        'responsavel.email': M.emailInvalido,
      });
      const com = await criar({
        ...menor,
        responsavel: {
          nome: 'Rosa Souza',
          cpf: novoCpf(),
          parentesco: 'Mãe',
          telefone: '1133334444',
          email: ' Rosa.Souza@Exemplo.com ',
        },
      });
      expect(com.statusCode).toBe(201);
      expect(com.json<Aprendiz>()).toMatchObject({
        idade: 16,
        responsavel: {
          nome: 'Rosa Souza',
          parentesco: 'Mãe',
          telefone: '1133334444',
          email: 'rosa.souza@exemplo.com',
        },
      });
    });

    it('aceita mais de 24 anos para pessoa com deficiência', async () => {
      const resposta = await criar(
        corpoValido({
          dataNascimento: anosAntes(hoje(), 30),
          pcd: true,
          tipoDeficiencia: 'auditiva',
        }),
      );
      expect(resposta.statusCode).toBe(201);
      expect(resposta.json()).toMatchObject({ pcd: true, tipoDeficiencia: 'auditiva', idade: 30 });
    });

    it('conta a idade na data de cadastro: 24 anos então, 25 hoje, é válido', async () => {
      const resposta = await criar(
        corpoValido({ dataNascimento: anosAntes(hoje(), 25), dataCadastro: anosAntes(hoje(), 1) }),
      );
      expect(resposta.statusCode).toBe(201);
    });

    it('recusa CPF repetido com 409 que nomeia o cadastro existente', async () => {
      const cpf = novoCpf();
      const primeiro = (
        await criar(corpoValido({ cpf, nome: 'Carlos Eduardo Mendes' }))
      ).json<Aprendiz>();
      const pontuado = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
      const repetido = await criar(corpoValido({ cpf: pontuado, nome: 'Outra Pessoa' }));
      expect(repetido.statusCode).toBe(409);
      const mensagem = `Já existe um aprendiz com este CPF: Carlos Eduardo Mendes (código ${primeiro.id})`;
      expect(repetido.json()).toMatchObject({ detail: mensagem, errors: { cpf: mensagem } });
      // Unique among inactive ones too: reactivation must never create a duplicate.
      await h.request('DELETE', `/api/aprendiz/${primeiro.id}`, { token: admin });
      const inativo = await criar(corpoValido({ cpf, nome: 'Outra Pessoa' }));
      expect(inativo.json<{ detail: string }>().detail).toBe(
        `Já existe um aprendiz com este CPF: Carlos Eduardo Mendes (código ${primeiro.id}, inativo)`,
      );
    });

    it('não deixa escolher a situação no cadastro', async () => {
      const resposta = await criar(corpoValido({ situacaoId: 4 }));
      expect(resposta.statusCode).toBe(422);
      expect(resposta.json()).toMatchObject({ detail: M.situacaoNaoEditavel });
    });
  });

  describe('alteração', () => {
    it('altera com a versao lida, recusa versao velha com 409 e a situação com 422', async () => {
      const criado = (await criar(corpoValido())).json<Aprendiz>();
      const corpo = corpoValido({ cpf: criado.cpf, nome: 'Maria Aparecida de Souza', versao: 1 });
      const alterado = await h.request('PUT', `/api/aprendiz/${criado.id}`, {
        token: admin,
        body: corpo,
      });
      expect(alterado.statusCode).toBe(200);
      expect(alterado.json()).toMatchObject({ nome: 'Maria Aparecida de Souza', versao: 2 });

      const velho = await h.request('PUT', `/api/aprendiz/${criado.id}`, {
        token: admin,
        body: { ...corpo, nome: 'Outra' },
      });
      expect(velho.statusCode).toBe(409);
      expect(velho.json<{ type: string }>().type).toBe('/problemas/versao-desatualizada');

      const situacao = await h.request('PUT', `/api/aprendiz/${criado.id}`, {
        token: admin,
        body: { ...corpo, versao: 2, situacaoId: criado.situacaoId + 1 },
      });
      expect(situacao.statusCode).toBe(422);
      const mesma = await h.request('PUT', `/api/aprendiz/${criado.id}`, {
        token: admin,
        body: { ...corpo, versao: 2, situacaoId: criado.situacaoId },
      });
      expect(mesma.statusCode).toBe(200);

      const [trilha] = await h.db
        .select({ campos: auditoria.campos })
        .from(auditoria)
        .where(
          and(
            eq(auditoria.entidade, 'aprendiz'),
            eq(auditoria.entidadeId, String(criado.id)),
            eq(auditoria.acao, 'atualizar'),
          ),
        )
        .orderBy(auditoria.id);
      expect(trilha?.campos).toEqual({
        nome: { de: 'Maria Aparecida Souza', para: 'Maria Aparecida de Souza' },
      });
    });

    it('responde 404 a um aprendiz que não existe', async () => {
      const resposta = await h.request('PUT', '/api/aprendiz/999999', {
        token: admin,
        body: corpoValido({ versao: 1 }),
      });
      expect(resposta.statusCode).toBe(404);
      expect(resposta.json()).toMatchObject({ detail: 'Aprendiz não encontrado.' });
    });

    it('recebendo de volta o CPF oculto, mantém o CPF guardado', async () => {
      // A função that edits apprentices but may not see CPFs.
      const [funcao] = await h.db
        .insert(funcoes)
        .values({
          chave: `editor-sem-cpf-${h.engine}`,
          nome: 'Editor sem CPF',
          permissoes: ['aprendizes:ler', 'aprendizes:escrever'],
        })
        .returning();
      const [pessoa] = await h.db
        .insert(usuarios)
        .values({
          nome: 'Editor',
          email: `editor-${h.engine}@teste.local`,
          senhaHash: await gerarHash('Senha-de-teste-longa-1'),
          funcaoId: funcao!.id,
        })
        .returning();
      const token = await h.tokenPara(pessoa!.id);
      const responsavelCpf = novoCpf();
      const criado = (
        await criar(
          corpoValido({
            dataNascimento: anosAntes(hoje(), 17),
            responsavel: {
              nome: 'José Lima',
              cpf: responsavelCpf,
              parentesco: 'Pai',
              telefone: '11988887777',
            },
          }),
        )
      ).json<Aprendiz>();
      const visto = (await get(`/api/aprendiz/${criado.id}`, token)).json<Aprendiz>();
      expect(visto.cpf).toMatch(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/);
      expect(visto.responsavel?.cpf).toMatch(/^\*\*\*\./);
      // The record as the form got it, sent back (read-only fields are ignored).
      const corpo: Record<string, unknown> = { ...visto };
      const salvo = await h.request('PUT', `/api/aprendiz/${criado.id}`, {
        token,
        body: { ...corpo, observacoes: 'Prefere o período da tarde' },
      });
      expect(salvo.statusCode).toBe(200);
      const completo = (await get(`/api/aprendiz/${criado.id}`)).json<Aprendiz>();
      expect(completo.cpf).toBe(criado.cpf);
      expect(completo.responsavel?.cpf?.replace(/\D/g, '')).toBe(responsavelCpf);
      expect(completo.observacoes).toBe('Prefere o período da tarde');
      // A hidden CPF that is not the stored one is refused.
      const outro = await h.request('PUT', `/api/aprendiz/${criado.id}`, {
        token,
        body: { ...corpo, versao: completo.versao, cpf: '***.000.000-**' },
      });
      expect(erros(outro)).toEqual({ cpf: M.cpfInvalido });
    });
  });

  describe('inativação e reativação', () => {
    it('inativa (some da lista), reativa (volta), e cada passo deixa auditoria', async () => {
      const criado = (await criar(corpoValido({ nome: 'Teodoro Inativável' }))).json<Aprendiz>();
      const inativado = await h.request('DELETE', `/api/aprendiz/${criado.id}`, { token: admin });
      expect(inativado.statusCode).toBe(200);
      expect(inativado.json()).toMatchObject({ ativo: false, versao: 2 });
      const ativos = (await get('/api/aprendiz?q=teodoro')).json<Lista<Resumo>>();
      expect(ativos.total).toBe(0);
      const inativos = (await get('/api/aprendiz?q=teodoro&ativo=false')).json<Lista<Resumo>>();
      expect(inativos.data.map((a) => a.id)).toEqual([criado.id]);
      const todos = (await get('/api/aprendiz?q=teodoro&ativo=todos')).json<Lista<Resumo>>();
      expect(todos.total).toBe(1);
      const denovo = await h.request('DELETE', `/api/aprendiz/${criado.id}`, { token: admin });
      expect(denovo.json()).toMatchObject({ ativo: false, versao: 2 });

      const reativado = await h.request('POST', `/api/aprendiz/${criado.id}/reativar`, {
        token: admin,
      });
      expect(reativado.json()).toMatchObject({ ativo: true, versao: 3 });
      const trilha = await h.db
        .select({ acao: auditoria.acao })
        .from(auditoria)
        .where(and(eq(auditoria.entidade, 'aprendiz'), eq(auditoria.entidadeId, String(criado.id))))
        .orderBy(auditoria.id);
      expect(trilha.map((t) => t.acao)).toEqual(['criar', 'inativar', 'reativar']);
    });

    it('quem não tem aprendizes:escrever recebe 403 ao criar, alterar, inativar ou reativar', async () => {
      const criado = (await criar(corpoValido())).json<Aprendiz>();
      expect((await criar(corpoValido(), educador)).statusCode).toBe(403);
      for (const [metodo, url] of [
        ['PUT', `/api/aprendiz/${criado.id}`],
        ['DELETE', `/api/aprendiz/${criado.id}`],
        ['POST', `/api/aprendiz/${criado.id}/reativar`],
      ] as const) {
        const resposta = await h.request(metodo, url, {
          token: educador,
          body: corpoValido({ versao: 1 }),
        });
        expect(resposta.statusCode).toBe(403);
      }
      expect((await get(`/api/aprendiz/${criado.id}`, educador)).statusCode).toBe(200);
    });
  });

  describe('lista e busca', () => {
    beforeAll(async () => {
      for (const nome of [
        'João Araújo da Silva',
        'Joana Araujo',
        'Luís Gustavo Araújo',
        'Érica Simões',
      ]) {
        await criar(corpoValido({ nome }));
      }
    });

    it('busca sem acentos nem maiúsculas, palavra por palavra', async () => {
      const busca = (await get('/api/aprendiz?q=joao%20araujo')).json<Lista<Resumo>>();
      expect(busca.data.map((a) => a.nome)).toEqual(['João Araújo da Silva']);
      const sobrenome = (await get('/api/aprendiz?q=ARAUJO&sort=nome')).json<Lista<Resumo>>();
      expect(sobrenome.data.map((a) => a.nome)).toEqual([
        'Joana Araujo',
        'João Araújo da Silva',
        'Luís Gustavo Araújo',
      ]);
      const erica = (await get('/api/aprendiz?q=erica%20simoes')).json<Lista<Resumo>>();
      expect(erica.total).toBe(1);
    });

    it('a busca preparada (até 3 palavras, só ativo) e a montada (mais palavras ou outra ordem) acham as mesmas pessoas', async () => {
      const nomes = async (q: string, extra = '') =>
        (await get(`/api/aprendiz?q=${encodeURIComponent(q)}${extra}`))
          .json<Lista<Resumo>>()
          .data.map((a) => a.nome);
      // 1 to 3 words: prepared statements; 4 words: built by drizzle.
      expect(await nomes('silva')).toContain('João Araújo da Silva');
      expect(await nomes('joao da silva')).toEqual(['João Araújo da Silva']);
      expect(await nomes('joao araujo da silva')).toEqual(['João Araújo da Silva']);
      // Another order takes the built query: the same people.
      expect(await nomes('araujo', '&sort=-nome')).toEqual((await nomes('araujo')).reverse());
      // %, _ and \ are letters in the prepared search too.
      expect(await nomes('jo%o')).toEqual([]);
      expect(await nomes('jo_o araujo')).toEqual([]);
      // The social name is searched with the name, word by word, in one index (migration 0024).
      await criar(corpoValido({ nome: 'Roberta Quintela', nomeSocial: 'Bia Quintela' }));
      expect(await nomes('bia quintela')).toEqual(['Roberta Quintela']);
      expect(await nomes('roberta bia')).toEqual(['Roberta Quintela']);
      expect(await nomes('quintela bia roberta')).toEqual(['Roberta Quintela']);
      expect(await nomes('bia quintela roberta quintela')).toEqual(['Roberta Quintela']);
    });

    it('acha pelo CPF quando a busca tem só dígitos', async () => {
      const cpf = novoCpf();
      const criado = (await criar(corpoValido({ cpf, nome: 'Pessoa do CPF' }))).json<Aprendiz>();
      const porDigitos = (await get(`/api/aprendiz?q=${cpf.slice(2, 9)}`)).json<Lista<Resumo>>();
      expect(porDigitos.data.map((a) => a.id)).toEqual([criado.id]);
      const formatado = (await get(`/api/aprendiz?q=${encodeURIComponent(criado.cpf)}`)).json<
        Lista<Resumo>
      >();
      expect(formatado.data.map((a) => a.id)).toEqual([criado.id]);
    });

    it('filtra por município, situação e faixa de idade', async () => {
      const guarulhos = (
        await criar(
          corpoValido({ nome: 'Rafael de Guarulhos', endereco: { municipioId: 3518800 } }),
        )
      ).json<Aprendiz>();
      const lista = (await get('/api/aprendiz?municipioId=3518800')).json<Lista<Resumo>>();
      expect(lista.data.map((a) => a.id)).toEqual([guarulhos.id]);
      expect(lista.data[0]).toMatchObject({
        municipio: 'Guarulhos',
        situacao: 'Inscrito',
        idade: 20,
      });

      const dezessete = (
        await criar(
          corpoValido({
            nome: 'Bia Dezessete',
            dataNascimento: anosAntes(hoje(), 17),
            responsavel: {
              nome: 'Mãe da Bia',
              cpf: novoCpf(),
              parentesco: 'Mãe',
              telefone: '1133334444',
            },
          }),
        )
      ).json<Aprendiz>();
      const faixa = (await get('/api/aprendiz?idadeMin=17&idadeMax=17')).json<Lista<Resumo>>();
      expect(faixa.data.map((a) => a.id)).toContain(dezessete.id);
      expect(faixa.data.every((a) => a.idade === 17)).toBe(true);
      const vinte = (await get('/api/aprendiz?idadeMin=18&idadeMax=20')).json<Lista<Resumo>>();
      expect(vinte.data.map((a) => a.id)).not.toContain(dezessete.id);
      expect(vinte.data.map((a) => a.id)).toContain(guarulhos.id);

      const outraSituacao = (await get('/api/aprendiz?situacaoId=4')).json<Lista<Resumo>>();
      expect(outraSituacao.total).toBe(0);
    });

    it('pagina e ordena pelas colunas permitidas', async () => {
      const pagina = (await get('/api/aprendiz?pageSize=2&page=2&sort=nome')).json<Lista<Resumo>>();
      expect(pagina).toMatchObject({ page: 2, pageSize: 2 });
      expect(pagina.data).toHaveLength(2);
      const todos = (await get('/api/aprendiz?pageSize=100&sort=nome')).json<Lista<Resumo>>();
      expect(pagina.data).toEqual(todos.data.slice(2, 4));
      expect(todos.total).toBe(todos.data.length);
      const porIdade = (await get('/api/aprendiz?pageSize=100&sort=-idade')).json<Lista<Resumo>>();
      const idades = porIdade.data.map((a) => a.idade);
      expect(idades).toEqual([...idades].sort((x, y) => y - x));
      for (const sort of ['dataCadastro', '-dataNascimento', 'situacao', '-municipio']) {
        expect((await get(`/api/aprendiz?sort=${sort}`)).statusCode).toBe(200);
      }
    });

    it.each(['0', '101', '-1', 'abc'])('pageSize=%s responde 400', async (valor) => {
      const resposta = await get(`/api/aprendiz?pageSize=${valor}`);
      expect(resposta.statusCode).toBe(400);
      expect(erros(resposta)).toEqual({
        pageSize: 'O tamanho da página deve ser um número inteiro entre 1 e 100',
      });
    });

    it('ordenar por coluna fora da lista responde 400; page=0 também', async () => {
      const resposta = await get('/api/aprendiz?sort=cpf');
      expect(resposta.statusCode).toBe(400);
      expect(erros(resposta).sort).toBe(
        'Ordenação não permitida. Use: nome, idade, dataNascimento, dataCadastro, situacao, municipio (com - para decrescente)',
      );
      expect(erros(await get('/api/aprendiz?page=0'))).toEqual({
        page: 'A página deve ser um número inteiro a partir de 1',
      });
    });
  });

  describe('LGPD', () => {
    it('oculta o CPF na lista, no cadastro e na exportação para quem não tem aprendizes:ver-cpf', async () => {
      const cpf = novoCpf();
      const criado = (await criar(corpoValido({ cpf, nome: 'Cecília Oculta' }))).json<Aprendiz>();
      const oculto = `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`;
      const completo = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;

      const listaEducador = (await get('/api/aprendiz?q=cecilia', educador)).json<Lista<Resumo>>();
      expect(listaEducador.data[0]?.cpf).toBe(oculto);
      const listaSecretaria = (await get('/api/aprendiz?q=cecilia', secretaria)).json<
        Lista<Resumo>
      >();
      expect(listaSecretaria.data[0]?.cpf).toBe(completo);

      expect((await get(`/api/aprendiz/${criado.id}`, educador)).json<Aprendiz>().cpf).toBe(oculto);
      expect((await get(`/api/aprendiz/${criado.id}`, secretaria)).json<Aprendiz>().cpf).toBe(
        completo,
      );

      const csv = (await get('/api/aprendiz/exportar?q=cecilia&formato=csv', educador)).body;
      expect(csv).toContain(oculto);
      expect(csv).not.toContain(cpf.slice(0, 3) + '.');
      const csvSecretaria = (await get('/api/aprendiz/exportar?q=cecilia', secretaria)).body;
      expect(csvSecretaria).toContain(completo);
    });

    it('sem aprendizes:ver-cpf a busca não olha o CPF: nem dígito a dígito, nem o CPF inteiro', async () => {
      const cpf = novoCpf();
      const criado = (await criar(corpoValido({ cpf, nome: 'Teodósio Oráculo' }))).json<Aprendiz>();
      const achou = async (q: string, token: string, url = '/api/aprendiz') => {
        const r = await get(`${url}?q=${encodeURIComponent(q)}&ativo=todos`, token);
        expect(r.statusCode).toBe(200);
        return r.body.includes('Teodósio Oráculo');
      };
      // The masked part digit by digit, the whole CPF, formatted: nothing for the educator…
      for (const q of [cpf.slice(3, 9), cpf, criado.cpf, cpf.slice(0, 4)]) {
        expect({ q, achou: await achou(q, educador) }).toEqual({ q, achou: false });
        expect({ q, exportou: await achou(q, educador, '/api/aprendiz/exportar') }).toEqual({
          q,
          exportou: false,
        });
      }
      // …while a name still finds them, and whoever may see CPFs finds them by digits.
      expect(await achou('teodosio', educador)).toBe(true);
      expect(await achou(cpf.slice(0, 4), secretaria)).toBe(true);
      expect(await achou(cpf, secretaria)).toBe(true);
    });

    it('registra quem abriu qual cadastro, quando e de onde; um id inexistente não registra', async () => {
      const criado = (await criar(corpoValido())).json<Aprendiz>();
      const antes = h.relogio.agora();
      await h.request('GET', `/api/aprendiz/${criado.id}`, { token: educador, ip: '10.9.8.7' });
      const registros = await h.db
        .select()
        .from(acessos)
        .where(and(eq(acessos.entidade, 'aprendiz'), eq(acessos.entidadeId, String(criado.id))));
      expect(registros).toEqual([
        expect.objectContaining({ usuarioId: educadorId, acao: 'visualizar', ip: '10.9.8.7' }),
      ]);
      expect(registros[0]!.criadoEm.getTime()).toBeGreaterThanOrEqual(antes.getTime() - 1000);
      await get('/api/aprendiz/999999', educador);
      const nenhum = await h.db.select().from(acessos).where(eq(acessos.entidadeId, '999999'));
      expect(nenhum).toEqual([]);
    });
    it('leituras simultâneas: cada uma registrada (em grupo) antes de a resposta sair', async () => {
      const criado = (await criar(corpoValido())).json<Aprendiz>();
      const respostas = await Promise.all(
        Array.from({ length: 40 }, () =>
          h.request('GET', `/api/aprendiz/${criado.id}`, { token: educador }),
        ),
      );
      expect(respostas.map((r) => r.statusCode)).toEqual(Array(40).fill(200));
      // Every answer above was sent only after its row was committed: all 40 are there now.
      const [contagem] = await h.db
        .select({ n: count() })
        .from(acessos)
        .where(and(eq(acessos.entidade, 'aprendiz'), eq(acessos.entidadeId, String(criado.id))));
      expect(contagem?.n).toBe(40);
    });
  });

  describe('exportação', () => {
    it('leva todas as linhas filtradas (não só a página), na ordem da lista, e neutraliza fórmulas', async () => {
      for (let i = 0; i < 30; i += 1) {
        await criar(corpoValido({ nome: `Exportável Número ${String(i).padStart(2, '0')}` }));
      }
      await criar(corpoValido({ nome: '=HYPERLINK("http://x") Exportável' }));
      const resposta = await get('/api/aprendiz/exportar?q=exportavel&sort=-nome&formato=csv');
      expect(resposta.statusCode).toBe(200);
      expect(resposta.headers['content-disposition']).toBe('attachment; filename="aprendizes.csv"');
      const linhas = resposta.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(linhas[0]).toBe(
        'Nome;Nome social;CPF;Data de nascimento;Idade;Situação;Município;UF;Celular;Telefone;E-mail;PcD;Data de cadastro;Ativo',
      );
      expect(linhas).toHaveLength(1 + 31);
      expect(linhas[1]).toMatch(/^Exportável Número 29;/);
      expect(linhas.at(-1)).toMatch(/^"'=HYPERLINK\(""http:\/\/x""\) Exportável";/);
      expect(linhas[1]).toContain(';20;Inscrito;São Paulo;SP;11988887777;');

      const registro = await h.db
        .select()
        .from(acessos)
        .where(and(eq(acessos.acao, 'exportar'), eq(acessos.usuarioId, adminId)));
      expect(registro.length).toBeGreaterThan(0);

      const xlsx = await get('/api/aprendiz/exportar?q=exportavel&formato=xlsx');
      expect(xlsx.headers['content-type']).toMatch(/spreadsheetml/);
      expect(xlsx.headers['content-disposition']).toBe('attachment; filename="aprendizes.xlsx"');
      expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    });

    it('recusa formato desconhecido e ordenação fora da lista', async () => {
      expect(erros(await get('/api/aprendiz/exportar?formato=pdf'))).toEqual({
        formato: 'Use csv ou xlsx',
      });
      expect((await get('/api/aprendiz/exportar?sort=cpf')).statusCode).toBe(400);
    });
  });
});
