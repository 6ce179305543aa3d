// GET /api/vagas/{id}/sugestoes: apprentices who could apply (active, Inscrito or Em seleção, not a
// candidate of this vacancy yet), each with the reasons for and against in words (age range,
// school shift against the vacancy's, municipality of the unit, schooling). The database ranks by
// the same count of reasons motivosDaSugestao words, so a page is the best ones first.
import { eq, sql } from 'drizzle-orm';
import { linhas as linhasDe, type Database } from '../../db/client';
import { municipios, parceiros, unidades, vagas, grausEscolaridade } from '../../db/schema';
import { busca, pagina } from '../../shared/lista';
import { podeVerCpf, paraAprendizResumo, type LinhaAprendiz } from '../../shared/periodo';
import { problema } from '../../shared/problem';
import type { UsuarioAutenticado } from '../../tipos-fastify';
import { IDADE_MAXIMA, IDADE_MINIMA } from '../../../src/shared/validation/aprendiz';
import { MAIORIDADE } from '../../../src/shared/validation/datas';
import { turnoVedadoAMenores } from '../../../src/shared/validation/legislacao';
import { MENSAGENS_VAGA as M, motivosDaSugestao } from '../../../src/shared/validation/vagas';

interface Consulta {
  page?: number | undefined;
  pageSize?: number | undefined;
  q?: string | undefined;
}

/** The apprentice as the membership lists read them, and what the suggestion weighs. */
interface LinhaSugestao extends LinhaAprendiz {
  idade: number;
  pcd: boolean;
  turnoEscolar: string | null;
  mesmoMunicipio: boolean | null;
  mesmaUf: boolean | null;
  municipio: string | null;
  escolaridade: string | null;
  escolaridadeOrdem: number | null;
  pontos: number;
}

export async function sugestoes(
  db: Database,
  vagaId: number,
  consulta: Consulta,
  hoje: string,
  usuario: UsuarioAutenticado,
) {
  const [vaga] = await db
    .select({
      id: vagas.id,
      turno: vagas.turno,
      idadeMinima: vagas.idadeMinima,
      idadeMaxima: vagas.idadeMaxima,
      municipioId: sql<number | null>`coalesce(${unidades.municipioId}, ${parceiros.municipioId})`,
      uf: sql<string | null>`coalesce(${unidades.uf}, ${parceiros.uf})`,
      municipio: sql<
        string | null
      >`case when ${municipios.id} is null then null else ${municipios.nome} || '/' || ${municipios.uf} end`,
      escolaridadeOrdem: grausEscolaridade.ordem,
      escolaridade: grausEscolaridade.nome,
    })
    .from(vagas)
    .innerJoin(unidades, eq(unidades.id, vagas.unidadeId))
    .innerJoin(parceiros, eq(parceiros.id, vagas.parceiroId))
    .leftJoin(
      municipios,
      eq(municipios.id, sql`coalesce(${unidades.municipioId}, ${parceiros.municipioId})`),
    )
    .leftJoin(grausEscolaridade, eq(grausEscolaridade.id, vagas.grauEscolaridadeId))
    .where(eq(vagas.id, vagaId));
  if (!vaga) throw problema(404, M.naoEncontrada);
  const idadeMinima = vaga.idadeMinima ?? IDADE_MINIMA;
  const idadeMaxima = vaga.idadeMaxima ?? IDADE_MAXIMA;
  const { page, pageSize, limit, offset } = pagina(consulta);
  const nome = busca(consulta.q, [sql`a.nome`, sql`a.nome_social`]);

  // One point for each reason for, minus one for each against (motivosDaSugestao's words).
  const idade = sql`extract(year from age(${hoje}::date, a.data_nascimento))::int`;
  const pontoIdade = sql`case when ${idade} >= ${idadeMinima} and (a.pcd or ${idade} <= ${idadeMaxima}) then 1 else -1 end`;
  const pontoTurno = sql`case when a.turno_escolar is null then -1
    when a.turno_escolar = ${vaga.turno} or a.turno_escolar = 'integral' or ${vaga.turno} = 'integral' then -1
    else 1 end`;
  const mesmoMunicipio = sql`case when a.municipio_id is null or ${vaga.municipioId}::int is null then null
    else a.municipio_id = ${vaga.municipioId}::int end`;
  const mesmaUf = sql`case when a.uf is null or ${vaga.uf}::text is null then null else a.uf = ${vaga.uf}::text end`;
  const pontoMunicipio = sql`case when ${mesmoMunicipio} is null then -1
    when ${mesmoMunicipio} or ${mesmaUf} then 1 else -1 end`;
  const pontoEscolaridade =
    vaga.escolaridadeOrdem === null
      ? sql`0`
      : sql`case when g.ordem is null then -1 when g.ordem >= ${vaga.escolaridadeOrdem} then 1 else -1 end`;
  const pontos = sql`(${pontoIdade} + ${pontoTurno} + ${pontoMunicipio} + ${pontoEscolaridade})`;

  // A night vacancy is never offered to someone under 18 (CLT art. 404, legislacao.ts).
  const adultos = turnoVedadoAMenores(vaga.turno) ? sql`and ${idade} >= ${MAIORIDADE}` : sql``;
  const onde = sql`a.ativo and s.codigo in ('inscrito', 'em-selecao') ${adultos}
    and not exists (select 1 from candidatos c where c.vaga_id = ${vagaId} and c.aprendiz_id = a.id)
    ${nome ? sql`and ${nome}` : sql``}`;
  const de = sql`from aprendizes a
    join situacoes_aprendiz s on s.id = a.situacao_id
    left join graus_escolaridade g on g.id = a.grau_escolaridade_id
    left join municipios m on m.id = a.municipio_id`;

  const [resultado, contagem] = await Promise.all([
    db.execute(sql`select a.id as "aprendizId", a.nome as "aprendizNome",
        a.nome_social as "aprendizNomeSocial", a.cpf as "aprendizCpf", a.ativo as "aprendizAtivo",
        s.id as "situacaoId", s.codigo as "situacaoCodigo", s.nome as "situacaoNome",
        s.cor as "situacaoCor", ${idade} as "idade", a.pcd as "pcd",
        a.turno_escolar as "turnoEscolar", ${mesmoMunicipio} as "mesmoMunicipio",
        ${mesmaUf} as "mesmaUf",
        case when m.id is null then null else m.nome || '/' || m.uf end as "municipio",
        g.nome as "escolaridade", g.ordem as "escolaridadeOrdem", ${pontos} as "pontos"
      ${de} where ${onde}
      order by "pontos" desc, coalesce(${mesmoMunicipio}, false) desc, a.nome_busca, a.id
      limit ${limit} offset ${offset}`),
    db.execute(sql`select count(*)::int as n ${de} where ${onde}`),
  ]);
  const verCpf = podeVerCpf(usuario);
  return {
    data: linhasDe<LinhaSugestao>(resultado).map((l) => {
      const { aFavor, contra } = motivosDaSugestao({
        idade: l.idade,
        idadeMinima,
        idadeMaxima,
        pcd: l.pcd,
        turnoEscolar: l.turnoEscolar,
        turnoVaga: vaga.turno,
        mesmoMunicipio: l.mesmoMunicipio,
        mesmaUf: l.mesmaUf,
        municipioUnidade: vaga.municipio,
        escolaridadeOrdem: l.escolaridadeOrdem,
        escolaridadeExigidaOrdem: vaga.escolaridadeOrdem,
        escolaridadeExigida: vaga.escolaridade,
      });
      return {
        aprendiz: paraAprendizResumo(l, verCpf),
        idade: l.idade,
        turnoEscolar: l.turnoEscolar,
        municipio: l.municipio,
        escolaridade: l.escolaridade,
        pontos: aFavor.length - contra.length,
        aFavor,
        contra,
      };
    }),
    total: linhasDe<{ n: number }>(contagem)[0]?.n ?? 0,
    page,
    pageSize,
  };
}
