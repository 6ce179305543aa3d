// What an issued document states, kept with it (documentos_emitidos.dados): the PDF is redrawn
// from this, so a document downloaded again years later reads exactly as the day it was issued.
import { Type, type Static } from 'typebox';

const Linha = Type.Object({ rotulo: Type.String(), valor: Type.String() });
const Disciplina = Type.Object({ nome: Type.String(), horas: Type.Integer() });

export const DadosDocumento = Type.Object({
  titulo: Type.String(),
  titular: Type.Object({
    /** The social name when there is one (the name the person is known by). */
    nome: Type.String(),
    cpf: Type.Union([Type.String(), Type.Null()]),
  }),
  /** One line for the public page: course and period, or what the declaration states. */
  resumo: Type.String(),
  paragrafos: Type.Array(Type.String()),
  quadro: Type.Array(Linha),
  horas: Type.Union([
    Type.Object({ teoria: Type.Integer(), pratica: Type.Integer(), total: Type.Integer() }),
    Type.Null(),
  ]),
  modulos: Type.Array(
    Type.Object({
      nome: Type.String(),
      horas: Type.Integer(),
      disciplinas: Type.Array(Disciplina),
    }),
  ),
  organizacao: Type.String(),
  local: Type.String(),
  /** 'aaaa-mm-dd', Brasília's day of issue. */
  data: Type.String(),
  signatario: Type.Object({ nome: Type.String(), cargo: Type.String() }),
});
export type DadosDocumento = Static<typeof DadosDocumento>;

/** Curriculum rows (module, discipline, hours) grouped by module in their order. */
export function agruparModulos(
  itens: readonly { modulo: string; disciplina: string; horas: number }[],
): DadosDocumento['modulos'] {
  const modulos: DadosDocumento['modulos'] = [];
  for (const item of itens) {
    let m = modulos.at(-1);
    if (m?.nome !== item.modulo) {
      m = { nome: item.modulo, horas: 0, disciplinas: [] };
      modulos.push(m);
    }
    m.horas += item.horas;
    m.disciplinas.push({ nome: item.disciplina, horas: item.horas });
  }
  return modulos;
}
