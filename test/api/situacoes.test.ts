/** @jest-environment ./test/support/api-environment.ts */
// Situações: the list and counts of seed-spec section 7, the history each change leaves (date,
// user, reason), and leaves (afastamentos) that move an apprentice to 'Afastado' and back.
import { and, eq, sql } from 'drizzle-orm';
import { forEachEngine, type Harness } from '../support/api-harness';
import { linhas } from '../../server/db/client';
import { auditoria } from '../../server/db/schema';
import { mudarSituacao, situacaoPorCodigo } from '../../server/modules/situacoes/mudanca';
import { MENSAGENS_APRENDIZ as M } from '../../src/shared/validation/aprendiz';
import { dataLocal } from '../../src/shared/validation/datas';
import { corpoValido } from './aprendiz-fixtures';

interface Historico {
  data: string;
  situacaoAnterior: string | null;
  situacao: string;
  motivo: string;
  origem: string;
  usuario: string | null;
}
interface Afastamento {
  id: number;
  motivo: string;
  dataInicio: string;
  dataFim: string | null;
  situacaoAnteriorId: number;
}

/** 'aaaa-mm-dd' n days before today (Brazil's civil date). */
const diasAntes = (n: number) => dataLocal(new Date(Date.now() - n * 86_400_000));
const formatar = (data: string) => data.split('-').reverse().join('/');

forEachEngine('situações, histórico e afastamentos', (h: Harness) => {
  let admin: string;
  let adminId: number;
  let educador: string;
  let licencaMedica: number;
  beforeAll(async () => {
    adminId = (await h.createUser('administrador')).id;
    admin = await h.tokenPara(adminId);
    educador = await h.tokenPara((await h.createUser('educador')).id);
    const motivos = (
      await h.request('GET', '/api/cadastros/motivos-afastamento', { token: admin })
    ).json<{ data: { id: number; codigo: string }[] }>().data;
    licencaMedica = motivos.find((m) => m.codigo === 'licenca-medica')!.id;
  });

  const get = <T>(url: string, token = admin) =>
    h.request('GET', url, { token }).then((r) => r.json<T>());

  /** A new apprentice, signed up 90 days ago, contracted 60 days ago (what a contract will do). */
  async function contratado(nome = 'Aprendiz Contratado'): Promise<number> {
    const criado = await h.request('POST', '/api/aprendiz', {
      token: admin,
      body: corpoValido({ nome, dataCadastro: diasAntes(90) }),
    });
    expect(criado.statusCode).toBe(201);
    const { id, situacaoId } = criado.json<{ id: number; situacaoId: number }>();
    await h.db.transaction(async (tx) => {
      const situacao = await situacaoPorCodigo(tx, 'contratado');
      await mudarSituacao(tx, {
        aprendizId: id,
        situacaoAnteriorId: situacaoId,
        situacaoId: situacao.id,
        data: diasAntes(60),
        motivo: 'Contrato de aprendizagem',
        origem: 'contrato',
        usuarioId: adminId,
        agora: h.relogio.agora(),
      });
    });
    return id;
  }

  const afastar = (id: number, body: Record<string, unknown>, token = admin) =>
    h.request('POST', `/api/aprendiz/${id}/afastamentos`, { token, body });
  const encerrar = (id: number, afastamentoId: number, dataFim: string) =>
    h.request('PUT', `/api/aprendiz/${id}/afastamentos/${afastamentoId}/encerrar`, {
      token: admin,
      body: { dataFim },
    });

  describe('afastamento', () => {
    it('afasta um contratado e o devolve a Contratado ao encerrar, cada passo no histórico', async () => {
      const id = await contratado();
      const resposta = await afastar(id, {
        motivoAfastamentoId: licencaMedica,
        dataInicio: diasAntes(10),
        observacoes: 'Atestado de 15 dias',
      });
      expect(resposta.statusCode).toBe(201);
      const afastamento = resposta.json<Afastamento>();
      expect(afastamento).toMatchObject({
        motivo: 'Licença médica',
        dataInicio: diasAntes(10),
        dataFim: null,
        observacoes: 'Atestado de 15 dias',
      });

      const aberto = await get<{ rotulos: { situacao: string }; afastamentoAtual: unknown }>(
        `/api/aprendiz/${id}`,
      );
      expect(aberto.rotulos.situacao).toBe('Afastado');
      expect(aberto.afastamentoAtual).toEqual({
        id: afastamento.id,
        dataInicio: diasAntes(10),
        motivo: 'Licença médica',
      });

      const outro = await afastar(id, {
        motivoAfastamentoId: licencaMedica,
        dataInicio: diasAntes(5),
      });
      expect(outro.statusCode).toBe(409);
      expect(outro.json<{ detail: string }>().detail).toBe(
        `O aprendiz já está afastado desde ${formatar(diasAntes(10))} (Licença médica). Encerre esse afastamento antes de registrar outro.`,
      );

      const antesDoInicio = await encerrar(id, afastamento.id, diasAntes(11));
      expect(antesDoInicio.statusCode).toBe(400);
      expect(antesDoInicio.json()).toMatchObject({ errors: { dataFim: M.dataFimAntesDoInicio } });
      const futuro = await encerrar(id, afastamento.id, '2999-01-01');
      expect(futuro.json()).toMatchObject({ errors: { dataFim: M.dataFimFutura } });

      const encerrado = await encerrar(id, afastamento.id, diasAntes(1));
      expect(encerrado.statusCode).toBe(200);
      expect(encerrado.json()).toMatchObject({ dataFim: diasAntes(1), versao: 2 });
      const depois = await get<{ rotulos: { situacao: string }; afastamentoAtual: unknown }>(
        `/api/aprendiz/${id}`,
      );
      expect(depois).toMatchObject({ rotulos: { situacao: 'Contratado' }, afastamentoAtual: null });
      const denovo = await encerrar(id, afastamento.id, diasAntes(1));
      expect(denovo.statusCode).toBe(409);
      expect(denovo.json<{ detail: string }>().detail).toBe(
        `Este afastamento já foi encerrado em ${formatar(diasAntes(1))}.`,
      );

      const { data } = await get<{ data: Historico[] }>(`/api/aprendiz/${id}/historico`);
      expect(data).toEqual([
        expect.objectContaining({
          data: diasAntes(1),
          situacaoAnterior: 'Afastado',
          situacao: 'Contratado',
          motivo: 'Retorno do afastamento (Licença médica)',
          origem: 'retorno-afastamento',
          usuario: expect.stringContaining('administrador'),
        }),
        expect.objectContaining({
          data: diasAntes(10),
          situacaoAnterior: 'Contratado',
          situacao: 'Afastado',
          motivo: 'Afastamento: Licença médica',
          origem: 'afastamento',
        }),
        expect.objectContaining({ situacao: 'Contratado', origem: 'contrato' }),
        expect.objectContaining({
          situacao: 'Inscrito',
          origem: 'cadastro',
          situacaoAnterior: null,
        }),
      ]);

      const lista = await get<{ data: Afastamento[] }>(`/api/aprendiz/${id}/afastamentos`);
      expect(lista.data).toHaveLength(1);

      const trilha = await h.db
        .select({ entidade: auditoria.entidade, acao: auditoria.acao })
        .from(auditoria)
        .where(
          and(
            eq(auditoria.entidade, 'afastamento'),
            eq(auditoria.entidadeId, String(afastamento.id)),
          ),
        )
        .orderBy(auditoria.id);
      expect(trilha.map((t) => t.acao)).toEqual(['criar', 'encerrar']);
    });

    it('registra um afastamento já terminado: volta na hora, com as duas mudanças no histórico', async () => {
      const id = await contratado();
      const resposta = await afastar(id, {
        motivoAfastamentoId: licencaMedica,
        dataInicio: diasAntes(30),
        dataFim: diasAntes(20),
      });
      expect(resposta.statusCode).toBe(201);
      const registro = await get<{ rotulos: { situacao: string } }>(`/api/aprendiz/${id}`);
      expect(registro.rotulos.situacao).toBe('Contratado');
      const { data } = await get<{ data: Historico[] }>(`/api/aprendiz/${id}/historico`);
      expect(data.slice(0, 2).map((d) => [d.data, d.situacao])).toEqual([
        [diasAntes(20), 'Contratado'],
        [diasAntes(30), 'Afastado'],
      ]);
      const sobreposto = await afastar(id, {
        motivoAfastamentoId: licencaMedica,
        dataInicio: diasAntes(25),
      });
      expect(sobreposto.statusCode).toBe(409);
      expect(sobreposto.json<{ detail: string }>().detail).toBe(
        `O período se sobrepõe ao afastamento de ${formatar(diasAntes(30))} a ${formatar(diasAntes(20))}.`,
      );
    });

    it('só afasta contratados ativos, com datas e motivo válidos', async () => {
      const inscrito = (
        await h.request('POST', '/api/aprendiz', { token: admin, body: corpoValido() })
      ).json<{ id: number }>().id;
      const soContratados = await afastar(inscrito, {
        motivoAfastamentoId: licencaMedica,
        dataInicio: diasAntes(0),
      });
      expect(soContratados.statusCode).toBe(422);
      expect(soContratados.json<{ detail: string }>().detail).toBe(
        'Só aprendizes contratados podem ser afastados; a situação atual é Inscrito.',
      );

      const id = await contratado();
      const vazio = await afastar(id, {});
      expect(vazio.json()).toMatchObject({
        errors: {
          motivoAfastamentoId: M.informeMotivoAfastamento,
          dataInicio: M.informeDataInicio,
        },
      });
      const ruim = await afastar(id, { motivoAfastamentoId: 999999, dataInicio: '2999-01-01' });
      expect(ruim.json()).toMatchObject({
        errors: { motivoAfastamentoId: M.opcaoInexistente, dataInicio: M.dataInicioFutura },
      });
      const antesDoContrato = await afastar(id, {
        motivoAfastamentoId: licencaMedica,
        dataInicio: diasAntes(70),
      });
      expect(antesDoContrato.statusCode).toBe(422);
      expect(antesDoContrato.json()).toMatchObject({
        errors: {
          dataInicio: `A data de início não pode ser anterior à última mudança de situação (${formatar(diasAntes(60))}).`,
        },
      });

      await h.request('DELETE', `/api/aprendiz/${id}`, { token: admin });
      const inativo = await afastar(id, {
        motivoAfastamentoId: licencaMedica,
        dataInicio: diasAntes(1),
      });
      expect(inativo.statusCode).toBe(422);

      expect(
        (
          await afastar(
            id,
            { motivoAfastamentoId: licencaMedica, dataInicio: diasAntes(1) },
            educador,
          )
        ).statusCode,
      ).toBe(403);
      expect(
        (await afastar(999999, { motivoAfastamentoId: licencaMedica, dataInicio: diasAntes(1) }))
          .statusCode,
      ).toBe(404);
      expect((await encerrar(id, 999999, diasAntes(1))).statusCode).toBe(404);
      expect(
        (await h.request('GET', '/api/aprendiz/999999/historico', { token: admin })).statusCode,
      ).toBe(404);
    });

    it('a situação mudada por uma operação invalida o formulário aberto antes (versao)', async () => {
      const id = await contratado();
      const antes = await get<{ versao: number; cpf: string }>(`/api/aprendiz/${id}`);
      await afastar(id, { motivoAfastamentoId: licencaMedica, dataInicio: diasAntes(2) });
      const salvar = await h.request('PUT', `/api/aprendiz/${id}`, {
        token: admin,
        body: corpoValido({ cpf: antes.cpf, versao: antes.versao }),
      });
      expect(salvar.statusCode).toBe(409);
    });
  });

  describe('situações e estatísticas', () => {
    it('/api/situacoes lista as sete na ordem; estatísticas e stats contam os ativos', async () => {
      const { data } = await get<{ data: { id: number; nome: string }[] }>('/api/situacoes');
      expect(data.map((s) => s.nome)).toEqual([
        'Inscrito',
        'Em seleção',
        'Encaminhado',
        'Contratado',
        'Afastado',
        'Desligado',
        'Concluído',
      ]);

      const estatisticas = await get<{ total: number; data: { codigo: string; total: number }[] }>(
        '/api/situacoes/estatisticas',
      );
      const stats = await get<{
        total: number;
        porSituacao: { codigo: string; total: number }[];
        novosNoMes: number;
        menores: number;
        pcd: number;
        inativos: number;
      }>('/api/aprendiz/stats');
      expect(estatisticas.total).toBe(stats.total);
      expect(estatisticas.data.map((s) => s.total)).toEqual(stats.porSituacao.map((s) => s.total));
      expect(stats.porSituacao.reduce((soma, s) => soma + s.total, 0)).toBe(stats.total);

      const minor = await h.request('POST', '/api/aprendiz', {
        token: admin,
        body: corpoValido({
          dataNascimento: `${Number(diasAntes(0).slice(0, 4)) - 16}${diasAntes(0).slice(4)}`,
          pcd: true,
          tipoDeficiencia: 'fisica',
          responsavel: {
            nome: 'Rosa Souza',
            cpf: '52998224725',
            parentesco: 'Mãe',
            telefone: '1133334444',
          },
        }),
      });
      expect(minor.statusCode).toBe(201);
      const depois = await get<typeof stats>('/api/aprendiz/stats');
      expect(depois.total).toBe(stats.total + 1);
      expect(depois.novosNoMes).toBe(stats.novosNoMes + 1);
      expect(depois.menores).toBe(stats.menores + 1);
      expect(depois.pcd).toBe(stats.pcd + 1);
      expect(depois.porSituacao.find((s) => s.codigo === 'inscrito')!.total).toBe(
        stats.porSituacao.find((s) => s.codigo === 'inscrito')!.total + 1,
      );
      expect(depois.porSituacao.find((s) => s.codigo === 'afastado')!.total).toBeGreaterThan(0);
    });

    it('os contadores mantidos por gatilhos batem com a contagem da tabela', async () => {
      // By now this file created, inactivated, reactivated and moved apprentices around.
      const contar = await h.db.execute(
        sql`SELECT situacao_id, ativo, count(*)::int AS total FROM aprendizes GROUP BY 1, 2`,
      );
      const contadores = await h.db.execute(
        sql`SELECT situacao_id, ativo, total FROM aprendizes_contagem WHERE total <> 0`,
      );
      const chave = (l: { situacao_id: number; ativo: boolean; total: number }) =>
        `${l.situacao_id}/${String(l.ativo)}=${l.total}`;
      type Linha = { situacao_id: number; ativo: boolean; total: number };
      expect(linhas<Linha>(contadores).map(chave).sort()).toEqual(
        linhas<Linha>(contar).map(chave).sort(),
      );
      const lista = await get<{ total: number }>('/api/aprendiz?ativo=todos');
      const [todos] = linhas<{ n: number }>(
        await h.db.execute(sql`SELECT count(*)::int AS n FROM aprendizes`),
      );
      expect(lista.total).toBe(todos!.n);
      // Each situação's list (and the inactive ones) totals what the table has.
      for (const l of linhas<Linha>(contar)) {
        const pagina = await get<{ total: number }>(
          `/api/aprendizes/situacao/${l.situacao_id}?ativo=${String(l.ativo)}`,
        );
        expect({ situacao: l.situacao_id, ativo: l.ativo, total: pagina.total }).toEqual({
          situacao: l.situacao_id,
          ativo: l.ativo,
          total: l.total,
        });
      }
    });

    it('/api/aprendizes/situacao/{id} lista só aquela situação, com busca e paginação', async () => {
      await contratado('Zuleica Contratada');
      const contratadoId = (
        await get<{ data: { id: number; codigo: string }[] }>('/api/situacoes')
      ).data.find((s) => s.codigo === 'contratado')!.id;
      const lista = await get<{ data: { situacao: string }[]; total: number; pageSize: number }>(
        `/api/aprendizes/situacao/${contratadoId}?pageSize=50`,
      );
      expect(lista.total).toBeGreaterThan(0);
      expect(lista.data.every((a) => a.situacao === 'Contratado')).toBe(true);
      const busca = await get<{ data: { nome: string }[] }>(
        `/api/aprendizes/situacao/${contratadoId}?q=zuleica`,
      );
      expect(busca.data.map((a) => a.nome)).toEqual(['Zuleica Contratada']);
      expect(
        (await h.request('GET', '/api/aprendizes/situacao/999', { token: admin })).statusCode,
      ).toBe(404);
      expect(
        (
          await h.request('GET', `/api/aprendizes/situacao/${contratadoId}?pageSize=101`, {
            token: admin,
          })
        ).statusCode,
      ).toBe(400);
    });
  });
});
