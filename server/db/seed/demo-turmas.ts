// Demo partners (with units), educators, classes across statuses, and the demo apprentices placed
// and allocated as their situação says: Contratado and Afastado in a unit and in a running class
// now; Concluído with a finished class and placement behind them; Desligado with both ended early;
// Encaminhado pre-allocated to a planned class; Inscrito and Em seleção in neither. Runs after the
// apprentices' demo, reproducibly (fixed seed), relative to today so "em andamento" means now.
// Idempotent: does nothing when partners already exist.
import { count, eq, inArray, max } from 'drizzle-orm';
import { dataLocal } from '../../../src/shared/validation/datas';
import type { Database } from '../client';
import {
  alocacoes,
  aprendizes,
  cursos,
  educadores,
  grausEscolaridade,
  historicoSituacoes,
  lotacoes,
  parceiros,
  ramosAtividade,
  situacoesAprendiz,
  turmas,
  unidades,
} from '../schema';
import { gerarEducadores } from './demo-educadores';
import { gerarParceiros } from './demo-parceiros';
import { criarSorteio, maisCedo, maisTarde, type Sorteio } from './demo-sorteio';
import { somarDias } from '../../../src/shared/validation/datas';

const SEMENTE = 4_042_026;
const LOTE = 1000;
const QUANTIDADES = {
  parceiros: 60,
  educadores: 40,
  encerradas: 24,
  emAndamento: 40,
  planejadas: 16,
};

const SIGLAS: Record<string, string> = {
  'servicos-administrativos': 'ADM',
  logistica: 'LOG',
  'comercio-varejo': 'COM',
  'atendimento-telemarketing': 'TEL',
  'servicos-bancarios': 'BAN',
  'producao-industrial': 'IND',
  'manutencao-predial': 'MAN',
  alimentacao: 'ALI',
  'suporte-ti': 'TI',
  'eletricidade-predial': 'ELE',
};
const TURNOS = [
  { valor: 'manha', rotulo: 'Manhã', peso: 9 },
  { valor: 'tarde', rotulo: 'Tarde', peso: 9 },
  { valor: 'noite', rotulo: 'Noite', peso: 1 },
  { valor: 'integral', rotulo: 'Integral', peso: 1 },
] as const;
const LOCAIS = [
  'Sala 1 — Sede Sé',
  'Sala 2 — Sede Sé',
  'Sala 3 — Sede Sé',
  'Laboratório de Informática — Sede Sé',
  'Sala 1 — Polo Guarulhos',
  'Sala 2 — Polo Santo André',
  'Auditório — Polo Osasco',
];

type Executor = Pick<Database, 'select' | 'insert' | 'update'>;

async function inserirEmLotes<T>(linhas: T[], inserir: (lote: T[]) => Promise<unknown>) {
  for (let i = 0; i < linhas.length; i += LOTE) await inserir(linhas.slice(i, i + LOTE));
}

function turnoSorteado(s: Sorteio) {
  let alvo = s.inteiro(
    1,
    TURNOS.reduce((t, x) => t + x.peso, 0),
  );
  for (const turno of TURNOS) {
    alvo -= turno.peso;
    if (alvo <= 0) return turno;
  }
  return TURNOS[0];
}

type Status = 'planejada' | 'em andamento' | 'encerrada';

interface TurmaPlanejada {
  linha: typeof turmas.$inferInsert & { dataInicio: string; dataFim: string; status: Status };
  abertas: number;
  encerradas: number;
}

/** Periods around today: finished, running (started up to ten months ago) and planned. */
function periodo(s: Sorteio, status: Status, hoje: string): { inicio: string; fim: string } {
  const duracao = s.inteiro(330, 700);
  if (status === 'encerrada') {
    const fim = somarDias(hoje, -s.inteiro(15, 400));
    return { inicio: somarDias(fim, -duracao), fim };
  }
  if (status === 'planejada') {
    const inicio = somarDias(hoje, s.inteiro(10, 120));
    return { inicio, fim: somarDias(inicio, duracao) };
  }
  const inicio = somarDias(hoje, -s.inteiro(30, 300));
  return { inicio, fim: maisTarde(somarDias(inicio, duracao), somarDias(hoje, 45)) };
}

function planejarTurmas(
  s: Sorteio,
  hoje: string,
  listaCursos: { id: number; codigo: string | null; nome: string }[],
  educadoresAtivos: number[],
  todosEducadores: number[],
): TurmaPlanejada[] {
  const status: Status[] = [
    ...Array<Status>(QUANTIDADES.encerradas).fill('encerrada'),
    ...Array<Status>(QUANTIDADES.emAndamento).fill('em andamento'),
    ...Array<Status>(QUANTIDADES.planejadas).fill('planejada'),
  ];
  const sequencias = new Map<string, number>();
  return status.map((st, i) => {
    const curso = listaCursos[i % listaCursos.length];
    if (!curso) throw new Error('Sem cursos para as turmas de demonstração');
    const { inicio, fim } = periodo(s, st, hoje);
    const sigla = SIGLAS[curso.codigo ?? ''] ?? curso.nome.slice(0, 3).toUpperCase();
    const chave = `${sigla}-${inicio.slice(0, 4)}`;
    const numero = (sequencias.get(chave) ?? 0) + 1;
    sequencias.set(chave, numero);
    const turno = turnoSorteado(s);
    const dias = s.chance(0.7) ? [s.inteiro(1, 5)] : [s.inteiro(1, 2), s.inteiro(3, 5)];
    // Running and planned classes only get active educators; a few planned ones have none yet.
    const educadorId =
      st === 'encerrada'
        ? s.escolher(todosEducadores)
        : st === 'planejada' && s.chance(0.2)
          ? null
          : (educadoresAtivos[i % educadoresAtivos.length] ?? null);
    return {
      linha: {
        codigo: `${chave}-${String(numero).padStart(2, '0')}`,
        nome: `${curso.nome.replace(/^Aprendiz em /, '')} — ${turno.rotulo}`,
        cursoId: curso.id,
        educadorId,
        turno: turno.valor,
        diasTeoria: dias,
        dataInicio: inicio,
        dataFim: fim,
        capacidade: s.escolher([25, 30, 35, 40]),
        local: s.escolher(LOCAIS),
        status: st,
        // Two old classes were inactivated after they ended.
        ativo: !(st === 'encerrada' && i % 12 === 11),
      },
      abertas: 0,
      encerradas: 0,
    };
  });
}

interface AprendizDemo {
  id: number;
  situacao: string;
  ativo: boolean;
  dataCadastro: string;
  /** When the apprentice became Contratado (situação history), if they did. */
  dataContrato: string | null;
  /** When they left as Concluído or Desligado, if they did. */
  dataSaida: string | null;
}

interface Vinculo {
  aprendizId: number;
  turma: TurmaPlanejada;
  dataInicio: string;
  dataFim: string | null;
  motivo: string | null;
  lotar: boolean;
}

/** Which class (and dates) each apprentice gets, by situação. */
function vincular(
  s: Sorteio,
  hoje: string,
  lista: AprendizDemo[],
  planejadas: TurmaPlanejada[],
): Vinculo[] {
  const porStatus = (st: Status) =>
    planejadas.filter((t) => t.linha.status === st && t.linha.ativo);
  const emAndamento = porStatus('em andamento');
  const futuras = porStatus('planejada');
  const encerradas = porStatus('encerrada');
  const vinculos: Vinculo[] = [];
  let rodizio = 0;
  for (const a of lista) {
    rodizio += 1;
    // Nobody is in a class or unit before their contract (or their sign-up, without one).
    const desde = maisTarde(a.dataCadastro, a.dataContrato ?? a.dataCadastro);
    const comecoPossivel = (t: TurmaPlanejada) => maisTarde(t.linha.dataInicio, desde);
    if ((a.situacao === 'contratado' || a.situacao === 'afastado') && a.ativo) {
      const turma = emAndamento[rodizio % emAndamento.length];
      if (!turma) continue;
      const inicio = maisCedo(somarDias(comecoPossivel(turma), s.inteiro(0, 20)), hoje);
      if (inicio > turma.linha.dataFim || inicio < turma.linha.dataInicio) continue;
      turma.abertas += 1;
      vinculos.push({
        aprendizId: a.id,
        turma,
        dataInicio: inicio,
        dataFim: null,
        motivo: null,
        lotar: true,
      });
    } else if (a.situacao === 'encaminhado' && a.ativo) {
      const turma = futuras[rodizio % futuras.length];
      if (!turma) continue;
      turma.abertas += 1;
      const inicio = turma.linha.dataInicio;
      vinculos.push({
        aprendizId: a.id,
        turma,
        dataInicio: inicio,
        dataFim: null,
        motivo: null,
        lotar: false,
      });
    } else if (a.situacao === 'concluido' || a.situacao === 'desligado') {
      const concluiu = a.situacao === 'concluido';
      const candidatas = (concluiu ? encerradas : [...encerradas, ...emAndamento]).filter(
        (t) => comecoPossivel(t) < maisCedo(t.linha.dataFim, somarDias(hoje, -1)),
      );
      if (candidatas.length === 0) continue;
      // A class that was running on the day they left, when there is one: it ends that day.
      const saida = a.dataSaida;
      const noDiaDaSaida = candidatas.filter(
        (t) => saida !== null && comecoPossivel(t) <= saida && saida <= t.linha.dataFim,
      );
      const turma = s.escolher(noDiaDaSaida.length > 0 ? noDiaDaSaida : candidatas);
      const inicio = comecoPossivel(turma);
      const limite = maisCedo(turma.linha.dataFim, somarDias(hoje, -1));
      const fim =
        saida !== null && noDiaDaSaida.length > 0
          ? maisCedo(saida, limite)
          : concluiu
            ? limite
            : maisCedo(somarDias(inicio, s.inteiro(30, 200)), limite);
      turma.encerradas += 1;
      vinculos.push({
        aprendizId: a.id,
        turma,
        dataInicio: inicio,
        dataFim: fim,
        motivo: concluiu ? 'Conclusão do curso' : 'Desligamento do programa',
        lotar: true,
      });
    }
  }
  // Capacity never below who is in: a little room left in most classes, none in a few.
  for (const t of planejadas) {
    const folga = t.linha.status === 'encerrada' ? 0 : s.chance(0.15) ? 0 : s.inteiro(1, 6);
    t.linha.capacidade = Math.min(200, Math.max(t.linha.capacidade, t.abertas + folga));
    if (t.linha.status === 'encerrada')
      t.linha.capacidade = Math.max(t.linha.capacidade, t.encerradas);
  }
  return vinculos;
}

async function lerReferencias(tx: Executor) {
  const ramos = await tx
    .select({ id: ramosAtividade.id, codigo: ramosAtividade.codigo })
    .from(ramosAtividade);
  const listaCursos = await tx
    .select({ id: cursos.id, codigo: cursos.codigo, nome: cursos.nome })
    .from(cursos)
    .where(eq(cursos.ativo, true))
    .orderBy(cursos.id);
  const [grau] = await tx
    .select({ id: grausEscolaridade.id })
    .from(grausEscolaridade)
    .where(eq(grausEscolaridade.codigo, 'superior-completo'));
  const lista = await tx
    .select({
      id: aprendizes.id,
      situacao: situacoesAprendiz.codigo,
      ativo: aprendizes.ativo,
      dataCadastro: aprendizes.dataCadastro,
    })
    .from(aprendizes)
    .innerJoin(situacoesAprendiz, eq(situacoesAprendiz.id, aprendizes.situacaoId))
    .orderBy(aprendizes.id);
  const marcos = await tx
    .select({
      aprendizId: historicoSituacoes.aprendizId,
      codigo: situacoesAprendiz.codigo,
      data: max(historicoSituacoes.data),
    })
    .from(historicoSituacoes)
    .innerJoin(situacoesAprendiz, eq(situacoesAprendiz.id, historicoSituacoes.situacaoId))
    .where(inArray(situacoesAprendiz.codigo, ['contratado', 'concluido', 'desligado']))
    .groupBy(historicoSituacoes.aprendizId, situacoesAprendiz.codigo);
  const contrato = new Map<number, string>();
  const saida = new Map<number, string>();
  for (const m of marcos) {
    if (m.data === null) continue;
    (m.codigo === 'contratado' ? contrato : saida).set(m.aprendizId, m.data);
  }
  const comMarcos = lista.map((a) => ({
    ...a,
    dataContrato: contrato.get(a.id) ?? null,
    dataSaida: saida.get(a.id) ?? null,
  }));
  return {
    ramos: new Map(ramos.map((r) => [r.codigo, r.id])),
    listaCursos,
    grau,
    lista: comMarcos,
  };
}

export async function semearDemoTurmasParceiros(
  db: Database,
  agora: Date = new Date(),
): Promise<Record<string, number>> {
  const [existentes] = await db.select({ n: count() }).from(parceiros);
  if ((existentes?.n ?? 0) > 0) return {};
  const hoje = dataLocal(agora);
  const s = criarSorteio(SEMENTE);

  return db.transaction(async (tx): Promise<Record<string, number>> => {
    const { ramos, listaCursos, grau, lista } = await lerReferencias(tx);
    if (listaCursos.length === 0) return {};

    // ---- Partners and units ----
    const geradas = gerarParceiros(s, QUANTIDADES.parceiros);
    const idsParceiros = await tx
      .insert(parceiros)
      .values(
        geradas.map((p, i) => ({
          razaoSocial: p.razaoSocial,
          nomeFantasia: p.nomeFantasia,
          cnpj: p.cnpj,
          ramoAtividadeId: ramos.get(p.secao) ?? [...ramos.values()][0] ?? 1,
          ...p.endereco,
          contatoNome: p.contatoNome,
          contatoEmail: p.contatoEmail,
          contatoTelefone: p.contatoTelefone,
          // Three companies left the programme.
          ativo: i % 20 !== 19,
        })),
      )
      .returning({ id: parceiros.id, ativo: parceiros.ativo });
    const valoresUnidades = geradas.flatMap((p, i) =>
      p.unidades.map((u, j) => ({
        parceiroId: idsParceiros[i]?.id ?? 0,
        nome: u.nome,
        cnpj: u.cnpj,
        ...u.endereco,
        responsavel: u.responsavel,
        telefone: u.telefone,
        ativo: j === 0 || s.chance(0.9),
      })),
    );
    const idsUnidades = await tx
      .insert(unidades)
      .values(valoresUnidades)
      .returning({ id: unidades.id, parceiroId: unidades.parceiroId, ativo: unidades.ativo });
    const parceiroAtivo = new Map(idsParceiros.map((p) => [p.id, p.ativo]));
    const unidadesAbertas = idsUnidades.filter((u) => u.ativo && parceiroAtivo.get(u.parceiroId));
    // Bigger companies take more apprentices: a weight per unit.
    const pesos = unidadesAbertas.flatMap((u) => Array<number>(s.inteiro(1, 4)).fill(u.id));

    // ---- Educators ----
    const idsEducadores = await tx
      .insert(educadores)
      .values(gerarEducadores(s, QUANTIDADES.educadores, hoje, grau?.id ?? null))
      .returning({ id: educadores.id, ativo: educadores.ativo });

    // ---- Classes, allocations and placements ----
    const planejadas = planejarTurmas(
      s,
      hoje,
      listaCursos,
      idsEducadores.filter((e) => e.ativo).map((e) => e.id),
      idsEducadores.map((e) => e.id),
    );
    const vinculos = vincular(s, hoje, lista, planejadas);
    const idsTurmas = await tx
      .insert(turmas)
      .values(planejadas.map((t) => t.linha))
      .returning({ id: turmas.id });
    const idDaTurma = new Map(planejadas.map((t, i) => [t, idsTurmas[i]?.id ?? 0]));
    await inserirEmLotes(vinculos, (lote) =>
      tx.insert(alocacoes).values(
        lote.map((v) => ({
          aprendizId: v.aprendizId,
          turmaId: idDaTurma.get(v.turma) ?? 0,
          dataInicio: v.dataInicio,
          dataFim: v.dataFim,
          motivoDesalocacao: v.motivo,
        })),
      ),
    );
    const valoresLotacoes = vinculos
      .filter((v) => v.lotar)
      .map((v) => ({
        aprendizId: v.aprendizId,
        // Ended placements may be in any unit; open ones only where new placements are allowed.
        unidadeId: v.dataFim === null ? s.escolher(pesos) : s.escolher(idsUnidades).id,
        dataInicio: v.dataInicio,
        dataFim: v.dataFim,
      }));
    if (pesos.length > 0)
      await inserirEmLotes(valoresLotacoes, (lote) => tx.insert(lotacoes).values(lote));

    // ---- Quotas: around what each company has now, so some are below, some met, some above ----
    const lotadosPorParceiro = new Map<number, number>();
    const parceiroDaUnidade = new Map(idsUnidades.map((u) => [u.id, u.parceiroId]));
    for (const l of valoresLotacoes) {
      if (l.dataFim !== null) continue;
      const parceiroId = parceiroDaUnidade.get(l.unidadeId) ?? 0;
      lotadosPorParceiro.set(parceiroId, (lotadosPorParceiro.get(parceiroId) ?? 0) + 1);
    }
    for (const { id } of idsParceiros) {
      const lotados = lotadosPorParceiro.get(id) ?? 0;
      const cota = Math.max(0, lotados + s.escolher([-3, -1, 0, 0, 0, 1, 2, 4]));
      await tx.update(parceiros).set({ cotaAprendizes: cota }).where(eq(parceiros.id, id));
    }

    return {
      parceiros: idsParceiros.length,
      unidades: idsUnidades.length,
      educadores: idsEducadores.length,
      turmas: idsTurmas.length,
      alocacoes: vinculos.length,
      lotacoes: pesos.length > 0 ? valoresLotacoes.length : 0,
    };
  });
}
