// Conceitos: a grade band (sigla, descrição, nota mínima and máxima) as a registry. Active bands
// never overlap: checked with a message naming the other band, backed by an exclusion constraint.
import { and, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { conceitos } from '../../db/schema';
import { VIOLACAO_EXCLUSAO } from '../../shared/erros-banco';
import { problema } from '../../shared/problem';
import { CAMPOS_CONCEITO } from '../../../src/shared/validation/cadastros';
import { colunaAtivo, type DefinicaoCadastro } from './definicao';
import { MENSAGENS_CADASTROS as M } from './mensagens';

const formatoNota = (n: number) => n.toFixed(2).replace('.', ',');

const Nota = (rotulo: string, informe: string) =>
  Type.Number({
    minimum: 0,
    maximum: 10,
    description: `${rotulo}, de 0 a 10 com até duas casas decimais (faixa fechada).`,
    errorMessage: { required: informe, default: M.notaForaDaEscala },
  });

const duasCasas = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/** Conceitos: active bands of grades never overlap (the exclusion constraint backs this up). */
async function validarConceito(
  executor: Parameters<NonNullable<DefinicaoCadastro['validar']>>[0],
  valores: Record<string, unknown>,
  idAtual: number | undefined,
): Promise<void> {
  const minima = Number(valores.notaMinima);
  const maxima = Number(valores.notaMaxima);
  const erros: Record<string, string> = {};
  if (!duasCasas(minima)) erros.notaMinima = M.duasCasas;
  if (!duasCasas(maxima)) erros.notaMaxima = M.duasCasas;
  else if (maxima < minima) erros.notaMaxima = M.maximaMenorQueMinima;
  if (Object.keys(erros).length > 0) {
    throw problema(400, 'Corrija os campos indicados.', erros, { tipo: '/problemas/validacao' });
  }
  if (valores.ativo === false) return;
  const [outro] = await executor
    .select()
    .from(conceitos)
    .where(
      and(
        eq(conceitos.ativo, true),
        lte(conceitos.notaMinima, maxima),
        gte(conceitos.notaMaxima, minima),
        idAtual === undefined ? undefined : ne(conceitos.id, idAtual),
      ),
    )
    .limit(1);
  if (outro) {
    const mensagem = M.faixaSobreposta(
      `${formatoNota(minima)} a ${formatoNota(maxima)}`,
      `${outro.sigla} (${outro.descricao})`,
      `${formatoNota(outro.notaMinima)} a ${formatoNota(outro.notaMaxima)}`,
    );
    throw problema(409, mensagem, { notaMinima: mensagem, notaMaxima: mensagem });
  }
}

export const conceito: DefinicaoCadastro = {
  slug: 'conceitos',
  operacao: 'conceito',
  componente: 'Conceito',
  nomes: { singular: 'conceito', plural: 'conceitos' },
  tabela: conceitos,
  // Sigla and descrição declared; the grades written here (CAMPOS_CONCEITO says why).
  campos: CAMPOS_CONCEITO,
  corpoProprio: {
    notaMinima: Nota('Nota mínima', M.informeNotaMinima),
    notaMaxima: Nota('Nota máxima', M.informeNotaMaxima),
  },
  saidaPropria: { notaMinima: Type.Number(), notaMaxima: Type.Number() },
  ordenacoes: {
    sigla: conceitos.sigla,
    descricao: conceitos.descricao,
    notaMinima: conceitos.notaMinima,
  },
  ordenacaoPadrao: 'notaMinima',
  busca: [conceitos.sigla, conceitos.descricao],
  ordemOpcoes: [sql`${conceitos.notaMinima} desc`],
  exportacao: [
    { titulo: 'Sigla', valor: (l) => l.sigla as string },
    { titulo: 'Descrição', valor: (l) => l.descricao as string },
    { titulo: 'Nota mínima', valor: (l) => l.notaMinima as number, tipo: 'numero' },
    { titulo: 'Nota máxima', valor: (l) => l.notaMaxima as number, tipo: 'numero' },
    colunaAtivo,
  ],
  unico: {
    campo: 'sigla',
    igual: (valor) => sql`lower(${conceitos.sigla}) = lower(${valor})`,
    mensagem: (valor) => M.siglaDuplicada(valor),
  },
  valoresProprios: (corpo) => ({ notaMinima: corpo.notaMinima, notaMaxima: corpo.notaMaxima }),
  validar: validarConceito,
  restricao: { codigo: VIOLACAO_EXCLUSAO, mensagem: M.faixaSobrepostaConcorrente },
};
