// The partner company's (parceiro) and its units' rules and words, shared by the forms (yup) and
// the API (the server imports only from src/shared), so both say the same thing for the same rule.
// Pure functions: no clock, no network, no database.
import { formatarData } from '../format/data';
import { preenchido, type Endereco, type Opcional } from './comum';
import { cepValido, emailValido, telefoneValido, MENSAGENS_DOCUMENTOS as D } from './documentos';

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

// ---- The records ---------------------------------------------------------------------------------

export type EnderecoParceiro = Endereco;

export interface DadosParceiro {
  razaoSocial?: Opcional<string>;
  nomeFantasia?: Opcional<string>;
  cnpj?: Opcional<string>;
  ramoAtividadeId?: Opcional<number>;
  endereco?: Opcional<EnderecoParceiro>;
  contato?: Opcional<{
    nome?: Opcional<string>;
    email?: Opcional<string>;
    telefone?: Opcional<string>;
  }>;
  cotaAprendizes?: Opcional<number>;
}

export interface DadosUnidade {
  nome?: Opcional<string>;
  cnpj?: Opcional<string>;
  endereco?: Opcional<EnderecoParceiro>;
  responsavel?: Opcional<string>;
  telefone?: Opcional<string>;
}

const M = MENSAGENS_PARCEIRO;

function validarEndereco(endereco: Opcional<EnderecoParceiro>): Record<string, string> {
  const erros: Record<string, string> = {};
  if (preenchido(endereco?.cep) && !cepValido(endereco.cep)) erros['endereco.cep'] = M.cepInvalido;
  if (preenchido(endereco?.uf) && !/^[A-Za-z]{2}$/.test(endereco.uf.trim())) {
    erros['endereco.uf'] = M.ufInvalida;
  }
  return erros;
}

/**
 * Every rule of a partner that needs no database, one message per field path ('contato.email');
 * empty when all is well. The server adds what needs the database (CNPJ already used, the CNAE
 * and municipality rows existing).
 */
export function validarParceiro(d: DadosParceiro): Record<string, string> {
  const erros: Record<string, string> = {};
  if (!preenchido(d.razaoSocial)) erros.razaoSocial = M.informeRazaoSocial;
  else if (d.razaoSocial.trim().length < RAZAO_SOCIAL_MINIMO)
    erros.razaoSocial = M.razaoSocialCurta;
  else if (d.razaoSocial.trim().length > NOME_MAXIMO) erros.razaoSocial = M.nomeLongo;
  if (preenchido(d.nomeFantasia) && d.nomeFantasia.trim().length > NOME_MAXIMO) {
    erros.nomeFantasia = M.nomeLongo;
  }
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
  const contato = d.contato;
  if (preenchido(contato?.nome) && contato.nome.trim().length > NOME_MAXIMO) {
    erros['contato.nome'] = M.nomeLongo;
  }
  if (preenchido(contato?.email) && !emailValido(contato.email.trim())) {
    erros['contato.email'] = M.emailInvalido;
  }
  if (preenchido(contato?.telefone) && !telefoneValido(contato.telefone)) {
    erros['contato.telefone'] = M.telefoneInvalido;
  }
  return erros;
}

/** The rules of a partner's unit (CNPJ optional: a branch has its own, the head office shares). */
export function validarUnidade(d: DadosUnidade): Record<string, string> {
  const erros: Record<string, string> = {};
  if (!preenchido(d.nome)) erros.nome = M.informeNomeUnidade;
  else if (d.nome.trim().length < NOME_UNIDADE_MINIMO) erros.nome = M.nomeUnidadeCurto;
  else if (d.nome.trim().length > NOME_MAXIMO) erros.nome = M.nomeLongo;
  if (preenchido(d.cnpj) && !cnpjValido(d.cnpj)) erros.cnpj = M.cnpjInvalido;
  if (preenchido(d.responsavel) && d.responsavel.trim().length > NOME_MAXIMO) {
    erros.responsavel = M.nomeLongo;
  }
  if (preenchido(d.telefone) && !telefoneValido(d.telefone)) erros.telefone = M.telefoneInvalido;
  Object.assign(erros, validarEndereco(d.endereco));
  return erros;
}
