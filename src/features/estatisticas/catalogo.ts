// The statistics staff can open (the seed's /estatisticas routes), each with the question it
// answers: the landing shows them as cards, and each screen uses the same sentence as its subtitle.
import type { CaminhoApp } from '../../shared/navigation';

export interface EstatisticaDoCatalogo {
  /** The route's title is its manifest's: screens read it with useTituloDaRota/useComTitulos. */
  caminho: CaminhoApp;
  pergunta: string;
}

const item = (caminho: CaminhoApp, pergunta: string): EstatisticaDoCatalogo => ({
  caminho,
  pergunta,
});

export const GERAL = item(
  '/estatisticas/geral-aprendizes',
  'Quem são os aprendizes ativos: idade e gênero, escolaridade, PcD, municípios e cadastros por mês.',
);
export const SITUACAO = item(
  '/estatisticas/participantes-situacao',
  'Quantos aprendizes há em cada situação hoje e nos últimos 12 meses, e quem mudou de situação num período.',
);
export const PARCEIRO = item(
  '/estatisticas/aprendizes-parceiro',
  'Quantos aprendizes cada empresa tem diante da sua cota (5% a 15%), as abaixo da cota primeiro.',
);
export const FALTAS = item(
  '/estatisticas/faltas-aprendizes',
  'A taxa de faltas de cada turma mês a mês, e os aprendizes com mais faltas não justificadas.',
);

export const CATALOGO: readonly EstatisticaDoCatalogo[] = [GERAL, SITUACAO, PARCEIRO, FALTAS];
