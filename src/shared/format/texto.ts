// Text as people search and compare it: without accents and case ("Conceição" ~ "conceicao").

/** Lower case, accents (combining marks) removed. */
export const semAcentos = (texto: string): string =>
  texto.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const inteiros = new Intl.NumberFormat('pt-BR');

/** A count as people read it: '1.234'. */
export const numero = (n: number): string => inteiros.format(n);

/** A count with its noun: '1 linha', '2 linhas', '1.234 aprendizes'. */
export const quantos = (n: number, um: string, varios: string): string =>
  `${numero(n)} ${n === 1 ? um : varios}`;
