/** @jest-environment ./test/support/api-environment.ts */
import { and, eq, isNull } from 'drizzle-orm';
import { forEachEngine } from '../support/api-harness';
import {
  alocacoes,
  aprendizes,
  auditoria,
  contratos,
  funcoes,
  historicoSituacoes,
  lotacoes,
  motivosDesligamento,
  parceiros,
  rescisoes,
  situacoesAprendiz,
  unidades,
  usuarios,
} from '../../server/db/schema';
import { gerarHash } from '../../server/shared/senha';
import {
  MENSAGENS_CONTRATO as M,
  mensagemDuracaoNaoConfere,
  terminoPorDuracao,
} from '../../src/shared/validation/contratos';
import {
  br,
  cliente,
  cnpjNovo,
  dadosTurma,
  dia,
  novoAprendiz,
  referencias,
  type Lista,
  type Problema,
  type Referencias,
} from './turmas-parceiros-fixtures';
import { somarMesesNaData } from '../../src/shared/validation/datas';

interface Contrato {
  id: number;
  numero: string;
  Con_CodAprendiz: number;
  Con_CodParceiro: number;
  Con_TipoContrato: string;
  Con_DataInicio: string;
  Con_DataTermino: string;
  Con_Duracao: number;
  Con_CargaHoraria: number;
  Con_ValorBolsa: number | null;
  Con_CBO: string | null;
  unidadeId: number | null;
  status: string;
  statusGravado: string;
  aguardandoEncerramento: boolean;
  diasRestantes: number | null;
  aprendiz: { aprendizId: number; nome: string; cpf: string; situacao: { codigo: string } };
  criadoPor: { id: number; nome: string } | null;
  encerramento: { em: string; por: { id: number; nome: string } | null } | null;
  parceiro: { id: number; nome: string };
  unidade: { id: number; nome: string } | null;
  profissao: { codigo: string; nome: string } | null;
  versao: number;
}

interface Estatisticas {
  total: number;
  porStatus: Record<string, number>;
  porTipo: { A: number; E: number };
  emCurso: number;
  vencendo: { em30: number; em60: number; em90: number };
  aguardandoEncerramento: number;
}

forEachEngine('contratos', (h) => {
  let token = '';
  let ref: Referencias;
  const api = cliente(h, () => token);

  beforeAll(async () => {
    const admin = await h.createUser('administrador');
    token = await h.tokenPara(admin.id);
    ref = await referencias(h);
  });

  async function empresa(dados: { ativo?: boolean; cota?: number } = {}) {
    const [p] = await h.db
      .insert(parceiros)
      .values({
        razaoSocial: `Comércio Teste ${cnpjNovo()} Ltda`,
        nomeFantasia: `Loja ${Math.random().toString(36).slice(2, 8)}`,
        cnpj: cnpjNovo(),
        ramoAtividadeId: ref.ramoAtividadeId,
        cotaAprendizes: dados.cota ?? 5,
        ativo: dados.ativo ?? true,
      })
      .returning({ id: parceiros.id, nome: parceiros.nomeFantasia });
    const [u] = await h.db
      .insert(unidades)
      .values({ parceiroId: p!.id, nome: `Unidade ${p!.id}` })
      .returning({ id: unidades.id });
    return { id: p!.id, nome: p!.nome!, unidadeId: u!.id };
  }

  const aprendiz = (dados: Parameters<typeof novoAprendiz>[2] = {}) =>
    novoAprendiz(h, ref, { situacao: 'encaminhado', ...dados });

  /** A valid body: 12 months from `inicio`, 30 h a week, Aprendizagem. */
  function corpo(
    aprendizId: number,
    e: { id: number; unidadeId: number },
    extra: Record<string, unknown> = {},
  ) {
    const inicio = (extra.Con_DataInicio as string | undefined) ?? dia(1);
    const meses = (extra.Con_Duracao as number | undefined) ?? 12;
    return {
      Con_CodAprendiz: aprendizId,
      Con_CodParceiro: e.id,
      Con_TipoContrato: 'A',
      Con_DataInicio: inicio,
      Con_DataTermino: terminoPorDuracao(inicio, meses),
      Con_Duracao: meses,
      Con_CargaHoraria: 30,
      Con_ValorBolsa: 1234.56,
      Con_CBO: '4110-05',
      unidadeId: e.unidadeId,
      ...extra,
    };
  }

  async function criar(extra: Record<string, unknown> = {}) {
    const a = await aprendiz();
    const e = await empresa();
    const r = await api<Contrato>('POST', '/api/contratos', corpo(a.id, e, extra));
    expect(r.status).toBe(201);
    return { contrato: r.json, aprendiz: a, empresa: e };
  }

  const situacaoDe = async (aprendizId: number) => {
    const [linha] = await h.db
      .select({ codigo: situacoesAprendiz.codigo })
      .from(aprendizes)
      .innerJoin(situacoesAprendiz, eq(situacoesAprendiz.id, aprendizes.situacaoId))
      .where(eq(aprendizes.id, aprendizId));
    return linha?.codigo;
  };

  const lotacaoAberta = async (aprendizId: number) =>
    (
      await h.db
        .select()
        .from(lotacoes)
        .where(and(eq(lotacoes.aprendizId, aprendizId), isNull(lotacoes.dataFim)))
    )[0];

  const motivo = async (codigo: string) => {
    const [m] = await h.db
      .select({ id: motivosDesligamento.id })
      .from(motivosDesligamento)
      .where(eq(motivosDesligamento.codigo, codigo));
    return m!.id;
  };

  async function alocar(aprendizId: number) {
    const t = await api<{ id: number }>('POST', '/api/turmas', dadosTurma(ref));
    expect(t.status).toBe(201);
    const r = await api('POST', '/api/alocacoes', {
      turmaId: t.json.id,
      aprendizId,
      dataInicio: dia(-5),
    });
    expect(r.status).toBe(201);
    return t.json.id;
  }

  describe('as sete mensagens do seed e as regras', () => {
    it('um formulário vazio recebe as sete mensagens, cada uma no seu campo', async () => {
      const r = await api<Problema>('POST', '/api/contratos', {});
      expect(r.status).toBe(400);
      expect(r.json.errors).toEqual({
        Con_CodAprendiz: 'Selecione um aprendiz',
        Con_CodParceiro: 'Selecione uma empresa',
        Con_TipoContrato: 'Selecione o tipo de contrato',
        Con_DataInicio: 'Data de início obrigatória',
        Con_DataTermino: 'Data de término obrigatória',
        Con_Duracao: 'Duração entre 1 e 36 meses',
        Con_CargaHoraria: 'Carga horária entre 1 e 44h',
      });
    });

    it('o documento diz o que é obrigatório, anulável e os limites, com as mensagens do servidor (issue 33)', async () => {
      // Declared once (CAMPOS_CONTRATO): the document's `required` is what `{}` is refused for,
      // and each required field's x-errorMessage is the word the 400 says.
      const vazio = await api<Problema>('POST', '/api/contratos', {});
      type Propriedade = Record<string, unknown> & { 'x-errorMessage'?: unknown };
      type Esquema = { required?: string[]; properties: Record<string, Propriedade> };
      const doc = (await h.request('GET', '/api/docs/json')).json<{
        paths: Record<
          string,
          Record<string, { requestBody: { content: Record<string, { schema: Esquema }> } }>
        >;
      }>();
      const corpoDe = (caminho: string, metodo: string) =>
        doc.paths[caminho]?.[metodo]?.requestBody.content['application/json']?.schema;
      const post = corpoDe('/api/contratos', 'post');
      expect([...(post?.required ?? [])].sort()).toEqual(
        Object.keys(vazio.json.errors ?? {}).sort(),
      );
      for (const campo of post?.required ?? []) {
        const mensagem = post?.properties[campo]?.['x-errorMessage'];
        const palavra =
          typeof mensagem === 'string' ? mensagem : (mensagem as { required: string }).required;
        expect(palavra).toBe(vazio.json.errors?.[campo]);
        expect(post?.properties[campo]?.nullable).toBeUndefined();
      }
      expect(post?.properties.Con_Duracao).toMatchObject({ minimum: 1, maximum: 36 });
      expect(post?.properties.Con_CargaHoraria).toMatchObject({ minimum: 1, maximum: 44 });
      expect(post?.properties.Con_ValorBolsa).toMatchObject({
        nullable: true,
        minimum: 0,
        maximum: 1_000_000,
      });
      expect(post?.properties.Con_CBO).toMatchObject({ nullable: true, maxLength: 10 });
      expect(post?.properties.Con_ObservacoesGerais).toMatchObject({ maxLength: 2000 });
      // An update keeps what it leaves out; the flow's check takes a draft (errors in its answer).
      expect(corpoDe('/api/contratos/{id}', 'put')?.required).toEqual(['versao']);
      const conferir = corpoDe('/api/contratos/verificar', 'post');
      expect(conferir?.required).toBeUndefined();
      expect(conferir?.properties.Con_CodAprendiz?.nullable).toBe(true);
      const rascunho = await api<{ errors: Record<string, string> }>(
        'POST',
        '/api/contratos/verificar',
        { Con_CodAprendiz: null },
      );
      expect(rascunho.status).toBe(200);
      expect(rascunho.json.errors).toMatchObject({ Con_CodAprendiz: 'Selecione um aprendiz' });
      // A limit now stated is the one enforced, with the same words.
      const longo = await api<Problema>('POST', '/api/contratos', { Con_CBO: '12345678901' });
      expect(longo.json.errors?.Con_CBO).toBe(post?.properties.Con_CBO?.['x-errorMessage']);
    });

    it('tipos errados também caem na mensagem do seed do campo', async () => {
      const r = await api<Problema>('POST', '/api/contratos', {
        Con_CodAprendiz: 'x',
        Con_Duracao: 'doze',
        Con_CargaHoraria: 2.5,
      });
      expect(r.status).toBe(400);
      expect(r.json.errors?.Con_CodAprendiz).toBe('Selecione um aprendiz');
      expect(r.json.errors?.Con_Duracao).toBe('Duração entre 1 e 36 meses');
      expect(r.json.errors?.Con_CargaHoraria).toBe('Carga horária entre 1 e 44h');
    });

    it('duração fora de 1..36 e carga fora de 1..44', async () => {
      const a = await aprendiz();
      const e = await empresa();
      const r = await api<Problema>(
        'POST',
        '/api/contratos',
        corpo(a.id, e, { Con_Duracao: 37, Con_CargaHoraria: 45 }),
      );
      expect(r.status).toBe(400);
      expect(r.json.errors).toMatchObject({
        Con_Duracao: 'Duração entre 1 e 36 meses',
        Con_CargaHoraria: 'Carga horária entre 1 e 44h',
      });
    });

    it('término depois do início, duração conforme as datas', async () => {
      const a = await aprendiz();
      const e = await empresa();
      const antes = await api<Problema>(
        'POST',
        '/api/contratos',
        corpo(a.id, e, { Con_DataTermino: dia(0) }),
      );
      expect(antes.json.errors?.Con_DataTermino).toBe(M.terminoAntesDoInicio);
      const errada = await api<Problema>(
        'POST',
        '/api/contratos',
        corpo(a.id, e, { Con_DataTermino: terminoPorDuracao(dia(1), 12), Con_Duracao: 10 }),
      );
      expect(errada.json.errors?.Con_Duracao).toBe(mensagemDuracaoNaoConfere(12));
    });

    it('idade de 14 a 24 no início (sem teto para PcD) e aprendizagem antes dos 24 anos', async () => {
      const e = await empresa();
      const velho = await aprendiz();
      await h.db
        .update(aprendizes)
        .set({ dataNascimento: '1990-01-01' })
        .where(eq(aprendizes.id, velho.id));
      const r = await api<Problema>('POST', '/api/contratos', corpo(velho.id, e));
      expect(r.status).toBe(400);
      expect(r.json.errors?.Con_DataInicio).toBe(M.idadeForaDaFaixa);
      await h.db.update(aprendizes).set({ pcd: true }).where(eq(aprendizes.id, velho.id));
      const pcd = await api<Contrato>('POST', '/api/contratos', corpo(velho.id, e));
      expect(pcd.status).toBe(201);

      const quase = await aprendiz();
      // Turns 24 in about 6 months: a 12-month Aprendizagem would end after that.
      const nascimento = somarMesesNaData(dia(0), -(24 * 12 - 6));
      await h.db
        .update(aprendizes)
        .set({ dataNascimento: nascimento })
        .where(eq(aprendizes.id, quase.id));
      const a24 = await api<Problema>('POST', '/api/contratos', corpo(quase.id, e));
      expect(a24.json.errors?.Con_DataTermino).toBe(
        M.terminoAposIdadeMaxima(somarMesesNaData(nascimento, 24 * 12)),
      );
      const estagio = await api<Contrato>(
        'POST',
        '/api/contratos',
        corpo(quase.id, e, { Con_TipoContrato: 'E' }),
      );
      expect(estagio.status).toBe(201);
    });

    it('estágio: no máximo 30 h por semana', async () => {
      const a = await aprendiz();
      const e = await empresa();
      const r = await api<Problema>(
        'POST',
        '/api/contratos',
        corpo(a.id, e, { Con_TipoContrato: 'E', Con_CargaHoraria: 40 }),
      );
      expect(r.json.errors?.Con_CargaHoraria).toBe(M.estagioCargaHoraria);
    });

    it('empresa e unidade ativas, unidade da empresa, CBO do cadastro, aprendiz ativo', async () => {
      const a = await aprendiz();
      const e = await empresa();
      const outra = await empresa();
      const inativa = await empresa({ ativo: false });
      const r = await api<Problema>(
        'POST',
        '/api/contratos',
        corpo(a.id, e, { unidadeId: outra.unidadeId, Con_CBO: '0000-00' }),
      );
      expect(r.status).toBe(400);
      expect(r.json.errors).toEqual({
        unidadeId: M.unidadeDeOutraEmpresa,
        Con_CBO: M.cboInexistente,
      });
      const semEmpresa = await api<Problema>('POST', '/api/contratos', corpo(a.id, inativa));
      expect(semEmpresa.json.errors?.Con_CodParceiro).toBe(M.empresaInativa);
      const b = await aprendiz({ ativo: false });
      const inativo = await api<Problema>('POST', '/api/contratos', corpo(b.id, e));
      expect(inativo.json.errors?.Con_CodAprendiz).toBe(M.aprendizInativo);
      const nenhum = await api<Problema>('POST', '/api/contratos', corpo(999_999, e));
      expect(nenhum.json.errors?.Con_CodAprendiz).toBe(M.aprendizNaoEncontrado);
    });

    it('valores em reais com até dois centavos', async () => {
      const a = await aprendiz();
      const e = await empresa();
      const r = await api<Problema>(
        'POST',
        '/api/contratos',
        corpo(a.id, e, { Con_ValorBolsa: 10.005 }),
      );
      expect(r.json.errors?.Con_ValorBolsa).toBe(M.valorInvalido);
    });
  });

  describe('criar', () => {
    it('201: número aaaa/nnnnn, aprendiz Contratado, lotado na unidade, com trilha', async () => {
      const a = await aprendiz();
      const e = await empresa();
      const r = await api<Contrato>('POST', '/api/contratos', corpo(a.id, e));
      expect(r.status).toBe(201);
      const c = r.json;
      expect(c.numero).toMatch(new RegExp(`^${dia(1).slice(0, 4)}/\\d{5}$`));
      expect(c).toMatchObject({
        Con_CodAprendiz: a.id,
        Con_TipoContrato: 'A',
        Con_ValorBolsa: 1234.56,
        status: 'vigente',
        unidade: { id: e.unidadeId },
        profissao: { codigo: '4110-05' },
        aprendiz: { aprendizId: a.id, situacao: { codigo: 'contratado' } },
        criadoPor: { nome: expect.stringMatching(/^Pessoa administrador/) as string },
        encerramento: null,
      });
      const [gravado] = await h.db
        .select({ bolsa: contratos.valorBolsaCentavos })
        .from(contratos)
        .where(eq(contratos.id, c.id));
      expect(gravado?.bolsa).toBe(123456);
      expect(await situacaoDe(a.id)).toBe('contratado');
      expect((await lotacaoAberta(a.id))?.unidadeId).toBe(e.unidadeId);
      const historico = await h.db
        .select({ origem: historicoSituacoes.origem, origemId: historicoSituacoes.origemId })
        .from(historicoSituacoes)
        .where(eq(historicoSituacoes.aprendizId, a.id));
      expect(historico).toContainEqual({ origem: 'contrato', origemId: c.id });
      const trilha = await h.db
        .select({ acao: auditoria.acao })
        .from(auditoria)
        .where(and(eq(auditoria.entidade, 'contrato'), eq(auditoria.entidadeId, String(c.id))));
      expect(trilha).toEqual([{ acao: 'criar' }]);
    });

    it('números consecutivos no ano, mesmo com criações ao mesmo tempo', async () => {
      const pares = await Promise.all(
        Array.from({ length: 3 }, async () => ({ a: await aprendiz(), e: await empresa() })),
      );
      const inicio = '2028-03-01';
      const respostas = await Promise.all(
        pares.map(({ a, e }) =>
          api<Contrato>('POST', '/api/contratos', corpo(a.id, e, { Con_DataInicio: inicio })),
        ),
      );
      const numeros = respostas.map((r) => r.json.numero).sort();
      expect(respostas.map((r) => r.status)).toEqual([201, 201, 201]);
      expect(numeros).toEqual(['2028/00001', '2028/00002', '2028/00003']);
    });

    it('um segundo contrato em curso: 409 nomeando o atual; o índice garante no banco', async () => {
      const { contrato, aprendiz: a } = await criar();
      const e = await empresa();
      const r = await api<Problema>(
        'POST',
        '/api/contratos',
        corpo(a.id, e, { Con_DataInicio: dia(400) }),
      );
      expect(r.status).toBe(409);
      expect(r.json.detail).toContain(contrato.numero);
      expect(r.json.errors?.Con_CodAprendiz).toContain(contrato.numero);
      await expect(
        h.db.insert(contratos).values({
          numero: 'duplo/1',
          aprendizId: a.id,
          parceiroId: e.id,
          tipo: 'A',
          dataInicio: dia(500),
          dataTermino: dia(600),
          duracao: 4,
          cargaHoraria: 20,
        }),
      ).rejects.toThrow();
    });

    it('dois pedidos ao mesmo tempo para o mesmo aprendiz: um 201, um 409', async () => {
      const a = await aprendiz();
      const e = await empresa();
      const respostas = await Promise.all([
        api('POST', '/api/contratos', corpo(a.id, e)),
        api('POST', '/api/contratos', corpo(a.id, e)),
      ]);
      expect(respostas.map((r) => r.status).sort()).toEqual([201, 409]);
    });

    it('sem unidade não mexe na lotação; a lotação aberta noutra unidade termina na véspera', async () => {
      const a = await aprendiz();
      const e = await empresa();
      const antiga = await empresa();
      await h.db
        .insert(lotacoes)
        .values({ aprendizId: a.id, unidadeId: antiga.unidadeId, dataInicio: dia(-100) });
      const r = await api<Contrato>('POST', '/api/contratos', corpo(a.id, e));
      expect(r.status).toBe(201);
      const todas = await h.db
        .select({ unidadeId: lotacoes.unidadeId, dataFim: lotacoes.dataFim })
        .from(lotacoes)
        .where(eq(lotacoes.aprendizId, a.id));
      expect(todas).toContainEqual({ unidadeId: antiga.unidadeId, dataFim: dia(0) });
      expect(todas).toContainEqual({ unidadeId: e.unidadeId, dataFim: null });
    });
  });

  describe('criar: tudo ou nada', () => {
    it('uma falha no meio da criação não deixa contrato, número, lotação nem situação', async () => {
      const a = await aprendiz();
      const e = await empresa();
      const inicio = '2029-05-02';
      const contar = async () => (await h.db.select({ id: contratos.id }).from(contratos)).length;
      const antes = await contar();
      // The situação step fails: its reference row is briefly missing.
      await h.db
        .update(situacoesAprendiz)
        .set({ codigo: 'contratado-oculto' })
        .where(eq(situacoesAprendiz.codigo, 'contratado'));
      try {
        const r = await api('POST', '/api/contratos', corpo(a.id, e, { Con_DataInicio: inicio }));
        expect(r.status).toBe(500);
      } finally {
        await h.db
          .update(situacoesAprendiz)
          .set({ codigo: 'contratado' })
          .where(eq(situacoesAprendiz.codigo, 'contratado-oculto'));
      }
      expect(await contar()).toBe(antes);
      expect(await lotacaoAberta(a.id)).toBeUndefined();
      expect(await situacaoDe(a.id)).toBe('encaminhado');
      // The number given back: the next contract of 2029 is the first.
      const r = await api<Contrato>(
        'POST',
        '/api/contratos',
        corpo(a.id, e, { Con_DataInicio: inicio }),
      );
      expect(r.json.numero).toBe('2029/00001');
    });
  });

  describe('ler, listar e alterar', () => {
    it('GET de um id inexistente ou inválido', async () => {
      expect((await api<Problema>('GET', '/api/contratos/999999')).json.detail).toBe(
        M.naoEncontrado,
      );
      const invalido = await api<Problema>('GET', '/api/contratos/abc');
      expect(invalido.status).toBe(400);
    });

    it('DELETE não existe: contratos terminam, não são apagados', async () => {
      const { contrato } = await criar();
      // The path exists, the method does not: 405 naming the methods it has.
      const r = await api('DELETE', `/api/contratos/${contrato.id}`);
      expect(r.status).toBe(405);
      expect((await api('POST', `/api/contratos/${contrato.id}/reativar`)).status).toBe(404);
    });

    it('filtros: aprendizId, parceiroId, tipo, q pelo número e pelo nome', async () => {
      const a = await aprendiz({ nome: 'Joaquina Bezerra Prado' });
      const e = await empresa();
      const criado = await api<Contrato>('POST', '/api/contratos', corpo(a.id, e));
      const contrato = criado.json;
      const porAprendiz = await api<Lista<Contrato>>('GET', `/api/contratos?aprendizId=${a.id}`);
      expect(porAprendiz.json.data.map((c) => c.id)).toEqual([contrato.id]);
      const porEmpresa = await api<Lista<Contrato>>(
        'GET',
        `/api/contratos?parceiroId=${e.id}&Con_TipoContrato=A`,
      );
      expect(porEmpresa.json.total).toBe(1);
      const porNumero = await api<Lista<Contrato>>(
        'GET',
        `/api/contratos?q=${encodeURIComponent(contrato.numero)}`,
      );
      expect(porNumero.json.data.map((c) => c.id)).toContain(contrato.id);
      const porNome = await api<Lista<Contrato>>(
        'GET',
        `/api/contratos?q=${encodeURIComponent('joaquina BEZERRA')}`,
      );
      expect(porNome.json.data.map((c) => c.id)).toEqual([contrato.id]);
      const porCpf = await api<Lista<Contrato>>('GET', `/api/contratos?q=${a.cpf}`);
      expect(porCpf.json.data.map((c) => c.id)).toEqual([contrato.id]);
    });

    it('PUT com versao: altera os termos; versão velha 409; aprendiz não muda', async () => {
      const { contrato } = await criar();
      const r = await api<Contrato>('PUT', `/api/contratos/${contrato.id}`, {
        Con_CargaHoraria: 20,
        Con_ValorBolsa: 900,
        versao: contrato.versao,
      });
      expect(r.status).toBe(200);
      expect(r.json).toMatchObject({ Con_CargaHoraria: 20, Con_ValorBolsa: 900 });
      const velha = await api<Problema>('PUT', `/api/contratos/${contrato.id}`, {
        Con_CargaHoraria: 25,
        versao: contrato.versao,
      });
      expect(velha.status).toBe(409);
      const outro = await aprendiz();
      const fixo = await api<Problema>('PUT', `/api/contratos/${contrato.id}`, {
        Con_CodAprendiz: outro.id,
        versao: r.json.versao,
      });
      expect(fixo.json.errors?.Con_CodAprendiz).toBe(M.aprendizFixo);
    });

    it('PUT com outra unidade da empresa: a lotação passa para ela a partir de hoje', async () => {
      const { contrato, aprendiz: a, empresa: e } = await criar({ Con_DataInicio: dia(-30) });
      const [outra] = await h.db
        .insert(unidades)
        .values({ parceiroId: e.id, nome: `Filial ${e.id}` })
        .returning({ id: unidades.id });
      const r = await api<Contrato>('PUT', `/api/contratos/${contrato.id}`, {
        unidadeId: outra!.id,
        versao: contrato.versao,
      });
      expect(r.status).toBe(200);
      expect(r.json.unidade?.id).toBe(outra!.id);
      const todas = await h.db
        .select({
          unidadeId: lotacoes.unidadeId,
          dataInicio: lotacoes.dataInicio,
          dataFim: lotacoes.dataFim,
        })
        .from(lotacoes)
        .where(eq(lotacoes.aprendizId, a.id));
      expect(todas).toContainEqual({
        unidadeId: e.unidadeId,
        dataInicio: dia(-30),
        dataFim: dia(-1),
      });
      expect(todas).toContainEqual({ unidadeId: outra!.id, dataInicio: dia(0), dataFim: null });
    });

    it('CPF mascarado sem aprendizes:ver-cpf, e q não procura pelos dígitos do CPF', async () => {
      const { contrato, aprendiz: a } = await criar();
      const [funcao] = await h.db
        .insert(funcoes)
        .values({
          chave: `leitor-contratos-${Date.now()}`,
          nome: `Leitor de contratos ${Date.now()}`,
          permissoes: ['contratos:ler', 'aprendizes:ler'],
        })
        .returning({ id: funcoes.id });
      const [leitor] = await h.db
        .insert(usuarios)
        .values({
          nome: 'Leitor',
          email: `leitor.${Date.now()}@teste.local`,
          senhaHash: await gerarHash('Senha-Forte-De-Teste-2026!'),
          funcaoId: funcao!.id,
        })
        .returning({ id: usuarios.id });
      const tokenLeitor = await h.tokenPara(leitor!.id);
      const um = await api<Contrato>(
        'GET',
        `/api/contratos/${contrato.id}`,
        undefined,
        tokenLeitor,
      );
      expect(um.json.aprendiz.cpf).toMatch(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/);
      const porCpf = await api<Lista<Contrato>>(
        'GET',
        `/api/contratos?q=${a.cpf}`,
        undefined,
        tokenLeitor,
      );
      expect(porCpf.json.total).toBe(0);
    });
  });

  describe('prorrogar', () => {
    it('nova data depois do término: prorrogado, término e duração acompanham, listada', async () => {
      const { contrato } = await criar();
      const nova = terminoPorDuracao(contrato.Con_DataInicio, 18);
      const r = await api<Contrato>('POST', `/api/contratos/${contrato.id}/prorrogacoes`, {
        novaDataTermino: nova,
        motivo: 'Bom desempenho',
      });
      expect(r.status).toBe(200);
      expect(r.json).toMatchObject({
        status: 'prorrogado',
        Con_DataTermino: nova,
        Con_Duracao: 18,
      });
      const lista = await api<
        Lista<{ contratoId: number; dataTerminoAnterior: string; usuario: { nome: string } }>
      >('GET', `/api/contratos/prorrogacoes?contratoId=${contrato.id}`);
      expect(lista.json.data).toEqual([
        expect.objectContaining({
          contratoId: contrato.id,
          dataTerminoAnterior: contrato.Con_DataTermino,
        }),
      ]);
      const datas = await api<Problema>('PUT', `/api/contratos/${contrato.id}`, {
        Con_DataTermino: terminoPorDuracao(contrato.Con_DataInicio, 20),
        Con_Duracao: 20,
        versao: r.json.versao,
      });
      expect(datas.json.errors?.Con_DataTermino).toBe(M.datasNaoEditaveis);
    });

    it('passando de 36 meses no total: 400 com a mensagem do seed em novaDataTermino', async () => {
      const { contrato } = await criar();
      const r = await api<Problema>('POST', `/api/contratos/${contrato.id}/prorrogacoes`, {
        novaDataTermino: somarMesesNaData(contrato.Con_DataInicio, 36),
        motivo: 'Longa demais',
      });
      expect(r.status).toBe(400);
      expect(r.json.errors).toEqual({ novaDataTermino: 'Duração entre 1 e 36 meses' });
      const [linhas] = await h.db
        .select({ status: contratos.status })
        .from(contratos)
        .where(eq(contratos.id, contrato.id));
      expect(linhas?.status).toBe('vigente');
    });

    it('um contrato rescindido não é prorrogado (409)', async () => {
      const { contrato } = await criar({ Con_DataInicio: dia(-30) });
      const resc = await api('POST', `/api/contratos/${contrato.id}/rescisao`, {
        data: dia(0),
        motivoDesligamentoId: await motivo('pedido-aprendiz'),
      });
      expect(resc.status).toBe(200);
      const r = await api<Problema>('POST', `/api/contratos/${contrato.id}/prorrogacoes`, {
        novaDataTermino: terminoPorDuracao(contrato.Con_DataInicio, 20),
        motivo: 'x',
      });
      expect(r.status).toBe(409);
      expect(r.json.detail).toBe(M.naoProrrogavel('rescindido'));
    });
  });

  describe('rescindir', () => {
    it('termina alocação e lotação na data com o motivo, e o aprendiz fica Desligado', async () => {
      const { contrato, aprendiz: a } = await criar({ Con_DataInicio: dia(-60) });
      const turmaId = await alocar(a.id);
      const r = await api<Contrato>('POST', `/api/contratos/${contrato.id}/rescisao`, {
        data: dia(-1),
        motivoDesligamentoId: await motivo('pedido-aprendiz'),
        observacoes: 'Mudou de cidade',
      });
      expect(r.status).toBe(200);
      expect(r.json.status).toBe('rescindido');
      expect(r.json.aprendiz.situacao.codigo).toBe('desligado');
      const [alocacao] = await h.db
        .select({ dataFim: alocacoes.dataFim, motivo: alocacoes.motivoDesalocacao })
        .from(alocacoes)
        .where(and(eq(alocacoes.aprendizId, a.id), eq(alocacoes.turmaId, turmaId)));
      expect(alocacao?.dataFim).toBe(dia(-1));
      expect(alocacao?.motivo).toContain('A pedido do aprendiz');
      expect(await lotacaoAberta(a.id)).toBeUndefined();
      const lista = await api<
        Lista<{ contratoId: number; motivoDesligamento: { codigo: string } }>
      >('GET', `/api/contratos/rescisoes?aprendizId=${a.id}`);
      expect(lista.json.data[0]).toMatchObject({
        contratoId: contrato.id,
        motivoDesligamento: { codigo: 'pedido-aprendiz' },
      });
    });

    it('as listas de prorrogações e rescisões exportam CSV e XLSX com os seus filtros', async () => {
      const { contrato, aprendiz: a } = await criar({ Con_DataInicio: dia(-60) });
      await api('POST', `/api/contratos/${contrato.id}/prorrogacoes`, {
        novaDataTermino: terminoPorDuracao(contrato.Con_DataInicio, 14),
        motivo: 'Conclusão do módulo prático',
      });
      await api('POST', `/api/contratos/${contrato.id}/rescisao`, {
        data: dia(0),
        motivoDesligamentoId: await motivo('ausencia-escolar'),
      });
      const csv = await api(
        'GET',
        `/api/contratos/prorrogacoes/exportar?contratoId=${contrato.id}`,
      );
      expect(csv.status).toBe(200);
      expect(csv.resposta.body).toContain('Conclusão do módulo prático');
      expect(csv.resposta.body).toContain(a.nome);
      const rescisao = await api('GET', `/api/contratos/rescisoes/exportar?aprendizId=${a.id}`);
      expect(rescisao.resposta.body).toContain('Ausência injustificada');
      const xlsx = await api(
        'GET',
        `/api/contratos/rescisoes/exportar?aprendizId=${a.id}&formato=xlsx`,
      );
      expect(xlsx.status).toBe(200);
      expect(String(xlsx.resposta.headers['content-type'])).toContain('spreadsheetml');
    });

    it('pelo término do contrato o aprendiz fica Concluído', async () => {
      const { contrato, aprendiz: a } = await criar({ Con_DataInicio: dia(-60) });
      const r = await api<Contrato>('POST', `/api/contratos/${contrato.id}/rescisao`, {
        data: dia(0),
        motivoDesligamentoId: await motivo('termino-contrato'),
      });
      expect(r.status).toBe(200);
      expect(await situacaoDe(a.id)).toBe('concluido');
    });

    it('data fora do período e motivo ausente: 400 nos campos', async () => {
      const { contrato } = await criar();
      const r = await api<Problema>('POST', `/api/contratos/${contrato.id}/rescisao`, {
        data: dia(-400),
      });
      expect(r.status).toBe(400);
      expect(r.json.errors).toEqual({
        data: M.rescisaoForaDoPeriodo(contrato.Con_DataInicio, contrato.Con_DataTermino),
        motivoDesligamentoId: M.selecioneMotivoDesligamento,
      });
    });

    it('uma falha no meio não muda nada: contrato, alocação, lotação, situação e trilha', async () => {
      const { contrato, aprendiz: a } = await criar({ Con_DataInicio: dia(-60) });
      await alocar(a.id);
      const trilhaAntes = await h.db.select({ id: auditoria.id }).from(auditoria);
      // The last step (the situação) fails: its reference row is briefly missing.
      await h.db
        .update(situacoesAprendiz)
        .set({ codigo: 'desligado-oculto' })
        .where(eq(situacoesAprendiz.codigo, 'desligado'));
      try {
        const r = await api('POST', `/api/contratos/${contrato.id}/rescisao`, {
          data: dia(-1),
          motivoDesligamentoId: await motivo('pedido-aprendiz'),
        });
        expect(r.status).toBe(500);
      } finally {
        await h.db
          .update(situacoesAprendiz)
          .set({ codigo: 'desligado' })
          .where(eq(situacoesAprendiz.codigo, 'desligado-oculto'));
      }
      const [gravado] = await h.db
        .select({ status: contratos.status, versao: contratos.versao })
        .from(contratos)
        .where(eq(contratos.id, contrato.id));
      expect(gravado).toEqual({ status: 'vigente', versao: contrato.versao });
      expect(
        await h.db.select().from(rescisoes).where(eq(rescisoes.contratoId, contrato.id)),
      ).toEqual([]);
      const abertas = await h.db
        .select({ id: alocacoes.id })
        .from(alocacoes)
        .where(and(eq(alocacoes.aprendizId, a.id), isNull(alocacoes.dataFim)));
      expect(abertas).toHaveLength(1);
      expect(await lotacaoAberta(a.id)).toBeDefined();
      expect(await situacaoDe(a.id)).toBe('contratado');
      expect(await h.db.select({ id: auditoria.id }).from(auditoria)).toHaveLength(
        trilhaAntes.length,
      );
    });
  });

  describe('encerrado sem ninguém agir, e encerrar em lote', () => {
    it('término passado: encerrado na lista, no filtro, nas estatísticas e na exportação', async () => {
      const {
        contrato,
        aprendiz: a,
        empresa: e,
      } = await criar({
        Con_DataInicio: dia(-400),
      });
      expect(contrato.status).toBe('encerrado');
      expect(contrato.statusGravado).toBe('vigente');
      expect(contrato.aguardandoEncerramento).toBe(true);
      const encerrados = await api<Lista<Contrato>>(
        'GET',
        `/api/contratos?status=encerrado&parceiroId=${e.id}`,
      );
      expect(encerrados.json.data.map((c) => c.id)).toEqual([contrato.id]);
      const aguardando = await api<Lista<Contrato>>(
        'GET',
        `/api/contratos?aguardandoEncerramento=true&parceiroId=${e.id}`,
      );
      expect(aguardando.json.data.map((c) => c.id)).toEqual([contrato.id]);
      const vigentes = await api<Lista<Contrato>>(
        'GET',
        `/api/contratos?status=vigente&parceiroId=${e.id}`,
      );
      expect(vigentes.json.total).toBe(0);
      const stats = await api<Estatisticas>('GET', `/api/contratos/stats?parceiroId=${e.id}`);
      expect(stats.json).toMatchObject({
        total: 1,
        porStatus: { encerrado: 1, vigente: 0 },
        emCurso: 0,
        aguardandoEncerramento: 1,
      });
      const csv = await api('GET', `/api/contratos/exportar?parceiroId=${e.id}`);
      expect(csv.status).toBe(200);
      expect(csv.resposta.body).toContain('Encerrado');
      expect(csv.resposta.body).toContain(a.nome);
    });

    it('encerrar: grava encerrado, aprendiz Concluído, lotação e alocação terminam no término', async () => {
      const { contrato, aprendiz: a } = await criar({ Con_DataInicio: dia(-400) });
      await alocar(a.id);
      const r = await api<{ data: Contrato[] }>('POST', '/api/contratos/encerrar', {
        ids: [contrato.id],
      });
      expect(r.status).toBe(200);
      expect(r.json.data[0]).toMatchObject({
        status: 'encerrado',
        statusGravado: 'encerrado',
        aguardandoEncerramento: false,
        encerramento: { por: { nome: expect.stringMatching(/^Pessoa administrador/) as string } },
      });
      expect(await situacaoDe(a.id)).toBe('concluido');
      const [lotacao] = await h.db
        .select({ dataFim: lotacoes.dataFim })
        .from(lotacoes)
        .where(eq(lotacoes.aprendizId, a.id));
      expect(lotacao?.dataFim).toBe(contrato.Con_DataTermino);
      const [alocacao] = await h.db
        .select({ dataFim: alocacoes.dataFim })
        .from(alocacoes)
        .where(eq(alocacoes.aprendizId, a.id));
      // The allocation started after the término (5 days ago): it ends on its own first day.
      expect(alocacao?.dataFim).toBe(dia(-5));
    });

    it('encerrar um contrato em curso: 409 nomeando-o, nada encerrado', async () => {
      const passado = await criar({ Con_DataInicio: dia(-400) });
      const atual = await criar();
      const r = await api<Problema>('POST', '/api/contratos/encerrar', {
        ids: [passado.contrato.id, atual.contrato.id],
      });
      expect(r.status).toBe(409);
      expect(r.json.errors?.['ids.1']).toBe(M.naoEncerravel(atual.contrato.numero));
      const [gravado] = await h.db
        .select({ status: contratos.status })
        .from(contratos)
        .where(eq(contratos.id, passado.contrato.id));
      expect(gravado?.status).toBe('vigente');
    });

    it('novo contrato de quem tem um terminado pela data e não encerrado: o anterior é encerrado', async () => {
      const { contrato, aprendiz: a, empresa: e } = await criar({ Con_DataInicio: dia(-400) });
      const r = await api<Contrato>('POST', '/api/contratos', corpo(a.id, e));
      expect(r.status).toBe(201);
      const [anterior] = await h.db
        .select({ status: contratos.status })
        .from(contratos)
        .where(eq(contratos.id, contrato.id));
      expect(anterior?.status).toBe('encerrado');
      expect(await situacaoDe(a.id)).toBe('contratado');
    });

    it('o novo início vem depois do fim do contrato anterior', async () => {
      const { contrato, aprendiz: a, empresa: e } = await criar({ Con_DataInicio: dia(-400) });
      const r = await api<Problema>(
        'POST',
        '/api/contratos',
        corpo(a.id, e, { Con_DataInicio: dia(-40) }),
      );
      expect(r.status).toBe(400);
      expect(r.json.errors?.Con_DataInicio).toBe(
        M.inicioAntesDoFimAnterior(contrato.Con_DataTermino),
      );
      expect(M.inicioAntesDoFimAnterior(contrato.Con_DataTermino)).toContain(
        br(contrato.Con_DataTermino),
      );
    });

    it('vencendo em N dias: só os em curso que terminam até lá', async () => {
      const e = await empresa();
      const perto = await aprendiz();
      const longe = await aprendiz();
      const inicio = somarMesesNaData(dia(20), -12);
      const c1 = await api<Contrato>(
        'POST',
        '/api/contratos',
        corpo(perto.id, e, { Con_DataInicio: somarMesesNaData(inicio, 0) }),
      );
      expect(c1.status).toBe(201);
      await api('POST', '/api/contratos', corpo(longe.id, e));
      const r = await api<Lista<Contrato>>(
        'GET',
        `/api/contratos?venceEmDias=30&parceiroId=${e.id}`,
      );
      expect(r.json.data.map((c) => c.id)).toEqual([c1.json.id]);
      expect(r.json.data[0]?.diasRestantes).toBeLessThanOrEqual(30);
      const stats = await api<Estatisticas>('GET', `/api/contratos/stats?parceiroId=${e.id}`);
      expect(stats.json.vencendo).toEqual({ em30: 1, em60: 1, em90: 1 });
    });
  });

  describe('verificar', () => {
    it('bloqueios como o POST, avisos à parte, sem gravar nada', async () => {
      const { contrato, aprendiz: a, empresa: e } = await criar();
      const r = await api<{
        podeCriar: boolean;
        errors: Record<string, string>;
        avisos: { campo: string }[];
        contratoEmCurso: { numero: string } | null;
        cota: { cota: number; agora: number; depois: number } | null;
      }>('POST', '/api/contratos/verificar', corpo(a.id, e, { Con_DataInicio: dia(500) }));
      expect(r.status).toBe(200);
      expect(r.json.podeCriar).toBe(false);
      expect(r.json.errors.Con_CodAprendiz).toContain(contrato.numero);
      expect(r.json.contratoEmCurso?.numero).toBe(contrato.numero);
      expect(r.json.cota).toEqual({ cota: 5, agora: 1, depois: 2 });
      const b = await aprendiz();
      const livre = await api<{ podeCriar: boolean; avisos: { campo: string }[] }>(
        'POST',
        '/api/contratos/verificar',
        corpo(b.id, e),
      );
      expect(livre.json.podeCriar).toBe(true);
      // No class allocation for an Aprendizagem: a warning, not a block.
      expect(livre.json.avisos.map((x) => x.campo)).toContain('Con_CodAprendiz');
      const vazio = await api<{ errors: Record<string, string> }>(
        'POST',
        '/api/contratos/verificar',
        {},
      );
      expect(vazio.json.errors.Con_Duracao).toBe('Duração entre 1 e 36 meses');
    });
  });

  describe('permissões', () => {
    it('sem contratos:escrever: 403 em toda escrita; a leitura passa', async () => {
      const { contrato } = await criar();
      const financeiro = await h.createUser('financeiro');
      const t = await h.tokenPara(financeiro.id);
      const escritas: [string, string, unknown][] = [
        ['POST', '/api/contratos', {}],
        ['PUT', `/api/contratos/${contrato.id}`, { versao: contrato.versao }],
        ['POST', '/api/contratos/verificar', {}],
        ['POST', `/api/contratos/${contrato.id}/prorrogacoes`, {}],
        ['POST', `/api/contratos/${contrato.id}/rescisao`, {}],
        ['POST', '/api/contratos/encerrar', { ids: [contrato.id] }],
      ];
      for (const [metodo, url, body] of escritas) {
        const r = await api(metodo as 'POST', url, body, t);
        expect([metodo, url, r.status]).toEqual([metodo, url, 403]);
      }
      expect((await api('GET', `/api/contratos/${contrato.id}`, undefined, t)).status).toBe(200);
      const educador = await h.createUser('educador');
      const te = await h.tokenPara(educador.id);
      expect((await api('GET', '/api/contratos', undefined, te)).status).toBe(403);
    });
  });
});
