/** @jest-environment ./test/support/api-environment.ts */
// `npm run backup` / `npm run restore` (docs/LGPD.md): a copy of an embedded database restored into
// an empty data folder holds the same records; neither command touches a database a server has
// open; a restore never erases the folder it replaces.
// The harness first: it registers the mocks PGlite needs before anything loads it.
import '../support/api-harness';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { linhas, openDatabase } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { seed } from '../../server/db/seed';
import { ErroDoComando, fazerBackup, restaurar } from '../../scripts/banco-embutido';

const registros = sql`SELECT json_agg(json_build_object('id', id, 'nome', nome, 'cpf', cpf) ORDER BY id)::text AS a,
  (SELECT json_agg(f ORDER BY f.id)::text FROM (SELECT id, chave, permissoes FROM funcoes) f) AS f,
  (SELECT count(*)::int FROM municipios) AS m FROM aprendizes`;

describe('cópia e restauração do banco embutido', () => {
  const raiz = mkdtempSync(join(tmpdir(), 'backup-'));
  const origem = join(raiz, 'origem', 'pglite');
  const arquivo = join(raiz, 'copias', 'aprendiz.tar.gz');
  let antes: unknown;

  beforeAll(async () => {
    const conexao = await openDatabase({ dataDir: origem });
    await migrate(conexao.db);
    await seed(conexao.db, {
      adminEmail: 'admin@teste.local',
      adminPassword: 'Administrador-de-teste-2024',
    });
    await conexao.db
      .execute(sql`INSERT INTO aprendizes (nome, cpf, data_nascimento, situacao_id, data_cadastro)
      SELECT 'Joana Cópia ' || n, lpad(n::text, 11, '0'), ('2008-05-0' || n)::date, s.id, '2026-01-02'::date
        FROM generate_series(1, 3) n, (SELECT id FROM situacoes_aprendiz WHERE codigo = 'inscrito') s`);
    antes = linhas(await conexao.db.execute(registros));
    // Open: the copy must refuse rather than copy files under a running database.
    await expect(fazerBackup(origem, arquivo)).rejects.toThrow(ErroDoComando);
    await conexao.close();
  }, 120_000);

  afterAll(() => {
    rmSync(raiz, { recursive: true, force: true });
  });

  it('a cópia restaurada numa pasta vazia tem os mesmos registros', async () => {
    const r = await fazerBackup(origem, arquivo);
    expect(r.aprendizes).toBe(3);
    expect(statSync(arquivo).mode & 0o777).toBe(0o600);

    const destino = join(raiz, 'destino', 'pglite');
    const restaurado = await restaurar(arquivo, destino);
    expect(restaurado).toEqual({ pasta: destino, aprendizes: 3, anterior: null });
    const conexao = await openDatabase({ dataDir: destino });
    try {
      expect(linhas(await conexao.db.execute(registros))).toEqual(antes);
      // Migrations already applied travel with the copy: nothing left to apply.
      expect(await migrate(conexao.db)).toEqual([]);
    } finally {
      await conexao.close();
    }
  }, 120_000);

  it('restaurar sobre um banco existente o move para o lado, sem apagar', async () => {
    const destino = join(raiz, 'existente', 'pglite');
    await restaurar(arquivo, destino);
    const r = await restaurar(arquivo, destino, new Date('2026-11-24T07:00:00Z'));
    expect(r.anterior).toBe(`${destino}.antes-2026-11-24T07-00-00-000Z`);
    expect(existsSync(join(r.anterior!, 'PG_VERSION'))).toBe(true);
    expect(readdirSync(destino)).toContain('PG_VERSION');
  }, 120_000);

  it('sem banco na pasta, ou sem o arquivo: uma mensagem, nada criado', async () => {
    await expect(fazerBackup(join(raiz, 'nada'), join(raiz, 'x.tar.gz'))).rejects.toThrow(
      /Não há banco embutido/,
    );
    await expect(restaurar(join(raiz, 'nao-existe.tar.gz'), join(raiz, 'y'))).rejects.toThrow(
      /Arquivo não encontrado/,
    );
    expect(existsSync(join(raiz, 'y'))).toBe(false);
  });
});
