// npm run restore ARQUIVO: puts a copy made by `npm run backup` back as the embedded database, with
// the server stopped. The folder that was there is moved aside, never erased. With DATABASE_URL,
// the restoration is PostgreSQL's own (pg_restore).
import { comPostgres, ErroDoComando, pastaDoBanco, restaurar } from './banco-embutido';

async function principal(): Promise<void> {
  if (comPostgres()) {
    console.log(
      'DATABASE_URL está definido: restaure com o PostgreSQL, num banco vazio:\n' +
        '  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" aprendiz.dump\n' +
        'Veja docs/LGPD.md, seção "Backup and restore".',
    );
    process.exitCode = 2;
    return;
  }
  const arquivo = process.argv[2];
  if (!arquivo)
    throw new ErroDoComando('Uso: npm run restore ARQUIVO (um .tar.gz de npm run backup)');
  const r = await restaurar(arquivo, pastaDoBanco());
  if (r.anterior) console.log(`O banco que estava lá foi movido para ${r.anterior}.`);
  console.log(
    `Banco restaurado em ${r.pasta}: ${String(r.aprendizes)} aprendizes. Suba com npm start.`,
  );
}

principal().catch((erro: unknown) => {
  console.error(erro instanceof ErroDoComando ? erro.message : erro);
  process.exitCode = 1;
});
