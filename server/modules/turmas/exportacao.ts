// The columns of the classes' export (CSV/XLSX): the list's figures, turno and days in words; a
// declared field's column says its declared words (CAMPOS_TURMA).
import { rotulosDe } from '../../../src/shared/campos';
import type { ColunaExportacao } from '../../shared/exportacao';
import { CAMPOS_TURMA, DIAS_SEMANA, TURNOS_TURMA } from '../../../src/shared/validation/turma';
import { paraTurma, type LinhaTurma } from './leitura';

const rotulo = (lista: readonly { valor: unknown; rotulo: string }[], valor: unknown) =>
  lista.find((item) => item.valor === valor)?.rotulo ?? String(valor);

const R = rotulosDe(CAMPOS_TURMA);

export const COLUNAS_EXPORTACAO: ColunaExportacao<LinhaTurma>[] = [
  { titulo: R.codigo, valor: (t) => t.codigo },
  { titulo: R.nome, valor: (t) => t.nome },
  { titulo: R.cursoId, valor: (t) => t.cursoNome },
  { titulo: R.educadorId, valor: (t) => t.educadorNome },
  { titulo: R.turno, valor: (t) => rotulo(TURNOS_TURMA, t.turno) },
  {
    titulo: 'Dias de teoria',
    valor: (t) => t.diasTeoria.map((d) => DIAS_SEMANA.find((s) => s.valor === d)?.curto).join(', '),
  },
  { titulo: R.dataInicio, valor: (t) => t.dataInicio, tipo: 'data' },
  { titulo: R.dataFim, valor: (t) => t.dataFim, tipo: 'data' },
  { titulo: R.capacidade, valor: (t) => t.capacidade, tipo: 'numero' },
  { titulo: 'Ocupação', valor: (t) => t.ocupacao, tipo: 'numero' },
  { titulo: 'Vagas restantes', valor: (t) => paraTurma(t).vagasRestantes, tipo: 'numero' },
  { titulo: R.local, valor: (t) => t.local },
  { titulo: 'Status', valor: (t) => t.status },
  { titulo: 'Ativa', valor: (t) => t.ativo },
];
