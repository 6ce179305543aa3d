// Where a server's CPU went: reads a V8 .cpuprofile (the bench writes one per server with
// BENCH_PERFIL=<pasta>, node's --cpu-prof) and prints the self time by package or our own file
// and the functions that cost most. It is how a target the bench misses is explained (issue 37:
// "its bound explained with a profile"): the figures say how slow, this says where.
//
//   npx tsx scripts/perfil.ts <arquivo.cpuprofile> [--de <s>] [--ate <s>] [--funcoes <n>]
//
// --de/--ate keep the samples of that window, in seconds from the profile's start (the server's
// start-up, route compilation included, is its first seconds; the scenario comes after).
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

interface No {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Perfil {
  nodes: No[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

function argumento(nome: string): number | undefined {
  const i = process.argv.indexOf(nome);
  const valor = i >= 0 ? Number(process.argv[i + 1]) : Number.NaN;
  return Number.isFinite(valor) ? valor : undefined;
}

/** Where a frame's code lives: a package, node itself, a V8 pseudo-frame, or our file. */
function origem(url: string, funcao: string): string {
  if (url === '') return funcao.startsWith('(') ? funcao : '(nativo do V8)';
  if (url.startsWith('node:')) return 'node (interno)';
  const caminho = url.replace(/^file:\/\//, '');
  const pacote = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(caminho);
  if (pacote?.[1]) return pacote[1];
  return relative(process.cwd(), caminho);
}

function principal() {
  const arquivo = process.argv[2];
  if (!arquivo) {
    console.error('uso: tsx scripts/perfil.ts <arquivo.cpuprofile> [--de s] [--ate s]');
    process.exit(2);
  }
  const perfil = JSON.parse(readFileSync(arquivo, 'utf8')) as Perfil;
  const de = (argumento('--de') ?? 0) * 1e6;
  const ate = (argumento('--ate') ?? Number.POSITIVE_INFINITY) * 1e6;
  const quantas = argumento('--funcoes') ?? 25;
  const porId = new Map(perfil.nodes.map((n) => [n.id, n]));

  const porOrigem = new Map<string, number>();
  const porFuncao = new Map<string, number>();
  let instante = 0;
  let total = 0;
  perfil.samples.forEach((id, i) => {
    const delta = perfil.timeDeltas[i] ?? 0;
    instante += delta;
    if (instante < de || instante > ate) return;
    const no = porId.get(id);
    if (!no) return;
    const { functionName, url, lineNumber } = no.callFrame;
    const lugar = origem(url, functionName);
    porOrigem.set(lugar, (porOrigem.get(lugar) ?? 0) + delta);
    const chave = `${functionName || '(anônima)'}  ${lugar}:${String(lineNumber + 1)}`;
    porFuncao.set(chave, (porFuncao.get(chave) ?? 0) + delta);
    total += delta;
  });

  const ocioso = porOrigem.get('(idle)') ?? 0;
  const ocupado = total - ocioso;
  const ms = (us: number) => (us / 1000).toFixed(0).padStart(7);
  const parte = (us: number) => `${((us / Math.max(1, ocupado)) * 100).toFixed(1).padStart(5)}%`;
  console.log(
    `Janela: ${(total / 1e6).toFixed(1)} s; ocupado ${(ocupado / 1e6).toFixed(1)} s (${((ocupado / Math.max(1, total)) * 100).toFixed(0)}%), ocioso ${(ocioso / 1e6).toFixed(1)} s.`,
  );
  console.log('\nTempo próprio por origem (% do tempo ocupado):');
  [...porOrigem]
    .filter(([lugar]) => lugar !== '(idle)')
    .sort((a, b) => b[1] - a[1])
    .slice(0, 30)
    .forEach(([lugar, us]) => console.log(`${ms(us)} ms ${parte(us)}  ${lugar}`));
  console.log(`\nAs ${String(quantas)} funções de maior tempo próprio:`);
  [...porFuncao]
    .filter(([chave]) => !chave.startsWith('(idle)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, quantas)
    .forEach(([chave, us]) => console.log(`${ms(us)} ms ${parte(us)}  ${chave}`));
}

principal();
