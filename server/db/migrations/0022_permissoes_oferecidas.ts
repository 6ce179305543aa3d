// The permissions already offered to the funções (server/db/seed/funcoes.ts): a permission a module's
// manifest adds is granted to its default funções once, the first start that finds it missing here,
// and never again (a função that loses it on /admin/funcoes keeps it lost). Replaces the grant
// migrations (0017, 0018, 0019): the catalogue as of this migration was granted by those and by
// the funções' first seed, so it is recorded as offered. SQL accepted by PGlite and PostgreSQL 15.

export const nome = '0022_permissoes_oferecidas';

export const comandos: readonly string[] = [
  `CREATE TABLE permissoes_oferecidas (
     chave text PRIMARY KEY,
     oferecida_em timestamptz NOT NULL DEFAULT now()
   )`,
  `INSERT INTO permissoes_oferecidas (chave) VALUES
   ('aprendizes:ler'), ('aprendizes:escrever'), ('aprendizes:ver-cpf'), ('turmas:ler'), ('turmas:escrever'), ('parceiros:ler'), ('parceiros:escrever'), ('educadores:ler'), ('educadores:escrever'), ('contratos:ler'), ('contratos:escrever'), ('vagas:ler'), ('vagas:escrever'), ('frequencia:ler'), ('frequencia:escrever'), ('frequencia:corrigir'), ('avaliacoes:ler'), ('avaliacoes:escrever'), ('modulos:ler'), ('modulos:escrever'), ('beneficios:ler'), ('beneficios:escrever'), ('relatorios:ler'), ('cadastros:ler'), ('cadastros:escrever'), ('usuarios:admin'), ('lgpd:titular'), ('salario-minimo:escrever'), ('emails:admin'), ('documentos:emitir'), ('documentos:revogar')`,
];
