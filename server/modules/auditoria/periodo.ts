// A period asked as days (aaaa-mm-dd) means whole days where the programme works: Brasília time,
// which has had no daylight saving since 2019, so a fixed offset is exact.
import { DETALHE_VALIDACAO, problema, TIPO_VALIDACAO } from '../../shared/problem';

const FUSO_BRASILIA = '-03:00';
const DIA_MS = 86_400_000;

export interface Periodo {
  /** Inclusive. */
  desde: Date | undefined;
  /** Exclusive: the start of the day after dataFim. */
  ate: Date | undefined;
}

const inicioDoDia = (dia: string) => new Date(`${dia}T00:00:00${FUSO_BRASILIA}`);

export function periodo(consulta: { dataInicio?: string; dataFim?: string }): Periodo {
  const { dataInicio, dataFim } = consulta;
  if (dataInicio !== undefined && dataFim !== undefined && dataFim < dataInicio) {
    throw problema(
      400,
      DETALHE_VALIDACAO,
      { dataFim: 'A data final deve ser igual ou posterior à inicial' },
      { tipo: TIPO_VALIDACAO },
    );
  }
  return {
    desde: dataInicio === undefined ? undefined : inicioDoDia(dataInicio),
    ate: dataFim === undefined ? undefined : new Date(inicioDoDia(dataFim).getTime() + DIA_MS),
  };
}
