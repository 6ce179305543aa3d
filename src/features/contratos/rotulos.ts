// The contract's fields in words, the same on the flow's review, the contract's page and the lists.
import { rotulosDe } from '../../shared/campos';
import { formatarData, formatarDinheiro } from '../../shared/format';
import { CAMPOS_CONTRATO } from '../../shared/validation/contratos';
import { DIAS_SEMANA } from '../../shared/validation/turma';

/** The declared fields' words (CAMPOS_CONTRATO) and the practice days'. */
export const ROTULOS_DOS_CAMPOS: Readonly<Record<keyof typeof CAMPOS_CONTRATO, string>> & {
  readonly Con_DiasPratica: string;
} = { ...rotulosDe(CAMPOS_CONTRATO), Con_DiasPratica: 'Dias da prática' };

export const rotuloDoCampo = (campo: string): string =>
  (ROTULOS_DOS_CAMPOS as Partial<Record<string, string>>)[campo] ?? campo;

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
