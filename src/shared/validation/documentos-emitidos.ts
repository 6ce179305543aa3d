// The issued documents' words (issue 35): their kinds, the verification code's shape and the
// messages the API and the screens share. The code is 12 characters of an alphabet without the
// look-alikes (0/O, 1/I), in three groups: short enough to type from paper, 60 random bits.

export const TIPOS_DOCUMENTO = [
  'certificado',
  'matricula',
  'frequencia',
  'vinculo',
  'conclusao',
] as const;
export type TipoDocumento = (typeof TIPOS_DOCUMENTO)[number];

export const ROTULOS_DOCUMENTO: Record<TipoDocumento, string> = {
  certificado: 'Certificado de qualificação profissional',
  matricula: 'Declaração de matrícula',
  frequencia: 'Declaração de frequência',
  vinculo: 'Declaração de vínculo (contrato)',
  conclusao: 'Declaração de conclusão',
};

/** 32 symbols: a byte's low 5 bits pick one without bias. */
export const ALFABETO_CODIGO = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export const PADRAO_CODIGO = '^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$';

/** What a person typed ('abcd efgh-jkmn') in the stored shape, or null when it cannot be one. */
export function normalizarCodigo(digitado: string): string | null {
  const limpo = digitado.toUpperCase().replace(/[\s.-]+/g, '');
  if (!/^[2-9A-HJ-NP-Z]{12}$/.test(limpo)) return null;
  return `${limpo.slice(0, 4)}-${limpo.slice(4, 8)}-${limpo.slice(8)}`;
}

/** 'Maria Aparecida da Silva Santos' → 'Maria A. S. Santos': what the public page may show. */
export function nomeAbreviado(nome: string): string {
  const partes = nome.trim().split(/\s+/);
  if (partes.length <= 2) return partes.join(' ');
  const meio = partes
    .slice(1, -1)
    .filter((p) => !/^(da|de|do|das|dos|e)$/i.test(p))
    .map((p) => `${p.charAt(0).toUpperCase()}.`);
  return [partes[0], ...meio, partes[partes.length - 1]].join(' ');
}

export const MENSAGENS_EMISSAO = {
  codigoInvalido:
    'Código não encontrado. Confira os 12 caracteres impressos no documento (por exemplo, ABCD-EFGH-JKMN).',
  documentoNaoEncontrado: 'Documento não encontrado.',
  aprendizNaoEncontrado: 'Aprendiz não encontrado.',
  semTurma: 'O aprendiz não está em nenhuma turma.',
  semTurmaAberta: 'O aprendiz não está matriculado em nenhuma turma agora.',
  inativo: 'O aprendiz está inativo: não há matrícula a declarar.',
  semContrato: 'O aprendiz não tem contrato de aprendizagem.',
  contratoNaoConcluido: 'O contrato do aprendiz não terminou como concluído.',
  semPlano:
    'A turma do aprendiz não tem plano de curso: não há carga horária teórica a certificar.',
  semFrequencia: 'Não há frequência registrada para o aprendiz na turma.',
  frequenciaBaixa: (percentual: string, minima: number) =>
    `Frequência de ${percentual}, abaixo do mínimo de ${String(minima)}%.`,
  periodoInvalido: 'O início do período deve ser anterior ou igual ao fim.',
  jaRevogado: 'Este documento já foi revogado.',
  motivoObrigatorio: 'Diga o motivo da revogação (de 3 a 500 caracteres).',
  tipoEmLote: 'Em lote, só o certificado, a declaração de conclusão ou a de matrícula.',
} as const;
