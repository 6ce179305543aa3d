// LGPD on the apprentice page (issue 17, docs/LGPD.md), as an administrator uses it: the titular
// report downloaded as JSON holds the person, then "Anonimizar" with the name typed turns the
// record into "Titular anonimizado <id>" with its chip, and the buttons follow. A demo apprentice
// without a running contract (the API refuses those, tested in test/api/lgpd.test.ts).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { abrirNavegador, entrar, sessaoGuardada } from './support/navegador';
import { iniciarServidor, type Servidor } from './support/servidor';

let servidor: Servidor;
let navegador: Browser;
let contexto: BrowserContext;
let page: Page;

before(async () => {
  servidor = await iniciarServidor({ SEED_DEMO: '1', CARGA_MAX_ATRASO_MS: '0' });
  navegador = await abrirNavegador();
  contexto = await navegador.newContext({ locale: 'pt-BR', acceptDownloads: true });
  page = await contexto.newPage();
  await entrar(page, servidor.url);
});

after(async () => {
  await navegador.close();
  await servidor.parar();
});

/** A demo apprentice whose contracts all ended (or who never had one), from the API. */
async function semContratoEmCurso(): Promise<{ id: number; nome: string }> {
  const { token } = await sessaoGuardada(page);
  return page.evaluate(async (t) => {
    const headers = { authorization: `Bearer ${String(t)}` };
    const lista = (await (
      await fetch('/api/aprendiz?pageSize=50&sort=nome', { headers })
    ).json()) as {
      data: { id: number; nome: string }[];
    };
    for (const a of lista.data) {
      const contratos = (await (
        await fetch(`/api/contratos?aprendizId=${String(a.id)}&pageSize=100`, { headers })
      ).json()) as { data: { status: string }[] };
      if (!contratos.data.some((c) => c.status === 'vigente' || c.status === 'prorrogado'))
        return a;
    }
    throw new Error('nenhum aprendiz de demonstração sem contrato em curso');
  }, token);
}

test('baixa o relatório do titular em JSON e anonimiza com o nome digitado', async () => {
  const aprendiz = await semContratoEmCurso();
  await page.goto(`${servidor.url}/aprendizes/${String(aprendiz.id)}`);
  await page.getByRole('heading', { name: aprendiz.nome, level: 1 }).waitFor();

  await page.getByRole('button', { name: 'Relatório do titular' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'JSON (para sistemas)' }).click();
  const arquivo = await download;
  assert.equal(arquivo.suggestedFilename(), `relatorio-titular-${String(aprendiz.id)}.json`);
  const relatorio = JSON.parse(await readFile(await arquivo.path(), 'utf8')) as {
    aprendiz: { id: number; nome: string };
    acessos: unknown[];
  };
  assert.equal(relatorio.aprendiz.nome, aprendiz.nome);
  assert.ok(relatorio.acessos.length > 0, 'a abertura da página está no registro de acessos');

  await page.getByRole('button', { name: 'Anonimizar' }).click();
  const dialogo = page.getByRole('dialog', { name: `Anonimizar ${aprendiz.nome}?` });
  await dialogo.waitFor();
  assert.match((await dialogo.textContent()) ?? '', /irreversível/);
  const confirmar = dialogo.getByRole('button', { name: 'Anonimizar definitivamente' });
  const campo = dialogo.getByLabel('Digite o nome do aprendiz para confirmar');
  await campo.fill(`${aprendiz.nome} X`);
  assert.equal(await confirmar.isDisabled(), true, 'só com o nome exato');
  await campo.fill(aprendiz.nome);
  await confirmar.click();

  const anonimo = `Titular anonimizado ${String(aprendiz.id)}`;
  await page.getByRole('heading', { name: anonimo, level: 1 }).waitFor();
  await page.getByText(/^Anonimizado em \d{2}\/\d{2}\/\d{4}$/).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Anonimizar' }).count(), 0);
  assert.equal(await page.getByText(aprendiz.nome, { exact: true }).count(), 0);
});
