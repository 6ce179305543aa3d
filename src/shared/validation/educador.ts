// The educator's rules and words, shared by the forms and the API. Field names are the seed's
// (EducNome, EducCPF...): the form's inputs, the API body and the 400 `errors` keys are the same
// names, so a server message lands on its input with no mapping. Pure functions: callers pass `hoje`.
import { declararCampos, validarCampos, type DadosDe } from '../campos';
import { OBSERVACOES_MAXIMO } from './comum';
import { MENSAGENS_DOCUMENTOS as D } from './documentos';

export const EDUCADOR_NOME_MINIMO = 3;
export const EDUCADOR_NOME_MAXIMO = 150;

export const SEXOS_EDUCADOR = ['M', 'F', 'TODOS'] as const;

export const MENSAGENS_EDUCADOR = {
  /** seed-spec.md section 5, exact. Also for an empty name: the seed has no other text for it. */
  nomeCurto: 'Nome deve ter no mínimo 3 caracteres',
  nomeLongo: 'Nome deve ter no máximo 150 caracteres',
  /** seed-spec.md section 5, exact; an empty e-mail is allowed. */
  emailInvalido: 'Email inválido',
  sexoInvalido: 'Sexo deve ser M, F ou TODOS',
  cpfInvalido: D.cpfInvalido,
  cpfDuplicado: 'Já existe um educador com este CPF',
  dataInvalida: D.dataInvalida,
  dataNascimentoFutura: D.dataNascimentoFutura,
  telefoneInvalido: D.telefoneInvalido,
  celularInvalido: D.celularInvalido,
  cepInvalido: D.cepInvalido,
  ufInvalida: D.ufInvalida,
  grauInstrucaoInvalido: 'Grau de instrução não encontrado: selecione um da lista',
  textoLongo: 'Deve ter no máximo 200 caracteres',
  observacoesLongas: 'Deve ter no máximo 2000 caracteres',
  naoEncontrado: 'Educador não encontrado.',
  inativarComTurmas: (n: number) =>
    `O educador é responsável por ${n} ${n === 1 ? 'turma ativa' : 'turmas ativas'} que não ` +
    `${n === 1 ? 'está encerrada' : 'estão encerradas'}. Troque o educador ${n === 1 ? 'dessa turma' : 'dessas turmas'} antes de inativá-lo.`,
} as const;

/** 409 of a duplicate CPF: names the educator who already has it. */
export const mensagemCpfEducadorDuplicado = (nome: string, id: number, ativo = true) =>
  `Já existe um educador com este CPF: ${nome} (código ${id}${ativo ? '' : ', inativo'})`;

export const TEXTO_MAXIMO = 200;
export { OBSERVACOES_MAXIMO };

const M = MENSAGENS_EDUCADOR;

/** A one-line text of the form, up to TEXTO_MAXIMO characters. */
const texto = <K extends string>(coluna: K, rotulo: string) =>
  ({
    tipo: 'texto',
    coluna,
    rotulo,
    maximo: TEXTO_MAXIMO,
    mensagens: { maximo: M.textoLongo },
  }) as const;

/**
 * The educator's fields, once (seed-spec.md section 3): the seed's names in the API, the form and
 * the 400's `errors`; the columns; the rules and their words. The schemas of /api/educadores, the
 * server's preparation and answer, the form's values and body, the export's and detail's words
 * are derived from it. Only EducNome is required; EducGrauInstrucao only on the new-educator form.
 */
export const CAMPOS_EDUCADOR = declararCampos({
  EducNome: {
    tipo: 'texto',
    coluna: 'nome',
    rotulo: 'Nome',
    obrigatorio: true,
    minimo: EDUCADOR_NOME_MINIMO,
    maximo: EDUCADOR_NOME_MAXIMO,
    descricao: `De ${String(EDUCADOR_NOME_MINIMO)} a ${String(EDUCADOR_NOME_MAXIMO)} caracteres, sem contar espaços nas pontas.`,
    mensagens: { minimo: M.nomeCurto, maximo: M.nomeLongo },
  },
  EducCPF: {
    tipo: 'cpf',
    coluna: 'cpf',
    rotulo: 'CPF',
    maximo: 20,
    descricaoResposta:
      "CPF formatado (000.000.000-00), ou '***.456.789-**' para quem não tem educadores:escrever.",
    mensagens: { invalido: M.cpfInvalido },
  },
  EducSexo: {
    tipo: 'opcao',
    coluna: 'sexo',
    rotulo: 'Sexo',
    opcoes: SEXOS_EDUCADOR,
    maximo: 10,
    descricao: 'M, F ou TODOS.',
    mensagens: { invalido: M.sexoInvalido },
  },
  EducDataNascimento: {
    tipo: 'data',
    coluna: 'dataNascimento',
    rotulo: 'Data de nascimento',
    maximo: 10,
    descricao: 'aaaa-mm-dd',
    mensagens: { invalido: M.dataInvalida, futura: M.dataNascimentoFutura },
  },
  EducEMail: {
    tipo: 'email',
    coluna: 'email',
    rotulo: 'E-mail',
    maximo: 254,
    mensagens: { invalido: M.emailInvalido },
  },
  EducTelefone: {
    tipo: 'telefone',
    coluna: 'telefone',
    rotulo: 'Telefone',
    maximo: 30,
    mensagens: { invalido: M.telefoneInvalido },
  },
  EducTelefoneCelular: {
    tipo: 'celular',
    coluna: 'telefoneCelular',
    rotulo: 'Celular',
    maximo: 30,
    mensagens: { invalido: M.celularInvalido },
  },
  EducEndereco: texto('endereco', 'Endereço'),
  EducNumeroEndereco: texto('numeroEndereco', 'Número'),
  EducComplemento: texto('complemento', 'Complemento'),
  EducBairro: texto('bairro', 'Bairro'),
  EducCidade: texto('cidade', 'Cidade'),
  EducUF: {
    tipo: 'uf',
    coluna: 'uf',
    rotulo: 'UF',
    maximo: TEXTO_MAXIMO,
    mensagens: { invalido: M.ufInvalida },
  },
  EducCEP: {
    tipo: 'cep',
    coluna: 'cep',
    rotulo: 'CEP',
    maximo: 20,
    descricao: 'Oito dígitos, sem pontuação.',
    mensagens: { invalido: M.cepInvalido },
  },
  EducEstadoCivil: texto('estadoCivil', 'Estado civil'),
  EducNaturalidade: texto('naturalidade', 'Naturalidade'),
  EducUFNaturalidade: {
    tipo: 'uf',
    coluna: 'ufNaturalidade',
    rotulo: 'UF de naturalidade',
    maximo: TEXTO_MAXIMO,
    mensagens: { invalido: M.ufInvalida },
  },
  EducIdentidade: texto('identidade', 'Identidade (RG)'),
  EducExpedIdentidade: texto('expedIdentidade', 'Órgão expedidor'),
  EducDataEntrada: {
    tipo: 'data',
    coluna: 'dataEntrada',
    rotulo: 'Data de entrada',
    maximo: 10,
    descricao: 'aaaa-mm-dd',
    mensagens: { invalido: M.dataInvalida },
  },
  EducObservacoes: {
    tipo: 'textoLivre',
    coluna: 'observacoes',
    rotulo: 'Observações',
    maximo: OBSERVACOES_MAXIMO,
    mensagens: { maximo: M.observacoesLongas },
  },
  EducGrauInstrucao: {
    tipo: 'referencia',
    coluna: 'grauInstrucaoId',
    rotulo: 'Grau de instrução',
    soNaCriacao: true,
    descricao: 'Id do grau de escolaridade (/api/cadastros/grau-escolaridade).',
    mensagens: { invalido: M.grauInstrucaoInvalido },
  },
});

/** The form's fields, as the rules read them. */
export type DadosEducador = DadosDe<typeof CAMPOS_EDUCADOR>;

/**
 * Every rule of the educator's form, keyed by the seed's field names; empty when all is well: the
 * declared ones (CAMPOS_EDUCADOR). A hidden CPF ('***.456.789-**', what a reader without
 * `educadores:escrever` sees) passes: the server keeps the stored value.
 */
export function validarEducador(
  d: DadosEducador,
  contexto: { hoje: string },
): Record<string, string> {
  return validarCampos(CAMPOS_EDUCADOR, d, contexto);
}
