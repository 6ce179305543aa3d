// What a person types as reais ('4,40', '4.40', 'R$ 1.234,56') -> 4.4 / 1234.56, or null when it
// is not an amount with at most two decimals (the server checks the cents again).
export function lerReais(texto: string): number | null {
  const limpo = texto.replace(/\s|R\$/g, '');
  const normal = /,/.test(limpo) ? limpo.replace(/\./g, '').replace(',', '.') : limpo;
  if (!/^\d+(\.\d{1,2})?$/.test(normal)) return null;
  return Number(normal);
}
