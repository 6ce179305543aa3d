// The partner company's (parceiro) and its units' rules and words, shared by the forms (yup) and
// the API (the server imports only from src/shared), so both say the same thing for the same rule.
// Pure functions: no clock, no network, no database.
import { declararCampos, validarCampos, type DadosDe } from '../campos';
import { formatarData } from '../format/data';
import { comPrefixo, preenchido, type Opcional } from './comum';
import { MENSAGENS_DOCUMENTOS as D } from './documentos';

export const RAZAO_SOCIAL_MINIMO = 3;
export const NOME_MAXIMO = 150;
export const NOME_UNIDADE_MINIMO = 2;
export const COTA_MAXIMA = 1_000_000;

export const MENSAGENS_PARCEIRO = {
  informeRazaoSocial: 'Informe a razão social',
  razaoSocialCurta: 'Razão social deve ter no mínimo 3 caracteres',
  nomeLongo: 'Deve ter no máximo 150 caracteres',
  informeCnpj: 'Informe o CNPJ',
  cnpjInvalido: 'CNPJ inválido',
  selecioneRamoAtividade: 'Selecione o ramo de atividade',
  ramoAtividadeInexistente: 'Ramo de atividade não encontrado: selecione um da lista',
  informeCota: 'Informe a cota de aprendizes',
  cotaInvalida: 'A cota deve ser um número inteiro, 0 ou mais',
  emailInvalido: D.emailInvalido,
  telefoneInvalido: D.telefoneInvalido,
  cepInvalido: D.cepInvalido,
  ufInvalida: D.ufInvalida,
  municipioInexistente: D.municipioInexistente,
  ufDiferenteDoMunicipio: D.ufDiferenteDoMunicipio,
  informeNomeUnidade: 'Informe o nome da unidade',
  nomeUnidadeCurto: 'Nome da unidade deve ter no mínimo 2 caracteres',
  nomeUnidadeDuplicado: 'Esta empresa já tem uma unidade com este nome',
  selecioneAprendiz: 'Selecione um aprendiz',
  dataInvalida: 'Data inválida',
  naoEncontrado: 'Empresa parceira não encontrada.',
  unidadeNaoEncontrada: 'Unidade não encontrada nesta empresa.',
  aprendizNaoEncontrado: 'Aprendiz não encontrado.',
  empresaInativa:
    'Esta empresa está inativa e não recebe novos aprendizes. Reative-a para lotar aprendizes.',
  unidadeInativa:
    'Esta unidade está inativa e não recebe novos aprendizes. Reative-a para lotar aprendizes.',
  aprendizInativo:
    'O cadastro deste aprendiz está inativo. Reative o cadastro antes de lotá-lo em uma unidade.',
  semLotacaoAberta: 'Este aprendiz não está lotado nesta unidade.',
} as const;

/** 409 of a duplicate CNPJ: names the company that already has it, so staff can open it. */
export const mensagemCnpjDuplicado = (razaoSocial: string, id: number, ativo = true) =>
  `Já existe uma empresa com este CNPJ: ${razaoSocial} (código ${id}${ativo ? '' : ', inativa'})`;

/** 409 of a placement: the apprentice is already in a unit (this one or another). */
export function mensagemJaLotado(lotacao: {
  nomeAprendiz: string;
  unidade: string;
  empresa: string;
  desde: string;
  mesmaUnidade: boolean;
}): string {
  const desde = formatarData(lotacao.desde);
  return lotacao.mesmaUnidade
    ? `${lotacao.nomeAprendiz} já está lotado(a) nesta unidade desde ${desde}.`
    : `${lotacao.nomeAprendiz} já está lotado(a) na unidade ${lotacao.unidade} da empresa ` +
        `${lotacao.empresa} desde ${desde}. Encerre essa lotação antes de lotá-lo(a) aqui.`;
}

export const mensagemLotacaoEncerrada = (dataFim: string) =>
  `A lotação deste aprendiz nesta unidade já foi encerrada em ${formatarData(dataFim)}.`;

export const mensagemInativarComAprendizes = (quem: 'empresa' | 'unidade', n: number) =>
  `${quem === 'empresa' ? 'A empresa' : 'A unidade'} tem ${n} ${n === 1 ? 'aprendiz lotado' : 'aprendizes lotados'}. ` +
  `Encerre ${n === 1 ? 'a lotação' : 'as lotações'} antes de inativá-la.`;

// ---- CNPJ, numeric and alphanumeric ------------------------------------------------------------

/**
 * From July 2026 the Receita Federal issues alphanumeric CNPJs: 12 characters from 0-9 and A-Z,
 * then two numeric check digits. Every character is worth its ASCII code minus 48 ('0' = 0,
 * 'A' = 17, 'Z' = 42), with the same modulo 11 weights as before, so numeric CNPJs keep their
 * digits (manual "Cálculo do DV do CNPJ alfanumérico", Receita Federal).
 */
const PESOS_CNPJ = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;

function digitoCnpj(caracteres: string): number {
  const pesos = PESOS_CNPJ.slice(PESOS_CNPJ.length - caracteres.length);
  let soma = 0;
  for (let i = 0; i < caracteres.length; i += 1) {
    soma += (caracteres.charCodeAt(i) - 48) * (pesos[i] ?? 0);
  }
  const resto = soma % 11;
  return resto < 2 ? 0 : 11 - resto;
}

/** The two check digits of a CNPJ's first 12 characters (digits or capital letters). */
export function digitosVerificadoresCnpj(base: string): string {
  const primeiro = digitoCnpj(base);
  return `${primeiro}${digitoCnpj(`${base}${primeiro}`)}`;
}

/** Without punctuation or spaces, letters in capitals: '12.abc.345/01de-35' -> '12ABC34501DE35'. */
export const normalizarCnpj = (cnpj: string) => cnpj.replace(/[.\-/\s]/g, '').toUpperCase();

/** 14 characters (punctuation allowed): 12 digits or letters and two valid check digits. */
export function cnpjValido(cnpj: string): boolean {
  if (!/^[\dA-Za-z.\-/\s]*$/.test(cnpj)) return false;
  const c = normalizarCnpj(cnpj);
  if (!/^[\dA-Z]{12}\d{2}$/.test(c)) return false;
  // The all-equal numeric ones pass the arithmetic but are not real (00.000.000/0000-00).
  if (/^(\d)\1{13}$/.test(c)) return false;
  return digitosVerificadoresCnpj(c.slice(0, 12)) === c.slice(12);
}

/**
 * '12ABC34501DE35' -> '12.ABC.345/01DE-35' (also while typing: masks what is there). The one CNPJ
 * formatter is the mask's; this name stays for the server's export and the partner screens.
 */
export { mascararCnpj as formatarCnpj } from '../format/mascaras';

// ---- Quota --------------------------------------------------------------------------------------

export type SituacaoCota = 'abaixo' | 'dentro' | 'acima';

const aprendizes = (n: number) => `${n} ${n === 1 ? 'aprendiz' : 'aprendizes'}`;

/**
 * The partner's quota (cotaAprendizes: 5% to 15% of its qualifying workforce, CLT art. 429, entered
 * by staff) against the apprentices placed in its units now.
 */
export function situacaoCota(
  cota: number,
  alocados: number,
): { situacao: SituacaoCota; mensagem: string } {
  if (alocados < cota) {
    const faltam = cota - alocados;
    return {
      situacao: 'abaixo',
      mensagem: `Abaixo da cota: ${alocados} de ${cota} aprendizes lotados (${faltam === 1 ? 'falta 1' : `faltam ${faltam}`}).`,
    };
  }
  if (alocados > cota) {
    return {
      situacao: 'acima',
      mensagem: `Acima da cota: ${aprendizes(alocados)} lotados para uma cota de ${cota} (${alocados - cota} a mais).`,
    };
  }
  return {
    situacao: 'dentro',
    mensagem: `Cota cumprida: ${alocados} de ${cota} aprendizes lotados.`,
  };
}

// ---- The fields, declared once ------------------------------------------------------------------

const M = MENSAGENS_PARCEIRO;

/** The words of a text's limit. */
const noMaximo = (maximo: number) => `Deve ter no máximo ${String(maximo)} caracteres`;

/** A one-line optional text up to `maximo` characters (a name says `M.nomeLongo`). */
const texto = <K extends string>(
  coluna: K,
  rotulo: string,
  maximo: number,
  longo = noMaximo(maximo),
) => ({ tipo: 'texto', coluna, rotulo, maximo, mensagens: { maximo: longo } }) as const;

/**
 * The address of a partner and of a unit (the same columns on both tables; the body's and the
 * answer's `endereco`). The UF comes from the municipality when only the municipality is given.
 */
export const CAMPOS_ENDERECO_PARCEIRO = declararCampos({
  cep: {
    tipo: 'cep',
    coluna: 'cep',
    rotulo: 'CEP',
    maximo: 20,
    descricao: 'Com ou sem hífen; guardado só com os 8 dígitos.',
    mensagens: { invalido: M.cepInvalido },
  },
  logradouro: texto('logradouro', 'Logradouro', 500),
  numero: texto('numero', 'Número', 20),
  complemento: texto('complemento', 'Complemento', 500),
  bairro: texto('bairro', 'Bairro', 500),
  municipioId: {
    tipo: 'referencia',
    coluna: 'municipioId',
    rotulo: 'Município',
    descricao: 'Código IBGE do município (/api/cadastros/municipio).',
    mensagens: { invalido: M.municipioInexistente },
  },
  uf: {
    tipo: 'uf',
    coluna: 'uf',
    rotulo: 'UF',
    maximo: 2,
    descricao: 'Preenchida a partir do município quando ausente.',
    mensagens: { invalido: M.ufInvalida },
  },
});

/**
 * The partner's plain fields, once. Written by hand beside them: the CNPJ (numeric or
 * alphanumeric, its own normalisation), the quota (an integer), the address and the contact
 * (nested objects, declared below).
 */
export const CAMPOS_PARCEIRO = declararCampos({
  razaoSocial: {
    tipo: 'texto',
    coluna: 'razaoSocial',
    rotulo: 'Razão social',
    obrigatorio: true,
    minimo: RAZAO_SOCIAL_MINIMO,
    maximo: NOME_MAXIMO,
    descricao: `De ${String(RAZAO_SOCIAL_MINIMO)} a ${String(NOME_MAXIMO)} caracteres, sem contar espaços nas pontas.`,
    mensagens: {
      obrigatorio: M.informeRazaoSocial,
      minimo: M.razaoSocialCurta,
      maximo: M.nomeLongo,
    },
  },
  nomeFantasia: texto('nomeFantasia', 'Nome fantasia', NOME_MAXIMO, M.nomeLongo),
  ramoAtividadeId: {
    tipo: 'referencia',
    coluna: 'ramoAtividadeId',
    rotulo: 'Ramo de atividade (CNAE)',
    obrigatorio: true,
    descricao: 'Seção ou divisão CNAE (/api/cadastros/ramo-atividade).',
    mensagens: { invalido: M.selecioneRamoAtividade },
  },
});

/** The partner's contact person (the body's and the answer's `contato`). */
export const CAMPOS_CONTATO_PARCEIRO = declararCampos({
  nome: texto('contatoNome', 'Nome do contato', NOME_MAXIMO, M.nomeLongo),
  email: {
    tipo: 'email',
    coluna: 'contatoEmail',
    rotulo: 'E-mail',
    maximo: 254,
    mensagens: { invalido: M.emailInvalido },
  },
  telefone: {
    tipo: 'telefone',
    coluna: 'contatoTelefone',
    rotulo: 'Telefone',
    maximo: 30,
    mensagens: { invalido: M.telefoneInvalido },
  },
});

/** A unit's plain fields (its CNPJ, optional, and its address are written beside them). */
export const CAMPOS_UNIDADE = declararCampos({
  nome: {
    tipo: 'texto',
    coluna: 'nome',
    rotulo: 'Nome da unidade',
    obrigatorio: true,
    minimo: NOME_UNIDADE_MINIMO,
    maximo: NOME_MAXIMO,
    descricao: `De ${String(NOME_UNIDADE_MINIMO)} a ${String(NOME_MAXIMO)} caracteres, sem contar espaços nas pontas.`,
    mensagens: {
      obrigatorio: M.informeNomeUnidade,
      minimo: M.nomeUnidadeCurto,
      maximo: M.nomeLongo,
    },
  },
  responsavel: texto('responsavel', 'Responsável', NOME_MAXIMO, M.nomeLongo),
  telefone: {
    tipo: 'telefone',
    coluna: 'telefone',
    rotulo: 'Telefone',
    maximo: 30,
    mensagens: { invalido: M.telefoneInvalido },
  },
});

// ---- The records ---------------------------------------------------------------------------------

export type EnderecoParceiro = DadosDe<typeof CAMPOS_ENDERECO_PARCEIRO>;

export type DadosParceiro = DadosDe<typeof CAMPOS_PARCEIRO> & {
  cnpj?: Opcional<string>;
  endereco?: Opcional<EnderecoParceiro>;
  contato?: Opcional<DadosDe<typeof CAMPOS_CONTATO_PARCEIRO>>;
  cotaAprendizes?: Opcional<number>;
};

export type DadosUnidade = DadosDe<typeof CAMPOS_UNIDADE> & {
  cnpj?: Opcional<string>;
  endereco?: Opcional<EnderecoParceiro>;
};

// No date among these fields: the rules never read today.
const SEM_DATAS = { hoje: '' };

const validarEndereco = (endereco: Opcional<EnderecoParceiro>) =>
  comPrefixo('endereco', validarCampos(CAMPOS_ENDERECO_PARCEIRO, endereco ?? {}, SEM_DATAS));

/**
 * Every rule of a partner that needs no database, one message per field path ('contato.email');
 * empty when all is well: the declared ones, the CNPJ, the branch and the quota. The server adds
 * what needs the database (CNPJ already used, the CNAE and municipality rows existing).
 */
export function validarParceiro(d: DadosParceiro): Record<string, string> {
  const erros: Record<string, string> = validarCampos(CAMPOS_PARCEIRO, d, SEM_DATAS);
  if (!preenchido(d.cnpj)) erros.cnpj = M.informeCnpj;
  else if (!cnpjValido(d.cnpj)) erros.cnpj = M.cnpjInvalido;
  if (typeof d.ramoAtividadeId !== 'number') erros.ramoAtividadeId = M.selecioneRamoAtividade;
  if (typeof d.cotaAprendizes !== 'number') erros.cotaAprendizes = M.informeCota;
  else if (
    !Number.isInteger(d.cotaAprendizes) ||
    d.cotaAprendizes < 0 ||
    d.cotaAprendizes > COTA_MAXIMA
  ) {
    erros.cotaAprendizes = M.cotaInvalida;
  }
  Object.assign(erros, validarEndereco(d.endereco));
  Object.assign(
    erros,
    comPrefixo('contato', validarCampos(CAMPOS_CONTATO_PARCEIRO, d.contato ?? {}, SEM_DATAS)),
  );
  return erros;
}

/** The rules of a partner's unit (CNPJ optional: a branch has its own, the head office shares). */
export function validarUnidade(d: DadosUnidade): Record<string, string> {
  const erros: Record<string, string> = validarCampos(CAMPOS_UNIDADE, d, SEM_DATAS);
  if (preenchido(d.cnpj) && !cnpjValido(d.cnpj)) erros.cnpj = M.cnpjInvalido;
  Object.assign(erros, validarEndereco(d.endereco));
  return erros;
}
