/** @jest-environment ./test/support/api-environment.ts */
// Holidays (issue 11): a known year's national holidays and pontos facultativos from the library,
// a UF's own, and the organisation's municipal holidays and recessos (an audited record) joining
// them for the municipality they belong to.
import { forEachEngine } from '../support/api-harness';
import { cliente, type Problema } from './turmas-parceiros-fixtures';

interface DoAno {
  uf: string | null;
  data: { data: string; nome: string; origem: string; feriadoId: number | null }[];
}

const SAO_PAULO = 3550308;
const CAMPINAS = 3509502;

forEachEngine('feriados', (h) => {
  let token = '';
  const api = cliente(h, () => token);

  beforeAll(async () => {
    const admin = await h.createUser('administrador');
    token = await h.tokenPara(admin.id);
  });

  it('os nacionais de 2026: Carnaval 16 e 17/02, Sexta-feira Santa 3/04, Corpus Christi 4/06', async () => {
    const r = await api<DoAno>('GET', '/api/feriados?ano=2026');
    expect(r.status).toBe(200);
    const porData = Object.fromEntries(r.json.data.map((f) => [f.data, `${f.nome}|${f.origem}`]));
    expect(porData).toMatchObject({
      '2026-01-01': 'Ano novo|nacional',
      '2026-02-16': 'Carnaval (segunda-feira)|ponto-facultativo',
      '2026-02-17': 'Carnaval (terça-feira)|ponto-facultativo',
      '2026-04-03': 'Sexta-feira Santa|nacional',
      '2026-04-21': 'Tiradentes|nacional',
      '2026-06-04': 'Corpus Christi|ponto-facultativo',
      '2026-11-20': 'Dia da Consciência Negra|nacional',
      '2026-12-25': 'Natal|nacional',
    });
    // Easter Sunday is no day off; no state holiday without a UF.
    expect(porData['2026-04-05']).toBeUndefined();
    expect(porData['2026-07-09']).toBeUndefined();
  });

  it('com a UF, os estaduais (SP: 9 de julho); UF inválida é 400', async () => {
    const sp = await api<DoAno>('GET', '/api/feriados?ano=2026&uf=sp');
    expect(sp.json.uf).toBe('SP');
    expect(sp.json.data).toContainEqual({
      data: '2026-07-09',
      nome: 'Revolução Constitucionalista',
      origem: 'estadual',
      feriadoId: null,
    });
    const rj = await api<DoAno>('GET', '/api/feriados?ano=2026&uf=RJ');
    expect(rj.json.data.some((f) => f.nome === 'São Jorge' && f.data === '2026-04-23')).toBe(true);
    expect((await api<Problema>('GET', '/api/feriados?ano=2026&uf=XX')).status).toBe(400);
  });

  it('os da organização: municipal (anual) e recesso, só para o município deles; auditados e inativáveis', async () => {
    const municipal = await api<{ id: number; versao: number }>('POST', '/api/feriados', {
      tipo: 'municipal',
      nome: 'Aniversário de São Paulo',
      dataInicio: '2025-01-25',
      municipioId: SAO_PAULO,
      anual: true,
    });
    expect(municipal.status).toBe(201);
    const recesso = await api<{ id: number }>('POST', '/api/feriados', {
      tipo: 'recesso',
      nome: 'Recesso de fim de ano',
      dataInicio: '2026-12-21',
      dataFim: '2027-01-08',
    });
    expect(recesso.status).toBe(201);

    const sp = await api<DoAno>('GET', `/api/feriados?ano=2026&municipioId=${SAO_PAULO}`);
    expect(sp.json.uf).toBe('SP');
    expect(sp.json.data).toContainEqual({
      data: '2026-01-25',
      nome: 'Aniversário de São Paulo',
      origem: 'municipal',
      feriadoId: municipal.json.id,
    });
    expect(sp.json.data.filter((f) => f.origem === 'recesso').map((f) => f.data)).toEqual([
      '2026-12-21',
      '2026-12-22',
      '2026-12-23',
      '2026-12-24',
      '2026-12-25',
      '2026-12-26',
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
    ]);
    const campinas = await api<DoAno>('GET', `/api/feriados?ano=2026&municipioId=${CAMPINAS}`);
    expect(campinas.json.data.some((f) => f.origem === 'municipal')).toBe(false);
    expect(campinas.json.data.some((f) => f.origem === 'recesso')).toBe(true);

    const lista = await api<{ total: number }>(
      'GET',
      '/api/feriados/cadastrados?ano=2026&tipo=municipal',
    );
    expect(lista.json.total).toBeGreaterThanOrEqual(1);
    // q searches the municipality's name too; the count had no join for it (500, issue 31).
    const porMunicipio = await api<{ total: number; data: { id: number }[] }>(
      'GET',
      '/api/feriados/cadastrados?q=s%C3%A3o%20paulo',
    );
    expect(porMunicipio.status).toBe(200);
    expect(porMunicipio.json.data.map((f) => f.id)).toEqual([municipal.json.id]);
    expect(porMunicipio.json.total).toBe(1);
    const nenhum = await api<{ total: number }>('GET', '/api/feriados/cadastrados?q=x');
    expect(nenhum.status).toBe(200);
    const inativado = await api<{ ativo: boolean }>('DELETE', `/api/feriados/${municipal.json.id}`);
    expect(inativado.json.ativo).toBe(false);
    const depois = await api<DoAno>('GET', `/api/feriados?ano=2026&municipioId=${SAO_PAULO}`);
    expect(depois.json.data.some((f) => f.origem === 'municipal')).toBe(false);
  });

  it('regras do cadastro: municipal de um dia com município, recesso de até 90 dias, versão', async () => {
    const errado = await api<Problema>('POST', '/api/feriados', {
      tipo: 'municipal',
      nome: 'Fe',
      dataInicio: '2026-03-10',
      dataFim: '2026-03-11',
      anual: false,
    });
    expect(errado.status).toBe(400);
    expect(errado.json.errors).toEqual({
      nome: 'O nome deve ter entre 3 e 120 caracteres',
      dataFim: 'O feriado municipal é de um dia só: a data final deve ser a mesma da inicial',
      municipioId: 'Informe o município do feriado',
    });
    const longo = await api<Problema>('POST', '/api/feriados', {
      tipo: 'recesso',
      nome: 'Férias coletivas',
      dataInicio: '2026-01-01',
      dataFim: '2026-06-30',
      anual: true,
    });
    expect(longo.json.errors).toEqual({
      dataFim: 'Um recesso tem no máximo 90 dias',
      anual: 'Só o feriado municipal se repete todo ano',
    });
    const criado = await api<{ id: number; versao: number }>('POST', '/api/feriados', {
      tipo: 'recesso',
      nome: 'Recesso de julho',
      dataInicio: '2026-07-20',
      dataFim: '2026-07-31',
    });
    const corpo = {
      tipo: 'recesso',
      nome: 'Recesso de julho',
      dataInicio: '2026-07-20',
      dataFim: '2026-07-24',
    };
    expect(
      (await api('PUT', `/api/feriados/${criado.json.id}`, { ...corpo, versao: 1 })).status,
    ).toBe(200);
    expect(
      (await api('PUT', `/api/feriados/${criado.json.id}`, { ...corpo, versao: 1 })).status,
    ).toBe(409);
  });

  it('só quem edita cadastros grava feriados; quem lê cadastros vê o ano', async () => {
    const educador = await h.createUser('educador');
    const t = await h.tokenPara(educador.id);
    expect((await api('GET', '/api/feriados?ano=2026', undefined, t)).status).toBe(200);
    const r = await api(
      'POST',
      '/api/feriados',
      { tipo: 'recesso', nome: 'Recesso', dataInicio: '2026-07-01' },
      t,
    );
    expect(r.status).toBe(403);
  });
});
