// How the vacancy screens say numbers: money, hours, places.
import { formatarDinheiro } from '../../shared/format';
import { rotuloTurno } from '../../shared/validation/vagas';

export const reais = (valor: number) => formatarDinheiro(valor);
export const horasSemanais = (h: number) => `${h} h semanais`;
export const postos = (preenchidas: number, quantidade: number) =>
  `${preenchidas} de ${quantidade} ${quantidade === 1 ? 'preenchida' : 'preenchidas'}`;
export const faixaEtaria = (min: number | null, max: number | null) => {
  if (min === null && max === null) return 'Sem faixa definida (14 a 24 anos)';
  if (max === null) return `A partir de ${min ?? 14} anos`;
  return `${min ?? 14} a ${max} anos`;
};
export { rotuloTurno };
