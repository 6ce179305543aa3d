// From the educator's form to column values: the seed's validation (shared with the form), texts
// trimmed (blanks as null), CPF and CEP as digits; every wrong field in one 400 keyed by the seed's
// names. EducGrauInstrucao is set on creation only; a hidden CPF means "keep the stored one".
import type { FastifyInstance } from 'fastify';
import { grausEscolaridade } from '../../db/schema';
import { existeId } from '../../shared/executor';
import { invalido } from '../../shared/problem';
import { texto, textoLivre } from '../../shared/texto';
import { apenasDigitos } from '../../../src/shared/format/mascaras';
import { dataLocal } from '../../../src/shared/validation/datas';
import { cpfOculto } from '../../../src/shared/validation/documentos';
import { MENSAGENS_EDUCADOR as M, validarEducador } from '../../../src/shared/validation/educador';
import type { AlteracaoEducador, NovoEducador } from './esquemas';

const digitos = (valor: string | null | undefined) => {
  const limpo = texto(valor);
  return limpo === null ? null : apenasDigitos(limpo);
};

export async function prepararEducador(
  app: FastifyInstance,
  corpo: NovoEducador | AlteracaoEducador,
  atual: { cpf: string | null } | undefined,
) {
  const erros = validarEducador(corpo, { hoje: dataLocal(app.agora()) });
  // Only the new-educator form has EducGrauInstrucao; an edit keeps the stored one whatever it sends.
  const grau = 'versao' in corpo ? undefined : (corpo.EducGrauInstrucao ?? null);
  if (grau !== undefined && grau !== null && !(await existeId(app.db, grausEscolaridade, grau))) {
    erros.EducGrauInstrucao = M.grauInstrucaoInvalido;
  }
  if (Object.keys(erros).length > 0) throw invalido(erros);
  const cpf = texto(corpo.EducCPF);
  return {
    nome: texto(corpo.EducNome) ?? '',
    cpf: cpf !== null && cpfOculto(cpf) ? (atual?.cpf ?? null) : digitos(cpf),
    sexo: texto(corpo.EducSexo),
    dataNascimento: texto(corpo.EducDataNascimento),
    email: texto(corpo.EducEMail)?.toLowerCase() ?? null,
    telefone: texto(corpo.EducTelefone),
    telefoneCelular: texto(corpo.EducTelefoneCelular),
    endereco: texto(corpo.EducEndereco),
    numeroEndereco: texto(corpo.EducNumeroEndereco),
    complemento: texto(corpo.EducComplemento),
    bairro: texto(corpo.EducBairro),
    cidade: texto(corpo.EducCidade),
    uf: texto(corpo.EducUF)?.toUpperCase() ?? null,
    cep: digitos(corpo.EducCEP),
    estadoCivil: texto(corpo.EducEstadoCivil),
    naturalidade: texto(corpo.EducNaturalidade),
    ufNaturalidade: texto(corpo.EducUFNaturalidade)?.toUpperCase() ?? null,
    identidade: texto(corpo.EducIdentidade),
    expedIdentidade: texto(corpo.EducExpedIdentidade),
    dataEntrada: texto(corpo.EducDataEntrada),
    observacoes: textoLivre(corpo.EducObservacoes),
    grauInstrucaoId: grau,
  };
}
