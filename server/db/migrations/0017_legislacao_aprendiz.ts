// The apprenticeship law on the contract (issue 34, docs/LEGISLACAO.md): the practice week's
// layout beside the weekly Con_CargaHoraria (days, entrada and saída, so the daily hours, the night
// and the school shift can be checked), the registry of the salário mínimo per year that the
// bolsa's minimum reads, and the permission to edit it. SQL accepted by PGlite (PostgreSQL 18) and
// Debian's PostgreSQL 15.

export const nome = '0017_legislacao_aprendiz';

export const comandos: readonly string[] = [
  // Optional: contracts made before this carry none, and the check asks for them (a warning).
  `ALTER TABLE contratos ADD COLUMN dias_pratica integer[]`,
  `ALTER TABLE contratos ADD COLUMN hora_entrada text CHECK (hora_entrada ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')`,
  `ALTER TABLE contratos ADD COLUMN hora_saida text CHECK (hora_saida ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')`,

  `CREATE TABLE salarios_minimos (
     id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
     ano integer NOT NULL CHECK (ano BETWEEN 1994 AND 2100),
     valor_centavos integer NOT NULL CHECK (valor_centavos > 0),
     decreto text NOT NULL,
     criado_em timestamptz NOT NULL DEFAULT now(),
     atualizado_em timestamptz NOT NULL DEFAULT now(),
     versao integer NOT NULL DEFAULT 1
   )`,
  `CREATE UNIQUE INDEX salarios_minimos_ano ON salarios_minimos (ano)`,
  // The years whose value and decree can be stated with their source; later years are added by
  // an administrator on /admin/salario-minimo when their decree is published.
  `INSERT INTO salarios_minimos (ano, valor_centavos, decreto) VALUES
     (2024, 141200, 'Decreto nº 11.864, de 27 de dezembro de 2023'),
     (2025, 151800, 'Decreto nº 12.342, de 30 de dezembro de 2024')`,

  // The seed gives the administrador the whole catalogue on every start; this says it once for a
  // database migrated before it is seeded. Nobody else gets it (server/shared/permissoes.ts).
  `UPDATE funcoes SET permissoes = array_append(permissoes, 'salario-minimo:escrever'),
     atualizado_em = now(), versao = versao + 1
   WHERE chave = 'administrador' AND NOT ('salario-minimo:escrever' = ANY (permissoes))`,
];
