// The registries' fields and words (/cadastros), declared once (src/shared/campos): the API's
// bodies and answers, the server's column values and the registry forms' rules derive from them,
// so a field says the same thing on the screen and in a 400. The conflicts only the server can
// detect are in server/modules/cadastros/mensagens.ts.
import { declararCampos } from '../campos';

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

const M = MENSAGENS_CADASTROS;

/** A required one-line text of a registry, not blank, with its own words. */
const textoObrigatorio = <K extends string>(
  coluna: K,
  rotulo: string,
  maximo: number,
  informe: string,
  longo: string,
) =>
  ({
    tipo: 'texto',
    coluna,
    rotulo,
    obrigatorio: true,
    minimo: 1,
    // The registries' other fields are refused by the schema: a blank name comes in that 400.
    minimoNoCorpo: true,
    maximo,
    mensagens: { obrigatorio: informe, minimo: informe, maximo: longo },
  }) as const;

/** Every registry of `codigo` + `nome` (estado civil, gênero, nacionalidade, região...). */
export const CAMPOS_CADASTRO_DE_NOME = declararCampos({
  nome: textoObrigatorio('nome', 'Nome', NOME_CADASTRO_MAXIMO, M.informeNome, M.nomeLongo),
});

export const CAMPOS_GRAU_ESCOLARIDADE = declararCampos({
  ...CAMPOS_CADASTRO_DE_NOME,
  ordem: {
    tipo: 'inteiro',
    coluna: 'ordem',
    rotulo: 'Ordem',
    padrao: 0,
    minimo: 0,
    maximo: ORDEM_MAXIMA,
    descricao: 'Posição na lista (do menor para o maior grau).',
    mensagens: { invalido: M.ordemInvalida },
  },
  cursando: {
    tipo: 'booleano',
    coluna: 'cursando',
    rotulo: 'Cursando',
    padrao: false,
    descricao: 'A pessoa ainda está estudando neste grau.',
  },
});

export const CAMPOS_MOTIVO_AFASTAMENTO = declararCampos({
  ...CAMPOS_CADASTRO_DE_NOME,
  fundamento: {
    tipo: 'textoLivre',
    coluna: 'fundamento',
    rotulo: 'Fundamento',
    padrao: '',
    maximo: FUNDAMENTO_MAXIMO,
    descricao: 'Base legal ou regra interna (prazo, quem paga).',
    mensagens: { maximo: M.fundamentoLongo },
  },
});

/** How a contact's value is checked (the document states them as an enum: server/modules/cadastros). */
export const FORMATOS_CONTATO = ['telefone', 'email'] as const;

export const CAMPOS_TIPO_CONTATO = declararCampos({
  ...CAMPOS_CADASTRO_DE_NOME,
  formato: {
    tipo: 'opcao',
    coluna: 'formato',
    rotulo: 'Formato',
    opcoes: FORMATOS_CONTATO,
    padrao: 'telefone',
    maximo: 10,
    descricao: 'Como o valor do contato é conferido: telefone (padrão) ou email.',
    mensagens: { invalido: M.formatoInvalido },
  },
});

/**
 * A grade band's texts. Its grades (0 to 10, two decimals, numeric in the column) stay written
 * in server/modules/cadastros/conceitos.ts: the kit has no decimal kind, and a grade has three
 * messages of its own (missing, out of the scale, more than two decimals).
 */
export const CAMPOS_CONCEITO = declararCampos({
  sigla: textoObrigatorio('sigla', 'Sigla', SIGLA_MAXIMA, M.informeSigla, M.siglaLonga),
  descricao: textoObrigatorio(
    'descricao',
    'Descrição',
    DESCRICAO_MAXIMA,
    M.informeDescricao,
    M.descricaoLonga,
  ),
});
