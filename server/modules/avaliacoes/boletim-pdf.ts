// The printable report card: one A4 page per apprentice (the class's batch is the same page for
// each, one after the other), with the class, the grades by bimester, average, conceito,
// attendance and result per discipline, the summary and the pass criteria.
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { documentoPadrao, type ConteudoPdf } from '../../shared/pdf';
import { formatarData } from '../../../src/shared/format/data';
import { formatarNota, ROTULOS_RESULTADO } from '../../../src/shared/validation/avaliacoes';
import type { BoletimResposta } from './esquemas-notas';

const pct = (v: number | null) => (v === null ? '—' : `${v.toFixed(1).replace('.', ',')}%`);
const cab = (text: string, alignment: 'left' | 'center' = 'center') => ({
  text,
  style: 'cabecalhoTabela',
  alignment,
  fontSize: 8,
});

function pagina(b: BoletimResposta, primeira: boolean): ConteudoPdf[] {
  const nome = b.aprendiz.nomeSocial
    ? `${b.aprendiz.nomeSocial} (${b.aprendiz.nome})`
    : b.aprendiz.nome;
  const celula = (text: string) => ({ text, alignment: 'center' as const, fontSize: 8 });
  return [
    {
      text: nome,
      style: 'secao',
      margin: [0, primeira ? 0 : 0, 0, 4],
      ...(primeira ? {} : { pageBreak: 'before' as const }),
    },
    {
      columns: [
        { text: [{ text: 'Turma: ', bold: true }, `${b.turma.codigo} — ${b.turma.nome}`] },
        {
          text: [
            { text: 'Período: ', bold: true },
            `${formatarData(b.turma.dataInicio)} a ${formatarData(b.turma.dataFim)}`,
          ],
        },
      ],
      fontSize: 9,
    },
    {
      columns: [
        { text: [{ text: 'Curso: ', bold: true }, b.turma.curso ?? '—'] },
        { text: [{ text: 'Educador(a): ', bold: true }, b.turma.educador ?? '—'] },
      ],
      fontSize: 9,
      margin: [0, 2, 0, 10],
    },
    b.disciplinas.length === 0
      ? { text: b.aviso ?? 'Sem disciplinas.', style: 'aviso' }
      : {
          table: {
            headerRows: 1,
            widths: ['*', 24, 24, 24, 24, 28, 22, 24, 26, 34, 58],
            body: [
              [
                cab('Disciplina', 'left'),
                ...b.periodos.map((p) => cab(`${p.periodo}º bim.`)),
                cab('Média'),
                cab('Conc.'),
                cab('Aulas'),
                cab('Faltas'),
                cab('Freq.'),
                cab('Resultado'),
              ],
              ...b.disciplinas.map((d) => [
                { text: d.disciplina.nome, fontSize: 8 },
                ...d.notas.map((n) => celula(formatarNota(n.valor))),
                { ...celula(formatarNota(d.media)), bold: true },
                celula(d.conceito?.sigla ?? '—'),
                celula(String(d.diasDeAula)),
                celula(String(d.faltas)),
                celula(pct(d.frequencia)),
                celula(ROTULOS_RESULTADO[d.resultado]),
              ]),
            ],
          },
          layout: 'lightHorizontalLines',
        },
    {
      text: [
        { text: 'Média geral: ', bold: true },
        formatarNota(b.resumo.media),
        { text: '   Frequência geral: ', bold: true },
        `${pct(b.resumo.frequencia)} (${b.resumo.diasDeAula} aulas, ${b.resumo.faltas} faltas)`,
        { text: '   Resultado: ', bold: true },
        ROTULOS_RESULTADO[b.resumo.resultado],
      ],
      fontSize: 9,
      margin: [0, 12, 0, 4],
    },
    {
      text: `Bimestres: ${b.periodos
        .map((p) => `${p.periodo}º ${formatarData(p.inicio)} a ${formatarData(p.fim)}`)
        .join('; ')}.`,
      fontSize: 8,
      color: '#444444',
    },
    { text: b.criterios.texto, fontSize: 8, color: '#444444', margin: [0, 2, 0, 0] },
  ];
}

export function documentoDosBoletins(
  titulo: string,
  boletins: readonly BoletimResposta[],
  geradoEm: Date,
): TDocumentDefinitions {
  const conteudo =
    boletins.length === 0
      ? [{ text: 'A turma não tem aprendizes.', style: 'aviso' }]
      : boletins.flatMap((b, i) => pagina(b, i === 0));
  return documentoPadrao(titulo, conteudo, { geradoEm });
}
