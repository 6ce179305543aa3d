// The columns of the classes' export (CSV/XLSX): the list's figures, turno and days in words.
import type { ColunaExportacao } from '../../shared/exportacao';
import { DIAS_SEMANA, TURNOS_TURMA } from '../../../src/shared/validation/turma';
import { paraTurma, type LinhaTurma } from './leitura';

const rotulo = (lista: readonly { valor: unknown; rotulo: string }[], valor: unknown) =>
  lista.find((item) => item.valor === valor)?.rotulo ?? String(valor);

export const COLUNAS_EXPORTACAO: ColunaExportacao<LinhaTurma>[] = [
  { titulo: 'Código', valor: (t) => t.codigo },
  { titulo: 'Nome', valor: (t) => t.nome },
  { titulo: 'Curso', valor: (t) => t.cursoNome },
  { titulo: 'Educador', valor: (t) => t.educadorNome },
  { titulo: 'Turno', valor: (t) => rotulo(TURNOS_TURMA, t.turno) },
  {
    titulo: 'Dias de teoria',
    valor: (t) => t.diasTeoria.map((d) => DIAS_SEMANA.find((s) => s.valor === d)?.curto).join(', '),
  },
  { titulo: 'Início', valor: (t) => t.dataInicio, tipo: 'data' },
  { titulo: 'Término', valor: (t) => t.dataFim, tipo: 'data' },
  { titulo: 'Capacidade', valor: (t) => t.capacidade, tipo: 'numero' },
  { titulo: 'Ocupação', valor: (t) => t.ocupacao, tipo: 'numero' },
  { titulo: 'Vagas restantes', valor: (t) => paraTurma(t).vagasRestantes, tipo: 'numero' },
  { titulo: 'Local', valor: (t) => t.local },
  { titulo: 'Status', valor: (t) => t.status },
  { titulo: 'Ativa', valor: (t) => t.ativo },
];
