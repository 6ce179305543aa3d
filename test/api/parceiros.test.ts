import { generateCnpj, isValidCnpj } from '@brazilian-utils/brazilian-utils';
import { and, eq } from 'drizzle-orm';
import { forEachEngine } from '../support/api-harness';
import { auditoria } from '../../server/db/schema';
import {
  cnpjValido,
  digitosVerificadoresCnpj,
  formatarCnpj,
  situacaoCota,
} from '../../src/shared/validation/parceiro';
import {
  cliente,
  cnpjNovo,
  dia,
  novoAprendiz,
  referencias,
  type Problema,
  type Referencias,
} from './turmas-parceiros-fixtures';

interface Parceiro {
  id: number;
  razaoSocial: string;
  nomeFantasia: string | null;
  cnpj: string;
  ramoAtividade: { id: number; codigo: string; nome: string };
  endereco: {
    cep: string | null;
    municipioId: number | null;
    municipio: string | null;
    uf: string | null;
  };
  contato: { nome: string | null; email: string | null; telefone: string | null };
  cotaAprendizes: number;
  aprendizesAlocados: number;
  situacaoCota: string;
  mensagemCota: string;
  unidadesAtivas: number;
  ativo: boolean;
  versao: number;
}
interface Unidade {
  id: number;
  parceiroId: number;
  nome: string;
  aprendizesAlocados: number;
  ativo: boolean;
  versao: number;
}
interface Lotacao {
  id: number;
  aprendizId: number;
  nome: string;
  cpf: string;
  situacao: { codigo: string; nome: string };
  unidadeId: number;
  unidade: string;
  parceiroId: number;
  dataInicio: string;
  dataFim: string | null;
  atual: boolean;
}
interface Lista<T> {
  data: T[];
  total: number;
  page: number;
  pageSize: number;
}

describe('CNPJ numérico e alfanumérico (regra compartilhada com o formulário)', () => {
  it('aceita CNPJs numéricos válidos, com ou sem pontuação, e recusa dígitos errados', () => {
    expect(cnpjValido('11.222.333/0001-81')).toBe(true);
    expect(cnpjValido('11222333000181')).toBe(true);
    expect(cnpjValido('11222333000182')).toBe(false);
    expect(cnpjValido('00000000000000')).toBe(false);
    expect(cnpjValido('1122233300018')).toBe(false);
    expect(cnpjValido('11222333000181x')).toBe(false);
  });

  it('calcula os dígitos do CNPJ alfanumérico como a Receita (valor ASCII − 48)', () => {
    // The Receita Federal's own example: 12.ABC.345/01DE-35.
    expect(digitosVerificadoresCnpj('12ABC34501DE')).toBe('35');
    expect(cnpjValido('12.ABC.345/01DE-35')).toBe(true);
    expect(cnpjValido('12abc34501de35')).toBe(true);
    expect(cnpjValido('12ABC34501DE36')).toBe(false);
    // Letters are not allowed in the check digits.
    expect(cnpjValido('12ABC34501DE3A')).toBe(false);
  });

  it('concorda com @brazilian-utils em CNPJs gerados (numéricos e alfanuméricos)', () => {
    for (let i = 0; i < 200; i += 1) {
      const alfanumerico = generateCnpj(2);
      const numerico = generateCnpj(1);
      expect({ cnpj: alfanumerico, valido: cnpjValido(alfanumerico) }).toEqual({
        cnpj: alfanumerico,
        valido: true,
      });
      expect(cnpjValido(numerico)).toBe(true);
      const alterado = `${alfanumerico.slice(0, 13)}${(Number(alfanumerico[13]) + 1) % 10}`;
      expect(cnpjValido(alterado)).toBe(isValidCnpj(alterado, { version: 2 }));
    }
  });

  it('formata os dois tipos no padrão 00.000.000/0000-00', () => {
    expect(formatarCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatarCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(formatarCnpj('12ABC')).toBe('12.ABC');
  });

  it('descreve a cota em português: abaixo, dentro ou acima', () => {
    expect(situacaoCota(5, 3)).toEqual({
      situacao: 'abaixo',
      mensagem: 'Abaixo da cota: 3 de 5 aprendizes lotados (faltam 2).',
    });
    expect(situacaoCota(2, 1).mensagem).toBe(
      'Abaixo da cota: 1 de 2 aprendizes lotados (falta 1).',
    );
    expect(situacaoCota(2, 2)).toEqual({
      situacao: 'dentro',
      mensagem: 'Cota cumprida: 2 de 2 aprendizes lotados.',
    });
    expect(situacaoCota(2, 3)).toEqual({
      situacao: 'acima',
      mensagem: 'Acima da cota: 3 aprendizes lotados para uma cota de 2 (1 a mais).',
    });
  });
});

forEachEngine('empresas parceiras, unidades e lotações', (h) => {
  let token = '';
  let ref: Referencias;
  const api = cliente(h, () => token);

  beforeAll(async () => {
    const admin = await h.createUser('administrador');
    token = await h.tokenPara(admin.id);
    ref = await referencias(h);
  });

  const dadosParceiro = (extra: Record<string, unknown> = {}) => ({
    razaoSocial: 'Supermercados Ipiranga Ltda',
    nomeFantasia: 'Ipiranga',
    cnpj: formatarCnpj(cnpjNovo()),
    ramoAtividadeId: ref.ramoAtividadeId,
    endereco: {
      cep: '01310-100',
      logradouro: 'Avenida Paulista',
      numero: '1000',
      municipioId: 3550308,
    },
    contato: { nome: 'Marta Souza', email: 'RH@Ipiranga.com.br', telefone: '(11) 3333-4444' },
    cotaAprendizes: 2,
    ...extra,
  });

  async function criarParceiro(extra: Record<string, unknown> = {}): Promise<Parceiro> {
    const r = await api<Parceiro>('POST', '/api/parceiros', dadosParceiro(extra));
    expect(r.status).toBe(201);
    return r.json;
  }

  async function criarUnidade(parceiroId: number, nome = 'Loja Centro'): Promise<Unidade> {
    const r = await api<Unidade>('POST', `/api/parceiros/${parceiroId}/unidades`, {
      nome,
      endereco: { municipioId: 3518800 },
      responsavel: 'José Lima',
      telefone: '(11) 98888-7777',
    });
    expect(r.status).toBe(201);
    return r.json;
  }

  describe('cadastro', () => {
    it('cria com CNPJ pontuado: guarda sem pontuação, completa a UF pelo município e audita', async () => {
      const cnpj = cnpjNovo();
      const r = await api<Parceiro>(
        'POST',
        '/api/parceiros',
        dadosParceiro({ cnpj: formatarCnpj(cnpj) }),
      );
      expect(r.status).toBe(201);
      expect(r.json).toMatchObject({
        razaoSocial: 'Supermercados Ipiranga Ltda',
        cnpj,
        ramoAtividade: { id: ref.ramoAtividadeId, codigo: 'G' },
        endereco: { cep: '01310100', municipioId: 3550308, municipio: 'São Paulo', uf: 'SP' },
        contato: { email: 'rh@ipiranga.com.br' },
        cotaAprendizes: 2,
        aprendizesAlocados: 0,
        situacaoCota: 'abaixo',
        mensagemCota: 'Abaixo da cota: 0 de 2 aprendizes lotados (faltam 2).',
        unidadesAtivas: 0,
        ativo: true,
        versao: 1,
      });
      const trilha = await h.db
        .select()
        .from(auditoria)
        .where(
          and(eq(auditoria.entidade, 'parceiro'), eq(auditoria.entidadeId, String(r.json.id))),
        );
      expect(trilha).toHaveLength(1);
      expect(trilha[0]).toMatchObject({ acao: 'criar' });
    });

    it('aceita o CNPJ alfanumérico (a partir de julho de 2026), em qualquer caixa', async () => {
      const alfanumerico = generateCnpj(2);
      const r = await api<Parceiro>(
        'POST',
        '/api/parceiros',
        dadosParceiro({ cnpj: formatarCnpj(alfanumerico).toLowerCase() }),
      );
      expect(r.status).toBe(201);
      expect(r.json.cnpj).toBe(alfanumerico);
      const busca = await api<Lista<Parceiro>>(
        'GET',
        `/api/parceiros?q=${encodeURIComponent(formatarCnpj(alfanumerico).slice(0, 10))}`,
      );
      expect(busca.json.data.map((p) => p.id)).toContain(r.json.id);
    });

    it('responde 400 com a mensagem de cada campo de uma vez', async () => {
      const r = await api<Problema>('POST', '/api/parceiros', {
        razaoSocial: 'AB',
        cnpj: '11.222.333/0001-82',
        ramoAtividadeId: 999_999,
        endereco: { cep: '123', municipioId: 3550308, uf: 'RJ' },
        contato: { email: 'sem-arroba', telefone: '123' },
        cotaAprendizes: 1,
      });
      expect(r.status).toBe(400);
      expect(r.json.errors).toEqual({
        razaoSocial: 'Razão social deve ter no mínimo 3 caracteres',
        cnpj: 'CNPJ inválido',
        ramoAtividadeId: 'Ramo de atividade não encontrado: selecione um da lista',
        'endereco.cep': 'CEP inválido: use 00000-000',
        'endereco.uf': 'A UF não corresponde ao município',
        'contato.email': 'Email inválido',
        'contato.telefone': 'Telefone inválido: use (00) 0000-0000 ou (00) 00000-0000',
      });
    });

    it('pede os campos obrigatórios pelo nome e recusa cota negativa', async () => {
      const r = await api<Problema>('POST', '/api/parceiros', { cotaAprendizes: -1 });
      expect(r.status).toBe(400);
      expect(r.json.errors).toMatchObject({
        razaoSocial: 'Informe a razão social',
        cnpj: 'Informe o CNPJ',
        ramoAtividadeId: 'Selecione o ramo de atividade',
        cotaAprendizes: 'A cota deve ser um número inteiro, 0 ou mais',
      });
    });

    it('o documento publica os limites que o servidor aplica aos nomes (issue 33)', async () => {
      // Declared once (CAMPOS_PARCEIRO, CAMPOS_UNIDADE): the 400s and the document come from it.
      const curta = await api<Problema>(
        'POST',
        '/api/parceiros',
        dadosParceiro({ razaoSocial: ' Ab ' }),
      );
      expect(curta.json.errors).toEqual({
        razaoSocial: 'Razão social deve ter no mínimo 3 caracteres',
      });
      const longa = await api<Problema>(
        'POST',
        '/api/parceiros',
        dadosParceiro({ razaoSocial: 'A'.repeat(160) }),
      );
      expect(longa.json.errors).toEqual({ razaoSocial: 'Deve ter no máximo 150 caracteres' });
      type Esquema = { required?: string[]; properties: Record<string, Record<string, unknown>> };
      const doc = (await h.request('GET', '/api/docs/json')).json<{
        paths: Record<
          string,
          Record<string, { requestBody: { content: Record<string, { schema: Esquema }> } }>
        >;
      }>();
      const corpo = (caminho: string, metodo: 'post' | 'put') =>
        doc.paths[caminho]?.[metodo]?.requestBody.content['application/json']?.schema;
      for (const [caminho, metodo] of [
        ['/api/parceiros', 'post'],
        ['/api/parceiros/{id}', 'put'],
      ] as const) {
        expect(corpo(caminho, metodo)?.required).toContain('razaoSocial');
        expect(corpo(caminho, metodo)?.properties.razaoSocial).toMatchObject({
          minLength: 3,
          maxLength: 150,
        });
      }
      for (const [caminho, metodo] of [
        ['/api/parceiros/{id}/unidades', 'post'],
        ['/api/parceiros/{id}/unidades/{unidadeId}', 'put'],
      ] as const) {
        expect(corpo(caminho, metodo)?.required).toContain('nome');
        expect(corpo(caminho, metodo)?.properties.nome).toMatchObject({
          minLength: 2,
          maxLength: 150,
        });
      }
    });

    it('CNPJ já usado por outra empresa: 409 que nomeia a existente (mesmo com outra pontuação)', async () => {
      const existente = await criarParceiro({ razaoSocial: 'Metalúrgica Bandeirantes S.A.' });
      const r = await api<Problema>(
        'POST',
        '/api/parceiros',
        dadosParceiro({ cnpj: existente.cnpj }),
      );
      expect(r.status).toBe(409);
      const mensagem = `Já existe uma empresa com este CNPJ: Metalúrgica Bandeirantes S.A. (código ${existente.id})`;
      expect(r.json.detail).toBe(mensagem);
      expect(r.json.errors).toEqual({ cnpj: mensagem });

      const outra = await criarParceiro();
      const alteracao = await api<Problema>('PUT', `/api/parceiros/${outra.id}`, {
        ...dadosParceiro({ cnpj: formatarCnpj(existente.cnpj) }),
        versao: outra.versao,
      });
      expect(alteracao.status).toBe(409);
      expect(alteracao.json.errors?.cnpj).toContain('Metalúrgica Bandeirantes');
    });

    it('altera com a versão lida e recusa versão desatualizada (409)', async () => {
      const p = await criarParceiro();
      const ok = await api<Parceiro>('PUT', `/api/parceiros/${p.id}`, {
        ...dadosParceiro({
          cnpj: p.cnpj,
          razaoSocial: 'Supermercados Ipiranga Comércio Ltda',
          cotaAprendizes: 4,
        }),
        versao: p.versao,
      });
      expect(ok.status).toBe(200);
      expect(ok.json).toMatchObject({
        razaoSocial: 'Supermercados Ipiranga Comércio Ltda',
        cotaAprendizes: 4,
        versao: 2,
      });
      const velha = await api<Problema>('PUT', `/api/parceiros/${p.id}`, {
        ...dadosParceiro({ cnpj: p.cnpj }),
        versao: p.versao,
      });
      expect(velha.status).toBe(409);
      expect(velha.json.type).toBe('/problemas/versao-desatualizada');
      const inexistente = await api<Problema>('GET', '/api/parceiros/999999');
      expect(inexistente.status).toBe(404);
      expect(inexistente.json.detail).toBe('Empresa parceira não encontrada.');
    });

    it('DELETE inativa (a lista esconde; ativo=false mostra) e reativar traz de volta', async () => {
      const p = await criarParceiro({ razaoSocial: 'Transportadora Horizonte Ltda' });
      const inativo = await api<Parceiro>('DELETE', `/api/parceiros/${p.id}`);
      expect(inativo.status).toBe(200);
      expect(inativo.json.ativo).toBe(false);
      const ativos = await api<Lista<Parceiro>>('GET', '/api/parceiros?q=horizonte');
      expect(ativos.json.data.map((x) => x.id)).not.toContain(p.id);
      const inativos = await api<Lista<Parceiro>>('GET', '/api/parceiros?q=horizonte&ativo=false');
      expect(inativos.json.data.map((x) => x.id)).toContain(p.id);
      const reativado = await api<Parceiro>('POST', `/api/parceiros/${p.id}/reativar`);
      expect(reativado.json.ativo).toBe(true);
      const acoes = await h.db
        .select({ acao: auditoria.acao })
        .from(auditoria)
        .where(and(eq(auditoria.entidade, 'parceiro'), eq(auditoria.entidadeId, String(p.id))));
      expect(acoes.map((a) => a.acao).sort()).toEqual(['criar', 'inativar', 'reativar']);
    });
  });

  describe('lista', () => {
    it('busca sem acentos na razão social e no nome fantasia, e pelos dígitos do CNPJ', async () => {
      const p = await criarParceiro({
        razaoSocial: 'Padaria São João Ltda',
        nomeFantasia: 'Pão Quente',
      });
      const porRazao = await api<Lista<Parceiro>>('GET', '/api/parceiros?q=padaria%20sao%20joao');
      expect(porRazao.json.data.map((x) => x.id)).toEqual([p.id]);
      const porFantasia = await api<Lista<Parceiro>>('GET', '/api/parceiros?q=pao%20quente');
      expect(porFantasia.json.data.map((x) => x.id)).toEqual([p.id]);
      const porCnpj = await api<Lista<Parceiro>>(
        'GET',
        `/api/parceiros?q=${encodeURIComponent(formatarCnpj(p.cnpj).slice(0, 10))}`,
      );
      expect(porCnpj.json.data.map((x) => x.id)).toContain(p.id);
    });

    it('filtra por ramo de atividade, pagina e só ordena pelas colunas permitidas', async () => {
      await criarParceiro();
      await criarParceiro();
      const pagina = await api<Lista<Parceiro>>(
        'GET',
        `/api/parceiros?ramoAtividadeId=${ref.ramoAtividadeId}&pageSize=2&page=1&sort=-criadoEm`,
      );
      expect(pagina.status).toBe(200);
      expect(pagina.json).toMatchObject({ page: 1, pageSize: 2 });
      expect(pagina.json.data).toHaveLength(2);
      expect(pagina.json.total).toBeGreaterThanOrEqual(2);
      expect(pagina.json.data.every((p) => p.ramoAtividade.id === ref.ramoAtividadeId)).toBe(true);
      const outroRamo = await api<Lista<Parceiro>>('GET', '/api/parceiros?ramoAtividadeId=1');
      expect(outroRamo.json.data.every((p) => p.ramoAtividade.id === 1)).toBe(true);
      const ruim = await api<Problema>('GET', '/api/parceiros?sort=senha');
      expect(ruim.status).toBe(400);
      expect(ruim.json.errors?.sort).toMatch(/^Ordenação não permitida/);
    });

    it('exporta em CSV com os filtros da lista e o CNPJ formatado', async () => {
      const p = await criarParceiro({ razaoSocial: 'Farmácias Exportáveis Ltda' });
      const r = await h.request('GET', '/api/parceiros/exportar?formato=csv&q=exportaveis', {
        token,
      });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toMatch(/text\/csv/);
      const linhas = r.body.replace('\uFEFF', '').trim().split('\r\n');
      expect(linhas[0]).toMatch(/^Código;Razão social;Nome fantasia;CNPJ;/);
      expect(linhas).toHaveLength(2);
      expect(linhas[1]).toContain(formatarCnpj(p.cnpj));
    });
  });

  describe('unidades', () => {
    it('cria, lista, altera e inativa unidades da empresa', async () => {
      const p = await criarParceiro();
      const u = await criarUnidade(p.id, 'Filial Guarulhos');
      expect(u).toMatchObject({
        parceiroId: p.id,
        nome: 'Filial Guarulhos',
        ativo: true,
        aprendizesAlocados: 0,
      });
      const lista = await api<Lista<Unidade>>('GET', `/api/parceiros/${p.id}/unidades`);
      expect(lista.json.data.map((x) => x.id)).toEqual([u.id]);
      const alterada = await api<Unidade>('PUT', `/api/parceiros/${p.id}/unidades/${u.id}`, {
        nome: 'Filial Guarulhos Centro',
        versao: u.versao,
      });
      expect(alterada.status).toBe(200);
      expect(alterada.json).toMatchObject({ nome: 'Filial Guarulhos Centro', versao: 2 });
      const inativa = await api<Unidade>('DELETE', `/api/parceiros/${p.id}/unidades/${u.id}`);
      expect(inativa.json.ativo).toBe(false);
      const reativada = await api<Unidade>(
        'POST',
        `/api/parceiros/${p.id}/unidades/${u.id}/reativar`,
      );
      expect(reativada.json.ativo).toBe(true);
      const parceiro = await api<Parceiro>('GET', `/api/parceiros/${p.id}`);
      expect(parceiro.json.unidadesAtivas).toBe(1);
    });

    it('uma unidade de outra empresa é 404 em todas as rotas', async () => {
      const dona = await criarParceiro();
      const outra = await criarParceiro();
      const u = await criarUnidade(dona.id);
      const aprendiz = await novoAprendiz(h, ref);
      const base = `/api/parceiros/${outra.id}/unidades/${u.id}`;
      const respostas = await Promise.all([
        api<Problema>('GET', base),
        api<Problema>('PUT', base, { nome: 'Sequestro', versao: 1 }),
        api<Problema>('DELETE', base),
        api<Problema>('GET', `${base}/aprendizes`),
        api<Problema>('POST', `${base}/aprendizes`, { aprendizId: aprendiz.id }),
        api<Problema>('DELETE', `${base}/aprendizes/${aprendiz.id}`),
      ]);
      for (const r of respostas) {
        expect({ status: r.status, detail: r.json.detail }).toEqual({
          status: 404,
          detail: 'Unidade não encontrada nesta empresa.',
        });
      }
      const intacta = await api<Unidade>('GET', `/api/parceiros/${dona.id}/unidades/${u.id}`);
      expect(intacta.json).toMatchObject({ nome: 'Loja Centro', ativo: true, versao: 1 });
    });

    it('nome repetido na mesma empresa é 409; empresa inativa não recebe unidade (422)', async () => {
      const p = await criarParceiro();
      await criarUnidade(p.id, 'Matriz');
      const repetida = await api<Problema>('POST', `/api/parceiros/${p.id}/unidades`, {
        nome: 'matriz',
      });
      expect(repetida.status).toBe(409);
      expect(repetida.json.errors).toEqual({
        nome: 'Esta empresa já tem uma unidade com este nome',
      });
      const outra = await criarParceiro();
      await api('DELETE', `/api/parceiros/${outra.id}`);
      const naInativa = await api<Problema>('POST', `/api/parceiros/${outra.id}/unidades`, {
        nome: 'Matriz',
      });
      expect(naInativa.status).toBe(422);
      const semNome = await api<Problema>('POST', `/api/parceiros/${p.id}/unidades`, {
        nome: ' ',
        cnpj: '123',
      });
      expect(semNome.status).toBe(400);
      expect(semNome.json.errors).toEqual({
        nome: 'Informe o nome da unidade',
        cnpj: 'CNPJ inválido',
      });
    });
  });

  describe('lotações de aprendizes', () => {
    it('lota, conta na cota (abaixo, dentro, acima) e encerra com a data de hoje, mantendo o histórico', async () => {
      const p = await criarParceiro({ cotaAprendizes: 2 });
      const centro = await criarUnidade(p.id, 'Centro');
      const norte = await criarUnidade(p.id, 'Zona Norte');
      const [a, b, c] = await Promise.all([
        novoAprendiz(h, ref, { nome: 'Ana Beatriz Costa' }),
        novoAprendiz(h, ref),
        novoAprendiz(h, ref),
      ]);
      const lotar = (unidadeId: number, aprendizId: number) =>
        api<Lotacao>('POST', `/api/parceiros/${p.id}/unidades/${unidadeId}/aprendizes`, {
          aprendizId,
        });

      const primeira = await lotar(centro.id, a.id);
      expect(primeira.status).toBe(201);
      expect(primeira.json).toMatchObject({
        aprendizId: a.id,
        nome: 'Ana Beatriz Costa',
        unidadeId: centro.id,
        unidade: 'Centro',
        parceiroId: p.id,
        dataInicio: dia(0),
        dataFim: null,
        atual: true,
        situacao: { codigo: 'contratado' },
      });
      let parceiro = (await api<Parceiro>('GET', `/api/parceiros/${p.id}`)).json;
      expect(parceiro).toMatchObject({ aprendizesAlocados: 1, situacaoCota: 'abaixo' });
      expect(parceiro.mensagemCota).toBe('Abaixo da cota: 1 de 2 aprendizes lotados (falta 1).');

      expect((await lotar(norte.id, b.id)).status).toBe(201);
      parceiro = (await api<Parceiro>('GET', `/api/parceiros/${p.id}`)).json;
      expect(parceiro).toMatchObject({ aprendizesAlocados: 2, situacaoCota: 'dentro' });

      expect((await lotar(norte.id, c.id)).status).toBe(201);
      const stats = await api<{
        aprendizesAlocados: number;
        situacaoCota: string;
        mensagemCota: string;
        porUnidade: { unidadeId: number; aprendizesAlocados: number }[];
      }>('GET', `/api/parceiros/${p.id}/unidades/stats`);
      expect(stats.json).toMatchObject({
        aprendizesAlocados: 3,
        situacaoCota: 'acima',
        mensagemCota: 'Acima da cota: 3 aprendizes lotados para uma cota de 2 (1 a mais).',
      });
      expect(stats.json.porUnidade).toEqual([
        expect.objectContaining({ unidadeId: centro.id, aprendizesAlocados: 1 }),
        expect.objectContaining({ unidadeId: norte.id, aprendizesAlocados: 2 }),
      ]);

      const daEmpresa = await api<Lista<Lotacao>>('GET', `/api/parceiros/${p.id}/aprendizes`);
      expect(daEmpresa.json.total).toBe(3);
      const doNorte = await api<Lista<Lotacao>>(
        'GET',
        `/api/parceiros/${p.id}/aprendizes?unidadeId=${norte.id}`,
      );
      expect(doNorte.json.data.map((l) => l.aprendizId).sort()).toEqual([b.id, c.id].sort());

      const fim = await api<Lotacao>(
        'DELETE',
        `/api/parceiros/${p.id}/unidades/${norte.id}/aprendizes/${c.id}`,
      );
      expect(fim.status).toBe(200);
      expect(fim.json).toMatchObject({ aprendizId: c.id, dataFim: dia(0), atual: false });
      const atuais = await api<Lista<Lotacao>>(
        'GET',
        `/api/parceiros/${p.id}/unidades/${norte.id}/aprendizes`,
      );
      expect(atuais.json.data.map((l) => l.aprendizId)).toEqual([b.id]);
      const historico = await api<Lista<Lotacao>>(
        'GET',
        `/api/parceiros/${p.id}/unidades/${norte.id}/aprendizes?abertas=false`,
      );
      expect(historico.json.data.map((l) => l.aprendizId)).toEqual([c.id]);

      const deNovo = await api<Problema>(
        'DELETE',
        `/api/parceiros/${p.id}/unidades/${norte.id}/aprendizes/${c.id}`,
      );
      expect(deNovo.status).toBe(409);
      expect(deNovo.json.detail).toMatch(
        /^A lotação deste aprendiz nesta unidade já foi encerrada em \d{2}\/\d{2}\/\d{4}\.$/,
      );
      const nunca = await api<Problema>(
        'DELETE',
        `/api/parceiros/${p.id}/unidades/${centro.id}/aprendizes/${c.id}`,
      );
      expect(nunca.status).toBe(404);
      expect(nunca.json.detail).toBe('Este aprendiz não está lotado nesta unidade.');

      const trilha = await h.db
        .select({ acao: auditoria.acao })
        .from(auditoria)
        .where(
          and(eq(auditoria.entidade, 'lotacao'), eq(auditoria.entidadeId, String(fim.json.id))),
        );
      expect(trilha.map((t) => t.acao).sort()).toEqual(['criar', 'encerrar']);
    });

    it('um aprendiz fica em uma unidade por vez: 409 dizendo onde ele está', async () => {
      const p = await criarParceiro({
        razaoSocial: 'Banco Paulista S.A.',
        nomeFantasia: 'Banco Paulista',
      });
      const u1 = await criarUnidade(p.id, 'Agência Sé');
      const outra = await criarParceiro();
      const u2 = await criarUnidade(outra.id, 'Agência Lapa');
      const a = await novoAprendiz(h, ref, { nome: 'Bruno Henrique Alves' });
      expect(
        (
          await api('POST', `/api/parceiros/${p.id}/unidades/${u1.id}/aprendizes`, {
            aprendizId: a.id,
          })
        ).status,
      ).toBe(201);
      const emOutra = await api<Problema>(
        'POST',
        `/api/parceiros/${outra.id}/unidades/${u2.id}/aprendizes`,
        {
          aprendizId: a.id,
        },
      );
      expect(emOutra.status).toBe(409);
      expect(emOutra.json.detail).toBe(
        `Bruno Henrique Alves já está lotado(a) na unidade Agência Sé da empresa Banco Paulista desde ${dia(0).split('-').reverse().join('/')}. Encerre essa lotação antes de lotá-lo(a) aqui.`,
      );
      const naMesma = await api<Problema>(
        'POST',
        `/api/parceiros/${p.id}/unidades/${u1.id}/aprendizes`,
        {
          aprendizId: a.id,
        },
      );
      expect(naMesma.status).toBe(409);
      expect(naMesma.json.detail).toMatch(/já está lotado\(a\) nesta unidade desde/);

      expect(
        (await api('DELETE', `/api/parceiros/${p.id}/unidades/${u1.id}/aprendizes/${a.id}`)).status,
      ).toBe(200);
      const depois = await api<Lotacao>(
        'POST',
        `/api/parceiros/${outra.id}/unidades/${u2.id}/aprendizes`,
        {
          aprendizId: a.id,
        },
      );
      expect(depois.status).toBe(201);
    });

    it('empresa, unidade ou aprendiz inativos não recebem lotação (422); aprendiz inexistente é 404', async () => {
      const p = await criarParceiro();
      const u = await criarUnidade(p.id, 'Sede');
      const a = await novoAprendiz(h, ref);
      await api('DELETE', `/api/parceiros/${p.id}/unidades/${u.id}`);
      const naUnidadeInativa = await api<Problema>(
        'POST',
        `/api/parceiros/${p.id}/unidades/${u.id}/aprendizes`,
        {
          aprendizId: a.id,
        },
      );
      expect(naUnidadeInativa.status).toBe(422);
      expect(naUnidadeInativa.json.detail).toMatch(/^Esta unidade está inativa/);

      await api('POST', `/api/parceiros/${p.id}/unidades/${u.id}/reativar`);
      await api('DELETE', `/api/parceiros/${p.id}`);
      const naEmpresaInativa = await api<Problema>(
        'POST',
        `/api/parceiros/${p.id}/unidades/${u.id}/aprendizes`,
        {
          aprendizId: a.id,
        },
      );
      expect(naEmpresaInativa.status).toBe(422);
      expect(naEmpresaInativa.json.detail).toMatch(/^Esta empresa está inativa/);

      await api('POST', `/api/parceiros/${p.id}/reativar`);
      const inativo = await novoAprendiz(h, ref, { ativo: false });
      const aprendizInativo = await api<Problema>(
        'POST',
        `/api/parceiros/${p.id}/unidades/${u.id}/aprendizes`,
        {
          aprendizId: inativo.id,
        },
      );
      expect(aprendizInativo.status).toBe(422);
      const inexistente = await api<Problema>(
        'POST',
        `/api/parceiros/${p.id}/unidades/${u.id}/aprendizes`,
        {
          aprendizId: 999_999,
        },
      );
      expect(inexistente.status).toBe(404);
      expect(inexistente.json.detail).toBe('Aprendiz não encontrado.');
    });

    it('não inativa empresa nem unidade com aprendizes lotados (409)', async () => {
      const p = await criarParceiro();
      const u = await criarUnidade(p.id);
      const a = await novoAprendiz(h, ref);
      await api('POST', `/api/parceiros/${p.id}/unidades/${u.id}/aprendizes`, { aprendizId: a.id });
      const unidade = await api<Problema>('DELETE', `/api/parceiros/${p.id}/unidades/${u.id}`);
      expect(unidade.status).toBe(409);
      expect(unidade.json.detail).toBe(
        'A unidade tem 1 aprendiz lotado. Encerre a lotação antes de inativá-la.',
      );
      const empresa = await api<Problema>('DELETE', `/api/parceiros/${p.id}`);
      expect(empresa.status).toBe(409);
      expect((await api<Parceiro>('GET', `/api/parceiros/${p.id}`)).json.ativo).toBe(true);
    });

    it('duas lotações do mesmo aprendiz ao mesmo tempo: só uma passa', async () => {
      const p = await criarParceiro();
      const [u1, u2] = [await criarUnidade(p.id, 'Leste'), await criarUnidade(p.id, 'Oeste')];
      const a = await novoAprendiz(h, ref);
      const respostas = await Promise.all(
        [u1, u2].map((u) =>
          api('POST', `/api/parceiros/${p.id}/unidades/${u.id}/aprendizes`, { aprendizId: a.id }),
        ),
      );
      expect(respostas.map((r) => r.status).sort()).toEqual([201, 409]);
    });
  });

  describe('números e permissões', () => {
    it('stats traz empresas, unidades, lotados, cotas e ramos', async () => {
      const r = await api<{
        total: number;
        inativos: number;
        unidadesAtivas: number;
        aprendizesAlocados: number;
        cotaTotal: number;
        situacaoCota: { abaixo: number; dentro: number; acima: number };
        porRamoAtividade: { codigo: string; total: number }[];
      }>('GET', '/api/parceiros/stats');
      expect(r.status).toBe(200);
      expect(r.json.total).toBeGreaterThan(5);
      expect(r.json.unidadesAtivas).toBeGreaterThan(3);
      expect(r.json.aprendizesAlocados).toBeGreaterThan(0);
      const { abaixo, dentro, acima } = r.json.situacaoCota;
      expect(abaixo + dentro + acima).toBe(r.json.total);
      expect(r.json.porRamoAtividade[0]).toMatchObject({ codigo: 'G' });
    });

    it('quem não tem parceiros:ler recebe 403; quem só lê não altera', async () => {
      const educador = await h.createUser('educador');
      const tokenEducador = await h.tokenPara(educador.id);
      expect((await api('GET', '/api/parceiros', undefined, tokenEducador)).status).toBe(403);
      const financeiro = await h.createUser('financeiro');
      const tokenFinanceiro = await h.tokenPara(financeiro.id);
      expect((await api('GET', '/api/parceiros', undefined, tokenFinanceiro)).status).toBe(200);
      expect((await api('POST', '/api/parceiros', dadosParceiro(), tokenFinanceiro)).status).toBe(
        403,
      );
    });
  });
});
