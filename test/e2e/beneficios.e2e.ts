// Benefits as the finance staff use them (issue 13): generate last month's competência for two
// apprentices under contract, open one payment's breakdown (the days behind each figure), mark
// both as paid with a date after the confirmation, and export the payments as CSV.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { competenciaDe, limitesCompetencia } from '../../src/shared/validation/beneficios';
import { terminoPorDuracao } from '../../src/shared/validation/contratos';
import { dataLocal } from '../../src/shared/validation/datas';
import { digitosVerificadoresCpf } from '../../src/shared/validation/documentos';
import { digitosVerificadoresCnpj } from '../../src/shared/validation/parceiro';
import { abrirNavegador, entrar } from './support/navegador';
import { ADMIN, iniciarServidor, type Servidor } from './support/servidor';
import { somarMeses } from '../../src/shared/validation/datas';

let servidor: Servidor;
let navegador: Browser;
let token = '';

const hoje = dataLocal(new Date());
const competencia = somarMeses(competenciaDe(hoje), -1);
const sufixo = Date.now().toString(36).slice(-5).toUpperCase();
const NOMES = [`Helena Benefício ${sufixo}`, `Igor Benefício ${sufixo}`];

async function api<T>(metodo: string, caminho: string, corpo?: unknown): Promise<T> {
  const r = await fetch(`${servidor.url}${caminho}`, {
    method: metodo,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(corpo === undefined ? {} : { body: JSON.stringify(corpo) }),
  });
  const texto = await r.text();
  if (!r.ok) throw new Error(`${metodo} ${caminho}: ${String(r.status)} ${texto}`);
  return (texto ? JSON.parse(texto) : undefined) as T;
}

before(async () => {
  servidor = await iniciarServidor({ CARGA_MAX_ATRASO_MS: '0' });
  navegador = await abrirNavegador();
  token = (
    await api<{ token: string }>('POST', '/api/auth/login', {
      email: ADMIN.email,
      senha: ADMIN.senha,
    })
  ).token;
  const ramos = await api<{ data: { id: number; codigo: string }[] }>(
    'GET',
    '/api/cadastros/ramo-atividade',
  );
  const cnpj = `34${sufixo.padEnd(5, '0')}000${String(Date.now() % 100).padStart(2, '0')}`.slice(
    0,
    12,
  );
  const parceiro = await api<{ id: number }>('POST', '/api/parceiros', {
    razaoSocial: `Padaria Benefícios ${sufixo} Ltda`,
    nomeFantasia: `Padaria ${sufixo}`,
    cnpj: `${cnpj}${digitosVerificadoresCnpj(cnpj)}`,
    ramoAtividadeId: ramos.data.find((r) => r.codigo === 'G')?.id,
    cotaAprendizes: 5,
  });
  const inicio = limitesCompetencia(somarMeses(competencia, -1)).inicio;
  for (const [i, nome] of NOMES.entries()) {
    const base = String(400_000_000 + Math.floor(Math.random() * 99_999_999)).slice(-9);
    const aprendiz = await api<{ id: number }>('POST', '/api/aprendiz', {
      nome,
      cpf: `${base}${digitosVerificadoresCpf(base)}`,
      dataNascimento: dataLocal(new Date(Date.now() - 19 * 365 * 86_400_000)),
      celular: '(11) 97777-6666',
      email: `beneficio.${String(i)}.${sufixo.toLowerCase()}@example.com`,
      endereco: {
        cep: '01310-100',
        logradouro: 'Avenida Paulista',
        numero: '1000',
        bairro: 'Bela Vista',
        municipioId: 3550308,
      },
    });
    await api('POST', '/api/contratos', {
      Con_CodAprendiz: aprendiz.id,
      Con_CodParceiro: parceiro.id,
      Con_TipoContrato: 'A',
      Con_DataInicio: inicio,
      Con_DataTermino: terminoPorDuracao(inicio, 12),
      Con_Duracao: 12,
      Con_CargaHoraria: 30,
      Con_ValorBolsa: 1200 + i * 100,
      Con_CBO: '4110-05',
    });
  }
});

after(async () => {
  await navegador.close();
  await servidor.parar();
});

async function novaPagina(): Promise<Page> {
  const contexto = await navegador.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await contexto.newPage();
  await entrar(page, servidor.url);
  return page;
}

describe('benefícios', () => {
  test('gera a competência, detalha um pagamento, paga a seleção e exporta', async () => {
    const page = await novaPagina();
    try {
      await percorrer(page);
    } catch (erro) {
      if (process.env.E2E_CAPTURAS) {
        await page.screenshot({
          path: `${process.env.E2E_CAPTURAS}/beneficios-falha.png`,
          fullPage: true,
        });
      }
      throw erro;
    }
  });
});

async function percorrer(page: Page) {
  await page.goto(`${servidor.url}/beneficios?competencia=${competencia}`);
  await page.getByText('Esta competência ainda não foi gerada.').waitFor();
  await page.getByRole('button', { name: 'Gerar competência' }).click();
  const confirmacao = page.getByRole('alertdialog');
  await confirmacao.getByRole('button', { name: 'Gerar competência' }).click();
  const relatorio = page.getByRole('status', { name: 'Relatório da geração' });
  await relatorio.waitFor();
  assert.match((await relatorio.textContent()) ?? '', /2 contratos criados/);
  await page.getByText(/Gerada em/).waitFor();

  await page.getByRole('link', { name: /pagamentos pendentes/ }).click();
  await page.waitForURL(`**/beneficios/pagamentos?competencia=${competencia}&status=pendente`);
  const [helena, igor] = NOMES as [string, string];
  await page.getByRole('button', { name: `Detalhar o pagamento de ${helena}` }).click();
  const detalhe = page.getByRole('list', { name: 'Detalhe do pagamento' });
  await detalhe.waitFor();
  const texto = (await detalhe.textContent()) ?? '';
  assert.match(texto, /Bolsa de R\$ 1\.200,00 × 30 dias de contrato no mês ÷ 30/);
  assert.match(texto, /dias úteis/);

  await page.getByRole('checkbox', { name: `Selecionar ${helena}` }).check();
  await page.getByRole('checkbox', { name: `Selecionar ${igor}` }).check();
  await page.getByRole('button', { name: 'Marcar como pago (2)' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Marcar como pago' });
  await dialogo.getByText(/2 pagamentos, total de R\$/).waitFor();
  // The pt-BR day picker (issue 32): the day's section clicked, dd/mm/aaaa typed key by key.
  await dialogo
    .getByRole('group', { name: /Data do pagamento/ })
    .getByRole('spinbutton')
    .first()
    .click();
  await page.keyboard.type(hoje.split('-').reverse().join(''), { delay: 80 });
  await dialogo.getByRole('button', { name: 'Confirmar pagamento' }).click();
  await page.getByText('2 pagamentos marcados como pago', { exact: false }).waitFor();
  // The filter says pendente: both left the list.
  await page.getByText('Nenhum pagamento nesta competência com estes filtros.').waitFor();

  await page.goto(`${servidor.url}/beneficios/pagamentos?competencia=${competencia}`);
  await page.getByText(helena).waitFor();
  assert.equal(await page.getByText('Pago', { exact: true }).count(), 2);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const arquivo = await download;
  const csv = await readFile(await arquivo.path(), 'utf8');
  const linhas = csv.slice(1).trim().split(/\r?\n/);
  assert.equal(linhas.length, 3, 'o cabeçalho e os dois pagamentos');
  assert.ok(linhas[0]?.includes('Valor líquido'));
  assert.ok(csv.includes(helena) && csv.includes(igor));
  assert.ok(csv.includes('Pago'));
}
