// The printable course plan: the plan and its course, the curriculum grouped by module in the
// plan's order with each discipline's hours, and the total against the course's hours.
import type { FastifyInstance } from 'fastify';
import { documentoPadrao, type ConteudoPdf } from '../../shared/pdf';
import { formatarHoras, periodoDeVigencia } from '../../../src/shared/validation/curriculo';
import { obterCurriculo } from './curriculo';
import { plano } from './planos';

export async function documentoDoPlano(app: FastifyInstance, planoId: number) {
  const p = await plano.existente(app.db, planoId);
  const curriculo = await obterCurriculo(app.db, planoId);
  // Consecutive disciplines of one module print under its name (a plan may come back to a module).
  const blocos: { modulo: string; itens: typeof curriculo.itens }[] = [];
  for (const item of curriculo.itens) {
    const ultimo = blocos.at(-1);
    if (ultimo?.modulo === item.modulo.nome) ultimo.itens.push(item);
    else blocos.push({ modulo: item.modulo.nome, itens: [item] });
  }
  const conteudo: ConteudoPdf[] = [
    {
      columns: [
        { text: [{ text: 'Curso: ', bold: true }, p.cursoNome] },
        {
          text: [
            { text: 'Vigência: ', bold: true },
            periodoDeVigencia(p.vigenciaInicio, p.vigenciaFim),
          ],
        },
      ],
    },
    ...blocos.flatMap((b): ConteudoPdf[] => [
      { text: b.modulo, style: 'secao' },
      {
        table: {
          headerRows: 1,
          widths: [24, '*', 60],
          body: [
            [
              { text: 'Nº', style: 'cabecalhoTabela' },
              { text: 'Disciplina', style: 'cabecalhoTabela' },
              { text: 'Horas', style: 'cabecalhoTabela', alignment: 'right' },
            ],
            ...b.itens.map((i) => [
              String(i.ordem),
              i.nome,
              { text: formatarHoras(i.cargaHoraria), alignment: 'right' as const },
            ]),
          ],
        },
        layout: 'lightHorizontalLines',
      },
    ]),
    {
      text: [
        { text: 'Total do currículo: ', bold: true },
        `${formatarHoras(curriculo.cargaHorariaTotal)} de ${formatarHoras(p.cursoCargaHoraria)} do curso`,
      ],
      margin: [0, 14, 0, 0],
    },
    ...(curriculo.aviso ? [{ text: curriculo.aviso, style: 'aviso' }] : []),
    ...(curriculo.itens.length === 0
      ? [{ text: 'O currículo deste plano ainda não tem disciplinas.', style: 'aviso' }]
      : []),
  ];
  return documentoPadrao(`Plano de curso: ${p.nome}`, conteudo, {
    subtitulo: p.cursoNome,
    geradoEm: app.agora(),
  });
}
