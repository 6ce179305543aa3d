// Text as people search and compare it: without accents and case ("Conceição" ~ "conceicao").

/** Lower case, accents (combining marks) removed. */
export const semAcentos = (texto: string): string =>
  texto.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
