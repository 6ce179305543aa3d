// The apprentice's rules and their words, shared by the form (yup) and the API (the server imports
// only from src/shared), so both say exactly the same thing for the same rule. Pure functions:
// no dates from the machine's clock (callers pass `hoje`), no network, no database.
import { declararCampos, validarCampos, type DadosDe } from '../campos';
import { apenasDigitos } from '../format/mascaras';
import { comPrefixo, OBSERVACOES_MAXIMO, preenchido, type Opcional } from './comum';
import { dataIsoValida, idadeEm, menorDeIdade } from './datas';
import {
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

// ---- The fields, declared once ------------------------------------------------------------------

/** The words of a text's limit, as the API has always said them. */
const noMaximo = (maximo: number) => `Deve ter no máximo ${String(maximo)} caracteres`;

/** A one-line optional text of the form, up to `maximo` characters. */
const texto = <K extends string>(coluna: K, rotulo: string, maximo: number) =>
  ({ tipo: 'texto', coluna, rotulo, maximo, mensagens: { maximo: noMaximo(maximo) } }) as const;

/** The id of a registry row (/api/cadastros/...): the API checks that it exists. */
const cadastro = <K extends string>(coluna: K, rotulo: string, descricao: string) =>
  ({
    tipo: 'referencia',
    coluna,
    rotulo,
    descricao,
    mensagens: { invalido: MENSAGENS_APRENDIZ.opcaoInexistente },
  }) as const;

/**
 * The apprentice's plain fields, once: the API name (the key), the column, the kind, the limits
 * and the words of each rule. The schemas of /api/aprendiz (body and answer), the server's
 * preparation, the rules below and the form's words derive from it. What is not plain stays
 * written by hand beside it: `pcd` (a boolean that `tipoDeficiencia` depends on), `dataCadastro`
 * (today when absent, always in the answer), the address (CAMPOS_ENDERECO_APRENDIZ, a nested
 * object), the contacts (a list) and the responsável (a nested object required by age).
 */
export const CAMPOS_APRENDIZ = declararCampos({
  nome: {
    tipo: 'texto',
    coluna: 'nome',
    rotulo: 'Nome completo',
    obrigatorio: true,
    minimo: NOME_MINIMO,
    maximo: NOME_MAXIMO,
    descricao: `De ${String(NOME_MINIMO)} a ${String(NOME_MAXIMO)} caracteres, sem contar espaços nas pontas.`,
    mensagens: {
      obrigatorio: MENSAGENS_APRENDIZ.informeNome,
      minimo: MENSAGENS_APRENDIZ.nomeCurto,
      maximo: MENSAGENS_APRENDIZ.nomeLongo,
    },
  },
  nomeSocial: {
    tipo: 'texto',
    coluna: 'nomeSocial',
    rotulo: 'Nome social',
    maximo: NOME_MAXIMO,
    descricao: 'Nome social (Decreto 8.727/2016), mostrado no lugar do nome.',
    mensagens: { maximo: MENSAGENS_APRENDIZ.nomeLongo },
  },
  cpf: {
    tipo: 'cpf',
    coluna: 'cpf',
    rotulo: 'CPF',
    obrigatorio: true,
    maximo: 14,
    descricao:
      'Com ou sem pontuação. Em uma alteração, o CPF oculto recebido (***.456.789-**) mantém o atual.',
    descricaoResposta: '000.000.000-00; ***.456.789-** para quem não tem aprendizes:ver-cpf.',
    mensagens: {
      obrigatorio: MENSAGENS_APRENDIZ.informeCpf,
      invalido: MENSAGENS_APRENDIZ.cpfInvalido,
    },
  },
  rg: texto('rg', 'RG', 20),
  dataNascimento: {
    tipo: 'data',
    coluna: 'dataNascimento',
    rotulo: 'Data de nascimento',
    obrigatorio: true,
    maximo: 10,
    descricao: 'Data de nascimento (aaaa-mm-dd).',
    mensagens: {
      obrigatorio: MENSAGENS_APRENDIZ.informeDataNascimento,
      invalido: MENSAGENS_APRENDIZ.dataInvalida,
      futura: MENSAGENS_APRENDIZ.dataNascimentoFutura,
    },
  },
  generoId: cadastro('generoId', 'Gênero', 'Linha de /api/cadastros/genero.'),
  estadoCivilId: cadastro('estadoCivilId', 'Estado civil', 'Linha de /api/cadastros/estado-civil.'),
  nacionalidadeId: cadastro(
    'nacionalidadeId',
    'Nacionalidade',
    'Linha de /api/cadastros/nacionalidade.',
  ),
  naturalidade: {
    tipo: 'referencia',
    coluna: 'naturalidadeId',
    rotulo: 'Naturalidade',
    descricao: 'Município de nascimento (código IBGE).',
    mensagens: { invalido: MENSAGENS_APRENDIZ.municipioInexistente },
  },
  grauEscolaridadeId: cadastro(
    'grauEscolaridadeId',
    'Grau de escolaridade',
    'Linha de /api/cadastros/grau-escolaridade.',
  ),
  escola: texto('escola', 'Escola', 200),
  turnoEscolar: {
    tipo: 'opcao',
    coluna: 'turnoEscolar',
    rotulo: 'Turno escolar',
    opcoes: TURNOS_ESCOLARES.map((t) => t.valor),
    maximo: 20,
    descricao: `Turno escolar: ${TURNOS_ESCOLARES.map((t) => t.valor).join(', ')}.`,
    mensagens: { invalido: MENSAGENS_APRENDIZ.turnoInvalido },
  },
  tipoDeficiencia: {
    tipo: 'opcao',
    coluna: 'tipoDeficiencia',
    rotulo: 'Tipo de deficiência',
    opcoes: TIPOS_DEFICIENCIA.map((t) => t.valor),
    maximo: 20,
    descricao: `Obrigatório com pcd: ${TIPOS_DEFICIENCIA.map((t) => t.valor).join(', ')}.`,
    mensagens: { invalido: MENSAGENS_APRENDIZ.tipoDeficienciaInvalido },
  },
  email: {
    tipo: 'email',
    coluna: 'email',
    rotulo: 'E-mail',
    maximo: 254,
    mensagens: { invalido: MENSAGENS_APRENDIZ.emailInvalido },
  },
  telefone: {
    tipo: 'telefone',
    coluna: 'telefone',
    rotulo: 'Telefone',
    maximo: 20,
    guardarDigitos: true,
    descricao: 'Só dígitos ou com máscara; guardado só com dígitos.',
    descricaoResposta: 'Só dígitos.',
    mensagens: { invalido: MENSAGENS_APRENDIZ.telefoneInvalido },
  },
  celular: {
    tipo: 'celular',
    coluna: 'celular',
    rotulo: 'Celular',
    maximo: 20,
    guardarDigitos: true,
    descricaoResposta: 'Só dígitos.',
    mensagens: { invalido: MENSAGENS_APRENDIZ.celularInvalido },
  },
  regiaoId: cadastro('regiaoId', 'Região', 'Linha de /api/cadastros/regiao.'),
  observacoes: {
    tipo: 'textoLivre',
    coluna: 'observacoes',
    rotulo: 'Observações',
    maximo: OBSERVACOES_MAXIMO,
    mensagens: { maximo: noMaximo(OBSERVACOES_MAXIMO) },
  },
});

/** The apprentice's address (the body's and the answer's `endereco`, flat columns in the row). */
export const CAMPOS_ENDERECO_APRENDIZ = declararCampos({
  cep: {
    tipo: 'cep',
    coluna: 'cep',
    rotulo: 'CEP',
    maximo: 9,
    descricao: 'CEP, com ou sem hífen; guardado só com os 8 dígitos.',
    descricaoResposta: '8 dígitos.',
    mensagens: { invalido: MENSAGENS_APRENDIZ.cepInvalido },
  },
  logradouro: texto('logradouro', 'Logradouro', 200),
  numero: texto('numero', 'Número', 20),
  complemento: texto('complemento', 'Complemento', 100),
  bairro: texto('bairro', 'Bairro', 100),
  municipioId: {
    tipo: 'referencia',
    coluna: 'municipioId',
    rotulo: 'Município',
    descricao: 'Código IBGE do município (lista /api/cadastros/municipio).',
    mensagens: { invalido: MENSAGENS_APRENDIZ.municipioInexistente },
  },
  uf: {
    tipo: 'uf',
    coluna: 'uf',
    rotulo: 'UF',
    maximo: 2,
    descricao: 'Preenchida a partir do município quando ausente.',
    mensagens: { invalido: MENSAGENS_APRENDIZ.ufInvalida },
  },
});

// ---- The whole record --------------------------------------------------------------------------

export type EnderecoAprendiz = DadosDe<typeof CAMPOS_ENDERECO_APRENDIZ>;

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
export type DadosAprendiz = DadosDe<typeof CAMPOS_APRENDIZ> & {
  pcd?: Opcional<boolean>;
  endereco?: Opcional<EnderecoAprendiz>;
  contatos?: Opcional<readonly ContatoAprendiz[]>;
  responsavel?: Opcional<ResponsavelAprendiz>;
  /** Sign-up date; today when absent. */
  dataCadastro?: Opcional<string>;
};

export interface ContextoValidacao {
  /** Today in Brazil ('aaaa-mm-dd'): see dataLocal. */
  hoje: string;
  /** How a contact type's value is checked; unknown types are left to the server. */
  formatoContato?: (tipoContatoId: number) => 'telefone' | 'email' | undefined;
}

const MENSAGENS = MENSAGENS_APRENDIZ;

/** The age rule, on a birth date the declared rules found valid. */
function validarIdade(d: DadosAprendiz, hoje: string): Record<string, string> {
  if (!preenchido(d.dataNascimento)) return {};
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
  // The declared rules: the name, the CPF, the birth date, options, formats and limits.
  const erros: Record<string, string> = validarCampos(CAMPOS_APRENDIZ, d, { hoje });
  Object.assign(
    erros,
    comPrefixo('endereco', validarCampos(CAMPOS_ENDERECO_APRENDIZ, d.endereco ?? {}, { hoje })),
  );
  if (erros.dataNascimento === undefined) Object.assign(erros, validarIdade(d, hoje));
  if (d.pcd === true && !preenchido(d.tipoDeficiencia)) {
    erros.tipoDeficiencia = MENSAGENS.informeTipoDeficiencia;
  }
  Object.assign(erros, validarResponsavel(d, hoje));
  Object.assign(erros, validarContatos(d.contatos, contexto.formatoContato));
  return erros;
}
