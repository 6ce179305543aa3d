// Demo vacancies, consistent with what the earlier demo steps wrote: every demo apprentice Em
// seleção is a candidate of an open vacancy (inscrito, some selected) from the day their history
// says so; every Encaminhado one is a selected candidate with one open referral (some interviews
// today, others in the coming days) from that day; a few running contracts came from a filled
// vacancy (its approved referral names them, and the contract its vaga and encaminhamento); a few
// vacancies were cancelled, their candidacies closed. Bulk inserts, reproducible (fixed seed),
// idempotent: nothing happens when vacancies already exist.
import { and, asc, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { paraCentavos } from '../../../src/shared/validation/contratos';
import { dataLocal } from '../../../src/shared/validation/datas';
import type { Database } from '../client';
import {
  aprendizes,
  candidatos,
  contratos,
  cursos,
  encaminhamentos,
  historicoSituacoes,
  parceiros,
  profissoes,
  situacoesAprendiz,
  unidades,
  vagas,
} from '../schema';
import { criarSorteio, maisCedo } from './demo-sorteio';
import { somarDias } from '../../../src/shared/validation/datas';

const SEMENTE = 9_112_026;
/** Salário mínimo 2025 (Decreto 12.342/2024): the apprentice's bolsa is proportional to hours. */
const SALARIO_MINIMO = 1518;

type Executor = Pick<Database, 'select' | 'insert' | 'update'>;
type NovaVaga = typeof vagas.$inferInsert;

interface Pessoa {
  id: number;
  situacao: string;
  /** The day the history says they reached that situação. */
  desde: string;
}

async function lerPessoas(tx: Executor, codigos: string[]): Promise<Pessoa[]> {
  const linhas = await tx
    .select({
      id: aprendizes.id,
      situacao: situacoesAprendiz.codigo,
      data: historicoSituacoes.data,
    })
    .from(aprendizes)
    .innerJoin(situacoesAprendiz, eq(situacoesAprendiz.id, aprendizes.situacaoId))
    .innerJoin(
      historicoSituacoes,
      and(
        eq(historicoSituacoes.aprendizId, aprendizes.id),
        eq(historicoSituacoes.situacaoId, aprendizes.situacaoId),
      ),
    )
    .where(and(eq(aprendizes.ativo, true), inArray(situacoesAprendiz.codigo, codigos)))
    .orderBy(asc(aprendizes.id), desc(historicoSituacoes.data));
  const porId = new Map<number, Pessoa>();
  for (const l of linhas) {
    if (!porId.has(l.id)) porId.set(l.id, { id: l.id, situacao: l.situacao, desde: l.data });
  }
  return [...porId.values()];
}

const bolsa = (horas: number) =>
  paraCentavos(Math.round((SALARIO_MINIMO * horas * 100) / 44) / 100);

export async function semearDemoVagas(db: Database, agora: Date): Promise<Record<string, number>> {
  const [existentes] = await db.select({ n: count() }).from(vagas);
  if ((existentes?.n ?? 0) > 0) return {};
  const hoje = dataLocal(agora);
  const s = criarSorteio(SEMENTE);
  return db.transaction(async (tx): Promise<Record<string, number>> => {
    const locais = await tx
      .select({ parceiroId: parceiros.id, unidadeId: unidades.id })
      .from(unidades)
      .innerJoin(parceiros, eq(parceiros.id, unidades.parceiroId))
      .where(and(eq(parceiros.ativo, true), eq(unidades.ativo, true)))
      .orderBy(asc(unidades.id));
    const ocupacoes = await tx
      .selectDistinct({ id: profissoes.id, nome: profissoes.nome })
      .from(cursos)
      .innerJoin(profissoes, eq(profissoes.id, cursos.profissaoId))
      .where(isNotNull(cursos.profissaoId));
    if (locais.length === 0 || ocupacoes.length === 0) return {};

    const pessoas = await lerPessoas(tx, ['em-selecao', 'encaminhado', 'inscrito']);
    const emSelecao = pessoas.filter((p) => p.situacao === 'em-selecao');
    const encaminhados = pessoas.filter((p) => p.situacao === 'encaminhado');
    const inscritos = pessoas.filter((p) => p.situacao === 'inscrito');

    let n = 0;
    const novaVaga = (
      status: NovaVaga['status'],
      abertura: string,
      extra: Partial<NovaVaga> = {},
    ) => {
      const local = locais[n % locais.length] ?? locais[0];
      const ocupacao = s.escolher(ocupacoes);
      const horas = s.escolher([20, 20, 25, 30]);
      n += 1;
      return {
        parceiroId: local?.parceiroId ?? 0,
        unidadeId: local?.unidadeId ?? 0,
        titulo: `Jovem aprendiz - ${ocupacao.nome}`.slice(0, 120),
        profissaoId: ocupacao.id,
        quantidade: s.escolher([1, 2, 2, 3]),
        turno: s.escolher(['manha', 'tarde', 'tarde']),
        cargaHoraria: horas,
        valorBolsaCentavos: bolsa(horas),
        beneficios: 'Vale-transporte e vale-alimentação',
        requisitos: 'Cursando ou ter concluído o ensino médio; boa comunicação.',
        idadeMinima: 16,
        idadeMaxima: 22,
        dataAbertura: abertura,
        dataEncerramento: somarDias(hoje, s.inteiro(20, 60)),
        status,
        criadoEm: agora,
        atualizadoEm: agora,
        ...extra,
      } satisfies NovaVaga;
    };

    // Referred apprentices: four to a vacancy em seleção that opened before the first of them.
    const grupos: Pessoa[][] = [];
    for (let i = 0; i < encaminhados.length; i += 4) grupos.push(encaminhados.slice(i, i + 4));
    // Apprentices in selection: eight to an open vacancy.
    const abertas: Pessoa[][] = [];
    for (let i = 0; i < emSelecao.length; i += 8) abertas.push(emSelecao.slice(i, i + 8));
    const menor = (g: Pessoa[]) => g.reduce((d, p) => maisCedo(d, p.desde), hoje);
    const linhasVaga: NovaVaga[] = [
      ...grupos.map((g) => novaVaga('em seleção', somarDias(menor(g), -7), { quantidade: 2 })),
      ...abertas.map((g) => novaVaga('aberta', somarDias(menor(g), -5))),
      ...[0, 1, 2].map(() => novaVaga('cancelada', somarDias(hoje, -s.inteiro(40, 90)))),
    ];
    const ids = (await tx.insert(vagas).values(linhasVaga).returning({ id: vagas.id })).map(
      (v) => v.id,
    );
    const idsEmSelecao = ids.slice(0, grupos.length);
    const idsAbertas = ids.slice(grupos.length, grupos.length + abertas.length);
    const idsCanceladas = ids.slice(grupos.length + abertas.length);

    const linhasCandidato: (typeof candidatos.$inferInsert)[] = [];
    const linhasEncaminhamento: (typeof encaminhamentos.$inferInsert)[] = [];
    const momento = (data: string) => new Date(`${data}T12:00:00-03:00`);
    grupos.forEach((g, i) => {
      const vagaId = idsEmSelecao[i] ?? 0;
      for (const p of g) {
        linhasCandidato.push({
          vagaId,
          aprendizId: p.id,
          status: 'selecionado',
          criadoEm: momento(somarDias(p.desde, -3)),
          atualizadoEm: momento(p.desde),
        });
        const quando = s.chance(0.25) ? hoje : somarDias(hoje, s.inteiro(1, 10));
        const agendada = s.chance(0.65);
        linhasEncaminhamento.push({
          vagaId,
          aprendizId: p.id,
          data: p.desde,
          dataEntrevista: agendada
            ? `${quando} ${String(s.inteiro(8, 16)).padStart(2, '0')}:${s.escolher(['00', '30'])}:00`
            : null,
          status: agendada ? 'entrevista agendada' : 'encaminhado',
          observacoes: agendada ? 'Levar documento com foto e carteira de trabalho digital.' : null,
          criadoEm: momento(p.desde),
          atualizadoEm: momento(p.desde),
        });
      }
    });
    abertas.forEach((g, i) => {
      for (const p of g) {
        linhasCandidato.push({
          vagaId: idsAbertas[i] ?? 0,
          aprendizId: p.id,
          status: 'inscrito',
          criadoEm: momento(p.desde),
          atualizadoEm: momento(p.desde),
        });
      }
    });
    idsCanceladas.forEach((vagaId, i) => {
      for (const p of inscritos.slice(i * 3, i * 3 + 3)) {
        linhasCandidato.push({
          vagaId,
          aprendizId: p.id,
          status: 'não selecionado',
          motivo: 'Vaga cancelada',
          criadoEm: agora,
          atualizadoEm: agora,
        });
      }
    });

    // A few running contracts came from a filled vacancy: its approved referral names them.
    const vindos = await tx
      .select({
        id: contratos.id,
        aprendizId: contratos.aprendizId,
        parceiroId: contratos.parceiroId,
        unidadeId: contratos.unidadeId,
        dataInicio: contratos.dataInicio,
        cargaHoraria: contratos.cargaHoraria,
        cbo: contratos.cbo,
      })
      .from(contratos)
      .where(
        and(inArray(contratos.status, ['vigente', 'prorrogado']), isNotNull(contratos.unidadeId)),
      )
      .orderBy(asc(contratos.id))
      .limit(8);
    const cbos = vindos.map((c) => c.cbo).filter((c): c is string => c !== null);
    const profissaoDoCbo = new Map(
      cbos.length === 0
        ? []
        : (
            await tx
              .select({ id: profissoes.id, codigo: profissoes.codigo, nome: profissoes.nome })
              .from(profissoes)
              .where(inArray(profissoes.codigo, cbos))
          ).map((p) => [p.codigo, p]),
    );
    const preenchidas = vindos.length
      ? await tx
          .insert(vagas)
          .values(
            vindos.map((c) =>
              novaVaga('preenchida', somarDias(c.dataInicio, -30), {
                parceiroId: c.parceiroId,
                unidadeId: c.unidadeId ?? 0,
                ...(c.cbo && profissaoDoCbo.get(c.cbo)
                  ? {
                      profissaoId: profissaoDoCbo.get(c.cbo)?.id,
                      titulo: `Jovem aprendiz - ${profissaoDoCbo.get(c.cbo)?.nome ?? ''}`.slice(
                        0,
                        120,
                      ),
                    }
                  : {}),
                quantidade: 1,
                cargaHoraria: c.cargaHoraria,
                valorBolsaCentavos: bolsa(c.cargaHoraria),
                dataEncerramento: somarDias(c.dataInicio, -1),
              }),
            ),
          )
          .returning({ id: vagas.id })
      : [];
    vindos.forEach((c, i) => {
      const vagaId = preenchidas[i]?.id ?? 0;
      linhasCandidato.push({
        vagaId,
        aprendizId: c.aprendizId,
        status: 'selecionado',
        criadoEm: momento(somarDias(c.dataInicio, -25)),
        atualizadoEm: momento(somarDias(c.dataInicio, -20)),
      });
    });

    if (linhasCandidato.length > 0) await tx.insert(candidatos).values(linhasCandidato);
    const aprovados = vindos.length
      ? await tx
          .insert(encaminhamentos)
          .values(
            vindos.map((c, i) => ({
              vagaId: preenchidas[i]?.id ?? 0,
              aprendizId: c.aprendizId,
              data: somarDias(c.dataInicio, -20),
              dataEntrevista: `${somarDias(c.dataInicio, -15)} 10:00:00`,
              status: 'aprovado' as const,
              criadoEm: momento(somarDias(c.dataInicio, -20)),
              atualizadoEm: momento(somarDias(c.dataInicio, -15)),
            })),
          )
          .returning({ id: encaminhamentos.id })
      : [];
    for (const [i, c] of vindos.entries()) {
      await tx
        .update(contratos)
        .set({ vagaId: preenchidas[i]?.id ?? null, encaminhamentoId: aprovados[i]?.id ?? null })
        .where(eq(contratos.id, c.id));
    }
    if (linhasEncaminhamento.length > 0) {
      await tx.insert(encaminhamentos).values(linhasEncaminhamento);
    }
    return {
      vagas: ids.length + preenchidas.length,
      candidatos: linhasCandidato.length,
      encaminhamentos: linhasEncaminhamento.length + aprovados.length,
    };
  });
}
