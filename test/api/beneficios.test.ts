/** @jest-environment ./test/support/api-environment.ts */
// Benefits (issue 13) on both engines: generating a competência computes vouchers and payments
// from the contract, the calendar and the attendance; generating twice changes nothing; attendance
// changed -> only what is pending is recomputed; a paid month is locked (409) and a correction is
// a new adjusting entry; opt-out, defaults, the summary, the export, and who may do what.
// Contracts, classes and attendance are inserted directly (their APIs are other modules').
import { and, eq } from 'drizzle-orm';
import { forEachEngine } from '../support/api-harness';
import {
  alocacoes,
  aprendizes,
  auditoria,
  contratos,
  frequenciaDias,
  frequencias,
  pagamentos,
  parceiros,
  turmas,
} from '../../server/db/schema';
import {
  cliente,
  cnpjNovo,
  novoAprendiz,
  referencias,
  type Problema,
  type Referencias,
} from './turmas-parceiros-fixtures';

interface Item {
  contratoId: number;
  resultado: string;
  motivo: string | null;
}
interface Geracao {
  criados: number;
  recalculados: number;
  inalterados: number;
  bloqueados: number;
  ignorados: number;
  itens: Item[];
}
interface Pagamento {
  id: number;
  contrato: { id: number };
  tipo: string;
  ajusteDe: number | null;
  diasContrato: number;
  diasUteis: number;
  faltas: number;
  justificadas: number;
  valorBruto: number;
  descontoFaltas: number;
  descontoValeTransporte: number;
  valorLiquido: number;
  status: string;
  dataPagamento: string | null;
  bloqueado: boolean;
  versao: number;
}
interface Vale {
  id: number;
  contrato: { id: number };
  versao: number;
  dias: number;
  valor: number;
  desconto?: number;
  custo?: number;
  opcao?: string;
  bloqueado: boolean;
}
interface Lista<T> {
  data: T[];
  total: number;
  totais: Record<string, number>;
}

let seq = 0;

forEachEngine('benefícios', (h) => {
  let token = '';
  let ref: Referencias;
  const api = cliente(h, () => token);

  beforeAll(async () => {
    const admin = await h.createUser('financeiro');
    token = await h.tokenPara(admin.id);
    ref = await referencias(h);
  });

  async function contrato(extra: Partial<typeof contratos.$inferInsert> = {}) {
    seq += 1;
    const a = await novoAprendiz(h, ref);
    const [p] = await h.db
      .insert(parceiros)
      .values({
        razaoSocial: `Benefícios Teste ${cnpjNovo()} Ltda`,
        nomeFantasia: `Loja B${String(seq)}`,
        cnpj: cnpjNovo(),
        ramoAtividadeId: ref.ramoAtividadeId,
        cotaAprendizes: 5,
      })
      .returning({ id: parceiros.id });
    const [c] = await h.db
      .insert(contratos)
      .values({
        numero: `2025/9${String(seq).padStart(4, '0')}${String(Date.now() % 1000)}`,
        aprendizId: a.id,
        parceiroId: p!.id,
        tipo: 'A',
        dataInicio: '2025-06-01',
        dataTermino: '2027-05-31',
        duracao: 24,
        cargaHoraria: 30,
        valorBolsaCentavos: 100_000,
        status: 'vigente',
        ...extra,
      })
      .returning({ id: contratos.id });
    return { id: c!.id, aprendizId: a.id, parceiroId: p!.id };
  }

  /** A class on Wednesdays through 2026 with the apprentice in it, and their marks. */
  async function aulas(aprendizId: number, marcas: Record<string, string>) {
    seq += 1;
    const [t] = await h.db
      .insert(turmas)
      .values({
        codigo: `BEN-${Date.now().toString(36)}-${String(seq)}`,
        nome: 'Benefícios teste',
        cursoId: ref.cursoId,
        turno: 'manha',
        diasTeoria: [3],
        dataInicio: '2026-01-07',
        dataFim: '2026-12-16',
        capacidade: 30,
        status: 'em andamento',
      })
      .returning({ id: turmas.id });
    await h.db.insert(alocacoes).values({ aprendizId, turmaId: t!.id, dataInicio: '2026-01-07' });
    for (const [data, status] of Object.entries(marcas)) {
      await h.db.insert(frequenciaDias).values({ turmaId: t!.id, data });
      await h.db.insert(frequencias).values({
        turmaId: t!.id,
        data,
        aprendizId,
        status: status as 'presente',
        justificativa: status === 'falta-justificada' ? 'Atestado médico' : null,
      });
    }
    return t!.id;
  }

  const gerar = (competencia: string) =>
    api<Geracao>('POST', `/api/beneficios/competencias/${competencia}/gerar`);
  const pagamentosDe = async (competencia: string, contratoId: number) =>
    (
      await api<Lista<Pagamento>>(
        'GET',
        `/api/beneficios/pagamentos?competencia=${competencia}&pageSize=100`,
      )
    ).json.data.filter((p) => p.contrato.id === contratoId);
  const valeDe = async (tipo: string, competencia: string, aprendizId: number) =>
    (
      await api<Lista<Vale>>(
        'GET',
        `/api/beneficios/${tipo}?competencia=${competencia}&aprendizId=${String(aprendizId)}`,
      )
    ).json.data[0]!;
  const item = (g: Geracao, contratoId: number) => g.itens.find((i) => i.contratoId === contratoId);

  it('gera a competência pelo contrato e pelo calendário, e gerar de novo não muda nada', async () => {
    const c = await contrato();
    const r = await gerar('2026-03');
    expect(r.status).toBe(200);
    expect(item(r.json, c.id)).toMatchObject({ resultado: 'criado', motivo: null });
    const [p] = await pagamentosDe('2026-03', c.id);
    // March 2026: 22 weekdays, no national holiday; R$ 1.000,00 for the whole month.
    expect(p).toMatchObject({
      tipo: 'mensal',
      diasContrato: 30,
      diasUteis: 22,
      faltas: 0,
      valorBruto: 1000,
      descontoFaltas: 0,
      descontoValeTransporte: 60,
      valorLiquido: 940,
      status: 'pendente',
      bloqueado: false,
    });
    // Defaults: R$ 5,00 × 2 trips × 22 days; R$ 25,00 × 22 days.
    expect(await valeDe('vale-transporte', '2026-03', c.aprendizId)).toMatchObject({
      dias: 22,
      valor: 220,
      desconto: 60,
      custo: 160,
      opcao: 'aderiu',
    });
    expect(await valeDe('vale-alimentacao', '2026-03', c.aprendizId)).toMatchObject({
      dias: 22,
      valor: 550,
    });

    const antes = await pagamentosDe('2026-03', c.id);
    const de_novo = await gerar('2026-03');
    expect(de_novo.status).toBe(200);
    expect(item(de_novo.json, c.id)).toMatchObject({ resultado: 'inalterado' });
    expect(de_novo.json.criados).toBe(0);
    expect(de_novo.json.recalculados).toBe(0);
    expect(await pagamentosDe('2026-03', c.id)).toEqual(antes);
  });

  it('contrato do dia 10, faltas injustificadas e justificada; frequência corrigida recalcula só o pendente', async () => {
    const c = await contrato({ dataInicio: '2026-04-10', dataTermino: '2027-04-09', duracao: 12 });
    await aulas(c.aprendizId, {
      '2026-04-15': 'falta',
      '2026-04-22': 'falta',
      '2026-04-29': 'falta-justificada',
    });
    expect(item((await gerar('2026-04')).json, c.id)?.resultado).toBe('criado');
    const [p] = await pagamentosDe('2026-04', c.id);
    // 10 to 30 April: 21 calendar days; weekdays from the 10th: 15 (Tiradentes on the 21st).
    expect(p).toMatchObject({
      diasContrato: 21,
      diasUteis: 14,
      faltas: 2,
      justificadas: 1,
      valorBruto: 700,
      descontoFaltas: 66.67,
      descontoValeTransporte: 42,
      valorLiquido: 591.33,
    });
    expect(await valeDe('vale-alimentacao', '2026-04', c.aprendizId)).toMatchObject({
      dias: 12,
      valor: 300,
    });

    // One absence is corrected to present: only this pending month moves.
    await h.db
      .update(frequencias)
      .set({ status: 'presente' })
      .where(and(eq(frequencias.aprendizId, c.aprendizId), eq(frequencias.data, '2026-04-22')));
    const r = await gerar('2026-04');
    expect(item(r.json, c.id)?.resultado).toBe('recalculado');
    const [depois] = await pagamentosDe('2026-04', c.id);
    expect(depois).toMatchObject({ faltas: 1, descontoFaltas: 33.33, valorLiquido: 624.67 });
    expect(depois!.versao).toBe(p!.versao + 1);
  });

  it('pagar bloqueia o mês (409), a geração o relata, e a correção é um ajuste novo', async () => {
    const c = await contrato();
    await gerar('2026-05');
    const [p] = await pagamentosDe('2026-05', c.id);

    const futuro = await api<Problema>('POST', '/api/beneficios/pagamentos/pagar', {
      ids: [p!.id],
      dataPagamento: '2099-01-05',
    });
    expect(futuro.status).toBe(400);
    expect(futuro.json.errors).toEqual({ dataPagamento: 'A data não pode ser futura' });

    const ajustePendente = await api<Problema>(
      'POST',
      `/api/beneficios/pagamentos/${String(p!.id)}/ajustes`,
      { valor: 10, motivo: 'Teste de ajuste' },
    );
    expect(ajustePendente.status).toBe(422);

    const pago = await api('POST', '/api/beneficios/pagamentos/pagar', {
      ids: [p!.id],
      dataPagamento: '2026-06-05',
    });
    expect(pago.status).toBe(200);
    expect(pago.json).toEqual({ pagos: 1, valor: 940, dataPagamento: '2026-06-05' });

    const outraVez = await api<Problema>('POST', '/api/beneficios/pagamentos/pagar', {
      ids: [p!.id],
      dataPagamento: '2026-06-05',
    });
    expect(outraVez.status).toBe(409);

    const vt = await valeDe('vale-transporte', '2026-05', c.aprendizId);
    expect(vt.bloqueado).toBe(true);
    const alterar = await api<Problema>('PUT', '/api/beneficios/vale-transporte', {
      id: vt.id,
      versao: vt.versao,
      tarifa: 6,
    });
    expect(alterar.status).toBe(409);
    expect(alterar.json.detail).toMatch(/já foi paga/);
    expect((await valeDe('vale-transporte', '2026-05', c.aprendizId)).valor).toBe(vt.valor);

    const g = await gerar('2026-05');
    expect(item(g.json, c.id)).toMatchObject({ resultado: 'bloqueado' });
    expect(item(g.json, c.id)?.motivo).toMatch(/05\/06\/2026/);

    const ajuste = await api<Pagamento>(
      'POST',
      `/api/beneficios/pagamentos/${String(p!.id)}/ajustes`,
      { valor: -33.33, motivo: 'Falta lançada depois do pagamento' },
    );
    expect(ajuste.status).toBe(201);
    expect(ajuste.json).toMatchObject({
      tipo: 'ajuste',
      ajusteDe: p!.id,
      valorLiquido: -33.33,
      status: 'pendente',
      bloqueado: false,
    });
    const todos = await pagamentosDe('2026-05', c.id);
    expect(todos).toHaveLength(2);
    expect(todos.find((x) => x.id === p!.id)).toMatchObject({ status: 'pago', valorLiquido: 940 });
    const trilha = await h.db
      .select({ acao: auditoria.acao })
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'pagamento'), eq(auditoria.entidadeId, String(p!.id))));
    expect(trilha.map((t) => t.acao)).toEqual(['pagar']);
  });

  it('quem recusa o vale-transporte (com a data) deixa de receber e de ser descontado', async () => {
    const c = await contrato();
    await gerar('2026-06');
    const vt = await valeDe('vale-transporte', '2026-06', c.aprendizId);
    const semData = await api<Problema>('PUT', '/api/beneficios/vale-transporte', {
      id: vt.id,
      versao: vt.versao,
      opcao: 'recusou',
    });
    expect(semData.status).toBe(400);
    expect(semData.json.errors).toEqual({
      dataOpcao: 'Informe a data em que o aprendiz recusou o vale-transporte',
    });
    const r = await api<Vale>('PUT', '/api/beneficios/vale-transporte', {
      id: vt.id,
      versao: vt.versao,
      opcao: 'recusou',
      dataOpcao: '2026-06-01',
    });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ opcao: 'recusou', valor: 0, desconto: 0 });
    const [p] = await pagamentosDe('2026-06', c.id);
    expect(p).toMatchObject({ descontoValeTransporte: 0, valorLiquido: 1000 });

    const velha = await api<Problema>('PUT', '/api/beneficios/vale-transporte', {
      id: vt.id,
      versao: vt.versao,
      tarifa: 4.4,
    });
    expect(velha.status).toBe(409);

    // The opt-out follows the apprentice into the next competência generated.
    await gerar('2026-07');
    expect(await valeDe('vale-transporte', '2026-07', c.aprendizId)).toMatchObject({
      opcao: 'recusou',
      valor: 0,
    });
  });

  it('o valor diário do vale-alimentação muda o mês e segue para o próximo', async () => {
    const c = await contrato();
    await gerar('2026-08');
    const va = await valeDe('vale-alimentacao', '2026-08', c.aprendizId);
    const centavoDemais = await api<Problema>('PUT', '/api/beneficios/vale-alimentacao', {
      id: va.id,
      versao: va.versao,
      valorDiario: 30.005,
    });
    expect(centavoDemais.status).toBe(400);
    const r = await api<Vale>('PUT', '/api/beneficios/vale-alimentacao', {
      id: va.id,
      versao: va.versao,
      valorDiario: 30,
    });
    expect(r.status).toBe(200);
    // August 2026: 21 weekdays.
    expect(r.json).toMatchObject({ dias: 21, valor: 630 });
    await gerar('2026-09');
    expect(await valeDe('vale-alimentacao', '2026-09', c.aprendizId)).toMatchObject({
      valorDiario: 30,
    });
  });

  it('contrato sem bolsa é ignorado com o motivo; competência futura é recusada', async () => {
    const c = await contrato({ valorBolsaCentavos: null });
    const r = await gerar('2026-10');
    expect(item(r.json, c.id)).toMatchObject({ resultado: 'ignorado' });
    expect(item(r.json, c.id)?.motivo).toMatch(/sem valor de bolsa/);
    expect((await gerar('2099-01')).status).toBe(422);
    expect((await gerar('2026-13')).status).toBe(400);
  });

  it('resumo, lista com totais e exportação CSV de uma competência', async () => {
    const c = await contrato();
    await gerar('2026-02');
    const resumo = await api<{
      gerada: boolean;
      totais: { pagamentos: { quantidade: number; valorLiquido: number } };
      porParceiro: { parceiro: { id: number }; valorLiquido: number }[];
      porStatus: { status: string; quantidade: number }[];
    }>('GET', '/api/beneficios/resumo?competencia=2026-02');
    expect(resumo.status).toBe(200);
    expect(resumo.json.gerada).toBe(true);
    expect(resumo.json.porParceiro.find((p) => p.parceiro.id === c.parceiroId)?.valorLiquido).toBe(
      940,
    );
    const lista = await api<Lista<Pagamento>>(
      'GET',
      `/api/beneficios/pagamentos?competencia=2026-02&parceiroId=${String(c.parceiroId)}`,
    );
    expect(lista.json.total).toBe(1);
    expect(lista.json.totais).toMatchObject({ quantidade: 1, valorLiquido: 940, pendentes: 1 });
    const naoGerada = await api<{ gerada: boolean }>(
      'GET',
      '/api/beneficios/resumo?competencia=2001-01',
    );
    expect(naoGerada.json.gerada).toBe(false);

    const csv = await h.request(
      'GET',
      `/api/beneficios/pagamentos/exportar?competencia=2026-02&parceiroId=${String(c.parceiroId)}`,
      { token },
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const linhas = csv.body.trim().split(/\r?\n/);
    expect(linhas).toHaveLength(2);
    expect(linhas[0]).toMatch(/Competência.*Valor líquido/);
    expect(linhas[1]).toMatch(/02\/2026/);

    const rel = await api<{ competencias: { competencia: string; quantidade: number }[] }>(
      'GET',
      `/api/beneficios/relatorio?ano=2026&parceiroId=${String(c.parceiroId)}`,
    );
    expect(rel.json.competencias).toHaveLength(12);
    expect(rel.json.competencias.find((l) => l.competencia === '2026-02')?.quantidade).toBe(1);
  });

  it('q e ativo filtram as três listas (issue 31: documentados e ignorados)', async () => {
    const c = await contrato();
    await gerar('2026-03');
    const [a] = await h.db
      .select({ nome: aprendizes.nome })
      .from(aprendizes)
      .where(eq(aprendizes.id, c.aprendizId));
    await h.db.update(aprendizes).set({ ativo: false }).where(eq(aprendizes.id, c.aprendizId));
    for (const lista of ['pagamentos', 'vale-transporte', 'vale-alimentacao']) {
      const base = `/api/beneficios/${lista}?competencia=2026-03&pageSize=100`;
      const ler = (filtro: string) =>
        api<Lista<{ aprendiz: { id: number } }>>('GET', `${base}&${filtro}`);
      const ids = async (filtro: string) => (await ler(filtro)).json.data.map((l) => l.aprendiz.id);
      const todos = await ids('ativo=todos');
      if (!todos.includes(c.aprendizId)) continue;
      expect(await ids(`q=${encodeURIComponent(a!.nome)}`)).toContain(c.aprendizId);
      const nada = await ler('q=ninguem-com-este-nome');
      expect(`${lista} ${nada.status} ${nada.json.total}`).toBe(`${lista} 200 0`);
      expect(await ids('ativo=false')).toEqual(todos.filter((id) => id === c.aprendizId));
      expect(await ids('ativo=true')).not.toContain(c.aprendizId);
    }
    // The payments list has the contract's row at least: the loop above did not skip everything.
    const pagos = await api<Lista<{ aprendiz: { id: number } }>>(
      'GET',
      '/api/beneficios/pagamentos?competencia=2026-03&pageSize=100&ativo=todos',
    );
    expect(pagos.json.data.map((l) => l.aprendiz.id)).toContain(c.aprendizId);
  });

  it('pagamentos: q acha o aprendiz sem acento nem caixa, e pelo número do contrato (issue 32)', async () => {
    const c = await contrato();
    await h.db
      .update(aprendizes)
      .set({ nome: 'Márcio Conceição Teste' })
      .where(eq(aprendizes.id, c.aprendizId));
    await gerar('2026-03');
    const [linha] = await h.db
      .select({ numero: contratos.numero })
      .from(contratos)
      .where(eq(contratos.id, c.id));
    const ids = async (q: string) =>
      (
        await api<Lista<{ aprendiz: { id: number } }>>(
          'GET',
          `/api/beneficios/pagamentos?competencia=2026-03&pageSize=100&q=${encodeURIComponent(q)}`,
        )
      ).json.data.map((l) => l.aprendiz.id);
    expect(await ids('MARCIO conceicao')).toEqual([c.aprendizId]);
    expect(await ids(linha!.numero)).toEqual([c.aprendizId]);
    expect(await ids('marcio mirela')).toEqual([]);
  });

  it('competência e mês de ano 0000: 400 no campo, antes do banco (issue 31)', async () => {
    const r = await api<Problema>('GET', '/api/beneficios/pagamentos?competencia=0000-01');
    expect(r.status).toBe(400);
    expect(Object.keys(r.json.errors ?? {})).toEqual(['competencia']);
    const resumo = await api<Problema>('GET', '/api/beneficios/resumo?competencia=0000-01');
    expect(resumo.status).toBe(400);
    expect(Object.keys(resumo.json.errors ?? {})).toEqual(['competencia']);
  });

  it('permissões: educador não lê, secretaria lê mas não escreve', async () => {
    const educador = await h.tokenPara((await h.createUser('educador')).id);
    expect(
      (await api('GET', '/api/beneficios/resumo?competencia=2026-03', undefined, educador)).status,
    ).toBe(403);
    const secretaria = await h.tokenPara((await h.createUser('secretaria')).id);
    expect(
      (await api('GET', '/api/beneficios/resumo?competencia=2026-03', undefined, secretaria))
        .status,
    ).toBe(200);
    expect(
      (await api('POST', '/api/beneficios/competencias/2026-03/gerar', undefined, secretaria))
        .status,
    ).toBe(403);
    expect(
      (await api('GET', '/api/beneficios/resumo?competencia=2026-03', undefined, '')).status,
    ).toBe(401);
    const ninguem = await api<Problema>('POST', '/api/beneficios/pagamentos/pagar', {
      ids: [999_999],
      dataPagamento: '2026-06-05',
    });
    expect(ninguem.status).toBe(404);
    const [algum] = await h.db
      .select({ id: pagamentos.id })
      .from(pagamentos)
      .where(eq(pagamentos.status, 'pendente'))
      .limit(1);
    const misturado = await api<Problema>('POST', '/api/beneficios/pagamentos/pagar', {
      ids: [algum!.id, 999_999],
      dataPagamento: '2026-06-05',
    });
    expect(misturado.status).toBe(404);
    const [depois] = await h.db
      .select({ status: pagamentos.status })
      .from(pagamentos)
      .where(eq(pagamentos.id, algum!.id));
    expect(depois?.status).toBe('pendente');
  });
});
