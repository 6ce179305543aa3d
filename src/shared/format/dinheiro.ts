// Money as 'R$ 1.234,56'. Intl puts a no-break space after 'R$'; the product writes a plain space,
// so the text matches what people type and what tests compare.

const moeda = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const numero = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 1234.56 -> 'R$ 1.234,56'; -5 -> '-R$ 5,00'; null/undefined/NaN -> ''. */
export function formatarDinheiro(valor: number | null | undefined): string {
  if (valor == null || Number.isNaN(valor)) return '';
  return moeda.format(valor).replace(/\u00a0/g, ' ');
}

/** 1234.5 -> '1.234,50' (tables that already say the column is in reais). */
export function formatarDecimal(valor: number | null | undefined): string {
  if (valor == null || Number.isNaN(valor)) return '';
  return numero.format(valor);
}

/** 'R$ 1.234,56' or '1234,56' -> 1234.56; text that is not an amount -> undefined. */
export function lerDinheiro(texto: string): number | undefined {
  const limpo = texto
    .replace(/R\$|\s/g, '')
    .replace(/\./g, '')
    .replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(limpo)) return undefined;
  return Number(limpo);
}
