// A class that ended with a curriculum, a company and three apprentices whose contracts ended
// as concluded: one always present, one present at 2 of 4 class days (below 75%), one present
// at 3 of 4 (exactly 75%). Inserted directly: the records are other modules' and their rules
// are tested there.
import { eq } from 'drizzle-orm';
import type { Harness } from '../support/api-harness';
import {
  alocacoes,
  contratos,
  curriculoItens,
  disciplinas,
  frequenciaDias,
  frequencias,
  modulos,
  parceiros,
  planos,
  profissoes,
  turmas,
} from '../../server/db/schema';
import { cnpjNovo, novoAprendiz, referencias } from './turmas-parceiros-fixtures';

export const DIAS_DE_AULA = ['2025-03-03', '2025-03-05', '2025-03-10', '2025-03-12'];

let n = 0;

export async function turmaConcluida(h: Harness) {
  n += 1;
  const ref = await referencias(h);
  const [profissao] = await h.db.select().from(profissoes).limit(1);
  const [modulo] = await h.db
    .insert(modulos)
    .values({ nome: `Módulo Documentos ${n} ${Date.now()}`, ordem: 900 + n, cargaHoraria: 100 })
    .returning();
  const [d1, d2] = await h.db
    .insert(disciplinas)
    .values([
      { moduloId: modulo!.id, nome: 'Comunicação no trabalho', cargaHoraria: 60 },
      { moduloId: modulo!.id, nome: 'Rotinas administrativas', cargaHoraria: 40 },
    ])
    .returning();
  const [plano] = await h.db
    .insert(planos)
    .values({
      cursoId: ref.cursoId,
      nome: `Plano Doc ${n} ${Date.now()}`,
      vigenciaInicio: '2025-01-01',
      vigenciaFim: '2025-01-31',
    })
    .returning();
  await h.db.insert(curriculoItens).values([
    { planoId: plano!.id, disciplinaId: d1!.id, ordem: 1, cargaHoraria: 60 },
    { planoId: plano!.id, disciplinaId: d2!.id, ordem: 2, cargaHoraria: 40 },
  ]);
  const [turma] = await h.db
    .insert(turmas)
    .values({
      codigo: `DOC-${n}-${Date.now().toString(36)}`,
      nome: 'Auxiliar Administrativo - Manhã',
      cursoId: ref.cursoId,
      planoId: plano!.id,
      turno: 'manha',
      diasTeoria: [1, 3],
      dataInicio: '2025-03-03',
      dataFim: '2025-03-14',
      capacidade: 30,
      status: 'encerrada',
    })
    .returning();
  const [empresa] = await h.db
    .insert(parceiros)
    .values({
      razaoSocial: 'Comércio Exemplo Ltda',
      nomeFantasia: 'Loja Exemplo',
      cnpj: cnpjNovo(),
      ramoAtividadeId: ref.ramoAtividadeId,
    })
    .returning();

  const pessoas = [
    { nome: 'Maria Aparecida da Silva Santos', presencas: 4 },
    { nome: 'João Pedro Abaixo Lima', presencas: 2 },
    { nome: 'Ana Clara Limite Souza', presencas: 3 },
  ];
  const aprendizes = [];
  for (const [i, p] of pessoas.entries()) {
    const a = await novoAprendiz(h, ref, { nome: p.nome, situacao: 'concluido' });
    await h.db.insert(alocacoes).values({
      aprendizId: a.id,
      turmaId: turma!.id,
      dataInicio: '2025-03-03',
      dataFim: '2025-03-14',
    });
    const [contrato] = await h.db
      .insert(contratos)
      .values({
        numero: `2025/9${String(n).padStart(2, '0')}${i}${Date.now() % 1000}`,
        aprendizId: a.id,
        parceiroId: empresa!.id,
        tipo: 'A',
        dataInicio: '2025-03-03',
        dataTermino: '2025-03-14',
        duracao: 1,
        cargaHoraria: 20,
        diasPratica: [2, 4, 5],
        horaEntrada: '08:00',
        horaSaida: '12:00',
        cbo: profissao?.codigo ?? null,
        status: 'encerrado',
      })
      .returning();
    aprendizes.push({ ...a, contratoId: contrato!.id, presencas: p.presencas });
  }
  await h.db
    .insert(frequenciaDias)
    .values(DIAS_DE_AULA.map((data) => ({ turmaId: turma!.id, data })));
  await h.db.insert(frequencias).values(
    aprendizes.flatMap((a) =>
      DIAS_DE_AULA.map((data, i) => ({
        turmaId: turma!.id,
        data,
        aprendizId: a.id,
        status: i < a.presencas ? ('presente' as const) : ('falta' as const),
      })),
    ),
  );
  return { turma: turma!, aprendizes, empresa: empresa!, profissao, ref };
}

/** Back to a running contract (for the "not concluded" refusal). */
export async function reabrirContrato(h: Harness, contratoId: number) {
  await h.db
    .update(contratos)
    .set({ status: 'vigente', dataTermino: '2099-12-31' })
    .where(eq(contratos.id, contratoId));
}
