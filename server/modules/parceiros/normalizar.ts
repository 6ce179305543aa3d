// From a request body to column values: texts trimmed (blank -> null), CNPJ without punctuation,
// the shared rules (src/shared/validation/parceiro.ts) and what needs the database (the CNAE and
// IBGE rows existing, the UF matching the municipality), every wrong field in one 400.
import { eq } from 'drizzle-orm';
import { municipios, ramosAtividade } from '../../db/schema';
import { existeId, type Executor } from '../../shared/executor';
import { invalido } from '../../shared/problem';
import { texto } from '../../shared/texto';
import {
  MENSAGENS_PARCEIRO as M,
  normalizarCnpj,
  validarParceiro,
  validarUnidade,
  type EnderecoParceiro,
} from '../../../src/shared/validation/parceiro';
import type { EnderecoGravado } from '../../../src/shared/validation/comum';
import type { NovoParceiro } from './esquemas';
import type { NovaUnidade } from './esquemas-unidades';

// lotacoes.ts answers its 400s with it too.
export { invalido };

/** The address columns a partner and a unit share. */
export type ColunasEndereco = EnderecoGravado;

/** The address columns; the UF comes from the municipality when only the municipality is given. */
async function endereco(
  executor: Executor,
  e: EnderecoParceiro | null | undefined,
  erros: Record<string, string>,
): Promise<ColunasEndereco> {
  const cep = texto(e?.cep);
  const municipioId = e?.municipioId ?? null;
  let uf = texto(e?.uf)?.toUpperCase() ?? null;
  if (municipioId !== null) {
    const [municipio] = await executor
      .select({ uf: municipios.uf })
      .from(municipios)
      .where(eq(municipios.id, municipioId));
    if (!municipio) erros['endereco.municipioId'] = M.municipioInexistente;
    else if (uf === null) uf = municipio.uf;
    else if (uf !== municipio.uf && !erros['endereco.uf']) {
      erros['endereco.uf'] = M.ufDiferenteDoMunicipio;
    }
  }
  return {
    cep: cep === null ? null : cep.replace(/\D/g, ''),
    logradouro: texto(e?.logradouro),
    numero: texto(e?.numero),
    complemento: texto(e?.complemento),
    bairro: texto(e?.bairro),
    municipioId,
    uf,
  };
}

export async function valoresParceiro(executor: Executor, corpo: NovoParceiro) {
  const erros = validarParceiro(corpo);
  const ramo = await existeId(executor, ramosAtividade, corpo.ramoAtividadeId);
  if (!ramo && !erros.ramoAtividadeId) erros.ramoAtividadeId = M.ramoAtividadeInexistente;
  const colunasEndereco = await endereco(executor, corpo.endereco, erros);
  if (Object.keys(erros).length > 0) throw invalido(erros);
  return {
    razaoSocial: texto(corpo.razaoSocial) ?? '',
    nomeFantasia: texto(corpo.nomeFantasia),
    cnpj: normalizarCnpj(corpo.cnpj),
    ramoAtividadeId: corpo.ramoAtividadeId,
    ...colunasEndereco,
    contatoNome: texto(corpo.contato?.nome),
    contatoEmail: texto(corpo.contato?.email)?.toLowerCase() ?? null,
    contatoTelefone: texto(corpo.contato?.telefone),
    cotaAprendizes: corpo.cotaAprendizes,
  };
}

export async function valoresUnidade(executor: Executor, corpo: NovaUnidade) {
  const erros = validarUnidade(corpo);
  const colunasEndereco = await endereco(executor, corpo.endereco, erros);
  if (Object.keys(erros).length > 0) throw invalido(erros);
  const cnpj = texto(corpo.cnpj);
  return {
    nome: texto(corpo.nome) ?? '',
    cnpj: cnpj === null ? null : normalizarCnpj(cnpj),
    ...colunasEndereco,
    responsavel: texto(corpo.responsavel),
    telefone: texto(corpo.telefone),
  };
}
