// Body -> column values for create and update: the shared rules (src/shared/validation/aprendiz.ts,
// the words of the form) plus what needs the database (registry rows and IBGE municipalities
// existing); a 400 with every wrong field at once. The declared fields are stored by their kind
// (valoresDosCampos); what is written here is what is the apprentice's own.
import { inArray } from 'drizzle-orm';
import { apenasDigitos } from '../../../src/shared/format/mascaras';
import {
  CAMPOS_APRENDIZ,
  CAMPOS_ENDERECO_APRENDIZ,
  MENSAGENS_APRENDIZ as M,
  validarAprendiz,
} from '../../../src/shared/validation/aprendiz';
import {
  cpfOculto,
  formatarCpf,
  ocultarCpf,
  rgOculto,
} from '../../../src/shared/validation/documentos';
import {
  aprendizes,
  estadosCivis,
  generos,
  grausEscolaridade,
  municipios,
  nacionalidades,
  regioes,
  tiposContato,
} from '../../db/schema';
import { valoresDosCampos } from '../../shared/campos';
import { existeId, type Executor } from '../../shared/executor';
import { DETALHE_VALIDACAO, problema, TIPO_VALIDACAO } from '../../shared/problem';
import { textoLivre } from '../../shared/texto';
import type { LinhaAprendiz } from './cadastro';
import type { AprendizEntrada } from './esquemas';

/** The row's values and its contacts (child rows, written by the record's aoCriar/aposAtualizar). */
export type Preparado = Omit<
  typeof aprendizes.$inferInsert,
  'id' | 'situacaoId' | 'ativo' | 'versao' | 'criadoEm' | 'atualizadoEm'
> & { contatos: { tipoContatoId: number; valor: string }[] };

const digitos = (valor: string | null | undefined): string | null => {
  const limpo = textoLivre(valor);
  return limpo === null ? null : apenasDigitos(limpo);
};

const erroDeValidacao = (errors: Record<string, string>) =>
  problema(400, DETALHE_VALIDACAO, errors, { tipo: TIPO_VALIDACAO });

/** Ids of registries that do not exist (each table asked once, for the ids given). */
async function idsInexistentes(
  executor: Executor,
  corpo: AprendizEntrada,
  erros: Record<string, string>,
): Promise<void> {
  const conferir = async (
    campo: string,
    id: number | null | undefined,
    tabela:
      | typeof generos
      | typeof estadosCivis
      | typeof nacionalidades
      | typeof grausEscolaridade
      | typeof regioes,
  ) => {
    if (id === null || id === undefined) return;
    if (!(await existeId(executor, tabela, id))) erros[campo] ??= M.opcaoInexistente;
  };
  await conferir('generoId', corpo.generoId, generos);
  await conferir('estadoCivilId', corpo.estadoCivilId, estadosCivis);
  await conferir('nacionalidadeId', corpo.nacionalidadeId, nacionalidades);
  await conferir('grauEscolaridadeId', corpo.grauEscolaridadeId, grausEscolaridade);
  await conferir('regiaoId', corpo.regiaoId, regioes);
}

/** The municipalities of a body (address and birthplace), whose UF `preparar` reads. */
const municipiosDo = (corpo: AprendizEntrada) =>
  [corpo.endereco?.municipioId ?? null, corpo.naturalidade ?? null].filter(
    (id): id is number => id !== null,
  );

/**
 * What `preparar` reads from the database whatever the body's registry ids: the contact types'
 * formats and the municipalities' UFs. Read once for a batch of bodies (the spreadsheet import: two
 * queries for a batch instead of two per row).
 */
export interface ConsultasDoPreparo {
  formatos: Map<number, (typeof tiposContato.$inferSelect)['formato']>;
  ufs: Map<number, string>;
}

export async function consultasDoPreparo(
  executor: Executor,
  corpos: readonly AprendizEntrada[],
): Promise<ConsultasDoPreparo> {
  const ids = [...new Set(corpos.flatMap(municipiosDo))];
  const [formatos, encontrados] = await Promise.all([
    executor.select({ id: tiposContato.id, formato: tiposContato.formato }).from(tiposContato),
    ids.length === 0
      ? []
      : executor
          .select({ id: municipios.id, uf: municipios.uf })
          .from(municipios)
          .where(inArray(municipios.id, ids)),
  ]);
  return {
    formatos: new Map(formatos.map((t) => [t.id, t.formato])),
    ufs: new Map(encontrados.map((mun) => [mun.id, mun.uf])),
  };
}

/**
 * Body -> column values, or a 400 with every wrong field. `atual` is the stored record on an
 * update: a hidden CPF ('***.456.789-**') received back means "unchanged". `consultas`: what a
 * batch read once for all its bodies (consultasDoPreparo), else read here.
 */
export async function preparar(
  executor: Executor,
  corpo: AprendizEntrada,
  hoje: string,
  atual?: LinhaAprendiz,
  consultas?: ConsultasDoPreparo,
): Promise<Preparado> {
  const cpfRecebido = corpo.cpf.trim();
  const cpf = atual && cpfRecebido === ocultarCpf(atual.cpf) ? formatarCpf(atual.cpf) : cpfRecebido;
  const responsavelCpfRecebido = textoLivre(corpo.responsavel?.cpf);
  const responsavelCpf =
    atual?.responsavelCpf &&
    responsavelCpfRecebido !== null &&
    responsavelCpfRecebido === ocultarCpf(atual.responsavelCpf)
      ? formatarCpf(atual.responsavelCpf)
      : responsavelCpfRecebido;

  const { formatos, ufs: ufDe } = consultas ?? (await consultasDoPreparo(executor, [corpo]));
  const dados = {
    ...corpo,
    cpf,
    responsavel: corpo.responsavel && { ...corpo.responsavel, cpf: responsavelCpf },
  };
  const erros = validarAprendiz(dados, { hoje, formatoContato: (id) => formatos.get(id) });
  // A hidden CPF that is not the stored one (or on a new record) is no CPF at all.
  if (cpfOculto(cpf)) erros.cpf = M.cpfInvalido;
  if (responsavelCpf !== null && cpfOculto(responsavelCpf)) {
    erros['responsavel.cpf'] = M.cpfResponsavelInvalido;
  }
  await idsInexistentes(executor, corpo, erros);

  const contatos = (corpo.contatos ?? []).map((c, i) => {
    if (!formatos.has(c.tipoContatoId)) erros[`contatos.${i}.tipoContatoId`] ??= M.opcaoInexistente;
    const valor = c.valor.trim();
    return {
      tipoContatoId: c.tipoContatoId,
      valor: formatos.get(c.tipoContatoId) === 'telefone' ? apenasDigitos(valor) : valor,
    };
  });

  const municipioId = corpo.endereco?.municipioId ?? null;
  const naturalidadeId = corpo.naturalidade ?? null;
  let uf = textoLivre(corpo.endereco?.uf)?.toUpperCase() ?? null;
  if (municipioId !== null) {
    const ufDoMunicipio = ufDe.get(municipioId);
    if (ufDoMunicipio === undefined) erros['endereco.municipioId'] ??= M.municipioInexistente;
    else if (uf !== null && uf !== ufDoMunicipio) erros['endereco.uf'] ??= M.ufDiferenteDoMunicipio;
    else uf = ufDoMunicipio;
  }
  if (naturalidadeId !== null && !ufDe.has(naturalidadeId)) {
    erros.naturalidade = M.municipioInexistente;
  }
  if (Object.keys(erros).length > 0) throw erroDeValidacao(erros);

  const pcd = corpo.pcd ?? false;
  const r = corpo.responsavel;
  const valores = valoresDosCampos(CAMPOS_APRENDIZ, { ...corpo, cpf }, atual);
  return {
    ...valores,
    ...valoresDosCampos(CAMPOS_ENDERECO_APRENDIZ, corpo.endereco ?? {}),
    uf,
    contatos,
    // The hidden RG a reader without ver-cpf was shown comes back meaning "unchanged".
    rg: corpo.rg && rgOculto(corpo.rg) ? (atual?.rg ?? null) : valores.rg,
    pcd,
    tipoDeficiencia: pcd ? valores.tipoDeficiencia : null,
    responsavelNome: textoLivre(r?.nome),
    responsavelCpf: responsavelCpf === null ? null : apenasDigitos(responsavelCpf),
    responsavelParentesco: textoLivre(r?.parentesco),
    responsavelTelefone: digitos(r?.telefone),
    responsavelEmail: textoLivre(r?.email)?.toLowerCase() ?? null,
    dataCadastro: textoLivre(corpo.dataCadastro) ?? (atual ? atual.dataCadastro : hoje),
  };
}
