// pt-BR counts for the import screen: '1.234' and '1 linha' / '2 linhas'.
const formato = new Intl.NumberFormat('pt-BR');

export const numero = (n: number) => formato.format(n);

export const plural = (n: number, singular: string, varios: string) =>
  `${numero(n)} ${n === 1 ? singular : varios}`;
