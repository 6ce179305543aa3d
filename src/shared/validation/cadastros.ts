// The registries' words (/cadastros), shared by the registry forms (yup) and the API, so a field
// says the same thing on the screen and in a 400. Same texts as server/modules/cadastros/mensagens.ts
// (which should import them from here, as the apprentice's rules do from ./aprendiz).
export const NOME_CADASTRO_MAXIMO = 100;
export const SIGLA_MAXIMA = 5;
export const DESCRICAO_MAXIMA = 100;
export const FUNDAMENTO_MAXIMO = 500;
export const ORDEM_MAXIMA = 999;

export const MENSAGENS_CADASTROS = {
  informeNome: 'Informe o nome',
  nomeLongo: 'O nome deve ter no máximo 100 caracteres',
  informeSigla: 'Informe a sigla',
  siglaLonga: 'A sigla deve ter no máximo 5 caracteres',
  informeDescricao: 'Informe a descrição',
  descricaoLonga: 'A descrição deve ter no máximo 100 caracteres',
  fundamentoLongo: 'O fundamento deve ter no máximo 500 caracteres',
  ordemInvalida: 'A ordem deve ser um número inteiro entre 0 e 999',
  formatoInvalido: 'Selecione o formato: telefone ou email',
  informeNotaMinima: 'Informe a nota mínima',
  informeNotaMaxima: 'Informe a nota máxima',
  notaForaDaEscala: 'A nota deve estar entre 0 e 10',
  duasCasas: 'Use no máximo duas casas decimais',
  maximaMenorQueMinima: 'A nota máxima deve ser maior ou igual à nota mínima',
} as const;
