// npm run anonimizar-vencidos: anonymises everyone due under the retention setting (docs/LGPD.md),
// as the administrator's button on /admin/lgpd does, and prints the report (ids and dates, never
// names). On the embedded database the server must be stopped; with DATABASE_URL it may run.
import { openDatabase } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { anonimizarVencidos, type RelatorioAnonimizacao } from '../server/modules/lgpd';
import { ErroDoComando, exigirServidorParado, pastaDoBanco } from './banco-embutido';

async function principal(): Promise<void> {
  const url = process.env.DATABASE_URL?.trim();
  const pasta = pastaDoBanco();
  if (!url) exigirServidorParado(pasta);
  const conexao = await openDatabase(url ? { databaseUrl: url } : { dataDir: pasta });
  try {
    await migrate(conexao.db);
    const total: RelatorioAnonimizacao['anonimizados'] = [];
    const falhas: RelatorioAnonimizacao['falhas'] = [];
    let r: RelatorioAnonimizacao;
    // Rounds of up to 200, until none is left or a round anonymises no one (only failures).
    do {
      r = await anonimizarVencidos(conexao.db, { usuarioId: null, agora: new Date() });
      total.push(...r.anonimizados);
      falhas.push(...r.falhas);
    } while (r.restantes > 0 && r.anonimizados.length > 0);
    console.log(
      `Retenção: ${String(r.anosRetencao)} anos (referências até ${r.limite}).\n` +
        `Anonimizados: ${String(total.length)}.`,
    );
    for (const a of total) {
      console.log(
        `  nº ${String(a.id)}  referência ${a.referencia} (${a.base === 'contrato' ? 'fim do último contrato' : 'cadastro, sem contrato'})`,
      );
    }
    if (falhas.length > 0) {
      console.log(`Não anonimizados: ${String(falhas.length)}.`);
      for (const f of falhas) console.log(`  nº ${String(f.id)}: ${f.motivo}`);
      process.exitCode = 1;
    }
    if (r.restantes > 0) console.log(`Ainda vencidos: ${String(r.restantes)}.`);
  } finally {
    await conexao.close();
  }
}

principal().catch((erro: unknown) => {
  console.error(erro instanceof ErroDoComando ? erro.message : erro);
  process.exitCode = 1;
});
