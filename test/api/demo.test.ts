/** @jest-environment ./test/support/api-environment.ts */
// The demo data a new installation starts with: 2,000 apprentices that pass the product's own
// rules, real municipalities of the São Paulo region, a plausible spread, reproducible, idempotent.
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import { eq, isNull } from 'drizzle-orm';
import { forEachEngine } from '../support/api-harness';
import {
  afastamentos,
  aprendizContatos,
  aprendizes,
  historicoSituacoes,
  situacoesAprendiz,
} from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { gerarAprendizes, MUNICIPIOS_RMSP } from '../../server/db/seed/demo/aprendizes';
import { carregarReferencias } from '../../server/db/seed/demo/inserir';
import { listarMunicipios } from '../../server/db/seed/referencia';
import { validarAprendiz } from '../../src/shared/validation/aprendiz';
import { dataLocal, idadeEm } from '../../src/shared/validation/datas';

forEachEngine('dados de demonstração', (h) => {
  // How long the load takes is measured where timings mean something (npm start prints each
  // phase; docs/benchmarks.md), not asserted here: on two cores shared by two jest workers any
  // bound is either loose enough to say nothing or flaky.
  beforeAll(async () => {
    const { inseridos } = await seedDemo(h.db);
    expect(inseridos.aprendizes).toBe(2000);
  }, 120_000);

  it('são 2.000 aprendizes, e uma segunda carga não duplica nada', async () => {
    const segunda = await seedDemo(h.db);
    expect(segunda.inseridos).toEqual({});
    expect(await h.db.$count(aprendizes)).toBe(2000);
  });

  it('passam todos pelas regras do cadastro, com CPFs válidos e únicos e idades de 14 a 24', async () => {
    const hoje = dataLocal(new Date());
    const todos = await h.db.select().from(aprendizes);
    const cpfs = new Set(todos.map((a) => a.cpf));
    expect(cpfs.size).toBe(2000);
    const reprovados = todos.flatMap((a) => {
      if (!isValidCpf(a.cpf)) return [`${a.nome}: CPF ${a.cpf}`];
      const idade = idadeEm(a.dataNascimento, hoje);
      if (idade < 14 || idade > 24) return [`${a.nome}: ${idade} anos`];
      const erros = validarAprendiz(
        {
          nome: a.nome,
          cpf: a.cpf,
          dataNascimento: a.dataNascimento,
          dataCadastro: a.dataCadastro,
          pcd: a.pcd,
          tipoDeficiencia: a.tipoDeficiencia,
          turnoEscolar: a.turnoEscolar,
          email: a.email,
          telefone: a.telefone,
          celular: a.celular,
          endereco: { cep: a.cep, uf: a.uf },
          responsavel: {
            nome: a.responsavelNome,
            cpf: a.responsavelCpf,
            parentesco: a.responsavelParentesco,
            telefone: a.responsavelTelefone,
          },
        },
        { hoje },
      );
      return Object.keys(erros).length > 0 ? [`${a.nome}: ${JSON.stringify(erros)}`] : [];
    });
    expect(reprovados).toEqual([]);
  });

  it('moram na Grande São Paulo, a maioria na capital; menores têm responsável', async () => {
    const todos = await h.db.select().from(aprendizes);
    const rmsp = new Set(MUNICIPIOS_RMSP.map(([id]) => id));
    expect(todos.every((a) => a.municipioId !== null && rmsp.has(a.municipioId))).toBe(true);
    const capital = todos.filter((a) => a.municipioId === 3550308).length;
    expect(capital / todos.length).toBeGreaterThan(0.5);
    expect(capital / todos.length).toBeLessThan(0.75);
    const hoje = dataLocal(new Date());
    const menores = todos.filter((a) => idadeEm(a.dataNascimento, hoje) < 18);
    expect(menores.length).toBeGreaterThan(300);
    expect(menores.every((a) => a.responsavelNome && a.responsavelCpf)).toBe(true);
    expect(new Set(todos.map((a) => a.grauEscolaridadeId)).size).toBeGreaterThanOrEqual(6);
  });

  it('cobrem todas as situações, cada uma com o histórico que leva até ela', async () => {
    const situacoes = await h.db.select().from(situacoesAprendiz);
    const todos = await h.db.select().from(aprendizes);
    for (const s of situacoes) {
      const n = todos.filter((a) => a.situacaoId === s.id).length;
      expect({ situacao: s.nome, presente: n > 20 }).toEqual({ situacao: s.nome, presente: true });
    }
    const historico = await h.db.select().from(historicoSituacoes);
    const ultimo = new Map<number, (typeof historico)[number]>();
    for (const passo of historico) {
      const atual = ultimo.get(passo.aprendizId);
      if (!atual || passo.data > atual.data || (passo.data === atual.data && passo.id > atual.id)) {
        ultimo.set(passo.aprendizId, passo);
      }
    }
    expect(todos.filter((a) => ultimo.get(a.id)?.situacaoId !== a.situacaoId)).toEqual([]);
    const afastado = situacoes.find((s) => s.codigo === 'afastado')!;
    const abertos = await h.db.select().from(afastamentos).where(isNull(afastamentos.dataFim));
    expect(abertos.length).toBe(todos.filter((a) => a.situacaoId === afastado.id).length);
    expect(await h.db.$count(aprendizContatos)).toBeGreaterThan(500);
  });

  it('são achados pela busca sem acentos da API', async () => {
    const token = await h.tokenPara((await h.createUser('secretaria')).id);
    const [alguem] = await h.db.select().from(aprendizes).where(eq(aprendizes.id, 7));
    const palavras = alguem!.nome
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
    const resposta = await h.request('GET', `/api/aprendiz?q=${encodeURIComponent(palavras)}`, {
      token,
    });
    expect(resposta.json<{ data: { id: number }[] }>().data.map((a) => a.id)).toContain(7);
  });

  it('o gerador é reprodutível: mesma semente e mesmo dia, as mesmas pessoas', async () => {
    const referencias = await carregarReferencias(h.db);
    const opcoes = { quantidade: 50, semente: 42, hoje: '2026-06-15', referencias };
    const a = [...gerarAprendizes(opcoes)];
    const b = [...gerarAprendizes(opcoes)];
    expect(a).toEqual(b);
    expect([...gerarAprendizes({ ...opcoes, semente: 43 })]).not.toEqual(a);
  });
});

describe('municípios da Grande São Paulo', () => {
  it('são os 39 da região metropolitana, todos códigos IBGE de SP', () => {
    const porCodigo = new Map(listarMunicipios().map((m) => [Number(m.codigoIbge), m]));
    expect(MUNICIPIOS_RMSP).toHaveLength(39);
    for (const [codigo] of MUNICIPIOS_RMSP) expect(porCodigo.get(codigo)?.uf).toBe('SP');
    expect(porCodigo.get(MUNICIPIOS_RMSP[0]![0])?.nome).toBe('São Paulo');
  });
});
