// The apprentice's calendar as a printable document for the apprentice and the company: A4, one
// page per semester of the period, each month a week grid coloured by the kind of day, with the
// legend and the counts. Made from the same computed calendar the screen shows.
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { documentoPadrao, type ConteudoPdf } from '../../shared/pdf';
import { formatarData } from '../../../src/shared/format/data';
import { diaDaSemanaIso } from '../../../src/shared/validation/frequencia';
import { contar } from './calendario';
import type { CalendarioResposta } from './esquemas';
import { somarDias } from '../../../src/shared/validation/datas';

type Tipo = NonNullable<CalendarioResposta['dias'][number]['tipo']>;

const CORES: Record<Tipo, { fundo: string; rotulo: string }> = {
  teoria: { fundo: '#bbdefb', rotulo: 'Teoria (turma)' },
  pratica: { fundo: '#c8e6c9', rotulo: 'Prática (empresa)' },
  feriado: { fundo: '#ffcdd2', rotulo: 'Feriado ou recesso' },
  afastamento: { fundo: '#e0e0e0', rotulo: 'Afastamento' },
};

const MESES = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
];

function gradeDoMes(
  mes: string,
  porDia: ReadonlyMap<string, CalendarioResposta['dias'][number]>,
  inicio: string,
  fim: string,
): ConteudoPdf {
  const primeiro = `${mes}-01`;
  const semanas: ConteudoPdf[][] = [];
  let semana: ConteudoPdf[] = Array.from({ length: diaDaSemanaIso(primeiro) - 1 }, () => '');
  for (let d = primeiro; d.startsWith(mes); d = somarDias(d, 1)) {
    const dia = porDia.get(d);
    const dentro = d >= inicio && d <= fim;
    const marco = dia?.marcos.length ? { decoration: 'underline' as const, bold: true } : {};
    semana.push({
      text: String(Number(d.slice(8))),
      alignment: 'center',
      fontSize: 8,
      color: dentro ? '#000000' : '#bbbbbb',
      ...(dia?.tipo && dentro ? { fillColor: CORES[dia.tipo].fundo } : {}),
      ...marco,
    });
    if (semana.length === 7) {
      semanas.push(semana);
      semana = [];
    }
  }
  if (semana.length > 0)
    semanas.push([...semana, ...Array.from({ length: 7 - semana.length }, () => '')]);
  return {
    stack: [
      {
        text: `${MESES[Number(mes.slice(5)) - 1] ?? ''} ${mes.slice(0, 4)}`,
        bold: true,
        margin: [0, 0, 0, 3],
      },
      {
        table: {
          widths: Array.from({ length: 7 }, () => 30),
          body: [
            ['S', 'T', 'Q', 'Q', 'S', 'S', 'D'].map((l) => ({
              text: l,
              alignment: 'center' as const,
              fontSize: 7,
              bold: true,
            })),
            ...semanas,
          ],
        },
        layout: 'noBorders',
      },
    ],
    margin: [0, 0, 0, 12],
  };
}

/** The semesters ('aaaa-1', 'aaaa-2') the period touches, each with its six months. */
type Contagens = CalendarioResposta['contagens'];

function semestres(inicio: string, fim: string): { titulo: string; meses: string[] }[] {
  const lista: { titulo: string; meses: string[] }[] = [];
  for (let ano = Number(inicio.slice(0, 4)); ano <= Number(fim.slice(0, 4)); ano += 1) {
    for (const s of [1, 2]) {
      const meses = Array.from(
        { length: 6 },
        (_, i) => `${ano}-${String((s - 1) * 6 + i + 1).padStart(2, '0')}`,
      );
      if ((meses.at(-1) ?? '') < inicio.slice(0, 7) || (meses[0] ?? '') > fim.slice(0, 7)) continue;
      lista.push({ titulo: `${s}º semestre de ${ano}`, meses });
    }
  }
  return lista;
}

export function documentoDoCalendario(c: CalendarioResposta, geradoEm: Date): TDocumentDefinitions {
  const porDia = new Map(c.dias.map((d) => [d.data, d]));
  // pdfmake writes its layout into the nodes it is given: each page gets nodes of its own.
  const legenda = (): ConteudoPdf => ({
    columns: (Object.keys(CORES) as Tipo[]).map((t) => ({
      text: [{ text: '■ ', color: CORES[t].fundo, fontSize: 12 }, CORES[t].rotulo],
      fontSize: 8,
    })),
    margin: [0, 0, 0, 8],
  });

  const frase = (rotulo: string, k: Contagens) =>
    `${rotulo}: ${k.teoria} dias de teoria, ${k.pratica} de prática, ${k.feriados} feriados ou ` +
    `recessos em dias úteis, ${k.afastamento} de afastamento; frequência registrada: ` +
    `${k.presentes} presenças, ${k.faltas} faltas, ${k.justificadas} justificadas.`;
  const contagens = (meses: readonly string[]): ConteudoPdf => ({
    stack: [
      frase('No semestre', contar(c.dias.filter((d) => meses.includes(d.data.slice(0, 7))))),
      frase('No período todo', c.contagens),
    ],
    fontSize: 9,
    margin: [0, 0, 0, 8],
  });

  const cabecalho = (): ConteudoPdf[] => [
    c.contrato
      ? {
          text: [
            { text: 'Contrato: ', bold: true },
            `${c.contrato.numero} — ${c.contrato.parceiro.nome}, de ${formatarData(c.contrato.dataInicio)} a ${formatarData(c.contrato.dataFim)} (dias sublinhados)`,
          ],
          fontSize: 9,
        }
      : { text: 'Sem contrato no período: só os dias de teoria.', fontSize: 9 },
    {
      text: [
        { text: 'Turmas: ', bold: true },
        c.turmas.length === 0
          ? 'nenhuma no período'
          : c.turmas.map((t) => `${t.codigo} — ${t.nome}`).join('; '),
      ],
      fontSize: 9,
      margin: [0, 2, 0, 6],
    },
  ];
  const paginas = semestres(c.inicio, c.fim).flatMap((s, i): ConteudoPdf[] => {
    const meses = s.meses.map((m) => gradeDoMes(m, porDia, c.inicio, c.fim));
    return [
      { text: s.titulo, style: 'secao', ...(i > 0 ? { pageBreak: 'before' as const } : {}) },
      ...cabecalho(),
      legenda(),
      {
        columns: [
          { stack: meses.filter((_, j) => j % 2 === 0) },
          { stack: meses.filter((_, j) => j % 2 === 1) },
        ],
      },
      contagens(s.meses),
    ];
  });
  return documentoPadrao(`Calendário de aprendizagem: ${c.aprendiz.nome}`, paginas, {
    subtitulo: `De ${formatarData(c.inicio)} a ${formatarData(c.fim)}`,
    geradoEm,
  });
}
