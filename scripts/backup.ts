// npm run backup [ARQUIVO]: a copy of the embedded database (docs/LGPD.md, "Backup and restore"),
// with the server stopped. With DATABASE_URL the copy is PostgreSQL's own (pg_dump): the command
// says how instead of doing half of it.
import {
  comPostgres,
  ErroDoComando,
  fazerBackup,
  nomePadraoDoBackup,
  pastaDoBanco,
} from './banco-embutido';

async function principal(): Promise<void> {
  if (comPostgres()) {
    console.log(
      'DATABASE_URL está definido: a cópia é a do PostgreSQL, e pode ser feita com o servidor no ar:\n' +
        '  pg_dump --format=custom --file=aprendiz.dump "$DATABASE_URL"\n' +
        'Veja docs/LGPD.md, seção "Backup and restore".',
    );
    process.exitCode = 2;
    return;
  }
  const arquivo = process.argv[2] ?? nomePadraoDoBackup();
  const r = await fazerBackup(pastaDoBanco(), arquivo);
  console.log(
    `Cópia salva em ${r.arquivo} (${(r.bytes / 1024 / 1024).toFixed(1)} MB, ${String(r.aprendizes)} aprendizes).\n` +
      'Ela contém dados pessoais: guarde-a com o mesmo cuidado que o banco.',
  );
}

principal().catch((erro: unknown) => {
  console.error(erro instanceof ErroDoComando ? erro.message : erro);
  process.exitCode = 1;
});
