import { and, eq } from 'drizzle-orm';
import { forEachEngine } from '../support/api-harness';
import { auditoria } from '../../server/db/schema';
import { validarEducador } from '../../src/shared/validation/educador';
import {
  cliente,
  cpfNovo,
  dadosTurma,
  dia,
  novoAprendiz,
  referencias,
  type Alocacao,
  type Lista,
  type Problema,
  type Referencias,
  type Turma,
} from './turmas-parceiros-fixtures';

interface Educador {
  id: number;
  EducNome: string;
  EducCPF: string | null;
  EducSexo: string | null;
  EducDataNascimento: string | null;
  EducEMail: string | null;
  EducTelefone: string | null;
  EducTelefoneCelular: string | null;
  EducCidade: string | null;
  EducUF: string | null;
  EducCEP: string | null;
  EducDataEntrada: string | null;
  EducObservacoes: string | null;
  EducGrauInstrucao: number | null;
  turmasAtivas: number;
  ativo: boolean;
  versao: number;
}

const formatado = (cpf: string) =>
  `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;

describe('regras do educador (compartilhadas com o formulário)', () => {
  it('usa as mensagens exatas da especificação, com os nomes de campo do formulário', () => {
    expect(
      validarEducador({ EducNome: 'Jo', EducEMail: 'x@', EducSexo: 'X' }, { hoje: '2026-01-01' }),
    ).toEqual({
      EducNome: 'Nome deve ter no mínimo 3 caracteres',
      EducEMail: 'Email inválido',
      EducSexo: 'Sexo deve ser M, F ou TODOS',
    });
    expect(
      validarEducador(
        { EducNome: 'João', EducEMail: '', EducSexo: 'TODOS' },
        { hoje: '2026-01-01' },
      ),
    ).toEqual({});
  });
});

forEachEngine('educadores', (h) => {
  let token = '';
  let ref: Referencias;
  const api = cliente(h, () => token);

  beforeAll(async () => {
    const admin = await h.createUser('administrador');
    token = await h.tokenPara(admin.id);
    ref = await referencias(h);
  });

  const completo = (cpf = cpfNovo()) => ({
    EducNome: '  Márcia   Regina Lopes ',
    EducCPF: formatado(cpf),
    EducSexo: 'F',
    EducDataNascimento: '1985-04-12',
    EducEMail: ' Marcia.Lopes@Escola.org.br ',
    EducTelefone: '(11) 3456-7890',
    EducTelefoneCelular: '(11) 98765-4321',
    EducEndereco: 'Rua das Flores',
    EducNumeroEndereco: '120',
    EducComplemento: 'apto 3',
    EducBairro: 'Vila Mariana',
    EducCidade: 'São Paulo',
    EducUF: 'sp',
    EducCEP: '04101-000',
    EducEstadoCivil: 'Casada',
    EducNaturalidade: 'Campinas',
    EducUFNaturalidade: 'SP',
    EducIdentidade: '12.345.678-9',
    EducExpedIdentidade: 'SSP/SP',
    EducDataEntrada: '2020-02-01',
    EducObservacoes: 'Pedagoga; turmas da manhã.',
  });

  async function criar(corpo: Record<string, unknown>): Promise<Educador> {
    const r = await api<Educador>('POST', '/api/educadores', corpo);
    expect(r.status).toBe(201);
    return r.json;
  }

  describe('cadastro com os nomes de campo da especificação', () => {
    it('cria com todos os campos (e EducGrauInstrucao) e responde com os mesmos nomes', async () => {
      const cpf = cpfNovo();
      const e = await criar({ ...completo(cpf), EducGrauInstrucao: ref.grauEscolaridadeId });
      expect(e).toMatchObject({
        EducNome: 'Márcia Regina Lopes',
        EducCPF: formatado(cpf),
        EducSexo: 'F',
        EducDataNascimento: '1985-04-12',
        EducEMail: 'marcia.lopes@escola.org.br',
        EducUF: 'SP',
        EducCEP: '04101000',
        EducDataEntrada: '2020-02-01',
        EducGrauInstrucao: ref.grauEscolaridadeId,
        turmasAtivas: 0,
        ativo: true,
        versao: 1,
      });
      const trilha = await h.db
        .select({ acao: auditoria.acao, campos: auditoria.campos })
        .from(auditoria)
        .where(and(eq(auditoria.entidade, 'educador'), eq(auditoria.entidadeId, String(e.id))));
      expect(trilha).toHaveLength(1);
      expect(JSON.stringify(trilha[0]!.campos)).toContain('EducNome');
    });

    it('só EducNome é obrigatório; e-mail vazio é aceito', async () => {
      const e = await criar({ EducNome: 'Zé Carlos', EducEMail: '', EducSexo: '' });
      expect(e).toMatchObject({
        EducNome: 'Zé Carlos',
        EducEMail: null,
        EducSexo: null,
        EducCPF: null,
      });
    });

    it('400 com as mensagens exatas em errors, pelo nome do campo', async () => {
      const r = await api<Problema>('POST', '/api/educadores', {
        EducNome: 'Jo',
        EducEMail: 'marcia@',
        EducSexo: 'X',
        EducCPF: '123.456.789-00',
        EducCEP: '123',
        EducUF: 'São Paulo',
        EducDataNascimento: '2099-01-01',
        EducDataEntrada: '2020-13-01',
        EducTelefoneCelular: '(11) 3456-7890',
        EducGrauInstrucao: 999_999,
      });
      expect(r.status).toBe(400);
      expect(r.json.type).toBe('/problemas/validacao');
      expect(r.json.errors).toEqual({
        EducNome: 'Nome deve ter no mínimo 3 caracteres',
        EducEMail: 'Email inválido',
        EducSexo: 'Sexo deve ser M, F ou TODOS',
        EducCPF: 'CPF inválido',
        EducCEP: 'CEP inválido: use 00000-000',
        EducUF: 'UF inválida',
        EducDataNascimento: 'A data de nascimento não pode ser futura',
        EducDataEntrada: 'Data inválida',
        EducTelefoneCelular: 'Celular inválido: use (00) 00000-0000',
        EducGrauInstrucao: 'Grau de instrução não encontrado: selecione um da lista',
      });
      // Issue 33: the schema's limit is the shared rule's, with its own words (it said "mínimo").
      const longo = await api<Problema>('POST', '/api/educadores', { EducNome: 'A'.repeat(600) });
      expect(longo.status).toBe(400);
      expect(longo.json.errors).toEqual({ EducNome: 'Nome deve ter no máximo 150 caracteres' });
      const semNome = await api<Problema>('POST', '/api/educadores', { EducEMail: 'a@b.com' });
      expect(semNome.status).toBe(400);
      expect(semNome.json.errors).toEqual({ EducNome: 'Nome deve ter no mínimo 3 caracteres' });
      const espacos = await api<Problema>('POST', '/api/educadores', { EducNome: '   ' });
      expect(espacos.json.errors).toEqual({ EducNome: 'Nome deve ter no mínimo 3 caracteres' });
    });

    it('o documento publica os limites que o servidor aplica ao nome (issue 33)', async () => {
      // Declared once (CAMPOS_EDUCADOR): the 400s above and the document come from it.
      const curto = await api<Problema>('POST', '/api/educadores', { EducNome: 'Ab' });
      expect(curto.status).toBe(400);
      expect(curto.json.errors).toEqual({ EducNome: 'Nome deve ter no mínimo 3 caracteres' });
      type Esquema = { required?: string[]; properties: Record<string, Record<string, unknown>> };
      const doc = (await h.request('GET', '/api/docs/json')).json<{
        paths: Record<
          string,
          Record<string, { requestBody: { content: Record<string, { schema: Esquema }> } }>
        >;
      }>();
      for (const [caminho, metodo] of [
        ['/api/educadores', 'post'],
        ['/api/educadores/{id}', 'put'],
      ] as const) {
        const corpo = doc.paths[caminho]?.[metodo]?.requestBody.content['application/json']?.schema;
        expect(corpo?.required).toContain('EducNome');
        expect(corpo?.properties.EducNome).toMatchObject({ minLength: 3, maxLength: 150 });
        expect(corpo?.properties.EducObservacoes).toMatchObject({ maxLength: 2000 });
      }
    });

    it('CPF de outro educador é 409 nomeando quem o tem', async () => {
      const cpf = cpfNovo();
      const primeiro = await criar({ EducNome: 'Roberto Antunes', EducCPF: cpf });
      const r = await api<Problema>('POST', '/api/educadores', {
        EducNome: 'Outra Pessoa',
        EducCPF: formatado(cpf),
      });
      expect(r.status).toBe(409);
      const mensagem = `Já existe um educador com este CPF: Roberto Antunes (código ${primeiro.id})`;
      expect(r.json).toMatchObject({ detail: mensagem, errors: { EducCPF: mensagem } });
    });
  });

  describe('edição', () => {
    it('PUT sem EducGrauInstrucao mantém o gravado; versão antiga é 409', async () => {
      const e = await criar({ ...completo(), EducGrauInstrucao: ref.grauEscolaridadeId });
      const r = await api<Educador>('PUT', `/api/educadores/${e.id}`, {
        ...completo(),
        EducCPF: e.EducCPF,
        EducNome: 'Márcia Regina Lopes da Silva',
        EducGrauInstrucao: null,
        versao: e.versao,
      });
      expect(r.status).toBe(200);
      expect(r.json).toMatchObject({
        EducNome: 'Márcia Regina Lopes da Silva',
        EducGrauInstrucao: ref.grauEscolaridadeId,
        versao: 2,
      });
      const velha = await api<Problema>('PUT', `/api/educadores/${e.id}`, {
        EducNome: 'Outra',
        versao: 1,
      });
      expect(velha.status).toBe(409);
      expect(velha.json.type).toBe('/problemas/versao-desatualizada');
      const invalida = await api<Problema>('PUT', `/api/educadores/${e.id}`, {
        EducNome: 'Ok Nome',
        EducEMail: 'x',
        versao: 2,
      });
      expect(invalida.json.errors).toEqual({ EducEMail: 'Email inválido' });
    });

    it('quem só lê vê o CPF mascarado; o CPF mascarado num PUT mantém o gravado', async () => {
      const cpf = cpfNovo();
      const e = await criar({ EducNome: 'Sílvia Prates', EducCPF: cpf });
      const educador = await h.createUser('educador');
      const tokenLeitor = await h.tokenPara(educador.id);
      const lido = await api<Educador>('GET', `/api/educadores/${e.id}`, undefined, tokenLeitor);
      expect(lido.status).toBe(200);
      expect(lido.json.EducCPF).toBe(`***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`);
      const r = await api<Educador>('PUT', `/api/educadores/${e.id}`, {
        EducNome: 'Sílvia Prates Nunes',
        EducCPF: lido.json.EducCPF,
        versao: e.versao,
      });
      expect(r.status).toBe(200);
      expect(r.json.EducCPF).toBe(formatado(cpf));
      expect(
        (await api('PUT', `/api/educadores/${e.id}`, { EducNome: 'X y z', versao: 2 }, tokenLeitor))
          .status,
      ).toBe(403);
    });

    it('inativa (some da lista), não inativa quem tem turma aberta, reativa', async () => {
      const e = await criar({ EducNome: 'Tiago Inativável' });
      const t = await api<Turma>('POST', '/api/turmas', dadosTurma(ref, { educadorId: e.id }));
      expect(t.status).toBe(201);
      const bloqueado = await api<Problema>('DELETE', `/api/educadores/${e.id}`);
      expect(bloqueado.status).toBe(409);
      expect(bloqueado.json.detail).toBe(
        'O educador é responsável por 1 turma ativa que não está encerrada. Troque o educador dessa turma antes de inativá-lo.',
      );
      await api('PUT', `/api/turmas/${t.json.id}`, {
        ...dadosTurma(ref, { codigo: t.json.codigo, educadorId: null }),
        versao: t.json.versao,
      });
      const inativo = await api<Educador>('DELETE', `/api/educadores/${e.id}`);
      expect(inativo.json.ativo).toBe(false);
      const lista = await api<Lista<Educador>>('GET', '/api/educadores?q=tiago%20inativavel');
      expect(lista.json.total).toBe(0);
      const inativos = await api<Lista<Educador>>('GET', '/api/educadores?q=tiago&ativo=false');
      expect(inativos.json.data.map((x) => x.id)).toEqual([e.id]);
      const reativado = await api<Educador>('POST', `/api/educadores/${e.id}/reativar`);
      expect(reativado.json.ativo).toBe(true);
    });
  });

  describe('lista, turmas e aprendizes do educador', () => {
    it('busca sem acentos, pelos dígitos do CPF, pagina e ordena por EducNome', async () => {
      const cpf = cpfNovo();
      const e = await criar({ EducNome: 'Ângela Conceição Brandão', EducCPF: cpf });
      const porNome = await api<Lista<Educador>>('GET', '/api/educadores?q=angela%20conceicao');
      expect(porNome.json.data.map((x) => x.id)).toEqual([e.id]);
      const porCpf = await api<Lista<Educador>>('GET', `/api/educadores?q=${cpf.slice(0, 6)}`);
      expect(porCpf.json.data.map((x) => x.id)).toContain(e.id);
      const ordenada = await api<Lista<Educador>>(
        'GET',
        '/api/educadores?sort=-EducNome&pageSize=3',
      );
      expect(ordenada.json.pageSize).toBe(3);
      const nomes = ordenada.json.data.map((x) => x.EducNome);
      expect([...nomes].sort((a, b) => b.localeCompare(a, 'pt-BR'))).toEqual(nomes);
      expect((await api('GET', '/api/educadores?sort=EducCPF')).status).toBe(400);
    });

    it('turmas do educador e os aprendizes alocados nelas', async () => {
      const e = await criar({ EducNome: 'Vera Lúcia Campos' });
      const t1 = (await api<Turma>('POST', '/api/turmas', dadosTurma(ref, { educadorId: e.id })))
        .json;
      const t2 = (
        await api<Turma>(
          'POST',
          '/api/turmas',
          dadosTurma(ref, { educadorId: e.id, status: 'planejada' }),
        )
      ).json;
      await api('POST', '/api/turmas', dadosTurma(ref));
      const turmas = await api<Lista<Turma>>('GET', `/api/educadores/${e.id}/turmas`);
      expect(turmas.json.data.map((t) => t.id).sort()).toEqual([t1.id, t2.id].sort());
      const planejadas = await api<Lista<Turma>>(
        'GET',
        `/api/educadores/${e.id}/turmas?status=planejada`,
      );
      expect(planejadas.json.data.map((t) => t.id)).toEqual([t2.id]);
      expect((await api<Educador>('GET', `/api/educadores/${e.id}`)).json.turmasAtivas).toBe(2);

      const [a, b] = await Promise.all([novoAprendiz(h, ref), novoAprendiz(h, ref)]);
      await api('POST', '/api/alocacoes', {
        turmaId: t1.id,
        aprendizIds: [a.id, b.id],
        dataInicio: dia(-2),
      });
      await api('PUT', `/api/alocacoes/desalocar/${b.id}/${t1.id}`, {
        dataFim: dia(0),
        motivo: 'Saiu',
      });
      const aprendizes = await api<Lista<Alocacao>>('GET', `/api/educadores/${e.id}/aprendizes`);
      expect(aprendizes.json.data.map((x) => [x.aprendizId, x.turma.codigo])).toEqual([
        [a.id, t1.codigo],
      ]);
      const todos = await api<Lista<Alocacao>>(
        'GET',
        `/api/educadores/${e.id}/aprendizes?abertas=todas`,
      );
      expect(todos.json.total).toBe(2);
      expect((await api('GET', '/api/educadores/999999/turmas')).status).toBe(404);
      expect((await api('GET', '/api/educadores/999999/aprendizes')).status).toBe(404);
    });

    it('permissões: financeiro não vê educadores; educador vê mas não cadastra', async () => {
      const financeiro = await h.createUser('financeiro');
      expect(
        (await api('GET', '/api/educadores', undefined, await h.tokenPara(financeiro.id))).status,
      ).toBe(403);
      const educador = await h.createUser('educador');
      const tokenEducador = await h.tokenPara(educador.id);
      expect((await api('GET', '/api/educadores', undefined, tokenEducador)).status).toBe(200);
      expect(
        (await api('POST', '/api/educadores', { EducNome: 'Nova Pessoa' }, tokenEducador)).status,
      ).toBe(403);
    });
  });
});
