// From a request body to column values: the declared fields by their kind (valoresDosCampos: texts
// trimmed, blank -> null, CEP as digits...), CNPJ without punctuation, the shared rules (src/shared/validation/parceiro.ts) and what needs the database (the CNAE and
// IBGE rows existing, the UF matching the municipality), every wrong field in one 400.
import { eq } from 'drizzle-orm';
import { municipios, ramosAtividade } from '../../db/schema';
import { existeId, type Executor } from '../../shared/executor';
import { invalido } from '../../shared/problem';
import { texto } from '../../shared/texto';
import { valoresDosCampos } from '../../shared/campos';
import {
  CAMPOS_CONTATO_PARCEIRO,
  CAMPOS_ENDERECO_PARCEIRO,
  CAMPOS_PARCEIRO,
  CAMPOS_UNIDADE,
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
  const colunas = valoresDosCampos(CAMPOS_ENDERECO_PARCEIRO, e ?? {});
  if (colunas.municipioId !== null) {
    const [municipio] = await executor
      .select({ uf: municipios.uf })
      .from(municipios)
      .where(eq(municipios.id, colunas.municipioId));
    if (!municipio) erros['endereco.municipioId'] = M.municipioInexistente;
    else if (colunas.uf === null) colunas.uf = municipio.uf;
    else if (colunas.uf !== municipio.uf && !erros['endereco.uf']) {
      erros['endereco.uf'] = M.ufDiferenteDoMunicipio;
    }
  }
  return colunas;
}

export async function valoresParceiro(executor: Executor, corpo: NovoParceiro) {
  const erros = validarParceiro(corpo);
  const ramo = await existeId(executor, ramosAtividade, corpo.ramoAtividadeId);
  if (!ramo && !erros.ramoAtividadeId) erros.ramoAtividadeId = M.ramoAtividadeInexistente;
  const colunasEndereco = await endereco(executor, corpo.endereco, erros);
  if (Object.keys(erros).length > 0) throw invalido(erros);
  return {
    ...valoresDosCampos(CAMPOS_PARCEIRO, corpo),
    cnpj: normalizarCnpj(corpo.cnpj),
    ...colunasEndereco,
    ...valoresDosCampos(CAMPOS_CONTATO_PARCEIRO, corpo.contato ?? {}),
    cotaAprendizes: corpo.cotaAprendizes,
  };
}

export async function valoresUnidade(executor: Executor, corpo: NovaUnidade) {
  const erros = validarUnidade(corpo);
  const colunasEndereco = await endereco(executor, corpo.endereco, erros);
  if (Object.keys(erros).length > 0) throw invalido(erros);
  const cnpj = texto(corpo.cnpj);
  return {
    ...valoresDosCampos(CAMPOS_UNIDADE, corpo),
    cnpj: cnpj === null ? null : normalizarCnpj(cnpj),
    ...colunasEndereco,
  };
}
