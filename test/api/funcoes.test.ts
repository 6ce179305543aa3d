import { eq } from 'drizzle-orm';
import { forEachEngine } from '../support/api-harness';
import { auditoria, funcoes } from '../../server/db/schema';
import {
  CATALOGO_PERMISSOES,
  FUNCOES_PADRAO,
  TODAS_PERMISSOES,
} from '../../server/shared/permissoes';

interface Funcao {
  id: number;
  chave: string;
  nome: string;
  descricao: string;
  permissoes: string[];
  padrao: boolean;
  usuariosCount: number;
  usuariosAtivosCount: number;
  versao: number;
}

interface Area {
  area: string;
  permissoes: { chave: string; rotulo: string; recurso: string; acao: string; tipo: string }[];
}

let sequencia = 0;
const nomeNovo = (base: string) => {
  sequencia += 1;
  return `${base} ${sequencia}`;
};

forEachEngine('funções e catálogo de permissões', (h) => {
  let admin: { id: number; token: string };

  beforeAll(async () => {
    const { id } = await h.createUser('administrador');
    admin = { id, token: await h.tokenPara(id) };
  });

  const api = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    token = admin.token,
  ) => h.request(method, url, { token, body });

  async function funcaoPorChave(chave: string): Promise<Funcao> {
    const lista = (await api('GET', '/api/funcoes')).json<{ data: Funcao[] }>().data;
    const funcao = lista.find((f) => f.chave === chave);
    if (!funcao) throw new Error(`função ${chave} não listada`);
    return funcao;
  }

  async function criar(permissoes: string[], nome = nomeNovo('Apoio')): Promise<Funcao> {
    const resposta = await api('POST', '/api/funcoes', { nome, permissoes });
    expect(resposta.statusCode).toBe(201);
    return resposta.json<Funcao>();
  }

  /**
   * A user of the função, via the API, and a token of theirs. With a password of their own: a
   * temporary one would open nothing but its change, and these tests are about the função.
   */
  async function usuarioDa(funcao: Funcao): Promise<{ id: number; token: string }> {
    const resposta = await api('POST', '/api/usuarios', {
      nome: 'Pessoa da Função',
      email: `funcao.${funcao.id}.${Date.now().toString(36)}.${sequencia++}@teste.local`,
      funcaoId: funcao.id,
      senha: 'Uma frase longa escolhida aqui',
      trocarSenha: false,
    });
    expect(resposta.statusCode).toBe(201);
    const { id } = resposta.json<{ id: number }>();
    return { id, token: await h.tokenPara(id) };
  }

  describe('GET /api/permissoes', () => {
    it('traz todo o catálogo por área, com rótulo em português e a coluna da matriz', async () => {
      const resposta = await api('GET', '/api/permissoes');
      expect(resposta.statusCode).toBe(200);
      const areas = resposta.json<{ data: Area[] }>().data;
      const todas = areas.flatMap((a) => a.permissoes.map((p) => p.chave));
      expect(todas.sort()).toEqual([...TODAS_PERMISSOES].sort());

      const aprendizes = areas.find((a) => a.area === 'Aprendizes');
      expect(aprendizes?.permissoes).toEqual([
        {
          chave: 'aprendizes:ler',
          rotulo: 'Ver aprendizes',
          recurso: 'aprendizes',
          acao: 'ler',
          tipo: 'ler',
        },
        {
          chave: 'aprendizes:escrever',
          rotulo: CATALOGO_PERMISSOES['aprendizes:escrever'].rotulo,
          recurso: 'aprendizes',
          acao: 'escrever',
          tipo: 'escrever',
        },
        {
          chave: 'aprendizes:ver-cpf',
          rotulo: 'Ver CPF e documentos completos',
          recurso: 'aprendizes',
          acao: 'ver-cpf',
          tipo: 'especial',
        },
      ]);
      const administracao = areas.find((a) => a.area === 'Administração');
      expect(administracao?.permissoes).toEqual([
        expect.objectContaining({ chave: 'usuarios:admin', tipo: 'admin' }),
        expect.objectContaining({ chave: 'lgpd:titular', tipo: 'especial' }),
        expect.objectContaining({ chave: 'salario-minimo:escrever', tipo: 'escrever' }),
        expect.objectContaining({ chave: 'emails:admin', tipo: 'admin' }),
      ]);
    });
  });

  describe('GET /api/funcoes', () => {
    it('lista as cinco funções padrão com quantos usuários têm cada uma', async () => {
      const antes = await funcaoPorChave('educador');
      const { id } = await h.createUser('educador');
      await h.createUser('educador', { ativo: false });
      const depois = await funcaoPorChave('educador');
      expect(depois.usuariosCount).toBe(antes.usuariosCount + 2);
      expect(depois.usuariosAtivosCount).toBe(antes.usuariosAtivosCount + 1);
      expect(id).toBeGreaterThan(0);

      const lista = (await api('GET', '/api/funcoes')).json<{ data: Funcao[] }>().data;
      for (const padrao of FUNCOES_PADRAO) {
        expect(lista).toContainEqual(
          expect.objectContaining({ chave: padrao.chave, nome: padrao.nome, padrao: true }),
        );
      }
      const administrador = lista.find((f) => f.chave === 'administrador');
      expect(administrador?.permissoes).toEqual(TODAS_PERMISSOES);
      const nomes = lista.map((f) => f.nome);
      expect(nomes).toEqual([...nomes].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    });
  });

  describe('POST /api/funcoes', () => {
    it('cria com a chave derivada do nome e as permissões na ordem do catálogo, sem repetir', async () => {
      const resposta = await api('POST', '/api/funcoes', {
        nome: '  Apoio   Pedagógico ',
        descricao: 'Acompanha as turmas',
        permissoes: ['turmas:ler', 'aprendizes:ler', 'turmas:ler'],
      });
      expect(resposta.statusCode).toBe(201);
      expect(resposta.json()).toMatchObject({
        chave: 'apoio-pedagogico',
        nome: 'Apoio Pedagógico',
        descricao: 'Acompanha as turmas',
        permissoes: ['aprendizes:ler', 'turmas:ler'],
        padrao: false,
        usuariosCount: 0,
        versao: 1,
      });

      const mesmoNome = await api('POST', '/api/funcoes', {
        nome: 'APOIO PEDAGÓGICO',
        permissoes: [],
      });
      expect(mesmoNome.statusCode).toBe(409);
      expect(mesmoNome.json().errors).toEqual({ nome: 'Já existe uma função com este nome' });

      const semAcento = await api('POST', '/api/funcoes', {
        nome: 'Apoio Pedagogico',
        permissoes: [],
      });
      expect(semAcento.statusCode).toBe(201);
      expect(semAcento.json().chave).toBe('apoio-pedagogico-2');

      const chaveRepetida = await api('POST', '/api/funcoes', {
        chave: 'secretaria',
        nome: 'Secretaria Dois',
        permissoes: [],
      });
      expect(chaveRepetida.statusCode).toBe(409);
      expect(chaveRepetida.json().errors).toEqual({ chave: 'Já existe uma função com esta chave' });
    });

    it('recusa nome curto, chave fora do padrão e permissão fora do catálogo', async () => {
      const resposta = await api('POST', '/api/funcoes', {
        chave: 'Com Espaço',
        nome: 'ab',
        permissoes: ['aprendizes:ler', 'aprendizes:apagar'],
      });
      expect(resposta.statusCode).toBe(400);
      expect(resposta.json().errors).toEqual({
        chave:
          'Use de 2 a 40 letras minúsculas sem acento, números ou hífens, começando por uma letra',
        nome: 'Nome deve ter no mínimo 3 caracteres',
        'permissoes.1': 'Permissão desconhecida',
      });
      const semPermissoes = await api('POST', '/api/funcoes', { nome: 'Sem lista' });
      expect(semPermissoes.json().errors).toEqual({ permissoes: 'Escolha permissões do catálogo' });
    });
  });

  describe('PUT /api/funcoes/{id}', () => {
    it('a mudança de permissões vale no próximo pedido de quem já está com token', async () => {
      const funcao = await criar(['aprendizes:ler']);
      const pessoa = await usuarioDa(funcao);
      expect((await api('GET', '/api/funcoes', undefined, pessoa.token)).statusCode).toBe(403);

      const comAdmin = await api('PUT', `/api/funcoes/${funcao.id}`, {
        nome: funcao.nome,
        permissoes: ['aprendizes:ler', 'usuarios:admin'],
        versao: funcao.versao,
      });
      expect(comAdmin.statusCode).toBe(200);
      expect(comAdmin.json()).toMatchObject({
        permissoes: ['aprendizes:ler', 'usuarios:admin'],
        versao: funcao.versao + 1,
        usuariosCount: 1,
      });
      expect((await api('GET', '/api/funcoes', undefined, pessoa.token)).statusCode).toBe(200);
      const me = await h.request('GET', '/api/auth/me', { token: pessoa.token });
      expect(me.json().permissoes).toEqual(['aprendizes:ler', 'usuarios:admin']);

      const semAdmin = await api('PUT', `/api/funcoes/${funcao.id}`, {
        nome: funcao.nome,
        permissoes: ['aprendizes:ler'],
        versao: funcao.versao + 1,
      });
      expect(semAdmin.statusCode).toBe(200);
      expect((await api('GET', '/api/funcoes', undefined, pessoa.token)).statusCode).toBe(403);

      const trilha = await h.db
        .select({ acao: auditoria.acao, campos: auditoria.campos, usuarioId: auditoria.usuarioId })
        .from(auditoria)
        .where(eq(auditoria.entidadeId, String(funcao.id)));
      expect(trilha).toContainEqual({
        acao: 'atualizar',
        usuarioId: admin.id,
        campos: {
          permissoes: {
            de: ['aprendizes:ler', 'usuarios:admin'],
            para: ['aprendizes:ler'],
          },
        },
      });
    });

    it('versao antiga é 409; função inexistente é 404', async () => {
      const funcao = await criar([]);
      const corpo = { nome: funcao.nome, permissoes: ['turmas:ler'], versao: funcao.versao };
      expect((await api('PUT', `/api/funcoes/${funcao.id}`, corpo)).statusCode).toBe(200);
      const velha = await api('PUT', `/api/funcoes/${funcao.id}`, corpo);
      expect(velha.statusCode).toBe(409);
      expect(velha.json().type).toBe('/problemas/versao-desatualizada');
      const inexistente = await api('PUT', '/api/funcoes/999999', corpo);
      expect(inexistente.statusCode).toBe(404);
      expect(inexistente.json().detail).toBe('Função não encontrada.');
    });

    it('a função Administrador não perde usuarios:admin nem outra permissão, mas muda de nome', async () => {
      const administrador = await funcaoPorChave('administrador');
      const semAdmin = await api('PUT', `/api/funcoes/${administrador.id}`, {
        nome: administrador.nome,
        permissoes: TODAS_PERMISSOES.filter((p) => p !== 'usuarios:admin'),
        versao: administrador.versao,
      });
      expect(semAdmin.statusCode).toBe(422);
      expect(semAdmin.json().detail).toBe(
        'A função Administrador não pode perder a permissão “Administrar usuários e funções” (usuarios:admin).',
      );
      const semCpf = await api('PUT', `/api/funcoes/${administrador.id}`, {
        nome: administrador.nome,
        permissoes: TODAS_PERMISSOES.filter((p) => p !== 'aprendizes:ver-cpf'),
        versao: administrador.versao,
      });
      expect(semCpf.statusCode).toBe(422);
      expect(semCpf.json().detail).toBe(
        'A função Administrador tem sempre todas as permissões. Para um acesso mais restrito, crie outra função.',
      );
      const renomeada = await api('PUT', `/api/funcoes/${administrador.id}`, {
        nome: 'Administração geral',
        descricao: 'Tudo',
        permissoes: TODAS_PERMISSOES,
        versao: administrador.versao,
      });
      expect(renomeada.statusCode).toBe(200);
      expect(renomeada.json()).toMatchObject({
        chave: 'administrador',
        permissoes: TODAS_PERMISSOES,
      });
      const [linha] = await h.db
        .select({ permissoes: funcoes.permissoes })
        .from(funcoes)
        .where(eq(funcoes.chave, 'administrador'));
      expect(linha?.permissoes).toContain('usuarios:admin');
    });

    it('ninguém retira usuarios:admin da própria função', async () => {
      const gestao = await criar(['usuarios:admin', 'relatorios:ler'], nomeNovo('Gestão'));
      const gestor = await usuarioDa(gestao);
      const resposta = await api(
        'PUT',
        `/api/funcoes/${gestao.id}`,
        { nome: gestao.nome, permissoes: ['relatorios:ler'], versao: gestao.versao },
        gestor.token,
      );
      expect(resposta.statusCode).toBe(422);
      expect(resposta.json().detail).toBe(
        'Você não pode retirar a administração de usuários da sua própria função. Peça a outro administrador, se for o caso.',
      );
      // Another administrator can.
      const porOutro = await api('PUT', `/api/funcoes/${gestao.id}`, {
        nome: gestao.nome,
        permissoes: ['relatorios:ler'],
        versao: gestao.versao,
      });
      expect(porOutro.statusCode).toBe(200);
    });
  });

  describe('DELETE /api/funcoes/{id}', () => {
    it('uma função em uso não sai: 409 dizendo quantos usuários a têm', async () => {
      const funcao = await criar(['turmas:ler']);
      const pessoa = await usuarioDa(funcao);
      const emUso = await api('DELETE', `/api/funcoes/${funcao.id}`);
      expect(emUso.statusCode).toBe(409);
      expect(emUso.json().detail).toBe(
        'Esta função está atribuída a 1 usuário(s). Atribua outra função a esses usuários antes de excluí-la.',
      );

      await usuarioDa(funcao);
      expect((await api('DELETE', `/api/usuarios/${pessoa.id}`)).statusCode).toBe(200);
      const comInativo = await api('DELETE', `/api/funcoes/${funcao.id}`);
      expect(comInativo.json().detail).toBe(
        'Esta função está atribuída a 2 usuário(s), 1 deles inativo(s). Atribua outra função a esses usuários antes de excluí-la.',
      );
    });

    it('sem usuários, sai e deixa o rastro na auditoria', async () => {
      const funcao = await criar(['turmas:ler'], nomeNovo('Temporária'));
      const resposta = await api('DELETE', `/api/funcoes/${funcao.id}`);
      expect(resposta.statusCode).toBe(204);
      expect((await api('GET', `/api/funcoes/${funcao.id}`)).statusCode).toBe(404);
      const trilha = await h.db
        .select({ acao: auditoria.acao, campos: auditoria.campos })
        .from(auditoria)
        .where(eq(auditoria.entidadeId, String(funcao.id)));
      expect(trilha.map((t) => t.acao).sort()).toEqual(['criar', 'excluir']);
      expect(trilha.find((t) => t.acao === 'excluir')?.campos).toMatchObject({
        nome: { de: funcao.nome, para: null },
        permissoes: { de: ['turmas:ler'], para: null },
      });
    });

    it('as funções padrão não são excluídas, mesmo sem usuários', async () => {
      const administrador = await funcaoPorChave('administrador');
      const semAdmin = await api('DELETE', `/api/funcoes/${administrador.id}`);
      expect(semAdmin.statusCode).toBe(422);
      expect(semAdmin.json().detail).toBe('A função Administrador não pode ser excluída.');

      const financeiro = await funcaoPorChave('financeiro');
      const padrao = await api('DELETE', `/api/funcoes/${financeiro.id}`);
      expect(padrao.statusCode).toBe(422);
      expect(padrao.json().detail).toMatch(/^As funções padrão/);
    });
  });

  it('só quem tem usuarios:admin chega aqui: as outras funções recebem 403', async () => {
    for (const chave of ['coordenacao', 'secretaria', 'educador', 'financeiro'] as const) {
      const { id } = await h.createUser(chave);
      const token = await h.tokenPara(id);
      for (const [metodo, url] of [
        ['GET', '/api/funcoes'],
        ['GET', '/api/permissoes'],
        ['POST', '/api/funcoes'],
        ['DELETE', '/api/funcoes/1'],
      ] as const) {
        const resposta = await api(metodo, url, metodo === 'GET' ? undefined : {}, token);
        expect({ chave, url, status: resposta.statusCode }).toEqual({ chave, url, status: 403 });
      }
    }
  });
});
