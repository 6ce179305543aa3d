// The educator's rules and words, shared by the forms and the API. Field names are the seed's
// (EducNome, EducCPF...): the form's inputs, the API body and the 400 `errors` keys are the same
// names, so a server message lands on its input with no mapping. Pure functions: callers pass `hoje`.
import { preenchido, type Opcional } from './comum';
import { dataIsoValida } from './datas';
import {
  celularValido,
  cepValido,
  cpfOculto,
  cpfValido,
  emailValido,
  MENSAGENS_DOCUMENTOS as D,
  telefoneValido,
} from './documentos';

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

/** The form's fields (seed-spec.md section 3). EducGrauInstrucao only on the new-educator form. */
export interface DadosEducador {
  EducNome?: Opcional<string>;
  EducCPF?: Opcional<string>;
  EducSexo?: Opcional<string>;
  EducDataNascimento?: Opcional<string>;
  EducEMail?: Opcional<string>;
  EducTelefone?: Opcional<string>;
  EducTelefoneCelular?: Opcional<string>;
  EducEndereco?: Opcional<string>;
  EducNumeroEndereco?: Opcional<string>;
  EducComplemento?: Opcional<string>;
  EducBairro?: Opcional<string>;
  EducCidade?: Opcional<string>;
  EducUF?: Opcional<string>;
  EducCEP?: Opcional<string>;
  EducEstadoCivil?: Opcional<string>;
  EducNaturalidade?: Opcional<string>;
  EducUFNaturalidade?: Opcional<string>;
  EducIdentidade?: Opcional<string>;
  EducExpedIdentidade?: Opcional<string>;
  EducDataEntrada?: Opcional<string>;
  EducObservacoes?: Opcional<string>;
  EducGrauInstrucao?: Opcional<number>;
}

/** The free-text fields and their limit (besides EducNome and EducObservacoes). */
export const CAMPOS_TEXTO_EDUCADOR = [
  'EducEndereco',
  'EducNumeroEndereco',
  'EducComplemento',
  'EducBairro',
  'EducCidade',
  'EducEstadoCivil',
  'EducNaturalidade',
  'EducIdentidade',
  'EducExpedIdentidade',
] as const;
export const TEXTO_MAXIMO = 200;
export const OBSERVACOES_MAXIMO = 2000;

const M = MENSAGENS_EDUCADOR;

/**
 * Every rule of the educator's form, keyed by the seed's field names; empty when all is well. Only
 * EducNome is required. A hidden CPF ('***.456.789-**', what a reader without
 * `educadores:escrever` sees) passes: the server keeps the stored value.
 */
export function validarEducador(
  d: DadosEducador,
  contexto: { hoje: string },
): Record<string, string> {
  const erros: Record<string, string> = {};
  const nome = d.EducNome?.trim() ?? '';
  if (nome.length < EDUCADOR_NOME_MINIMO) erros.EducNome = M.nomeCurto;
  else if (nome.length > EDUCADOR_NOME_MAXIMO) erros.EducNome = M.nomeLongo;

  if (preenchido(d.EducCPF) && !cpfValido(d.EducCPF) && !cpfOculto(d.EducCPF)) {
    erros.EducCPF = M.cpfInvalido;
  }
  if (preenchido(d.EducSexo) && !(SEXOS_EDUCADOR as readonly string[]).includes(d.EducSexo)) {
    erros.EducSexo = M.sexoInvalido;
  }
  if (preenchido(d.EducEMail) && !emailValido(d.EducEMail.trim()))
    erros.EducEMail = M.emailInvalido;
  if (preenchido(d.EducTelefone) && !telefoneValido(d.EducTelefone)) {
    erros.EducTelefone = M.telefoneInvalido;
  }
  if (preenchido(d.EducTelefoneCelular) && !celularValido(d.EducTelefoneCelular)) {
    erros.EducTelefoneCelular = M.celularInvalido;
  }
  if (preenchido(d.EducCEP) && !cepValido(d.EducCEP)) erros.EducCEP = M.cepInvalido;
  for (const campo of ['EducUF', 'EducUFNaturalidade'] as const) {
    const uf = d[campo];
    if (preenchido(uf) && !/^[A-Za-z]{2}$/.test(uf.trim())) erros[campo] = M.ufInvalida;
  }
  if (preenchido(d.EducDataNascimento)) {
    if (!dataIsoValida(d.EducDataNascimento)) erros.EducDataNascimento = M.dataInvalida;
    else if (d.EducDataNascimento > contexto.hoje) {
      erros.EducDataNascimento = M.dataNascimentoFutura;
    }
  }
  if (preenchido(d.EducDataEntrada) && !dataIsoValida(d.EducDataEntrada)) {
    erros.EducDataEntrada = M.dataInvalida;
  }
  for (const campo of CAMPOS_TEXTO_EDUCADOR) {
    const valor = d[campo];
    if (preenchido(valor) && valor.trim().length > TEXTO_MAXIMO) erros[campo] = M.textoLongo;
  }
  if (preenchido(d.EducObservacoes) && d.EducObservacoes.length > OBSERVACOES_MAXIMO) {
    erros.EducObservacoes = M.observacoesLongas;
  }
  return erros;
}
