// The apprentice's rules and their words, shared by the form (yup) and the API (the server imports
// only from src/shared), so both say exactly the same thing for the same rule. Pure functions:
// no dates from the machine's clock (callers pass `hoje`), no network, no database.
import { apenasDigitos } from '../format/mascaras';
import { preenchido, type Endereco, type Opcional } from './comum';
import { dataIsoValida, idadeEm, menorDeIdade } from './datas';
import {
  celularValido,
  cepValido,
  cpfOculto,
  cpfValido,
  emailValido,
  MENSAGENS_DOCUMENTOS,
  telefoneValido,
} from './documentos';

export const IDADE_MINIMA = 14;
/** Lei 10.097/2000: up to 24, with no upper limit for a person with a disability (CLT art. 428 § 5º). */
export const IDADE_MAXIMA = 24;
export const NOME_MINIMO = 3;
export const NOME_MAXIMO = 150;

export const MENSAGENS_APRENDIZ = {
  ...MENSAGENS_DOCUMENTOS,
  informeNome: 'Informe o nome',
  nomeCurto: 'Nome deve ter no mínimo 3 caracteres',
  nomeLongo: 'Nome deve ter no máximo 150 caracteres',
  informeCpf: 'Informe o CPF',
  informeDataNascimento: 'Informe a data de nascimento',
  idadeForaDaFaixa: 'O aprendiz deve ter entre 14 e 24 anos na data do cadastro',
  idadeMinimaPcd: 'O aprendiz deve ter pelo menos 14 anos na data do cadastro',
  dataCadastroFutura: 'A data de cadastro não pode ser futura',
  informeTipoDeficiencia: 'Informe o tipo de deficiência',
  tipoDeficienciaInvalido: 'Selecione um tipo de deficiência da lista',
  turnoInvalido: 'Selecione o turno: manhã, tarde, noite ou integral',
  opcaoInexistente: 'Opção não encontrada: selecione uma da lista',
  informeNomeResponsavel: 'Informe o nome do responsável',
  nomeResponsavelCurto: 'Nome do responsável deve ter no mínimo 3 caracteres',
  informeCpfResponsavel: 'Informe o CPF do responsável',
  cpfResponsavelInvalido: 'CPF do responsável inválido',
  cpfResponsavelIgualAoDoAprendiz: 'O CPF do responsável deve ser diferente do CPF do aprendiz',
  informeParentesco: 'Informe o parentesco',
  informeTelefoneResponsavel: 'Informe o telefone do responsável',
  selecioneTipoContato: 'Selecione o tipo de contato',
  informeContato: 'Informe o contato',
  situacaoNaoEditavel:
    'A situação não é alterada pelo cadastro: ela muda pelas operações (contrato, afastamento, rescisão)',
  informeMotivoAfastamento: 'Selecione o motivo do afastamento',
  informeDataInicio: 'Informe a data de início',
  informeDataFim: 'Informe a data de término',
  dataInicioFutura: 'A data de início não pode ser futura',
  dataFimFutura: 'A data de término não pode ser futura',
  dataFimAntesDoInicio: 'A data de término não pode ser anterior à de início',
  dataInicioAntesDoCadastro: 'A data de início não pode ser anterior à data de cadastro',
} as const;

/** 409 of a duplicate CPF: names the record that already has it, so staff can open it. */
export const mensagemCpfDuplicado = (nome: string, id: number, ativo = true) =>
  `Já existe um aprendiz com este CPF: ${nome} (código ${id}${ativo ? '' : ', inativo'})`;

export const TURNOS_ESCOLARES = [
  { valor: 'manha', rotulo: 'Manhã' },
  { valor: 'tarde', rotulo: 'Tarde' },
  { valor: 'noite', rotulo: 'Noite' },
  { valor: 'integral', rotulo: 'Integral' },
] as const;

/** Categories of the Lei Brasileira de Inclusão (Lei 13.146/2015, art. 2º). */
export const TIPOS_DEFICIENCIA = [
  { valor: 'fisica', rotulo: 'Física' },
  { valor: 'auditiva', rotulo: 'Auditiva' },
  { valor: 'visual', rotulo: 'Visual' },
  { valor: 'intelectual', rotulo: 'Intelectual' },
  { valor: 'psicossocial', rotulo: 'Psicossocial' },
  { valor: 'multipla', rotulo: 'Múltipla' },
] as const;

/** Suggestions for the responsável's relationship (free text is accepted). */
export const PARENTESCOS = [
  'Mãe',
  'Pai',
  'Avó',
  'Avô',
  'Tia',
  'Tio',
  'Irmã',
  'Irmão',
  'Madrasta',
  'Padrasto',
  'Tutor(a) legal',
  'Outro',
] as const;

// ---- The whole record --------------------------------------------------------------------------

export type EnderecoAprendiz = Endereco;

export interface ResponsavelAprendiz {
  nome?: Opcional<string>;
  cpf?: Opcional<string>;
  parentesco?: Opcional<string>;
  telefone?: Opcional<string>;
  email?: Opcional<string>;
}

export interface ContatoAprendiz {
  tipoContatoId?: Opcional<number>;
  valor?: Opcional<string>;
}

/** The editable fields of an apprentice, as the form holds them and the API receives them. */
export interface DadosAprendiz {
  nome?: Opcional<string>;
  nomeSocial?: Opcional<string>;
  cpf?: Opcional<string>;
  rg?: Opcional<string>;
  dataNascimento?: Opcional<string>;
  pcd?: Opcional<boolean>;
  tipoDeficiencia?: Opcional<string>;
  turnoEscolar?: Opcional<string>;
  email?: Opcional<string>;
  telefone?: Opcional<string>;
  celular?: Opcional<string>;
  endereco?: Opcional<EnderecoAprendiz>;
  contatos?: Opcional<readonly ContatoAprendiz[]>;
  responsavel?: Opcional<ResponsavelAprendiz>;
  /** Sign-up date; today when absent. */
  dataCadastro?: Opcional<string>;
}

export interface ContextoValidacao {
  /** Today in Brazil ('aaaa-mm-dd'): see dataLocal. */
  hoje: string;
  /** How a contact type's value is checked; unknown types are left to the server. */
  formatoContato?: (tipoContatoId: number) => 'telefone' | 'email' | undefined;
}

const MENSAGENS = MENSAGENS_APRENDIZ;

function validarNome(nome: Opcional<string>): string | undefined {
  if (!preenchido(nome)) return MENSAGENS.informeNome;
  const tamanho = nome.trim().length;
  if (tamanho < NOME_MINIMO) return MENSAGENS.nomeCurto;
  if (tamanho > NOME_MAXIMO) return MENSAGENS.nomeLongo;
  return undefined;
}

function validarIdade(d: DadosAprendiz, hoje: string): Record<string, string> {
  if (!preenchido(d.dataNascimento)) return { dataNascimento: MENSAGENS.informeDataNascimento };
  if (!dataIsoValida(d.dataNascimento)) return { dataNascimento: MENSAGENS.dataInvalida };
  if (d.dataNascimento > hoje) return { dataNascimento: MENSAGENS.dataNascimentoFutura };
  const cadastro = preenchido(d.dataCadastro) ? d.dataCadastro : hoje;
  if (!dataIsoValida(cadastro)) return { dataCadastro: MENSAGENS.dataInvalida };
  if (cadastro > hoje) return { dataCadastro: MENSAGENS.dataCadastroFutura };
  const idade = idadeEm(d.dataNascimento, cadastro);
  if (d.pcd === true) {
    return idade < IDADE_MINIMA ? { dataNascimento: MENSAGENS.idadeMinimaPcd } : {};
  }
  return idade < IDADE_MINIMA || idade > IDADE_MAXIMA
    ? { dataNascimento: MENSAGENS.idadeForaDaFaixa }
    : {};
}

function validarResponsavel(d: DadosAprendiz, hoje: string): Record<string, string> {
  const r = d.responsavel ?? {};
  const erros: Record<string, string> = {};
  const exigido = preenchido(d.dataNascimento) && menorDeIdade(d.dataNascimento, hoje);
  const algum = [r.nome, r.cpf, r.parentesco, r.telefone, r.email].some(preenchido);
  if (!exigido && !algum) return erros;
  // Under 18 the whole section is required; above, what was typed must still be valid.
  if (!preenchido(r.nome)) {
    if (exigido) erros['responsavel.nome'] = MENSAGENS.informeNomeResponsavel;
  } else if (r.nome.trim().length < NOME_MINIMO) {
    erros['responsavel.nome'] = MENSAGENS.nomeResponsavelCurto;
  }
  if (!preenchido(r.cpf)) {
    if (exigido) erros['responsavel.cpf'] = MENSAGENS.informeCpfResponsavel;
  } else if (!cpfValido(r.cpf) && !cpfOculto(r.cpf)) {
    erros['responsavel.cpf'] = MENSAGENS.cpfResponsavelInvalido;
  } else if (preenchido(d.cpf) && apenasDigitos(r.cpf) === apenasDigitos(d.cpf)) {
    erros['responsavel.cpf'] = MENSAGENS.cpfResponsavelIgualAoDoAprendiz;
  }
  if (!preenchido(r.parentesco) && exigido) {
    erros['responsavel.parentesco'] = MENSAGENS.informeParentesco;
  }
  if (!preenchido(r.telefone)) {
    if (exigido) erros['responsavel.telefone'] = MENSAGENS.informeTelefoneResponsavel;
  } else if (!telefoneValido(r.telefone)) {
    erros['responsavel.telefone'] = MENSAGENS.telefoneInvalido;
  }
  // Optional at any age: without it the minor's interview e-mail reaches the apprentice only.
  if (preenchido(r.email) && !emailValido(r.email.trim())) {
    erros['responsavel.email'] = MENSAGENS.emailInvalido;
  }
  return erros;
}

function validarContatos(
  contatos: Opcional<readonly ContatoAprendiz[]>,
  formatoContato: ContextoValidacao['formatoContato'],
): Record<string, string> {
  const erros: Record<string, string> = {};
  (contatos ?? []).forEach((contato, i) => {
    if (typeof contato.tipoContatoId !== 'number') {
      erros[`contatos.${i}.tipoContatoId`] = MENSAGENS.selecioneTipoContato;
    }
    if (!preenchido(contato.valor)) {
      erros[`contatos.${i}.valor`] = MENSAGENS.informeContato;
      return;
    }
    const formato =
      typeof contato.tipoContatoId === 'number'
        ? formatoContato?.(contato.tipoContatoId)
        : undefined;
    if (formato === 'email' && !emailValido(contato.valor.trim())) {
      erros[`contatos.${i}.valor`] = MENSAGENS.emailInvalido;
    } else if (formato === 'telefone' && !telefoneValido(contato.valor)) {
      erros[`contatos.${i}.valor`] = MENSAGENS.telefoneInvalido;
    }
  });
  return erros;
}

/**
 * Every rule of the apprentice's record, one message per field path ('responsavel.cpf',
 * 'contatos.1.valor'); an empty object when all is well. What needs the database (CPF already
 * used, the municipality and registry rows existing) is checked by the server on top of this.
 * A hidden CPF ('***.456.789-**', what a user without `aprendizes:ver-cpf` sees) passes: it means
 * "unchanged", and the server puts the stored value back before saving.
 */
export function validarAprendiz(
  d: DadosAprendiz,
  contexto: ContextoValidacao,
): Record<string, string> {
  const { hoje } = contexto;
  const erros: Record<string, string> = {};
  const definir = (campo: string, mensagem: string | undefined) => {
    if (mensagem !== undefined) erros[campo] = mensagem;
  };

  definir('nome', validarNome(d.nome));
  if (preenchido(d.nomeSocial) && d.nomeSocial.trim().length > NOME_MAXIMO) {
    definir('nomeSocial', MENSAGENS.nomeLongo);
  }
  if (!preenchido(d.cpf)) definir('cpf', MENSAGENS.informeCpf);
  else if (!cpfValido(d.cpf) && !cpfOculto(d.cpf)) definir('cpf', MENSAGENS.cpfInvalido);
  Object.assign(erros, validarIdade(d, hoje));

  if (d.pcd === true && !preenchido(d.tipoDeficiencia)) {
    definir('tipoDeficiencia', MENSAGENS.informeTipoDeficiencia);
  } else if (
    preenchido(d.tipoDeficiencia) &&
    !TIPOS_DEFICIENCIA.some((t) => t.valor === d.tipoDeficiencia)
  ) {
    definir('tipoDeficiencia', MENSAGENS.tipoDeficienciaInvalido);
  }
  if (preenchido(d.turnoEscolar) && !TURNOS_ESCOLARES.some((t) => t.valor === d.turnoEscolar)) {
    definir('turnoEscolar', MENSAGENS.turnoInvalido);
  }

  if (preenchido(d.email) && !emailValido(d.email.trim()))
    definir('email', MENSAGENS.emailInvalido);
  if (preenchido(d.telefone) && !telefoneValido(d.telefone)) {
    definir('telefone', MENSAGENS.telefoneInvalido);
  }
  if (preenchido(d.celular) && !celularValido(d.celular)) {
    definir('celular', MENSAGENS.celularInvalido);
  }
  const cep = d.endereco?.cep;
  if (preenchido(cep) && !cepValido(cep)) definir('endereco.cep', MENSAGENS.cepInvalido);
  const uf = d.endereco?.uf;
  if (preenchido(uf) && !/^[A-Za-z]{2}$/.test(uf.trim()))
    definir('endereco.uf', MENSAGENS.ufInvalida);

  Object.assign(erros, validarResponsavel(d, hoje));
  Object.assign(erros, validarContatos(d.contatos, contexto.formatoContato));
  return erros;
}
