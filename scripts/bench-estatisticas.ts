// Partners and placements for `npm run bench` (issue 14's statistics): one partner per 35
// apprentices with one to three units; every apprentice whose situação is Contratado or Afastado
// placed (an open lotação) in a unit, every Desligado or Concluído with a closed one; then each
// partner's quota set around its placed count so the bands mix as in the demo (most within, a third
// below, a few above, one in twenty without a quota). Set-based SQL, so loading costs the database's
// time only. The situação history comes with the apprentices (scripts/bench.ts) and the attendance
// from scripts/bench-frequencia.ts. The scenarios read the five statistics.
import { sql } from 'drizzle-orm';
import { linhas, type Database } from '../server/db/client';

const APRENDIZES_POR_PARCEIRO = 35;

export async function prepararEstatisticas(
  db: Database,
  log: (texto: string) => void,
): Promise<void> {
  const [feitos] = linhas<{ n: number | string }>(
    await db.execute(sql`SELECT count(*) AS n FROM parceiros WHERE razao_social LIKE 'Bench %'`),
  );
  if (Number(feitos?.n ?? 0) > 0) return;
  const inicio = performance.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO parceiros (razao_social, nome_fantasia, cnpj, ramo_atividade_id, municipio_id, uf,
                             cota_aprendizes)
      SELECT 'Bench ' || to_char(g, 'FM00000') || ' Comércio Ltda', 'Bench ' || g,
             lpad((90000000 + g)::text, 8, '0') || '000100',
             (SELECT min(id) FROM ramos_atividade WHERE tipo = 'divisao'),
             3550308, 'SP', 0
        FROM generate_series(1, (SELECT ceil(count(*)::numeric / ${APRENDIZES_POR_PARCEIRO})::int
                                   FROM aprendizes)) g`);
    await tx.execute(sql`
      INSERT INTO unidades (parceiro_id, nome, municipio_id, uf)
      SELECT p.id, 'Unidade ' || u, 3550308, 'SP'
        FROM parceiros p CROSS JOIN generate_series(1, 3) u
       WHERE p.razao_social LIKE 'Bench %' AND u <= 1 + p.id % 3`);
    await tx.execute(sql`
      WITH u AS (SELECT un.id, row_number() OVER (ORDER BY un.id) - 1 AS i
                   FROM unidades un JOIN parceiros p ON p.id = un.parceiro_id
                  WHERE p.razao_social LIKE 'Bench %'),
           quantas AS (SELECT count(*) AS n FROM u)
      INSERT INTO lotacoes (unidade_id, aprendiz_id, data_inicio, data_fim)
      SELECT u.id, a.id, a.data_cadastro,
             CASE WHEN s.codigo IN ('desligado', 'concluido') THEN current_date - (a.id % 200) END
        FROM aprendizes a
        JOIN situacoes_aprendiz s ON s.id = a.situacao_id
        JOIN u ON u.i = (a.id::bigint * 7919) % (SELECT n FROM quantas)
       WHERE s.codigo IN ('contratado', 'afastado', 'desligado', 'concluido')
         AND a.data_cadastro <= current_date - (a.id % 200)`);
    // Quotas around what each partner holds: 5% without one, ~30% below, ~5% above, the rest within.
    await tx.execute(sql`
      UPDATE parceiros p
         SET cota_aprendizes = CASE WHEN p.id % 20 = 0 THEN 0
                                    WHEN p.id % 10 IN (1, 4, 7) THEN c.alocados + 1 + p.id % 5
                                    WHEN p.id % 20 = 9 THEN greatest(1, c.alocados / 4)
                                    ELSE greatest(1, c.alocados - p.id % 3) END
        FROM (SELECT p2.id, count(l.id) FILTER (WHERE l.data_fim IS NULL)::int AS alocados
                FROM parceiros p2
                LEFT JOIN unidades un ON un.parceiro_id = p2.id
                LEFT JOIN lotacoes l ON l.unidade_id = un.id
               WHERE p2.razao_social LIKE 'Bench %'
               GROUP BY p2.id) c
       WHERE c.id = p.id`);
  });
  await db.execute(sql`ANALYZE`);
  const [total] = linhas<{ p: number | string; l: number | string }>(
    await db.execute(
      sql`SELECT (SELECT count(*) FROM parceiros) AS p, (SELECT count(*) FROM lotacoes) AS l`,
    ),
  );
  log(
    `Estatísticas: ${Number(total?.p ?? 0)} empresas, ${Number(total?.l ?? 0)} lotações em ${((performance.now() - inicio) / 1000).toFixed(1)} s.`,
  );
}

export interface CenarioEstatisticas {
  nome: string;
  descricao: string;
  taxa: number;
  alvoP95: number;
  caminho: () => string;
}

/** The five statistics, unfiltered (the screens' first view) and with their commonest filter. */
export async function cenariosEstatisticas(db: Database): Promise<CenarioEstatisticas[]> {
  const [contratado] = linhas<{ id: number }>(
    await db.execute(sql`SELECT id FROM situacoes_aprendiz WHERE codigo = 'contratado'`),
  );
  const turmas = linhas<{ id: number | string }>(
    await db.execute(sql`SELECT id FROM turmas WHERE codigo LIKE 'BENCH-%' ORDER BY id`),
  ).map((t) => Number(t.id));
  const turma = () => turmas[Math.floor(Math.random() * turmas.length)] ?? 1;
  const situacao = contratado?.id ?? 4;
  const cenario = (nome: string, caminho: string | (() => string)): CenarioEstatisticas => ({
    nome: `Estatísticas: ${nome}`,
    descricao: `GET ${typeof caminho === 'string' ? caminho : caminho().replace(/turmaId=\d+/, 'turmaId={turma aleatória}')}`,
    // A back office's statistics are opened by people, not polled: 50 a second is dozens of
    // people at once; the bound is the 100 ms.
    taxa: 50,
    alvoP95: 100,
    caminho: typeof caminho === 'string' ? () => caminho : caminho,
  });
  return [
    cenario('resumo', '/api/estatisticas/resumo'),
    cenario('panorama', '/api/estatisticas/geral-aprendizes'),
    cenario(
      'panorama de uma situação',
      `/api/estatisticas/geral-aprendizes?situacaoId=${situacao}`,
    ),
    cenario('situações e fluxo', '/api/estatisticas/participantes-situacao'),
    cenario('empresas e cota', '/api/estatisticas/aprendizes-parceiro'),
    cenario('empresas abaixo da cota', '/api/estatisticas/aprendizes-parceiro?faixa=abaixo&page=3'),
    cenario('faltas', '/api/estatisticas/faltas-aprendizes'),
    cenario('faltas de uma turma', () => `/api/estatisticas/faltas-aprendizes?turmaId=${turma()}`),
  ];
}
