// Measures a 5,000-row import (docs/API-IMPORTACAO.md): the dry run and the import of a valid file
// with unique CPFs, on the embedded PGlite or, with MEDIR_DATABASE_URL, on PostgreSQL; during the
// import, how long a list request waits (PGlite has one connection). Run with a built SPA:
//   E2E_STATIC_DIR=dist-x node --import tsx scripts/medir-importacao.ts
import { digitosVerificadoresCpf } from '../src/shared/validation/documentos';
import { ADMIN } from '../test/e2e/support/servidor';
import { iniciarServidor } from '../test/e2e/support/servidor';

const N = Number(process.env.MEDIR_LINHAS ?? 5000);
const nascimento = `10/05/${String(new Date().getFullYear() - 20)}`;
const linhas = Array.from({ length: N }, (_, i) => {
  const base = String(600_000_000 + i * 7919).slice(-9);
  return [
    `Pessoa ${String(i + 1)} Da Medida`,
    base + digitosVerificadoresCpf(base),
    nascimento,
    'São Paulo',
    'SP',
    'Não',
    'Manhã',
    '(11) 98765-4321',
  ].join(';');
});
const csv = ['Nome;CPF;Data de nascimento;Município;UF;PcD;Turno escolar;Celular', ...linhas].join(
  '\r\n',
);
const corpo = JSON.stringify({ nome: 'medida.csv', conteudo: Buffer.from(csv).toString('base64') });

const servidor = await iniciarServidor(
  process.env.MEDIR_DATABASE_URL
    ? {
        DATABASE_URL: process.env.MEDIR_DATABASE_URL,
        JWT_SECRET: 'medida-da-importacao-um-segredo-de-32-caracteres',
      }
    : {},
);
try {
  const login = (await (
    await fetch(`${servidor.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, senha: ADMIN.senha }),
    })
  ).json()) as { token: string };
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${login.token}` };
  console.log(`arquivo: ${String(N)} linhas, ${(csv.length / 1024).toFixed(0)} KB`);

  let t = performance.now();
  const v = (await (
    await fetch(`${servidor.url}/api/aprendiz/importar/validar`, {
      method: 'POST',
      headers,
      body: corpo,
    })
  ).json()) as { total: number; validas: number };
  console.log(
    `simulação: ${(performance.now() - t).toFixed(0)} ms (${String(v.validas)}/${String(v.total)} válidas)`,
  );

  // A list request every 250 ms during the import: the longest wait says how long others block.
  const estado = { importando: true };
  const esperas: number[] = [];
  const sonda = (async () => {
    while (estado.importando) {
      const t0 = performance.now();
      await fetch(`${servidor.url}/api/aprendiz?pageSize=1`, { headers });
      esperas.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  t = performance.now();
  const r = await fetch(`${servidor.url}/api/aprendiz/importar`, {
    method: 'POST',
    headers: { ...headers, accept: 'application/x-ndjson' },
    body: corpo,
  });
  const texto = await r.text();
  const total = performance.now() - t;
  estado.importando = false;
  await sonda;
  const fim = JSON.parse(texto.trim().split('\n').at(-1) ?? '{}') as {
    tipo: string;
    importadas?: number;
  };
  console.log(
    `importação: ${(total / 1000).toFixed(1)} s (${fim.tipo}, ${String(fim.importadas)} importadas), ${String(texto.trim().split('\n').length)} linhas de progresso`,
  );
  console.log(
    `lista durante a importação: ${String(esperas.length)} pedidos, maior espera ${Math.max(...esperas).toFixed(0)} ms, mediana ${esperas.sort((a, b) => a - b)[Math.floor(esperas.length / 2)]?.toFixed(0) ?? '?'} ms`,
  );
} finally {
  await servidor.parar();
}
