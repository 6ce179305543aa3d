/** @jest-environment ./test/support/api-environment.ts */
import { and, eq } from 'drizzle-orm';
import { forEachEngine } from '../support/api-harness';
import {
  aprendizes,
  auditoria,
  candidatos,
  grausEscolaridade,
  historicoSituacoes,
  municipios,
  parceiros,
  profissoes,
  situacoesAprendiz,
  unidades,
} from '../../server/db/schema';
import { terminoPorDuracao } from '../../src/shared/validation/contratos';
import { MENSAGENS_VAGA as M, TEXTO_MAXIMO } from '../../src/shared/validation/vagas';
import {
  cliente,
  cnpjNovo,
  cpfNovo,
  dia,
  referencias,
  type Lista,
  type Problema,
  type Referencias,
} from './turmas-parceiros-fixtures';

interface Vaga {
  id: number;
  status: string;
  quantidade: number;
  preenchidas: number;
  valorBolsa: number;
  parceiro: { id: number; nome: string };
  unidade: { id: number; nome: string };
  profissao: { id: number; codigo: string; nome: string };
  funil: Record<string, number>;
  versao: number;
}
interface Candidato {
  id: number;
  status: string;
  motivo: string | null;
  aprendiz: { aprendizId: number; situacao: { codigo: string } };
  encaminhamento: { id: number; status: string } | null;
  versao: number;
}
interface Encaminhamento {
  id: number;
  status: string;
  dataEntrevista: string | null;
  versao: number;
  aprendiz: { aprendizId: number };
  contrato: { id: number; numero: string } | null;
}
interface Sugestao {
  aprendiz: { aprendizId: number; nome: string };
  aFavor: string[];
  contra: string[];
  pontos: number;
}

forEachEngine('vagas', (h) => {
  let token = '';
  let ref: Referencias;
  let profissao: { id: number; codigo: string };
  let municipio: { id: number; uf: string };
  let outroMunicipio: { id: number; uf: string };
  let medioCompleto: number;
  let fundamental: number;
  const api = cliente(h, () => token);

  beforeAll(async () => {
    const admin = await h.createUser('administrador');
    token = await h.tokenPara(admin.id);
    ref = await referencias(h);
    const [p] = await h.db
      .select({ id: profissoes.id, codigo: profissoes.codigo })
      .from(profissoes)
      .limit(1);
    profissao = p!;
    const ms = await h.db
      .select({ id: municipios.id, uf: municipios.uf })
      .from(municipios)
      .where(eq(municipios.uf, 'SP'))
      .limit(2);
    municipio = ms[0]!;
    outroMunicipio = ms[1]!;
    const graus = await h.db
      .select({ id: grausEscolaridade.id, ordem: grausEscolaridade.ordem })
      .from(grausEscolaridade);
    medioCompleto = graus.find((g) => g.ordem === 7)!.id;
    fundamental = graus.find((g) => g.ordem === 1)!.id;
  });

  async function empresa(ativo = true) {
    const [p] = await h.db
      .insert(parceiros)
      .values({
        razaoSocial: `Mercado Vaga ${cnpjNovo()} Ltda`,
        nomeFantasia: `Mercado ${Math.random().toString(36).slice(2, 8)}`,
        cnpj: cnpjNovo(),
        ramoAtividadeId: ref.ramoAtividadeId,
        cotaAprendizes: 5,
        ativo,
      })
      .returning({ id: parceiros.id });
    const [u] = await h.db
      .insert(unidades)
      .values({ parceiroId: p!.id, nome: `Loja ${p!.id}`, municipioId: municipio.id, uf: 'SP' })
      .returning({ id: unidades.id });
    return { id: p!.id, unidadeId: u!.id };
  }

  let seq = 0;
  async function aprendiz(
    d: {
      situacao?: string;
      nascimento?: string;
      turno?: string | null;
      municipioId?: number | null;
      uf?: string | null;
      grau?: number | null;
      ativo?: boolean;
      nome?: string;
    } = {},
  ) {
    seq += 1;
    const nome = d.nome ?? `Candidata Teste ${seq} ${Math.random().toString(36).slice(2, 6)}`;
    const [a] = await h.db
      .insert(aprendizes)
      .values({
        nome,
        cpf: cpfNovo(),
        dataNascimento: d.nascimento ?? '2008-03-10',
        situacaoId: ref.situacao(d.situacao ?? 'inscrito'),
        dataCadastro: '2025-02-01',
        turnoEscolar: d.turno === undefined ? 'manha' : d.turno,
        municipioId: d.municipioId === undefined ? municipio.id : d.municipioId,
        uf: d.uf === undefined ? 'SP' : d.uf,
        grauEscolaridadeId: d.grau === undefined ? medioCompleto : d.grau,
        ativo: d.ativo ?? true,
      })
      .returning({ id: aprendizes.id });
    return { id: a!.id, nome };
  }

  const situacaoDe = async (id: number) => {
    const [l] = await h.db
      .select({ codigo: situacoesAprendiz.codigo })
      .from(aprendizes)
      .innerJoin(situacoesAprendiz, eq(situacoesAprendiz.id, aprendizes.situacaoId))
      .where(eq(aprendizes.id, id));
    return l?.codigo;
  };

  function corpoVaga(e: { id: number; unidadeId: number }, extra: Record<string, unknown> = {}) {
    return {
      parceiroId: e.id,
      unidadeId: e.unidadeId,
      titulo: 'Auxiliar administrativo',
      profissaoId: profissao.id,
      quantidade: 1,
      turno: 'tarde',
      cargaHoraria: 20,
      valorBolsa: 1234.56,
      requisitos: 'Boa comunicação',
      idadeMinima: 16,
      idadeMaxima: 22,
      grauEscolaridadeId: medioCompleto,
      dataAbertura: dia(-5),
      dataEncerramento: dia(60),
      ...extra,
    };
  }

  async function novaVaga(extra: Record<string, unknown> = {}) {
    const e = await empresa();
    const r = await api<Vaga>('POST', '/api/vagas', corpoVaga(e, extra));
    expect(r.status).toBe(201);
    return { ...r.json, empresa: e };
  }

  async function candidatar(vagaId: number, ids: number[]) {
    const r = await api<{ data: Candidato[] }>('POST', `/api/vagas/${vagaId}/candidatos`, {
      aprendizIds: ids,
    });
    expect(r.status).toBe(201);
    return r.json.data;
  }

  const selecionar = (vagaId: number, c: { id: number }, status = 'selecionado') =>
    api<Candidato>('PUT', `/api/vagas/${vagaId}/candidatos/${c.id}`, { status });

  async function encaminharSelecionado(dataEntrevista?: string) {
    const v = await novaVaga();
    const a = await aprendiz();
    const [c] = await candidatar(v.id, [a.id]);
    expect((await selecionar(v.id, c!)).status).toBe(200);
    const r = await api<Encaminhamento>('POST', `/api/vagas/${v.id}/encaminhamentos`, {
      aprendizId: a.id,
      ...(dataEntrevista ? { dataEntrevista } : {}),
    });
    expect(r.status).toBe(201);
    return { v, a, c: c!, e: r.json };
  }

  describe('vaga', () => {
    it('abre aberta, com bolsa em reais, empresa, unidade, CBO e o funil zerado', async () => {
      const v = await novaVaga();
      expect(v.status).toBe('aberta');
      expect(v.valorBolsa).toBe(1234.56);
      expect(v.profissao.codigo).toBe(profissao.codigo);
      expect(v.funil).toEqual({
        candidatos: 0,
        selecionados: 0,
        encaminhados: 0,
        aprovados: 0,
        contratados: 0,
      });
      const [a] = await h.db
        .select({ acao: auditoria.acao })
        .from(auditoria)
        .where(and(eq(auditoria.entidade, 'vaga'), eq(auditoria.entidadeId, String(v.id))));
      expect(a?.acao).toBe('criar');
    });

    it('corpo vazio: cada campo com a sua mensagem, nada gravado', async () => {
      const r = await api<Problema>('POST', '/api/vagas', {});
      expect(r.status).toBe(400);
      expect(r.json.errors).toMatchObject({
        parceiroId: M.selecioneEmpresa,
        unidadeId: M.selecioneUnidade,
        titulo: M.informeTitulo,
        profissaoId: M.selecioneProfissao,
        quantidade: M.quantidadeInvalida,
        turno: M.selecioneTurno,
        cargaHoraria: M.cargaHorariaForaDaFaixa,
        valorBolsa: M.informeValorBolsa,
        dataAbertura: M.informeDataAbertura,
      });
    });

    it('o documento diz o que o servidor exige: obrigatórios, nulos e limites com as mesmas mensagens (issue 33)', async () => {
      type Esquema = { required?: string[]; properties: Record<string, Record<string, unknown>> };
      const doc = (await h.request('GET', '/api/docs/json')).json<{
        paths: Record<
          string,
          Record<string, { requestBody: { content: Record<string, { schema: Esquema }> } }>
        >;
      }>();
      const corpo = (caminho: string, metodo: 'post' | 'put') =>
        doc.paths[caminho]?.[metodo]?.requestBody.content['application/json']?.schema;
      const novo = corpo('/api/vagas', 'post');
      // Exactly the fields `{}` is refused for (the test above), and none of them may be null.
      expect([...(novo?.required ?? [])].sort()).toEqual(
        [
          'cargaHoraria',
          'dataAbertura',
          'parceiroId',
          'profissaoId',
          'quantidade',
          'titulo',
          'turno',
          'unidadeId',
          'valorBolsa',
        ].sort(),
      );
      for (const campo of novo?.required ?? []) {
        expect(novo?.properties[campo]?.nullable).toBeUndefined();
      }
      expect(novo?.properties.titulo).toMatchObject({ minLength: 3, maxLength: 120 });
      expect(novo?.properties.quantidade).toMatchObject({ minimum: 1, maximum: 500 });
      expect(novo?.properties.cargaHoraria).toMatchObject({ minimum: 1, maximum: 44 });
      expect(novo?.properties.valorBolsa).toMatchObject({ minimum: 0, maximum: 1_000_000 });
      expect(novo?.properties.idadeMinima).toMatchObject({ minimum: 14, maximum: 99 });
      expect(novo?.properties.requisitos).toMatchObject({ maxLength: 2000, nullable: true });
      // An update sends only what changes, but a required field is never emptied.
      const alteracao = corpo('/api/vagas/{id}', 'put');
      expect(alteracao?.required).toEqual(['versao']);
      expect(alteracao?.properties.titulo?.nullable).toBeUndefined();

      const e = await empresa();
      const curto = await api<Problema>('POST', '/api/vagas', corpoVaga(e, { titulo: ' Ab ' }));
      expect(curto.json.errors).toEqual({ titulo: M.tituloCurto });
      const longo = await api<Problema>(
        'POST',
        '/api/vagas',
        corpoVaga(e, { titulo: 'A'.repeat(121) }),
      );
      expect(longo.json.errors).toEqual({ titulo: M.tituloLongo });
      const muitas = await api<Problema>('POST', '/api/vagas', corpoVaga(e, { quantidade: 501 }));
      expect(muitas.json.errors).toEqual({ quantidade: M.quantidadeInvalida });
      const semBolsa = await api<Problema>(
        'POST',
        '/api/vagas',
        corpoVaga(e, { valorBolsa: null }),
      );
      expect(semBolsa.json.errors).toEqual({ valorBolsa: M.informeValorBolsa });
      const v = await novaVaga();
      const vazio = await api<Problema>('PUT', `/api/vagas/${v.id}`, {
        titulo: null,
        dataAbertura: null,
        versao: v.versao,
      });
      expect(vazio.status).toBe(400);
      expect(vazio.json.errors).toEqual({
        titulo: M.informeTitulo,
        dataAbertura: M.informeDataAbertura,
      });
      // A cleared optional field is stored empty; what the body leaves out keeps its value.
      const limpa = await api<Vaga & { requisitos: string | null; titulo: string }>(
        'PUT',
        `/api/vagas/${v.id}`,
        { requisitos: null, versao: v.versao },
      );
      expect(limpa.status).toBe(200);
      expect(limpa.json.requisitos).toBeNull();
      expect(limpa.json.quantidade).toBe(v.quantidade);
    });

    it('regras: quantidade ≥ 1, carga 1–44, encerramento ≥ abertura, unidade da empresa, empresa ativa', async () => {
      const e = await empresa();
      const outra = await empresa();
      const inativa = await empresa(false);
      const casos: [Record<string, unknown>, string, string][] = [
        [{ quantidade: 0 }, 'quantidade', M.quantidadeInvalida],
        [{ cargaHoraria: 45 }, 'cargaHoraria', M.cargaHorariaForaDaFaixa],
        [{ dataEncerramento: dia(-6) }, 'dataEncerramento', M.encerramentoAntesDaAbertura],
        [{ unidadeId: outra.unidadeId }, 'unidadeId', M.unidadeDeOutraEmpresa],
        [{ valorBolsa: 10.001 }, 'valorBolsa', M.valorInvalido],
        [{ idadeMinima: 20, idadeMaxima: 18 }, 'idadeMaxima', M.idadeMaximaMenor],
      ];
      for (const [extra, campo, mensagem] of casos) {
        const r = await api<Problema>('POST', '/api/vagas', corpoVaga(e, extra));
        expect(r.status).toBe(400);
        expect(r.json.errors?.[campo]).toBe(mensagem);
      }
      const r = await api<Problema>('POST', '/api/vagas', corpoVaga(inativa));
      expect(r.json.errors?.parceiroId).toBe(M.empresaInativa);
    });

    it('alterar leva a versao (409 se velha); lista filtra por status, empresa e busca o CBO', async () => {
      const v = await novaVaga();
      const ok = await api<Vaga>('PUT', `/api/vagas/${v.id}`, {
        titulo: 'Repositor',
        versao: v.versao,
      });
      expect(ok.status).toBe(200);
      const velha = await api('PUT', `/api/vagas/${v.id}`, { titulo: 'Outro', versao: v.versao });
      expect(velha.status).toBe(409);
      const lista = await api<Lista<Vaga>>(
        'GET',
        `/api/vagas?parceiroId=${v.empresa.id}&status=aberta&q=${encodeURIComponent(profissao.codigo)}`,
      );
      expect(lista.json.data.map((x) => x.id)).toEqual([v.id]);
      const csv = await api('GET', `/api/vagas/exportar?parceiroId=${v.empresa.id}`);
      expect(csv.status).toBe(200);
      expect(csv.resposta.body).toContain('Repositor');
    });

    it('cancelar: status cancelada, candidaturas abertas fechadas, aprendiz volta a Inscrito; sem novos candidatos', async () => {
      const v = await novaVaga();
      const a = await aprendiz();
      const b = await aprendiz();
      const [ca, cb] = await candidatar(v.id, [a.id, b.id]);
      await selecionar(v.id, cb!);
      await api('POST', `/api/vagas/${v.id}/encaminhamentos`, { aprendizId: b.id });
      expect(await situacaoDe(b.id)).toBe('encaminhado');
      const r = await api<Vaga>('DELETE', `/api/vagas/${v.id}`);
      expect(r.status).toBe(200);
      expect(r.json.status).toBe('cancelada');
      const cs = await api<Lista<Candidato>>('GET', `/api/vagas/${v.id}/candidatos`);
      expect(cs.json.data.map((c) => c.status)).toEqual(['não selecionado', 'não selecionado']);
      expect(cs.json.data.find((c) => c.id === ca!.id)?.motivo).toBe('Vaga cancelada');
      const trilha = await h.db
        .select({ acao: auditoria.acao, campos: auditoria.campos })
        .from(auditoria)
        .where(and(eq(auditoria.entidade, 'candidato'), eq(auditoria.entidadeId, String(ca!.id))));
      expect(trilha.map((t) => t.acao)).toEqual(['criar', 'atualizar']);
      expect(trilha[1]?.campos).toMatchObject({
        status: { de: 'inscrito', para: 'não selecionado' },
      });
      const [cancelamento] = await h.db
        .select({ acao: auditoria.acao })
        .from(auditoria)
        .where(
          and(
            eq(auditoria.entidade, 'vaga'),
            eq(auditoria.entidadeId, String(v.id)),
            eq(auditoria.acao, 'cancelar'),
          ),
        );
      expect(cancelamento).toBeDefined();
      expect(await situacaoDe(a.id)).toBe('inscrito');
      expect(await situacaoDe(b.id)).toBe('inscrito');
      const es = await api<Lista<Encaminhamento>>('GET', `/api/vagas/${v.id}/encaminhamentos`);
      expect(es.json.data[0]?.status).toBe('reprovado');
      const c = await aprendiz();
      const novo = await api<Problema>('POST', `/api/vagas/${v.id}/candidatos`, {
        aprendizIds: [c.id],
      });
      expect(novo.status).toBe(422);
      expect(
        (await api('PUT', `/api/vagas/${v.id}`, { titulo: 'X y z', versao: r.json.versao })).status,
      ).toBe(409);
    });
  });

  describe('candidatos', () => {
    it('vários de uma vez; Inscrito passa a Em seleção com histórico', async () => {
      const v = await novaVaga();
      const a = await aprendiz();
      const b = await aprendiz({ situacao: 'em-selecao' });
      const criados = await candidatar(v.id, [a.id, b.id]);
      expect(criados.map((c) => c.status)).toEqual(['inscrito', 'inscrito']);
      expect(await situacaoDe(a.id)).toBe('em-selecao');
      const hist = await h.db
        .select({ origem: historicoSituacoes.origem })
        .from(historicoSituacoes)
        .where(eq(historicoSituacoes.aprendizId, a.id));
      expect(hist.map((x) => x.origem)).toContain('candidatura');
    });

    it('tudo ou nada com o motivo de cada um: contratado, desligado, concluído, repetido, já candidato', async () => {
      const v = await novaVaga();
      const ok = await aprendiz();
      const ja = await aprendiz();
      await candidatar(v.id, [ja.id]);
      const contratado = await aprendiz({ situacao: 'contratado', nome: 'Rita Contratada' });
      const desligado = await aprendiz({ situacao: 'desligado' });
      const concluido = await aprendiz({ situacao: 'concluido' });
      const inativo = await aprendiz({ ativo: false });
      const r = await api<Problema>('POST', `/api/vagas/${v.id}/candidatos`, {
        aprendizIds: [
          ok.id,
          contratado.id,
          desligado.id,
          concluido.id,
          ja.id,
          ok.id,
          inativo.id,
          999999,
        ],
      });
      expect(r.status).toBe(422);
      expect(r.json.errors).toEqual({
        'aprendizIds.1': M.situacaoNaoPermite('Rita Contratada', 'Contratado'),
        'aprendizIds.2': expect.stringContaining('desligado'),
        'aprendizIds.3': expect.stringContaining('concluído'),
        'aprendizIds.4': M.jaCandidato(ja.nome),
        'aprendizIds.5': M.repetido,
        'aprendizIds.6': M.aprendizInativo,
        'aprendizIds.7': M.aprendizNaoEncontrado,
      });
      const linhas = await h.db.select().from(candidatos).where(eq(candidatos.aprendizId, ok.id));
      expect(linhas).toHaveLength(0);
      expect(await situacaoDe(ok.id)).toBe('inscrito');
    });

    it('o mesmo aprendiz adicionado por dois pedidos ao mesmo tempo: um passa, o outro diz por quê', async () => {
      const v = await novaVaga();
      const a = await aprendiz();
      const respostas = await Promise.all([
        api<Problema>('POST', `/api/vagas/${v.id}/candidatos`, { aprendizIds: [a.id] }),
        api<Problema>('POST', `/api/vagas/${v.id}/candidatos`, { aprendizIds: [a.id] }),
      ]);
      expect(respostas.map((r) => r.status).sort()).toEqual([201, 422]);
      const recusa = respostas.find((r) => r.status === 422);
      expect(recusa?.json.errors?.['aprendizIds.0']).toMatch(/já é candidato desta vaga/);
      const linhas = await h.db.select().from(candidatos).where(eq(candidatos.aprendizId, a.id));
      expect(linhas).toHaveLength(1);
    });

    it('o primeiro selecionado põe a vaga em seleção; não selecionado volta a Inscrito sem outras candidaturas', async () => {
      const v = await novaVaga();
      const outra = await novaVaga();
      const a = await aprendiz();
      const b = await aprendiz();
      const [ca, cb] = await candidatar(v.id, [a.id, b.id]);
      await candidatar(outra.id, [b.id]);
      const sel = await selecionar(v.id, ca!);
      expect(sel.json.status).toBe('selecionado');
      const vaga = await api<Vaga>('GET', `/api/vagas/${v.id}`);
      expect(vaga.json.status).toBe('em seleção');
      expect(vaga.json.funil.selecionados).toBe(1);
      await selecionar(v.id, ca!, 'não selecionado');
      expect(await situacaoDe(a.id)).toBe('inscrito');
      await selecionar(v.id, cb!, 'não selecionado');
      expect(await situacaoDe(b.id)).toBe('em-selecao');
    });
  });

  describe('encaminhamentos', () => {
    it('só um selecionado; o aprendiz passa a Encaminhado; com entrevista nasce agendada', async () => {
      const v = await novaVaga();
      const a = await aprendiz();
      const [c] = await candidatar(v.id, [a.id]);
      const antes = await api<Problema>('POST', `/api/vagas/${v.id}/encaminhamentos`, {
        aprendizId: a.id,
      });
      expect(antes.status).toBe(422);
      expect(antes.json.errors?.aprendizId).toBe(M.naoSelecionado);
      await selecionar(v.id, c!);
      const r = await api<Encaminhamento>('POST', `/api/vagas/${v.id}/encaminhamentos`, {
        aprendizId: a.id,
        dataEntrevista: `${dia(0)}T14:30`,
      });
      expect(r.status).toBe(201);
      expect(r.json.status).toBe('entrevista agendada');
      expect(r.json.dataEntrevista).toBe(`${dia(0)}T14:30`);
      expect(await situacaoDe(a.id)).toBe('encaminhado');
      const hist = await h.db
        .select({ origem: historicoSituacoes.origem, origemId: historicoSituacoes.origemId })
        .from(historicoSituacoes)
        .where(eq(historicoSituacoes.aprendizId, a.id));
      expect(hist).toContainEqual({ origem: 'encaminhamento', origemId: r.json.id });
      const [criado] = await h.db
        .select({ acao: auditoria.acao })
        .from(auditoria)
        .where(
          and(
            eq(auditoria.entidade, 'encaminhamento'),
            eq(auditoria.entidadeId, String(r.json.id)),
          ),
        );
      expect(criado?.acao).toBe('criar');
      const hoje = await api<Lista<Encaminhamento>>(
        'GET',
        `/api/encaminhamentos?entrevista=hoje&vagaId=${v.id}`,
      );
      expect(hoje.json.data.map((e) => e.id)).toEqual([r.json.id]);
      const stats = await api<{ entrevistasHoje: number }>(
        'GET',
        `/api/vagas/stats?parceiroId=${v.empresa.id}`,
      );
      expect(stats.json.entrevistasHoje).toBe(1);
    });

    it('um encaminhamento em aberto por aprendiz: 409 nomeando o outro', async () => {
      const v1 = await novaVaga({ titulo: 'Repositor de estoque' });
      const v2 = await novaVaga();
      const a = await aprendiz();
      const [c1] = await candidatar(v1.id, [a.id]);
      const [c2] = await candidatar(v2.id, [a.id]);
      await selecionar(v1.id, c1!);
      await selecionar(v2.id, c2!);
      const primeiro = await api<Encaminhamento>('POST', `/api/vagas/${v1.id}/encaminhamentos`, {
        aprendizId: a.id,
      });
      expect(primeiro.status).toBe(201);
      const r = await api<Problema>('POST', `/api/vagas/${v2.id}/encaminhamentos`, {
        aprendizId: a.id,
      });
      expect(r.status).toBe(409);
      expect(r.json.errors?.aprendizId).toBe(
        M.encaminhamentoAbertoEmOutra('Repositor de estoque', v1.parceiro.nome, primeiro.json.id),
      );
    });

    it('dois encaminhamentos ao mesmo tempo do mesmo aprendiz: exatamente um passa', async () => {
      const v1 = await novaVaga();
      const v2 = await novaVaga();
      const a = await aprendiz();
      const [c1] = await candidatar(v1.id, [a.id]);
      const [c2] = await candidatar(v2.id, [a.id]);
      await selecionar(v1.id, c1!);
      await selecionar(v2.id, c2!);
      const respostas = await Promise.all([
        api<Problema>('POST', `/api/vagas/${v1.id}/encaminhamentos`, { aprendizId: a.id }),
        api<Problema>('POST', `/api/vagas/${v2.id}/encaminhamentos`, { aprendizId: a.id }),
      ]);
      expect(respostas.map((r) => r.status).sort()).toEqual([201, 409]);
      const perdedor = respostas.find((r) => r.status === 409)!;
      expect(perdedor.json.detail).toMatch(
        /já tem um encaminhamento em aberto|acabou de ser encaminhado/,
      );
    });

    it('reprovado volta a Em seleção com outra candidatura aberta, senão Inscrito; transição inválida 422; versao velha 409', async () => {
      const { v, a, e } = await encaminharSelecionado();
      const outra = await novaVaga();
      // Still Encaminhado: a new candidacy elsewhere is refused, so the other one is made directly.
      await h.db.insert(candidatos).values({ vagaId: outra.id, aprendizId: a.id });
      const r = await api<Encaminhamento>('PUT', `/api/encaminhamentos/${e.id}`, {
        status: 'reprovado',
        versao: e.versao,
      });
      expect(r.status).toBe(200);
      expect(await situacaoDe(a.id)).toBe('em-selecao');
      const cs = await api<Lista<Candidato>>('GET', `/api/vagas/${v.id}/candidatos`);
      expect(cs.json.data[0]?.status).toBe('não selecionado');
      const volta = await api<Problema>('PUT', `/api/encaminhamentos/${e.id}`, {
        status: 'aprovado',
        versao: r.json.versao,
      });
      expect(volta.status).toBe(422);
      const velha = await api('PUT', `/api/encaminhamentos/${e.id}`, {
        status: 'desistente',
        versao: e.versao,
      });
      expect(velha.status).toBe(409);

      const d = await encaminharSelecionado();
      await api('PUT', `/api/encaminhamentos/${d.e.id}`, {
        status: 'desistente',
        versao: d.e.versao,
      });
      expect(await situacaoDe(d.a.id)).toBe('inscrito');
    });

    it('entrevista agendada exige a data', async () => {
      const { e } = await encaminharSelecionado();
      const r = await api<Problema>('PUT', `/api/encaminhamentos/${e.id}`, {
        status: 'entrevista agendada',
        versao: e.versao,
      });
      expect(r.status).toBe(400);
      expect(r.json.errors?.dataEntrevista).toBe(M.informeDataEntrevista);
    });

    it('campos declarados: o candidato é obrigatório, a entrevista e as observações com as palavras da regra; o que a alteração não envia fica', async () => {
      const v = await novaVaga();
      const vazio = await api<Problema>('POST', `/api/vagas/${v.id}/encaminhamentos`, {});
      expect(vazio.status).toBe(400);
      expect(vazio.json.errors).toEqual({ aprendizId: M.informeAprendiz });
      const { e } = await encaminharSelecionado(`${dia(1)}T09:00`);
      const hora = await api<Problema>('PUT', `/api/encaminhamentos/${e.id}`, {
        status: e.status,
        dataEntrevista: `${dia(1)}T25:00`,
        versao: e.versao,
      });
      expect(hora.status).toBe(400);
      expect(hora.json.errors).toEqual({ dataEntrevista: M.dataEntrevistaInvalida });
      // The limit the document states (maxLength), refused by the schema with the rule's words.
      const longas = await api<Problema>('PUT', `/api/encaminhamentos/${e.id}`, {
        status: e.status,
        observacoes: 'x'.repeat(TEXTO_MAXIMO + 1),
        versao: e.versao,
      });
      expect(longas.status).toBe(400);
      expect(longas.json.errors).toEqual({ observacoes: M.observacoesLongas });
      const obs = await api<Encaminhamento>('PUT', `/api/encaminhamentos/${e.id}`, {
        status: e.status,
        observacoes: '  Levar documentos.\n',
        versao: e.versao,
      });
      expect(obs.status).toBe(200);
      expect(obs.json).toMatchObject({
        dataEntrevista: `${dia(1)}T09:00`,
        observacoes: 'Levar documentos.',
      });
    });
  });

  describe('do aprovado ao contrato', () => {
    async function aprovado(quantidade = 1) {
      const v = await novaVaga({ quantidade });
      const a = await aprendiz();
      const [c] = await candidatar(v.id, [a.id]);
      await selecionar(v.id, c!);
      const e = await api<Encaminhamento>('POST', `/api/vagas/${v.id}/encaminhamentos`, {
        aprendizId: a.id,
      });
      const ap = await api<Encaminhamento>('PUT', `/api/encaminhamentos/${e.json.id}`, {
        status: 'aprovado',
        versao: e.json.versao,
      });
      expect(ap.status).toBe(200);
      return { v, a, e: ap.json };
    }

    const contrato = (
      a: { id: number },
      v: { empresa: { id: number; unidadeId: number } },
      extra: Record<string, unknown>,
    ) => ({
      Con_CodAprendiz: a.id,
      Con_CodParceiro: v.empresa.id,
      Con_TipoContrato: 'A',
      Con_DataInicio: dia(1),
      Con_DataTermino: terminoPorDuracao(dia(1), 12),
      Con_Duracao: 12,
      Con_CargaHoraria: 20,
      Con_ValorBolsa: 1234.56,
      unidadeId: v.empresa.unidadeId,
      ...extra,
    });

    it('o contrato do encaminhamento grava vagaId e encaminhamentoId e a vaga fica preenchida na quantidade', async () => {
      const { v, a, e } = await aprovado(1);
      const r = await api<{ id: number; vagaId: number; encaminhamentoId: number; numero: string }>(
        'POST',
        '/api/contratos',
        contrato(a, v, { encaminhamentoId: e.id }),
      );
      expect(r.status).toBe(201);
      expect(r.json.vagaId).toBe(v.id);
      expect(r.json.encaminhamentoId).toBe(e.id);
      const vaga = await api<Vaga>('GET', `/api/vagas/${v.id}`);
      expect(vaga.json.status).toBe('preenchida');
      expect(vaga.json.preenchidas).toBe(1);
      expect(vaga.json.funil).toMatchObject({ aprovados: 1, contratados: 1 });
      expect(await situacaoDe(a.id)).toBe('contratado');
      const enc = await api<Encaminhamento>('GET', `/api/encaminhamentos/${e.id}`);
      expect(enc.json.contrato?.numero).toBe(r.json.numero);
      const muda = await api('PUT', `/api/encaminhamentos/${e.id}`, {
        status: 'desistente',
        versao: enc.json.versao,
      });
      expect(muda.status).toBe(409);
      expect((await api('DELETE', `/api/vagas/${v.id}`)).status).toBe(409);
    });

    it('com quantidade 2, um contrato não preenche; de outro aprendiz ou não aprovado é recusado', async () => {
      const { v, a, e } = await aprovado(2);
      const b = await aprendiz({ situacao: 'encaminhado' });
      const errado = await api<Problema>(
        'POST',
        '/api/contratos',
        contrato(b, v, { encaminhamentoId: e.id }),
      );
      expect(errado.status).toBe(400);
      expect(errado.json.errors?.Con_CodAprendiz).toBe(M.contratoDeOutroAprendiz);
      const r = await api('POST', '/api/contratos', contrato(a, v, { encaminhamentoId: e.id }));
      expect(r.status).toBe(201);
      const vaga = await api<Vaga>('GET', `/api/vagas/${v.id}`);
      expect(vaga.json.status).toBe('em seleção');
      const { e: aberto, a: c, v: v2 } = await encaminharSelecionado();
      const naoAprovado = await api<Problema>(
        'POST',
        '/api/contratos',
        contrato(c, v2, { encaminhamentoId: aberto.id }),
      );
      expect(naoAprovado.json.errors?.encaminhamentoId).toBe(M.contratoDeEncaminhamentoNaoAprovado);
    });
  });

  describe('sugestões', () => {
    it('uma vaga da noite nunca sugere menores de 18 anos (CLT, art. 404)', async () => {
      const v = await novaVaga({ turno: 'noite', idadeMinima: 14, idadeMaxima: 24 });
      const marca = `Noite${Math.random().toString(36).slice(2, 7)}`;
      const menor = await aprendiz({ nome: `${marca} Menor`, nascimento: '2010-01-01' });
      const adulto = await aprendiz({ nome: `${marca} Adulto`, nascimento: '2004-01-01' });
      const r = await api<Lista<Sugestao>>('GET', `/api/vagas/${v.id}/sugestoes?q=${marca}`);
      expect(r.status).toBe(200);
      const ids = r.json.data.map((s) => s.aprendiz.aprendizId);
      expect(ids).toEqual([adulto.id]);
      expect(ids).not.toContain(menor.id);
    });

    it('nunca lista os inaptos nem quem já é candidato; motivos a favor e contra em palavras', async () => {
      const v = await novaVaga({ turno: 'tarde', idadeMinima: 16, idadeMaxima: 20 });
      const marca = `Sug${Math.random().toString(36).slice(2, 7)}`;
      const bom = await aprendiz({ nome: `${marca} Boa`, turno: 'manha' });
      const ruim = await aprendiz({
        nome: `${marca} Conflito`,
        turno: 'tarde',
        nascimento: '2000-01-01',
        grau: fundamental,
        municipioId: outroMunicipio.id,
      });
      const ja = await aprendiz({ nome: `${marca} Candidata` });
      await candidatar(v.id, [ja.id]);
      await aprendiz({ nome: `${marca} Contratada`, situacao: 'contratado' });
      await aprendiz({ nome: `${marca} Encaminhada`, situacao: 'encaminhado' });
      await aprendiz({ nome: `${marca} Inativa`, ativo: false });
      const r = await api<Lista<Sugestao>>('GET', `/api/vagas/${v.id}/sugestoes?q=${marca}`);
      expect(r.status).toBe(200);
      expect(r.json.data.map((s) => s.aprendiz.aprendizId)).toEqual([bom.id, ruim.id]);
      const [s1, s2] = r.json.data;
      expect(s1!.contra).toEqual([]);
      expect(s1!.aFavor).toEqual(
        expect.arrayContaining([
          expect.stringContaining('dentro da faixa'),
          expect.stringContaining('livre no turno'),
        ]),
      );
      expect(s2!.contra).toEqual(
        expect.arrayContaining([
          expect.stringContaining('fora da faixa'),
          expect.stringContaining('conflita'),
          expect.stringContaining('Escolaridade abaixo'),
        ]),
      );
      expect(s2!.aFavor).toEqual([expect.stringContaining('outro município do estado')]);
      expect(s1!.pontos).toBeGreaterThan(s2!.pontos);
    });
  });

  it('sem vagas:escrever: 403 ao abrir; vaga inexistente 404', async () => {
    const educador = await h.createUser('educador');
    const t = await h.tokenPara(educador.id);
    const r = await api('POST', '/api/vagas', {}, t);
    expect(r.status).toBe(403);
    expect((await api('GET', '/api/vagas/999999')).status).toBe(404);
    expect((await api('GET', '/api/vagas/999999/candidatos')).status).toBe(404);
  });
});
