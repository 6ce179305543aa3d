// The reports staff can open (the seed's /relatorios routes), each with the question it answers;
// the catalogue screen shows them as cards, and each report remembers the filters last used in
// this browser so the card can reopen it as it was.
import type { CaminhoApp } from '../../shared/navigation';

export interface RelatorioDoCatalogo {
  /** The route's title is its manifest's: screens read it with useTituloDaRota/useComTitulos. */
  caminho: CaminhoApp;
  pergunta: string;
}

const item = (caminho: CaminhoApp, pergunta: string): RelatorioDoCatalogo => ({
  caminho,
  pergunta,
});

export const CATALOGO: readonly RelatorioDoCatalogo[] = [
  item(
    '/relatorios/aprendizes-por-turma',
    'Quem está e quem passou por uma turma, desde quando, por que saiu e com que frequência.',
  ),
  item(
    '/relatorios/aprendizes-por-parceiro',
    'Quantos aprendizes cada empresa tem hoje, por unidade, diante da sua cota.',
  ),
  item(
    '/relatorios/aprendizes-sem-enturmacao',
    'Quem tem contrato ou está em seleção e ainda não tem turma, e há quantos dias espera.',
  ),
  item(
    '/relatorios/aprendizes-afastados',
    'Os afastamentos em aberto e os encerrados, com o motivo e a duração.',
  ),
  item(
    '/relatorios/aprendizes-enturmacao',
    'Quem entrou e quem saiu de turmas num período, e os motivos das saídas.',
  ),
  item(
    '/relatorios/frequencia',
    'Presenças, faltas e justificadas por aprendiz e turma num período; abaixo de 75% em destaque.',
  ),
];

const chave = (caminho: string) => `relatorio-filtros:${caminho}`;

/** The report's query string as last used here ('' when none): no personal data, only ids and dates. */
export function guardarFiltros(caminho: string, busca: string): void {
  try {
    if (busca && busca !== '?') localStorage.setItem(chave(caminho), busca);
    else localStorage.removeItem(chave(caminho));
  } catch {
    // Private mode or storage full: the catalogue just opens the report without filters.
  }
}

export function ultimosFiltros(caminho: string): string {
  try {
    return localStorage.getItem(chave(caminho)) ?? '';
  } catch {
    return '';
  }
}
