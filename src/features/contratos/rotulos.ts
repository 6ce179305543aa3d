// The contract's fields in words, the same on the flow's review, the contract's page and the lists.
import { formatarData, formatarDinheiro } from '../../shared/format';
import { DIAS_SEMANA } from '../../shared/validation/turma';

export const ROTULOS_DOS_CAMPOS: Partial<Record<string, string>> = {
  Con_CodAprendiz: 'Aprendiz',
  Con_CodParceiro: 'Empresa',
  unidadeId: 'Unidade',
  Con_TipoContrato: 'Tipo de contrato',
  Con_DataInicio: 'Data de início',
  Con_DataTermino: 'Data de término',
  Con_Duracao: 'Duração',
  Con_CargaHoraria: 'Carga horária semanal',
  Con_ValorBolsa: 'Bolsa',
  Con_ValorTaxa: 'Taxa',
  Con_ValorEncargos: 'Encargos',
  Con_ValorMatricula: 'Matrícula',
  Con_CBO: 'Profissão (CBO)',
  Con_ObservacoesGerais: 'Observações gerais',
  Con_DiasPratica: 'Dias da prática',
  Con_HoraEntrada: 'Entrada',
  Con_HoraSaida: 'Saída',
};

export const rotuloDoCampo = (campo: string) => ROTULOS_DOS_CAMPOS[campo] ?? campo;

/** [1, 2, 3] -> 'Seg, Ter, Qua'. */
export const diasDaSemana = (dias: readonly number[]) =>
  dias.map((d) => DIAS_SEMANA.find((x) => x.valor === d)?.curto ?? String(d)).join(', ');

/** The practice week in words: 'Seg, Ter, Qua · 08:00 às 14:00'; null without one. */
export function jornadaEmPalavras(
  dias: readonly number[] | null,
  entrada: string | null,
  saida: string | null,
): string | null {
  if (!dias || dias.length === 0 || !entrada || !saida) return null;
  return `${diasDaSemana(dias)} · ${entrada} às ${saida}`;
}

export const meses = (n: number) => `${n} ${n === 1 ? 'mês' : 'meses'}`;

export const horasSemanais = (n: number) => `${n}h semanais`;

/** dd/mm/aaaa a dd/mm/aaaa. */
export const periodo = (inicio: string, termino: string) =>
  `${formatarData(inicio)} a ${formatarData(termino)}`;

/** R$ with pt-BR digits; '—' is the Dado's for an absent value. */
export const reais = (valor: number | null | undefined) => formatarDinheiro(valor);

/** Days left in words: 'Termina hoje', '1 dia', '12 dias'; null when it is not running. */
export function diasEmPalavras(dias: number | null): string | null {
  if (dias === null) return null;
  if (dias === 0) return 'Termina hoje';
  return `${dias} ${dias === 1 ? 'dia' : 'dias'}`;
}
