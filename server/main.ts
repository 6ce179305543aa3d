// Entry point: configuration -> database -> migrations -> seeds -> app -> listen. One process
// serves the API and the built SPA on one port.
import { join } from 'node:path';
import { buildApp } from './app';
import { ErroDeConfiguracao, loadConfig, type AppConfig } from './config';
import { openDatabase, type ConexaoBanco } from './db/client';
import { migrate } from './db/migrate';
import { ErroSenhaAdmin, seed, seedDemo, seedDemoDerivada } from './db/seed';
import type { AdminCriado } from './db/seed/admin';

const PRAZO_ENCERRAMENTO_MS = 10_000;

function mostrarAdministrador(admin: AdminCriado): void {
  const linha = '='.repeat(72);
  if (admin.senhaGerada === undefined) {
    console.log(`Administrador criado: ${admin.email} (senha definida por ADMIN_PASSWORD).`);
    return;
  }
  console.log(
    [
      '',
      linha,
      '  Administrador criado. Guarde esta senha: ela NÃO será mostrada de novo.',
      `    E-mail: ${admin.email}`,
      `    Senha:  ${admin.senhaGerada}`,
      '  Depois de entrar, troque-a em Perfil.',
      linha,
      '',
    ].join('\n'),
  );
}

/** How long each phase of the start took, printed once the server listens. */
const fases: [string, number][] = [];
let marca = performance.now();
{
  // From the process's start (scripts/start.mjs) to here, less the build: loading the code.
  const inicio = Number(process.env.INICIO_PROCESSO_MS ?? Number.NaN);
  const compilacao = Number(process.env.TEMPO_COMPILACAO_MS ?? 0);
  if (Number.isFinite(inicio))
    fases.push(['carregar o servidor', Date.now() - inicio - compilacao]);
}
function fase(nome: string): void {
  const agora = performance.now();
  fases.push([nome, agora - marca]);
  marca = agora;
}

/** '12,3 s' */
const segundos = (ms: number) =>
  `${(ms / 1000).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} s`;

function mostrarTempos(): void {
  const compilacao = Number(process.env.TEMPO_COMPILACAO_MS ?? Number.NaN);
  const inicio = Number(process.env.INICIO_PROCESSO_MS ?? Number.NaN);
  const partes = [
    ...(Number.isFinite(compilacao) ? [`compilação da interface ${segundos(compilacao)}`] : []),
    ...fases.map(([nome, ms]) => `${nome} ${segundos(ms)}`),
  ];
  const total = Number.isFinite(inicio) ? `; pronto em ${segundos(Date.now() - inicio)}` : '';
  console.log(`Tempos do início: ${partes.join(', ')}${total}.`);
}

async function prepararBanco(
  config: AppConfig,
): Promise<{ conexao: ConexaoBanco; admin: AdminCriado | undefined }> {
  const conexao = await openDatabase(
    config.databaseUrl !== undefined
      ? { databaseUrl: config.databaseUrl }
      : { dataDir: join(config.dataDir, 'pglite') },
  );
  const aplicadas = await migrate(conexao.db);
  if (aplicadas.length > 0) console.log(`Migrações aplicadas: ${aplicadas.join(', ')}`);
  const { admin } = await seed(conexao.db, {
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
  });
  fase('banco (abrir, migrações, referências)');
  // "Empty" = this start created the first user; a real server database gets demo data only on request.
  const demo = config.seedDemo ?? (conexao.kind === 'pglite' && admin !== undefined);
  if (demo) {
    const { inseridos } = await seedDemo(conexao.db);
    // Benefits and documents, computed by their modules' own rules from the rows just seeded.
    Object.assign(inseridos, await seedDemoDerivada(conexao.db, new Date(), config));
    const total = Object.values(inseridos).reduce((a, b) => a + b, 0);
    console.log(`Dados de demonstração: ${total} registros inseridos.`);
    fase('dados de demonstração');
  }
  return { conexao, admin };
}

async function iniciar(): Promise<void> {
  const config = loadConfig();
  const { conexao, admin } = await prepararBanco(config);
  const app = await buildApp({ db: conexao.db, config });
  fase('montar a API');

  let encerrando = false;
  const encerrar = (sinal: string) => {
    if (encerrando) {
      console.error('Encerramento forçado.');
      process.exit(1);
    }
    encerrando = true;
    app.log.info({ sinal }, 'encerrando: terminando as requisições em andamento');
    setTimeout(() => {
      console.error('O encerramento passou do prazo; saindo assim mesmo.');
      process.exit(1);
    }, PRAZO_ENCERRAMENTO_MS).unref();
    // Fastify stops accepting connections and waits for in-flight requests; only then the database.
    void app
      .close()
      .then(() => conexao.close())
      .then(() => {
        console.log('Servidor encerrado.');
        process.exit(0);
      });
  };
  process.on('SIGINT', () => encerrar('SIGINT'));
  process.on('SIGTERM', () => encerrar('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // listen() readies the app first: the routes' validators and serialisers are compiled here.
  fase('preparar as rotas e abrir a porta');
  mostrarTempos();
  // The one-time password is the last thing before the "listening" line, not lost above the
  // demo data's, the build's and the phases' output.
  if (admin) mostrarAdministrador(admin);
  console.log(`Servidor em http://localhost:${config.port}`);
}

iniciar().catch((erro: unknown) => {
  if (erro instanceof ErroDeConfiguracao || erro instanceof ErroSenhaAdmin) {
    console.error(`Configuração inválida: ${erro.message}`);
  } else {
    console.error('Falha ao iniciar o servidor:', erro);
  }
  process.exit(1);
});
