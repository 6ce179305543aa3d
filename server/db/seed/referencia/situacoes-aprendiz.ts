// Situações do aprendiz no programa, na ordem do percurso: inscrição, seleção, encaminhamento à
// empresa, contrato, e as saídas (afastado, desligado, concluído). Tabela própria do produto
// (não há classificação oficial); `cor` é a cor do Chip do MUI que a interface usa.

export type CorChip =
  'default' | 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error';

export interface SituacaoAprendiz {
  readonly codigo: string;
  readonly nome: string;
  readonly ordem: number;
  readonly cor: CorChip;
  readonly descricao: string;
}

export const SITUACOES_APRENDIZ = [
  {
    codigo: 'inscrito',
    nome: 'Inscrito',
    ordem: 1,
    cor: 'default',
    descricao: 'Cadastro feito; ainda não participa de processo seletivo.',
  },
  {
    codigo: 'em-selecao',
    nome: 'Em seleção',
    ordem: 2,
    cor: 'info',
    descricao: 'Candidato a uma ou mais vagas.',
  },
  {
    codigo: 'encaminhado',
    nome: 'Encaminhado',
    ordem: 3,
    cor: 'secondary',
    descricao: 'Encaminhado a uma empresa parceira para entrevista.',
  },
  {
    codigo: 'contratado',
    nome: 'Contratado',
    ordem: 4,
    cor: 'success',
    descricao: 'Com contrato de aprendizagem vigente.',
  },
  {
    codigo: 'afastado',
    nome: 'Afastado',
    ordem: 5,
    cor: 'warning',
    descricao: 'Contrato vigente, mas afastado (licença, acidente, serviço militar...).',
  },
  {
    codigo: 'desligado',
    nome: 'Desligado',
    ordem: 6,
    cor: 'error',
    descricao: 'Contrato extinto antes do término ou sem conclusão do programa.',
  },
  {
    codigo: 'concluido',
    nome: 'Concluído',
    ordem: 7,
    cor: 'primary',
    descricao: 'Programa concluído ao fim do contrato.',
  },
] as const satisfies readonly SituacaoAprendiz[];

export type CodigoSituacaoAprendiz = (typeof SITUACOES_APRENDIZ)[number]['codigo'];
