/** @jest-environment ./test/support/api-environment.ts */
// The statistics (issue 14, docs/API-ESTATISTICAS.md) over data this file writes, on a fixed day
// (15/06/2026): each endpoint's figures for known rows; then, after inserts, edits, changes of
// situação, inactivations, a hard delete and attendance edits, every answer equal to the same
// figure computed from the base tables another way, and every count table of migration 0013 equal
// to its recount; filters, 400s, 401/403 and the educator's restriction. The pure helpers first.
import { forEachEngine } from '../support/api-harness';
import { sql } from 'drizzle-orm';
import { linhas } from '../../server/db/client';
import { funcoes, usuarios } from '../../server/db/schema';
import { gerarHash } from '../../server/shared/senha';
import {
  FAIXAS_ETARIAS,
  cotaMaxima,
  faixaDaCota,
  faixaEtaria,
  faixasPorNascimento,
  faltaNaCota,
  idadeEm,
  mesesEntre,
  nascidoAte,
  ultimoDia,
} from '../../server/modules/estatisticas/faixas';
import { maisFaltas } from '../../server/modules/estatisticas/faltas-aprendizes';
import { cliente, cnpjNovo, cpfNovo, type Problema } from './turmas-parceiros-fixtures';
import { somarMeses } from '../../src/shared/validation/datas';

describe('estatísticas: funções puras', () => {
  it('idade em anos completos, com o aniversário no dia e o 29 de fevereiro', () => {
    expect(idadeEm('2010-06-15', '2026-06-15')).toBe(16);
    expect(idadeEm('2010-06-16', '2026-06-15')).toBe(15);
    expect(idadeEm('2012-02-29', '2027-02-28')).toBe(14);
    expect(idadeEm('2012-02-29', '2027-03-01')).toBe(15);
    expect(idadeEm('2012-02-29', '2028-02-29')).toBe(16);
  });

  it('faixas etárias: até 14 na primeira, 19–20, 21–24 e 25 ou mais', () => {
    expect([13, 14, 15, 16, 17, 18, 19, 20, 21, 24, 25, 40].map(faixaEtaria)).toEqual([
      '14',
      '14',
      '15',
      '16',
      '17',
      '18',
      '19–20',
      '19–20',
      '21–24',
      '21–24',
      '25 ou mais',
      '25 ou mais',
    ]);
    expect(FAIXAS_ETARIAS).toEqual(['14', '15', '16', '17', '18', '19–20', '21–24', '25 ou mais']);
  });

  it('a faixa por intervalo de datas de nascimento é a mesma da idade, dia a dia', () => {
    expect(nascidoAte('2028-02-29', 15)).toBe('2013-02-28');
    expect(nascidoAte('2028-02-29', 16)).toBe('2012-02-29');
    expect(nascidoAte('2026-06-15', 15)).toBe('2011-06-15');
    for (const hoje of ['2026-06-15', '2028-02-29', '2027-02-28', '2027-03-01', '2026-12-31']) {
      const faixas = faixasPorNascimento(hoje);
      const inicio = Date.parse('1995-01-01T00:00:00Z');
      for (let t = inicio; t <= Date.parse('2016-12-31T00:00:00Z'); t += 86_400_000 * 3) {
        const nascimento = new Date(t).toISOString().slice(0, 10);
        const porData = faixas.find(
          (f) => f.nascidoDepoisDe === null || nascimento > f.nascidoDepoisDe,
        )?.faixa;
        expect({ hoje, nascimento, faixa: porData }).toEqual({
          hoje,
          nascimento,
          faixa: faixaEtaria(idadeEm(nascimento, hoje)),
        });
      }
    }
  });

  it('faixa da cota: abaixo do mínimo, até 3× a cota (15%) dentro, acima disso, sem cota', () => {
    expect(cotaMaxima(0)).toBe(0);
    expect(cotaMaxima(1)).toBe(3);
    expect(cotaMaxima(7)).toBe(21);
    expect(faixaDaCota(0, 5)).toBe('sem-cota');
    expect(faixaDaCota(2, 1)).toBe('abaixo');
    expect(faixaDaCota(2, 2)).toBe('dentro');
    expect(faixaDaCota(2, 6)).toBe('dentro');
    expect(faixaDaCota(2, 7)).toBe('acima');
    expect(faltaNaCota(5, 2)).toBe(3);
    expect(faltaNaCota(5, 9)).toBe(0);
  });

  it('meses', () => {
    expect(somarMeses('2026-01', -1)).toBe('2025-12');
    expect(somarMeses('2025-12', 13)).toBe('2027-01');
    expect(mesesEntre('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(mesesEntre('2026-02', '2026-01')).toEqual([]);
    expect(ultimoDia('2028-02')).toBe('2028-02-29');
    expect(ultimoDia('2026-02')).toBe('2026-02-28');
  });
});

// ---- The API ------------------------------------------------------------------------------------

const HOJE = '2026-06-15';
/** Noon in Brasília on HOJE. */
const AGORA = Date.parse(`${HOJE}T15:00:00Z`);
const SAO_PAULO = 3550308;
const GUARULHOS = 3518800;
const OSASCO = 3534401;

interface Resumo {
  aprendizesAtivos: number;
  porSituacao: { situacaoId: number; nome: string; total: number }[];
  cadastrosNoMes: number;
  parceirosAtivos: number;
  parceirosAbaixoDaCota: number;
  taxaFaltasMes: number | null;
}
interface Geral {
  total: number;
  piramide: { faixa: string; feminino: number; masculino: number; outros: number }[];
  escolaridade: { id: number | null; nome: string; total: number }[];
  pcd: { sim: number; nao: number; porTipo: { tipo: string; total: number }[] };
  municipios: { municipioId: number | null; nome: string; uf: string | null; total: number }[];
  cadastrosPorMes: { mes: string; total: number }[];
}
interface Participantes {
  atual: { situacaoId: number; nome: string; total: number }[];
  serie: { mes: string; porSituacao: { situacaoId: number; total: number }[] }[];
  fluxo: {
    deSituacaoId: number | null;
    deNome: string;
    paraSituacaoId: number;
    paraNome: string;
    total: number;
  }[];
  de: string;
  ate: string;
}
interface Parceiros {
  data: {
    parceiroId: number;
    nome: string;
    cnpj: string;
    cotaAprendizes: number;
    cotaMaxima: number;
    alocados: number;
    faixa: string;
    falta: number;
  }[];
  total: number;
  page: number;
  pageSize: number;
  resumo: Record<string, number>;
}
interface LinhaFaltas {
  aprendizId: number;
  nome: string;
  turmaCodigo: string | null;
  faltasNaoJustificadas: number;
  faltas: number;
  registros: number;
  taxa: number | null;
}
interface Faltas {
  meses: string[];
  porTurma: {
    turmaId: number;
    codigo: string;
    curso: string;
    meses: {
      mes: string;
      registros: number;
      faltas: number;
      justificadas: number;
      taxa: number | null;
    }[];
    taxa: number | null;
  }[];
  turmasNoPeriodo: number;
  maisFaltas: LinhaFaltas[];
}

forEachEngine('estatísticas', (h) => {
  let token = '';
  let tokenEducador = '';
  let tokenEducadorSemVinculo = '';
  let tokenSemPermissao = '';
  const api = cliente(h, () => token);
  const sit: Record<string, number> = {};
  const genero: Record<string, number> = {};
  let grauMedio = 0;
  let grauSuperior = 0;
  let cursoA = 0;
  let cursoB = 0;
  let ramo = 0;
  const ids = { ana: 0, bruno: 0, cris: 0, dora: 0, eva: 0, educador: 0, t1: 0, t2: 0, p1: 0 };

  const consultar = async <T>(consulta: ReturnType<typeof sql>) =>
    linhas<T>(await h.db.execute(consulta));

  interface NovoAprendiz {
    nome: string;
    nascimento: string;
    genero?: string | null;
    grau?: number | null;
    pcd?: boolean;
    tipo?: string | null;
    municipio?: number | null;
    cadastro: string;
    ativo?: boolean;
    /** The situação history: [data, codigo]; the first is the sign-up. */
    historico: [string, string][];
  }

  async function novoAprendiz(a: NovoAprendiz): Promise<number> {
    const atual = a.historico[a.historico.length - 1]![1];
    const [linha] = await consultar<{ id: number | string }>(sql`
      INSERT INTO aprendizes (nome, cpf, data_nascimento, genero_id, grau_escolaridade_id, pcd,
                              tipo_deficiencia, municipio_id, situacao_id, data_cadastro, ativo)
      VALUES (${a.nome}, ${cpfNovo()}, ${a.nascimento}, ${a.genero ? genero[a.genero]! : null},
              ${a.grau ?? null}, ${a.pcd ?? false}, ${a.tipo ?? null}, ${a.municipio ?? null},
              ${sit[atual]!}, ${a.cadastro}, ${a.ativo ?? true})
      RETURNING id`);
    const id = Number(linha!.id);
    let anterior: number | null = null;
    for (const [data, codigo] of a.historico) {
      await mudarSituacao(
        id,
        anterior,
        sit[codigo]!,
        data,
        anterior === null ? 'cadastro' : 'teste',
      );
      anterior = sit[codigo]!;
    }
    return id;
  }

  /** A change of situação as the operations write it: the history row, then the record. */
  async function mudarSituacao(
    id: number,
    de: number | null,
    para: number,
    data: string,
    origem = 'teste',
  ) {
    await h.db.execute(sql`
      INSERT INTO aprendiz_situacoes (aprendiz_id, situacao_anterior_id, situacao_id, data, motivo, origem)
      VALUES (${id}, ${de}, ${para}, ${data}, 'Teste', ${origem})`);
    await h.db.execute(sql`UPDATE aprendizes SET situacao_id = ${para} WHERE id = ${id}`);
  }

  async function novoParceiro(nome: string, cota: number, ativo = true): Promise<number> {
    const [linha] = await consultar<{ id: number | string }>(sql`
      INSERT INTO parceiros (razao_social, cnpj, ramo_atividade_id, cota_aprendizes, ativo)
      VALUES (${nome}, ${cnpjNovo()}, ${ramo}, ${cota}, ${ativo}) RETURNING id`);
    const parceiroId = Number(linha!.id);
    await h.db.execute(
      sql`INSERT INTO unidades (parceiro_id, nome) VALUES (${parceiroId}, 'Matriz')`,
    );
    return parceiroId;
  }

  async function lotar(parceiroId: number, aprendizId: number, fim: string | null = null) {
    await h.db.execute(sql`
      INSERT INTO lotacoes (unidade_id, aprendiz_id, data_inicio, data_fim)
      SELECT id, ${aprendizId}, '2026-01-01', ${fim} FROM unidades WHERE parceiro_id = ${parceiroId}`);
  }

  async function novaTurma(codigo: string, cursoId: number, educadorId: number | null) {
    const [linha] = await consultar<{ id: number | string }>(sql`
      INSERT INTO turmas (codigo, nome, curso_id, turno, dias_teoria, data_inicio, data_fim,
                          capacidade, status, educador_id)
      VALUES (${codigo}, ${`Turma ${codigo}`}, ${cursoId}, 'manha', ARRAY[1, 2, 3, 4, 5],
              '2026-01-05', '2026-12-18', 30, 'em andamento', ${educadorId})
      RETURNING id`);
    return Number(linha!.id);
  }

  /** One class day with each apprentice's mark ('presente' | 'falta' | 'falta-justificada'). */
  async function chamada(turmaId: number, data: string, marcas: [number, string][]) {
    await h.db.execute(
      sql`INSERT INTO frequencia_dias (turma_id, data) VALUES (${turmaId}, ${data}) ON CONFLICT DO NOTHING`,
    );
    await h.db.execute(sql`
      INSERT INTO frequencias (turma_id, data, aprendiz_id, status, justificativa)
      VALUES ${sql.join(
        marcas.map(
          ([aprendizId, status]) =>
            sql`(${turmaId}, ${data}, ${aprendizId}, ${status}, ${status === 'falta-justificada' ? 'Atestado' : null})`,
        ),
        sql`, `,
      )}`);
  }

  beforeAll(async () => {
    h.relogio.avancar(AGORA - Date.now());
    const admin = await h.createUser('administrador');
    token = await h.tokenPara(admin.id);
    for (const s of await consultar<{ id: number | string; codigo: string }>(
      sql`SELECT id, codigo FROM situacoes_aprendiz`,
    )) {
      sit[s.codigo] = Number(s.id);
    }
    for (const g of await consultar<{ id: number | string; codigo: string }>(
      sql`SELECT id, codigo FROM generos`,
    )) {
      genero[g.codigo] = Number(g.id);
    }
    const graus = await consultar<{ id: number | string }>(
      sql`SELECT id FROM graus_escolaridade WHERE ativo ORDER BY ordem, nome`,
    );
    grauMedio = Number(graus[1]!.id);
    grauSuperior = Number(graus[2]!.id);
    const cursos = await consultar<{ id: number | string }>(
      sql`SELECT id FROM cursos ORDER BY id LIMIT 2`,
    );
    cursoA = Number(cursos[0]!.id);
    cursoB = Number(cursos[1]!.id);
    const [r] = await consultar<{ id: number | string }>(
      sql`SELECT min(id) AS id FROM ramos_atividade WHERE tipo = 'divisao'`,
    );
    ramo = Number(r!.id);

    // Roles: an educator linked to an educator record, one linked to none, one without the permission.
    const [educador] = await consultar<{ id: number | string }>(
      sql`INSERT INTO educadores (nome) VALUES ('Educadora Estatística') RETURNING id`,
    );
    ids.educador = Number(educador!.id);
    const usuarioEducador = await h.createUser('educador');
    await h.db.execute(
      sql`UPDATE usuarios SET educador_id = ${ids.educador} WHERE id = ${usuarioEducador.id}`,
    );
    tokenEducador = await h.tokenPara(usuarioEducador.id);
    tokenEducadorSemVinculo = await h.tokenPara((await h.createUser('educador')).id);
    const [funcao] = await h.db
      .insert(funcoes)
      .values({
        chave: `sem-relatorios-${h.engine}`,
        nome: `Sem relatórios ${h.engine}`,
        permissoes: ['aprendizes:ler'],
      })
      .returning({ id: funcoes.id });
    const [semPermissao] = await h.db
      .insert(usuarios)
      .values({
        nome: 'Sem relatórios',
        email: `sem.relatorios.${h.engine}@teste.local`,
        senhaHash: await gerarHash('Senha-Forte-De-Teste-2026!'),
        funcaoId: funcao!.id,
      })
      .returning({ id: usuarios.id });
    tokenSemPermissao = await h.tokenPara(semPermissao!.id);

    // The apprentices of the known figures.
    ids.ana = await novoAprendiz({
      nome: 'Ana Estatística',
      nascimento: '2010-06-15', // 16 today
      genero: 'feminino',
      grau: grauMedio,
      municipio: SAO_PAULO,
      cadastro: '2026-06-01',
      historico: [['2026-06-01', 'inscrito']],
    });
    ids.bruno = await novoAprendiz({
      nome: 'Bruno Estatística',
      nascimento: '2010-06-16', // 15 until tomorrow
      genero: 'masculino',
      grau: grauMedio,
      pcd: true,
      tipo: 'visual',
      municipio: GUARULHOS,
      cadastro: '2026-05-10',
      historico: [
        ['2026-05-10', 'inscrito'],
        ['2026-05-20', 'em-selecao'],
        ['2026-06-05', 'encaminhado'],
      ],
    });
    ids.cris = await novoAprendiz({
      nome: 'Cris Estatística',
      nascimento: '2000-01-01', // 26
      cadastro: '2025-07-01',
      historico: [
        ['2025-07-01', 'inscrito'],
        ['2025-08-01', 'em-selecao'],
        ['2025-09-01', 'encaminhado'],
        ['2025-10-01', 'contratado'],
        ['2026-02-10', 'afastado'],
        ['2026-03-10', 'contratado'],
      ],
    });
    ids.dora = await novoAprendiz({
      nome: 'Dora Inativa',
      nascimento: '2008-01-01',
      genero: 'feminino',
      municipio: SAO_PAULO,
      cadastro: '2025-09-01',
      ativo: false,
      historico: [['2025-09-01', 'inscrito']],
    });
    ids.eva = await novoAprendiz({
      nome: 'Eva Estatística',
      nascimento: '2005-03-03', // 21
      genero: 'feminino',
      grau: grauSuperior,
      pcd: true,
      tipo: '  ',
      municipio: OSASCO,
      cadastro: '2024-01-01',
      historico: [
        ['2024-01-01', 'inscrito'],
        ['2024-02-01', 'contratado'],
        ['2026-04-30', 'desligado'],
      ],
    });
  }, 60_000);

  const situacoes = (contagem: Record<string, number>) =>
    Object.entries(sit).map(([codigo, situacaoId]) => ({
      situacaoId,
      total: contagem[codigo] ?? 0,
    }));

  // ---- Known figures ------------------------------------------------------------------------------

  it('panorama: pirâmide pela idade de hoje, escolaridade, PcD, municípios e cadastros por mês', async () => {
    const r = await api<Geral>('GET', '/api/estatisticas/geral-aprendizes');
    expect(r.status).toBe(200);
    expect(r.json.total).toBe(4);
    const faixa = (f: string) => r.json.piramide.find((p) => p.faixa === f);
    expect(r.json.piramide.map((p) => p.faixa)).toEqual(FAIXAS_ETARIAS);
    expect(faixa('16')).toEqual({ faixa: '16', feminino: 1, masculino: 0, outros: 0 });
    expect(faixa('15')).toEqual({ faixa: '15', feminino: 0, masculino: 1, outros: 0 });
    expect(faixa('21–24')).toEqual({ faixa: '21–24', feminino: 1, masculino: 0, outros: 0 });
    expect(faixa('25 ou mais')).toEqual({
      faixa: '25 ou mais',
      feminino: 0,
      masculino: 0,
      outros: 1,
    });
    expect(r.json.escolaridade.find((e) => e.id === grauMedio)?.total).toBe(2);
    expect(r.json.escolaridade.find((e) => e.id === grauSuperior)?.total).toBe(1);
    expect(r.json.escolaridade.at(-1)).toEqual({ id: null, nome: 'Não informada', total: 1 });
    expect(r.json.pcd).toEqual({
      sim: 2,
      nao: 2,
      porTipo: [
        { tipo: 'Não informado', total: 1 },
        { tipo: 'visual', total: 1 },
      ],
    });
    // Ties by IBGE code; Cris has no municipality: 'Outros'.
    expect(r.json.municipios).toEqual([
      { municipioId: GUARULHOS, nome: 'Guarulhos', uf: 'SP', total: 1 },
      { municipioId: OSASCO, nome: 'Osasco', uf: 'SP', total: 1 },
      { municipioId: SAO_PAULO, nome: 'São Paulo', uf: 'SP', total: 1 },
      { municipioId: null, nome: 'Outros', uf: null, total: 1 },
    ]);
    expect(r.json.cadastrosPorMes).toEqual(
      mesesEntre('2025-07', '2026-06').map((mes) => ({
        mes,
        total: ['2025-07', '2026-05', '2026-06'].includes(mes) ? 1 : 0,
      })),
    );

    const deGuarulhos = await api<Geral>(
      'GET',
      `/api/estatisticas/geral-aprendizes?municipioId=${GUARULHOS}`,
    );
    expect(deGuarulhos.json.total).toBe(1);
    expect(deGuarulhos.json.pcd.porTipo).toEqual([{ tipo: 'visual', total: 1 }]);
    const contratados = await api<Geral>(
      'GET',
      `/api/estatisticas/geral-aprendizes?situacaoId=${sit.contratado}`,
    );
    expect(contratados.json.total).toBe(1);
    expect(contratados.json.municipios).toEqual([
      { municipioId: null, nome: 'Outros', uf: null, total: 1 },
    ]);
  });

  it('situações: agora, no fim de cada um dos últimos 12 meses, e o fluxo do período', async () => {
    const r = await api<Participantes>('GET', '/api/estatisticas/participantes-situacao');
    expect(r.status).toBe(200);
    expect(r.json.de).toBe('2025-07-01');
    expect(r.json.ate).toBe(HOJE);
    expect(r.json.atual.map((s) => ({ situacaoId: s.situacaoId, total: s.total }))).toEqual(
      situacoes({ inscrito: 1, encaminhado: 1, contratado: 1, desligado: 1 }),
    );
    const noFimDe = (mes: string) => r.json.serie.find((s) => s.mes === mes)?.porSituacao;
    expect(r.json.serie.map((s) => s.mes)).toEqual(mesesEntre('2025-07', '2026-06'));
    expect(noFimDe('2025-07')).toEqual(situacoes({ inscrito: 1, contratado: 1 }));
    expect(noFimDe('2025-09')).toEqual(situacoes({ encaminhado: 1, contratado: 1 }));
    expect(noFimDe('2026-01')).toEqual(situacoes({ contratado: 2 }));
    expect(noFimDe('2026-02')).toEqual(situacoes({ afastado: 1, contratado: 1 }));
    expect(noFimDe('2026-04')).toEqual(situacoes({ contratado: 1, desligado: 1 }));
    expect(noFimDe('2026-05')).toEqual(situacoes({ 'em-selecao': 1, contratado: 1, desligado: 1 }));
    // The current month ends today: the same as now.
    expect(noFimDe('2026-06')).toEqual(
      r.json.atual.map((s) => ({ situacaoId: s.situacaoId, total: s.total })),
    );
    const fluxo = (de: string | null, para: string) =>
      r.json.fluxo.find(
        (f) => f.deSituacaoId === (de ? sit[de] : null) && f.paraSituacaoId === sit[para],
      )?.total;
    expect(fluxo(null, 'inscrito')).toBe(3);
    expect(fluxo('inscrito', 'em-selecao')).toBe(2);
    expect(fluxo('afastado', 'contratado')).toBe(1);
    expect(fluxo('contratado', 'desligado')).toBe(1);
    expect(r.json.fluxo.reduce((s, f) => s + f.total, 0)).toBe(11);
    expect(r.json.fluxo.find((f) => f.deSituacaoId === null)?.deNome).toBe('Cadastro');

    const junho = await api<Participantes>(
      'GET',
      '/api/estatisticas/participantes-situacao?de=2026-06-01&ate=2026-06-15',
    );
    expect(junho.json.fluxo.map((f) => [f.deNome, f.paraNome, f.total]).sort()).toEqual([
      ['Cadastro', 'Inscrito', 1],
      ['Em seleção', 'Encaminhado', 1],
    ]);
  });

  it('empresas diante da faixa da cota: abaixo primeiro (maior falta primeiro), o resumo e os filtros', async () => {
    // Placed apprentices of their own (nobody above is placed).
    const lotados: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      lotados.push(
        await novoAprendiz({
          nome: `Lotado ${i}`,
          nascimento: '2007-01-01',
          cadastro: '2025-01-01',
          historico: [['2025-01-01', 'inscrito']],
        }),
      );
    }
    const p1 = await novoParceiro('Empresa Um Abaixo', 2);
    const p2 = await novoParceiro('Empresa Dois Dentro', 1);
    const p3 = await novoParceiro('Empresa Três Acima', 1);
    const p4 = await novoParceiro('Empresa Quatro Sem Cota', 0);
    await novoParceiro('Empresa Cinco Inativa', 5, false);
    const p6 = await novoParceiro('Empresa Seis Abaixo', 3);
    await lotar(p1, lotados[0]!);
    await lotar(p1, lotados[8]!, '2026-03-31'); // ended: not placed
    await lotar(p2, lotados[1]!);
    await lotar(p2, lotados[2]!);
    for (const i of [3, 4, 5, 6]) await lotar(p3, lotados[i]!);
    await lotar(p4, lotados[7]!);
    ids.p1 = p1;

    const r = await api<Parceiros>('GET', '/api/estatisticas/aprendizes-parceiro');
    expect(r.status).toBe(200);
    expect(r.json.data.map((p) => [p.nome, p.faixa, p.alocados, p.falta, p.cotaMaxima])).toEqual([
      ['Empresa Seis Abaixo', 'abaixo', 0, 3, 9],
      ['Empresa Um Abaixo', 'abaixo', 1, 1, 6],
      ['Empresa Dois Dentro', 'dentro', 2, 0, 3],
      ['Empresa Três Acima', 'acima', 4, 0, 3],
      ['Empresa Quatro Sem Cota', 'sem-cota', 1, 0, 0],
    ]);
    expect(r.json.data[0]!.cnpj).toMatch(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);
    expect(r.json).toMatchObject({ total: 5, page: 1, pageSize: 25 });
    expect(r.json.resumo).toEqual({
      abaixo: 2,
      dentro: 1,
      acima: 1,
      semCota: 1,
      alocados: 8,
      cotaTotal: 7,
    });

    const abaixo = await api<Parceiros>(
      'GET',
      '/api/estatisticas/aprendizes-parceiro?faixa=abaixo',
    );
    expect(abaixo.json.data.map((p) => p.parceiroId)).toEqual([p6, p1]);
    expect(abaixo.json.total).toBe(2);
    // The summary covers every band of the search, for the screen's chips.
    expect(abaixo.json.resumo.dentro).toBe(1);
    const pagina = await api<Parceiros>(
      'GET',
      '/api/estatisticas/aprendizes-parceiro?page=2&pageSize=2',
    );
    expect(pagina.json.data.map((p) => p.parceiroId)).toEqual([p2, p3]);
    expect(pagina.json.total).toBe(5);
    const alem = await api<Parceiros>(
      'GET',
      '/api/estatisticas/aprendizes-parceiro?page=9&faixa=acima',
    );
    expect(alem.json).toMatchObject({ data: [], total: 1 });
    const busca = await api<Parceiros>(
      'GET',
      '/api/estatisticas/aprendizes-parceiro?q=tres%20acima',
    );
    expect(busca.json.data.map((p) => p.parceiroId)).toEqual([p3]);
    expect(busca.json.resumo).toMatchObject({ acima: 1, abaixo: 0, alocados: 4 });
    const cnpj = busca.json.data[0]!.cnpj;
    const porCnpj = await api<Parceiros>(
      'GET',
      `/api/estatisticas/aprendizes-parceiro?q=${encodeURIComponent(cnpj)}`,
    );
    expect(porCnpj.json.data.map((p) => p.parceiroId)).toEqual([p3]);

    const resumo = await api<Resumo>('GET', '/api/estatisticas/resumo');
    expect(resumo.json).toMatchObject({ parceirosAtivos: 5, parceirosAbaixoDaCota: 2 });
  });

  it('faltas por turma e mês e os que mais faltam; o educador vê só as suas turmas', async () => {
    const t1 = await novaTurma('EST-T1', cursoA, ids.educador);
    const t2 = await novaTurma('EST-T2', cursoB, null);
    ids.t1 = t1;
    ids.t2 = t2;
    const { ana, bruno, cris } = ids;
    await chamada(t1, '2026-05-04', [
      [ana, 'presente'],
      [bruno, 'falta'],
    ]);
    await chamada(t1, '2026-05-05', [
      [ana, 'falta-justificada'],
      [bruno, 'presente'],
    ]);
    await chamada(t1, '2026-06-01', [
      [ana, 'presente'],
      [bruno, 'falta'],
    ]);
    await chamada(t2, '2026-05-06', [
      [cris, 'presente'],
      [ids.eva, 'presente'],
    ]);
    // Long ago (outside the default period): Cris's absences do not count in it.
    await chamada(t2, '2025-11-03', [[cris, 'falta']]);
    await chamada(t2, '2025-11-04', [[cris, 'falta']]);
    await chamada(t2, '2025-11-05', [[cris, 'falta']]);

    const r = await api<Faltas>('GET', '/api/estatisticas/faltas-aprendizes');
    expect(r.status).toBe(200);
    expect(r.json.meses).toEqual(mesesEntre('2026-01', '2026-06'));
    expect(r.json.turmasNoPeriodo).toBe(2);
    expect(r.json.porTurma.map((t) => [t.codigo, t.taxa])).toEqual([
      ['EST-T1', 0.5],
      ['EST-T2', 0],
    ]);
    const maio = r.json.porTurma[0]!.meses.find((m) => m.mes === '2026-05');
    expect(maio).toEqual({ mes: '2026-05', registros: 4, faltas: 2, justificadas: 1, taxa: 0.5 });
    expect(r.json.porTurma[0]!.meses.find((m) => m.mes === '2026-02')).toEqual({
      mes: '2026-02',
      registros: 0,
      faltas: 0,
      justificadas: 0,
      taxa: null,
    });
    expect(r.json.maisFaltas).toEqual([
      {
        aprendizId: bruno,
        nome: 'Bruno Estatística',
        turmaCodigo: 'EST-T1',
        faltasNaoJustificadas: 2,
        faltas: 2,
        registros: 3,
        taxa: 2 / 3,
      },
    ]);
    const novembro = await api<Faltas>(
      'GET',
      '/api/estatisticas/faltas-aprendizes?de=2025-11&ate=2025-11',
    );
    expect(novembro.json.maisFaltas.map((m) => [m.nome, m.faltasNaoJustificadas])).toEqual([
      ['Cris Estatística', 3],
    ]);
    const doCursoB = await api<Faltas>(
      'GET',
      `/api/estatisticas/faltas-aprendizes?cursoId=${cursoB}`,
    );
    expect(doCursoB.json.porTurma.map((t) => t.turmaId)).toEqual([t2]);
    expect(doCursoB.json.maisFaltas).toEqual([]);
    const daT2 = await api<Faltas>(
      'GET',
      `/api/estatisticas/faltas-aprendizes?turmaId=${t2}&de=2025-11`,
    );
    expect(daT2.json.porTurma.map((t) => t.taxa)).toEqual([3 / 5]);

    const educador = await api<Faltas>(
      'GET',
      '/api/estatisticas/faltas-aprendizes?de=2025-11',
      undefined,
      tokenEducador,
    );
    expect(educador.json.porTurma.map((t) => t.turmaId)).toEqual([t1]);
    expect(educador.json.maisFaltas.map((m) => m.aprendizId)).toEqual([bruno]);
    const outraTurma = await api<Faltas>(
      'GET',
      `/api/estatisticas/faltas-aprendizes?turmaId=${t2}`,
      undefined,
      tokenEducador,
    );
    // Another class by id: the record rule's 403 (issue 31), like every class-bound route.
    expect(outraTurma.status).toBe(403);
    expect(outraTurma.json).toMatchObject({ type: '/problemas/fora-das-suas-turmas' });
    const semVinculo = await api<Faltas>(
      'GET',
      '/api/estatisticas/faltas-aprendizes',
      undefined,
      tokenEducadorSemVinculo,
    );
    expect(semVinculo.json).toMatchObject({ porTurma: [], maisFaltas: [] });

    const resumo = await api<Resumo>('GET', '/api/estatisticas/resumo');
    expect(resumo.json.taxaFaltasMes).toBe(0.5);
  });

  it('resumo: ativos por situação, cadastros do mês', async () => {
    const r = await api<Resumo>('GET', '/api/estatisticas/resumo');
    expect(r.status).toBe(200);
    // The four known plus the nine placed (inscritos).
    expect(r.json.aprendizesAtivos).toBe(13);
    expect(r.json.porSituacao.map((s) => ({ situacaoId: s.situacaoId, total: s.total }))).toEqual(
      situacoes({ inscrito: 10, encaminhado: 1, contratado: 1, desligado: 1 }),
    );
    expect(r.json.cadastrosNoMes).toBe(1);
    expect(typeof Date.parse((r.json as unknown as { geradoEm: string }).geradoEm)).toBe('number');
  });

  // ---- Kept in step -----------------------------------------------------------------------------

  /** The figures of every endpoint computed from the base tables, another way. */
  async function esperadoGeral(
    situacaoId: number | null = null,
    municipioId: number | null = null,
  ) {
    const filtro = sql`a.ativo AND (${situacaoId}::int IS NULL OR a.situacao_id = ${situacaoId}::int)
      AND (${municipioId}::int IS NULL OR a.municipio_id = ${municipioId}::int)`;
    const idades = await consultar<{
      idade: number | string;
      genero: string | null;
      total: number | string;
    }>(sql`
      SELECT date_part('year', age(${HOJE}::date, a.data_nascimento))::int AS idade,
             g.codigo AS genero, count(*)::int AS total
        FROM aprendizes a LEFT JOIN generos g ON g.id = a.genero_id
       WHERE ${filtro} GROUP BY 1, 2`);
    const piramide = FAIXAS_ETARIAS.map((faixa) => ({
      faixa,
      feminino: 0,
      masculino: 0,
      outros: 0,
    }));
    for (const i of idades) {
      const linha = piramide.find((p) => p.faixa === faixaEtaria(Number(i.idade)))!;
      const chave = i.genero === 'feminino' || i.genero === 'masculino' ? i.genero : 'outros';
      linha[chave] += Number(i.total);
    }
    const [pcd] = await consultar<{ sim: number | string; nao: number | string }>(sql`
      SELECT count(*) FILTER (WHERE pcd)::int AS sim, count(*) FILTER (WHERE NOT pcd)::int AS nao
        FROM aprendizes a WHERE ${filtro}`);
    const municipios = await consultar<{ id: number | string; total: number | string }>(sql`
      SELECT municipio_id AS id, count(*)::int AS total FROM aprendizes a
       WHERE ${filtro} AND municipio_id IS NOT NULL GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10`);
    const cadastros = await consultar<{ mes: string; total: number | string }>(sql`
      SELECT to_char(data_cadastro, 'YYYY-MM') AS mes, count(*)::int AS total FROM aprendizes a
       WHERE ${filtro} AND data_cadastro >= '2025-07-01' GROUP BY 1`);
    return {
      piramide,
      pcd: { sim: Number(pcd!.sim), nao: Number(pcd!.nao) },
      municipios: municipios.map((m) => [Number(m.id), Number(m.total)]),
      cadastros: mesesEntre('2025-07', '2026-06').map((mes) => ({
        mes,
        total: Number(cadastros.find((c) => c.mes === mes)?.total ?? 0),
      })),
    };
  }

  /** Per month, the situação of each active apprentice's latest change up to its end. */
  async function esperadoSerie() {
    const serie = [];
    for (const mes of mesesEntre('2025-07', '2026-06')) {
      const fim = mes === '2026-06' ? HOJE : ultimoDia(mes);
      const contagem = await consultar<{ situacao: number | string; total: number | string }>(sql`
        SELECT u.situacao_id AS situacao, count(*)::int AS total FROM aprendizes a
        CROSS JOIN LATERAL (SELECT situacao_id FROM aprendiz_situacoes h
                             WHERE h.aprendiz_id = a.id AND h.data <= ${fim}::date
                             ORDER BY h.data DESC, h.id DESC LIMIT 1) u
         WHERE a.ativo GROUP BY 1`);
      serie.push({
        mes,
        porSituacao: Object.values(sit).map((situacaoId) => ({
          situacaoId,
          total: Number(contagem.find((c) => Number(c.situacao) === situacaoId)?.total ?? 0),
        })),
      });
    }
    return serie;
  }

  async function esperadoFaltas(de: string, ate: string) {
    const porTurma = await consultar<{
      turma: number | string;
      registros: number | string;
      faltas: number | string;
    }>(sql`
      SELECT f.turma_id AS turma, count(*)::int AS registros,
             count(*) FILTER (WHERE f.status <> 'presente')::int AS faltas
        FROM frequencias f JOIN turmas t ON t.id = f.turma_id AND t.ativo
       WHERE f.data BETWEEN ${`${de}-01`}::date AND ${ultimoDia(ate)}::date
       GROUP BY f.turma_id, t.codigo
       ORDER BY count(*) FILTER (WHERE f.status <> 'presente')::float8 / count(*) DESC, t.codigo, 1`);
    const primeiros = await consultar<{
      id: number | string;
      nj: number | string;
      faltas: number | string;
      registros: number | string;
    }>(sql`
      SELECT f.aprendiz_id AS id, count(*) FILTER (WHERE f.status = 'falta')::int AS nj,
             count(*) FILTER (WHERE f.status <> 'presente')::int AS faltas, count(*)::int AS registros
        FROM frequencias f JOIN turmas t ON t.id = f.turma_id AND t.ativo
        JOIN aprendizes a ON a.id = f.aprendiz_id AND a.ativo
       WHERE f.data BETWEEN ${`${de}-01`}::date AND ${ultimoDia(ate)}::date
       GROUP BY f.aprendiz_id, a.nome HAVING count(*) FILTER (WHERE f.status = 'falta') > 0
       ORDER BY 2 DESC, 3 DESC, a.nome, 1 LIMIT 20`);
    return {
      porTurma: porTurma.map((t) => [Number(t.turma), Number(t.registros), Number(t.faltas)]),
      maisFaltas: primeiros.map((p) => [
        Number(p.id),
        Number(p.nj),
        Number(p.faltas),
        Number(p.registros),
      ]),
    };
  }

  async function conferirTudo() {
    for (const [situacaoId, municipioId] of [
      [null, null],
      [sit.inscrito!, null],
      [null, SAO_PAULO],
      [sit.inscrito!, SAO_PAULO],
    ] as const) {
      const filtros = new URLSearchParams({
        ...(situacaoId ? { situacaoId: String(situacaoId) } : {}),
        ...(municipioId ? { municipioId: String(municipioId) } : {}),
      });
      const geral = await api<Geral>('GET', `/api/estatisticas/geral-aprendizes?${filtros}`);
      const esperado = await esperadoGeral(situacaoId, municipioId);
      expect({ filtros: String(filtros), piramide: geral.json.piramide }).toEqual({
        filtros: String(filtros),
        piramide: esperado.piramide,
      });
      expect({ sim: geral.json.pcd.sim, nao: geral.json.pcd.nao }).toEqual(esperado.pcd);
      expect(
        geral.json.municipios
          .filter((m) => m.municipioId !== null)
          .map((m) => [m.municipioId, m.total]),
      ).toEqual(esperado.municipios);
      expect(geral.json.cadastrosPorMes).toEqual(esperado.cadastros);
    }

    const parceiros = await api<Parceiros>(
      'GET',
      '/api/estatisticas/aprendizes-parceiro?pageSize=100',
    );
    const lotados = await consultar<{ id: number | string; alocados: number | string }>(sql`
      SELECT p.id, (SELECT count(*) FROM lotacoes l JOIN unidades u ON u.id = l.unidade_id
                     WHERE u.parceiro_id = p.id AND l.data_fim IS NULL)::int AS alocados
        FROM parceiros p WHERE p.ativo ORDER BY p.id`);
    expect(
      parceiros.json.data.map((p) => [p.parceiroId, p.alocados]).sort((a, b) => a[0]! - b[0]!),
    ).toEqual(lotados.map((l) => [Number(l.id), Number(l.alocados)]));

    const participantes = await api<Participantes>(
      'GET',
      '/api/estatisticas/participantes-situacao',
    );
    expect(participantes.json.serie).toEqual(await esperadoSerie());
    const [fluxo] = await consultar<{ total: number | string }>(sql`
      SELECT count(*)::int AS total FROM aprendiz_situacoes h JOIN aprendizes a ON a.id = h.aprendiz_id
       WHERE a.ativo AND h.data BETWEEN '2025-07-01' AND ${HOJE}::date`);
    expect(participantes.json.fluxo.reduce((s, f) => s + f.total, 0)).toBe(Number(fluxo!.total));

    for (const [de, ate] of [
      ['2026-01', '2026-06'],
      ['2025-10', '2026-06'],
    ] as const) {
      const faltas = await api<Faltas>(
        'GET',
        `/api/estatisticas/faltas-aprendizes?de=${de}&ate=${ate}`,
      );
      const e = await esperadoFaltas(de, ate);
      expect(
        faltas.json.porTurma.map((t) => [
          t.turmaId,
          t.meses.reduce((s, m) => s + m.registros, 0),
          t.meses.reduce((s, m) => s + m.faltas, 0),
        ]),
      ).toEqual(e.porTurma);
      expect(
        faltas.json.maisFaltas.map((m) => [
          m.aprendizId,
          m.faltasNaoJustificadas,
          m.faltas,
          m.registros,
        ]),
      ).toEqual(e.maisFaltas);
      // The bounded search, a batch of 2 at a time, finds the same 20.
      const emLotes = await maisFaltas(h.db, { de, ate }, 2);
      expect(
        emLotes.map((m) => [m.aprendizId, m.faltasNaoJustificadas, m.faltas, m.registros]),
      ).toEqual(e.maisFaltas);
    }

    // Every count table of migration 0013 equals its recount from the base tables.
    const recontagens: [string, ReturnType<typeof sql>, ReturnType<typeof sql>][] = [
      [
        'estatisticas_situacoes_dia',
        sql`SELECT dia, de_situacao_id, para_situacao_id, total FROM estatisticas_situacoes_dia WHERE total <> 0`,
        sql`SELECT h.data, coalesce(h.situacao_anterior_id, 0), h.situacao_id, count(*)::int
              FROM aprendiz_situacoes h JOIN aprendizes a ON a.id = h.aprendiz_id AND a.ativo GROUP BY 1, 2, 3`,
      ],
      [
        'estatisticas_aprendizes_perfil',
        sql`SELECT situacao_id, municipio_id, grau_escolaridade_id, pcd, tipo_deficiencia, total
              FROM estatisticas_aprendizes_perfil WHERE total <> 0`,
        sql`SELECT situacao_id, coalesce(municipio_id, 0), coalesce(grau_escolaridade_id, 0), pcd,
                   CASE WHEN pcd THEN coalesce(btrim(tipo_deficiencia), '') ELSE '' END, count(*)::int
              FROM aprendizes WHERE ativo GROUP BY 1, 2, 3, 4, 5`,
      ],
      [
        'estatisticas_aprendizes_nascimento',
        sql`SELECT situacao_id, municipio_id, genero_id, data_nascimento, total
              FROM estatisticas_aprendizes_nascimento WHERE total <> 0`,
        sql`SELECT situacao_id, coalesce(municipio_id, 0), coalesce(genero_id, 0), data_nascimento, count(*)::int
              FROM aprendizes WHERE ativo GROUP BY 1, 2, 3, 4`,
      ],
      [
        'estatisticas_aprendizes_nascimento_mes',
        sql`SELECT situacao_id, municipio_id, genero_id, mes, total
              FROM estatisticas_aprendizes_nascimento_mes WHERE total <> 0`,
        sql`SELECT situacao_id, coalesce(municipio_id, 0), coalesce(genero_id, 0),
                   date_trunc('month', data_nascimento)::date, count(*)::int
              FROM aprendizes WHERE ativo GROUP BY 1, 2, 3, 4`,
      ],
      [
        'estatisticas_aprendizes_nascimento_situacao',
        sql`SELECT situacao_id, genero_id, mes, total
              FROM estatisticas_aprendizes_nascimento_situacao WHERE total <> 0`,
        sql`SELECT situacao_id, coalesce(genero_id, 0), date_trunc('month', data_nascimento)::date,
                   count(*)::int
              FROM aprendizes WHERE ativo GROUP BY 1, 2, 3`,
      ],
      [
        'estatisticas_parceiros_alocados',
        sql`SELECT parceiro_id, alocados FROM estatisticas_parceiros_alocados WHERE alocados <> 0`,
        sql`SELECT u.parceiro_id, count(*)::int FROM lotacoes l JOIN unidades u ON u.id = l.unidade_id
             WHERE l.data_fim IS NULL GROUP BY 1`,
      ],
      [
        'estatisticas_aprendizes_cadastro',
        sql`SELECT situacao_id, municipio_id, mes, total FROM estatisticas_aprendizes_cadastro WHERE total <> 0`,
        sql`SELECT situacao_id, coalesce(municipio_id, 0), date_trunc('month', data_cadastro)::date, count(*)::int
              FROM aprendizes WHERE ativo GROUP BY 1, 2, 3`,
      ],
      [
        'estatisticas_faltas_turma_mes',
        sql`SELECT turma_id, mes, registros, faltas, justificadas FROM estatisticas_faltas_turma_mes
             WHERE registros <> 0 OR faltas <> 0 OR justificadas <> 0`,
        sql`SELECT turma_id, date_trunc('month', data)::date, count(*)::int,
                   count(*) FILTER (WHERE status <> 'presente')::int,
                   count(*) FILTER (WHERE status = 'falta-justificada')::int
              FROM frequencias GROUP BY 1, 2`,
      ],
      [
        'estatisticas_faltas_aprendiz_mes',
        sql`SELECT aprendiz_id, mes, turma_id, registros, faltas, justificadas FROM estatisticas_faltas_aprendiz_mes
             WHERE registros <> 0 OR faltas <> 0 OR justificadas <> 0`,
        sql`SELECT aprendiz_id, date_trunc('month', data)::date, turma_id, count(*)::int,
                   count(*) FILTER (WHERE status <> 'presente')::int,
                   count(*) FILTER (WHERE status = 'falta-justificada')::int
              FROM frequencias GROUP BY 1, 2, 3`,
      ],
      [
        'estatisticas_faltas_aprendiz',
        sql`SELECT aprendiz_id, nao_justificadas FROM estatisticas_faltas_aprendiz WHERE nao_justificadas <> 0`,
        sql`SELECT aprendiz_id, count(*)::int FROM frequencias WHERE status = 'falta' GROUP BY 1`,
      ],
    ];
    for (const [tabela, mantida, recontada] of recontagens) {
      const sobra = await consultar(sql`(${mantida}) EXCEPT (${recontada})`);
      const falta = await consultar(sql`(${recontada}) EXCEPT (${mantida})`);
      expect({ tabela, sobra, falta }).toEqual({ tabela, sobra: [], falta: [] });
    }
  }

  it('as contagens seguem cada escrita: cadastro, edição, mudança de situação, inativação, exclusão e frequência', async () => {
    await conferirTudo();
    const { ana, bruno, cris, eva } = ids;

    // New apprentices, one in bulk of three (one statement).
    const novos = await consultar<{ id: number | string }>(sql`
      INSERT INTO aprendizes (nome, cpf, data_nascimento, genero_id, municipio_id, situacao_id, data_cadastro)
      VALUES ('Novo Um', ${cpfNovo()}, '2011-02-01', ${genero.masculino!}, ${SAO_PAULO}, ${sit.inscrito!}, '2026-06-10'),
             ('Novo Dois', ${cpfNovo()}, '2009-12-31', NULL, ${GUARULHOS}, ${sit.inscrito!}, '2026-06-11'),
             ('Novo Três', ${cpfNovo()}, '2008-06-15', ${genero.feminino!}, NULL, ${sit.inscrito!}, '2026-06-12')
      RETURNING id`);
    await h.db.execute(sql`
      INSERT INTO aprendiz_situacoes (aprendiz_id, situacao_anterior_id, situacao_id, data, motivo, origem)
      SELECT id, NULL, ${sit.inscrito!}, data_cadastro, 'Cadastro do aprendiz', 'cadastro'
        FROM aprendizes WHERE id IN (${sql.join(
          novos.map((n) => sql`${Number(n.id)}`),
          sql`, `,
        )})`);
    await conferirTudo();

    // Edits: birth date, gender, municipality, schooling, PcD; a name only (nothing moves).
    await h.db.execute(sql`
      UPDATE aprendizes SET data_nascimento = '2012-01-01', genero_id = NULL, municipio_id = ${OSASCO},
             grau_escolaridade_id = NULL, pcd = true, tipo_deficiencia = 'auditiva'
       WHERE id = ${ana}`);
    await h.db.execute(sql`UPDATE aprendizes SET nome = 'Bruno Renomeado' WHERE id = ${bruno}`);
    await conferirTudo();

    // Changes of situação, as the operations write them.
    await mudarSituacao(ana, sit.inscrito!, sit['em-selecao']!, '2026-06-14');
    await mudarSituacao(bruno, sit.encaminhado!, sit.contratado!, HOJE);
    // The operations never date a change before the latest one (afastamentos.ts refuses it): the
    // history is a chain in date order, which the series relies on.
    await mudarSituacao(cris, sit.contratado!, sit.afastado!, '2026-04-02');
    await conferirTudo();

    // Inactivation takes the whole history out; reactivation puts it back.
    await h.db.execute(sql`UPDATE aprendizes SET ativo = false WHERE id IN (${cris}, ${eva})`);
    await conferirTudo();
    await h.db.execute(sql`UPDATE aprendizes SET ativo = true WHERE id = ${eva}`);
    await conferirTudo();

    // A hard delete (history and attendance first, as the foreign keys require).
    await h.db.execute(sql`DELETE FROM frequencias WHERE aprendiz_id = ${ids.dora}`);
    await h.db.execute(sql`DELETE FROM aprendiz_situacoes WHERE aprendiz_id = ${ids.dora}`);
    await h.db.execute(sql`DELETE FROM aprendizes WHERE id = ${ids.dora}`);
    await conferirTudo();

    // Attendance edits: a mark changed, a mark moved to another class and day, a day removed, a new day.
    await h.db.execute(sql`
      UPDATE frequencias SET status = 'falta' WHERE turma_id = ${ids.t1} AND data = '2026-06-01' AND aprendiz_id = ${ana}`);
    await h.db.execute(sql`
      UPDATE frequencias SET status = 'falta-justificada', justificativa = 'Atestado'
       WHERE turma_id = ${ids.t1} AND data = '2026-05-04' AND aprendiz_id = ${bruno}`);
    await chamada(ids.t2, '2026-06-02', [[eva, 'falta']]);
    await h.db.execute(sql`
      UPDATE frequencias SET turma_id = ${ids.t2}, data = '2026-06-02'
       WHERE turma_id = ${ids.t1} AND data = '2026-05-05' AND aprendiz_id = ${bruno}`);
    await h.db.execute(
      sql`DELETE FROM frequencias WHERE turma_id = ${ids.t2} AND data = '2025-11-04'`,
    );
    for (let d = 8; d <= 12; d += 1) {
      await chamada(ids.t2, `2026-06-${String(d).padStart(2, '0')}`, [
        [eva, d % 2 === 0 ? 'falta' : 'presente'],
        [ana, 'falta'],
      ]);
    }
    // An upsert, as a class day saved twice writes it.
    await h.db.execute(sql`
      INSERT INTO frequencias (turma_id, data, aprendiz_id, status)
      VALUES (${ids.t2}, '2026-06-08', ${ana}, 'presente'), (${ids.t2}, '2026-06-08', ${bruno}, 'falta')
      ON CONFLICT (turma_id, data, aprendiz_id) DO UPDATE SET status = EXCLUDED.status`);
    await conferirTudo();

    // Placements: one ends, one is moved to another partner's unit, one is removed, a unit
    // changes partner, a partner is switched off.
    const [lotacao] = await consultar<{ id: number | string; unidade: number | string }>(sql`
      SELECT l.id, l.unidade_id AS unidade FROM lotacoes l JOIN unidades u ON u.id = l.unidade_id
       WHERE l.data_fim IS NULL ORDER BY l.id LIMIT 1`);
    await h.db.execute(
      sql`UPDATE lotacoes SET data_fim = ${HOJE} WHERE id = ${Number(lotacao!.id)}`,
    );
    await h.db.execute(sql`
      UPDATE lotacoes SET unidade_id = (SELECT id FROM unidades WHERE parceiro_id = ${ids.p1})
       WHERE id = (SELECT max(id) FROM lotacoes WHERE data_fim IS NULL)`);
    await h.db.execute(sql`
      DELETE FROM lotacoes WHERE id = (SELECT min(id) FROM lotacoes WHERE data_fim IS NULL)`);
    await h.db.execute(sql`
      UPDATE unidades SET parceiro_id = ${ids.p1}, nome = 'Filial vinda de outra empresa'
       WHERE id = (SELECT unidade_id FROM lotacoes WHERE data_fim IS NULL ORDER BY id DESC LIMIT 1 OFFSET 1)`);
    await h.db.execute(sql`UPDATE parceiros SET ativo = false WHERE id = ${ids.p1}`);
    await conferirTudo();
    await h.db.execute(sql`UPDATE parceiros SET ativo = true WHERE id = ${ids.p1}`);

    // A class switched off leaves the figures; its counts stay for when it comes back.
    await h.db.execute(sql`UPDATE turmas SET ativo = false WHERE id = ${ids.t2}`);
    await conferirTudo();
    await h.db.execute(sql`UPDATE turmas SET ativo = true WHERE id = ${ids.t2}`);
  }, 120_000);

  it('um lote grande de frequência num comando só (a carga do bench) também fica exato', async () => {
    const turma = await novaTurma('EST-LOTE', cursoA, null);
    const alunos = await consultar<{ id: number | string }>(
      sql`SELECT id FROM aprendizes WHERE ativo ORDER BY id`,
    );
    await h.db.execute(sql`
      INSERT INTO frequencia_dias (turma_id, data)
      SELECT ${turma}, d::date FROM generate_series('2026-03-02'::date, '2026-06-12'::date, interval '1 day') d
       WHERE extract(isodow FROM d) IN (1, 3)`);
    await h.db.execute(sql`
      INSERT INTO frequencias (turma_id, data, aprendiz_id, status, justificativa)
      SELECT d.turma_id, d.data, a.id,
             CASE WHEN (a.id + extract(doy FROM d.data)::int) % 5 = 0 THEN 'falta'
                  WHEN (a.id + extract(doy FROM d.data)::int) % 7 = 0 THEN 'falta-justificada'
                  ELSE 'presente' END,
             CASE WHEN (a.id + extract(doy FROM d.data)::int) % 5 <> 0
                   AND (a.id + extract(doy FROM d.data)::int) % 7 = 0 THEN 'Atestado' END
        FROM frequencia_dias d CROSS JOIN (SELECT id FROM aprendizes WHERE ativo) a
       WHERE d.turma_id = ${turma}`);
    expect(alunos.length).toBeGreaterThan(10);
    await conferirTudo();
  }, 60_000);

  // ---- Errors and permissions -------------------------------------------------------------------

  it('400 nos filtros inválidos, com o campo', async () => {
    const casos: [string, string][] = [
      ['/api/estatisticas/geral-aprendizes?situacaoId=0', 'situacaoId'],
      ['/api/estatisticas/geral-aprendizes?municipioId=abc', 'municipioId'],
      ['/api/estatisticas/participantes-situacao?de=2026-02-30', 'de'],
      ['/api/estatisticas/participantes-situacao?de=2026-06-10&ate=2026-06-01', 'ate'],
      ['/api/estatisticas/aprendizes-parceiro?faixa=sem-cota', 'faixa'],
      ['/api/estatisticas/aprendizes-parceiro?pageSize=101', 'pageSize'],
      ['/api/estatisticas/faltas-aprendizes?de=2026-13', 'de'],
      ['/api/estatisticas/faltas-aprendizes?ate=2026-1', 'ate'],
      ['/api/estatisticas/faltas-aprendizes?de=2026-05&ate=2026-04', 'ate'],
      ['/api/estatisticas/faltas-aprendizes?de=2020-01&ate=2026-06', 'ate'],
      ['/api/estatisticas/faltas-aprendizes?turmaId=-1', 'turmaId'],
    ];
    for (const [url, campo] of casos) {
      const r = await api<Problema>('GET', url);
      expect({ url, status: r.status, campos: Object.keys(r.json.errors ?? {}) }).toEqual({
        url,
        status: 400,
        campos: [campo],
      });
      expect(r.resposta.headers['content-type']).toMatch(/application\/problem\+json/);
    }
  });

  it('401 sem token, 403 para uma função sem relatorios:ler', async () => {
    for (const caminho of [
      'resumo',
      'geral-aprendizes',
      'participantes-situacao',
      'aprendizes-parceiro',
      'faltas-aprendizes',
    ]) {
      const url = `/api/estatisticas/${caminho}`;
      expect((await h.request('GET', url)).statusCode).toBe(401);
      const proibido = await api<Problema>('GET', url, undefined, tokenSemPermissao);
      expect({ url, status: proibido.status }).toEqual({ url, status: 403 });
    }
  });
});
