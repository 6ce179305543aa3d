// The apprentice's contract that overlaps a period: the practice side of the calendar. Contracts
// (issue 8) are not in the tree yet; until they are, the calendar has theory days only.
import type { Executor } from '../../shared/executor';

export interface ContratoDoPeriodo {
  id: number;
  numero: string;
  parceiroId: number;
  parceiroNome: string;
  dataInicio: string;
  dataFim: string;
}

export function contratoDoPeriodo(
  _executor: Executor,
  _aprendizId: number,
  _inicio?: string,
  _fim?: string,
): Promise<ContratoDoPeriodo | null> {
  return Promise.resolve(null);
}
