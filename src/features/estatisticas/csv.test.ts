import { celulaCsv, montarCsv, nomeDoArquivo } from './csv';
import { formatarMes, formatarTaxa, taxaNaCelula } from './formato';

describe('CSV de uma tabela de estatística', () => {
  it('tem BOM, ";" entre as colunas, CRLF e números com vírgula decimal', () => {
    const texto = montarCsv(
      [
        { titulo: 'Mês', valor: (l: { mes: string; taxa: number }) => formatarMes(l.mes) },
        { titulo: 'Taxa', valor: (l) => taxaNaCelula(l.taxa) },
        { titulo: 'Total', valor: () => 1234 },
      ],
      [
        { mes: '2026-01', taxa: 0.04231 },
        { mes: '2026-02', taxa: 0.1 },
      ],
    );
    expect(texto).toBe('\uFEFFMês;Taxa;Total\r\njan/2026;4,2%;1234\r\nfev/2026;10,0%;1234\r\n');
  });

  it.each([
    ['=SOMA(A1:A2)', "'=SOMA(A1:A2)"],
    ['+5511999', "'+5511999"],
    ['-1', "'-1"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
  ])('neutraliza a célula de texto que começaria uma fórmula: %j', (entrada, saida) => {
    expect(celulaCsv(entrada)).toBe(saida);
  });

  it('um número negativo continua número; vazio e nulo ficam em branco', () => {
    expect(celulaCsv(-3)).toBe('-3');
    expect(celulaCsv(null)).toBe('');
    expect(celulaCsv(undefined)).toBe('');
    expect(celulaCsv(Number.NaN)).toBe('');
  });

  it('põe entre aspas o texto com ";", aspas ou quebra de linha', () => {
    expect(celulaCsv('Silva; Souza')).toBe('"Silva; Souza"');
    expect(celulaCsv('a "b"')).toBe('"a ""b"""');
    expect(celulaCsv('linha\nnova')).toBe('"linha\nnova"');
  });

  it('dá ao arquivo um nome sem acentos nem espaços', () => {
    expect(nomeDoArquivo('Faltas por turma e mês')).toBe('faltas-por-turma-e-mes.csv');
    expect(nomeDoArquivo('Situação → situação')).toBe('situacao-situacao.csv');
  });

  it('escreve taxas e meses como se lê no Brasil', () => {
    expect(formatarTaxa(0.0423)).toBe('4,2%');
    expect(formatarTaxa(null)).toBe('—');
    expect(formatarMes('2026-12')).toBe('dez/2026');
    expect(formatarMes('2026-13')).toBe('2026-13');
  });
});
