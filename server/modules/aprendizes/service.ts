// The apprentice's rules beyond the schema: the shared validation (same words as the form), what
// needs the database (CPF unique, registry rows and IBGE municipalities existing), LGPD (CPF hidden
// without aprendizes:ver-cpf, access log), audit rows and the situação history.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { apenasDigitos } from '../../../src/shared/format/mascaras';
import {
  cpfOculto,
  dataLocal,
  formatarCpf,
  idadeEm,
  MENSAGENS_APRENDIZ as M,
  mensagemCpfDuplicado,
  ocultarCpf,
  validarAprendiz,
} from '../../../src/shared/validation/aprendiz';
import type { Database } from '../../db/client';
import {
  acessos,
  aprendizes,
  estadosCivis,
  generos,
  grausEscolaridade,
  municipios,
  nacionalidades,
  regioes,
  tiposContato,
} from '../../db/schema';
import {
  camposCriados,
  diferencas,
  registrarAuditoria,
  type Executor,
} from '../../shared/auditoria';
import { atualizarComVersao } from '../../shared/concorrencia';
import { codigoErroBanco, VIOLACAO_UNICIDADE } from '../../shared/erros-banco';
import { emLotesDeIds, enviarExportacao, type ColunaExportacao } from '../../shared/exportacao';
import { DETALHE_VALIDACAO, problema, TIPO_VALIDACAO } from '../../shared/problem';
import type { UsuarioAutenticado } from '../../tipos-fastify';
import { registrarHistorico, situacaoPorCodigo } from '../situacoes/service';
import * as repo from './repository';
import type { AprendizEntrada } from './schemas';

export const NAO_ENCONTRADO = 'Aprendiz não encontrado.';

export const hojeDe = (app: FastifyInstance) => dataLocal(app.agora());

export const podeVerCpf = (usuario: UsuarioAutenticado) =>
  usuario.permissoes.includes('aprendizes:ver-cpf');

const mostrarCpf = (cpf: string | null, ver: boolean) =>
  cpf === null ? null : ver ? formatarCpf(cpf) : ocultarCpf(cpf);

export function paraResumo(linha: repo.LinhaResumo, hoje: string, ver: boolean) {
  return {
    ...linha,
    cpf: mostrarCpf(linha.cpf, ver) ?? '',
    idade: idadeEm(linha.dataNascimento, hoje),
  };
}

/** The full record as the API answers it. */
export async function detalhe(executor: Executor, id: number, hoje: string, ver: boolean) {
  const linha = await repo.registro(executor, id);
  if (!linha) throw problema(404, NAO_ENCONTRADO);
  const temResponsavel = [
    linha.responsavelNome,
    linha.responsavelCpf,
    linha.responsavelParentesco,
    linha.responsavelTelefone,
  ].some((v) => v !== null);
  return {
    id: linha.id,
    nome: linha.nome,
    nomeSocial: linha.nomeSocial,
    cpf: mostrarCpf(linha.cpf, ver) ?? '',
    rg: linha.rg,
    dataNascimento: linha.dataNascimento,
    idade: idadeEm(linha.dataNascimento, hoje),
    generoId: linha.generoId,
    estadoCivilId: linha.estadoCivilId,
    nacionalidadeId: linha.nacionalidadeId,
    naturalidade: linha.naturalidadeId,
    grauEscolaridadeId: linha.grauEscolaridadeId,
    escola: linha.escola,
    turnoEscolar: linha.turnoEscolar,
    pcd: linha.pcd,
    tipoDeficiencia: linha.tipoDeficiencia,
    email: linha.email,
    telefone: linha.telefone,
    celular: linha.celular,
    endereco: {
      cep: linha.cep,
      logradouro: linha.logradouro,
      numero: linha.numero,
      complemento: linha.complemento,
      bairro: linha.bairro,
      municipioId: linha.municipioId,
      uf: linha.uf,
    },
    regiaoId: linha.regiaoId,
    contatos: linha.contatos,
    responsavel: temResponsavel
      ? {
          nome: linha.responsavelNome,
          cpf: mostrarCpf(linha.responsavelCpf, ver),
          parentesco: linha.responsavelParentesco,
          telefone: linha.responsavelTelefone,
        }
      : null,
    situacaoId: linha.situacaoId,
    dataCadastro: linha.dataCadastro,
    observacoes: linha.observacoes,
    ativo: linha.ativo,
    versao: linha.versao,
    criadoEm: linha.criadoEm,
    atualizadoEm: linha.atualizadoEm,
    afastamentoAtual: linha.afastamentoAtual,
    rotulos: linha.rotulos,
  };
}

// ---- Reading ----------------------------------------------------------------------------------

/** Opening a record is logged (LGPD): who, when, which record, from where. */
export async function registrarAcesso(
  db: Database,
  request: FastifyRequest,
  entidadeId: number | null,
  acao: 'visualizar' | 'exportar',
  agora: Date,
): Promise<void> {
  await db.insert(acessos).values({
    usuarioId: request.usuario.id,
    entidade: 'aprendiz',
    entidadeId: entidadeId === null ? null : String(entidadeId),
    acao,
    ip: request.ip,
    criadoEm: agora,
  });
}

export async function obter(app: FastifyInstance, request: FastifyRequest, id: number) {
  const resposta = await detalhe(app.db, id, hojeDe(app), podeVerCpf(request.usuario));
  // After the read: an id that does not exist opened nothing and leaves no trace.
  await registrarAcesso(app.db, request, id, 'visualizar', app.agora());
  return resposta;
}

export async function listar(
  app: FastifyInstance,
  usuario: UsuarioAutenticado,
  f: repo.FiltrosAprendiz,
) {
  const hoje = hojeDe(app);
  const { linhas, total, page, pageSize } = await repo.listar(app.db, f, hoje);
  const ver = podeVerCpf(usuario);
  return { data: linhas.map((l) => paraResumo(l, hoje, ver)), total, page, pageSize };
}

/** Every matching row (not the page), in the list's sort, streamed; the export is logged (LGPD). */
export async function exportar(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  f: repo.FiltrosAprendiz & { formato?: 'csv' | 'xlsx' | undefined },
) {
  const hoje = hojeDe(app);
  const ver = podeVerCpf(request.usuario);
  const ids = await repo.idsOrdenados(app.db, f, hoje);
  await registrarAcesso(app.db, request, null, 'exportar', app.agora());
  const colunas: ColunaExportacao<repo.LinhaExportacao>[] = [
    { titulo: 'Nome', valor: (l) => l.nome },
    { titulo: 'Nome social', valor: (l) => l.nomeSocial },
    { titulo: 'CPF', valor: (l) => mostrarCpf(l.cpf, ver) },
    { titulo: 'Data de nascimento', valor: (l) => l.dataNascimento, tipo: 'data' },
    { titulo: 'Idade', valor: (l) => idadeEm(l.dataNascimento, hoje), tipo: 'numero' },
    { titulo: 'Situação', valor: (l) => l.situacao },
    { titulo: 'Município', valor: (l) => l.municipio },
    { titulo: 'UF', valor: (l) => l.uf },
    { titulo: 'Celular', valor: (l) => l.celular },
    { titulo: 'Telefone', valor: (l) => l.telefone },
    { titulo: 'E-mail', valor: (l) => l.email },
    { titulo: 'PcD', valor: (l) => l.pcd },
    { titulo: 'Data de cadastro', valor: (l) => l.dataCadastro, tipo: 'data' },
    { titulo: 'Ativo', valor: (l) => l.ativo },
  ];
  return enviarExportacao(reply, {
    formato: f.formato ?? 'csv',
    nomeArquivo: 'aprendizes',
    colunas,
    linhas: emLotesDeIds(
      ids,
      (lote) => repo.linhasParaExportar(app.db, lote),
      (l) => l.id,
    ),
  });
}

// ---- Writing ----------------------------------------------------------------------------------

type Valores = Omit<
  typeof aprendizes.$inferInsert,
  'id' | 'situacaoId' | 'ativo' | 'versao' | 'criadoEm' | 'atualizadoEm'
>;

interface Preparado {
  valores: Valores;
  contatos: { tipoContatoId: number; valor: string }[];
}

const texto = (valor: string | null | undefined): string | null => {
  const limpo = valor?.trim();
  return limpo ? limpo : null;
};
const digitos = (valor: string | null | undefined): string | null => {
  const limpo = texto(valor);
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
    const [linha] = await executor.select({ id: tabela.id }).from(tabela).where(eq(tabela.id, id));
    if (!linha) erros[campo] ??= M.opcaoInexistente;
  };
  await conferir('generoId', corpo.generoId, generos);
  await conferir('estadoCivilId', corpo.estadoCivilId, estadosCivis);
  await conferir('nacionalidadeId', corpo.nacionalidadeId, nacionalidades);
  await conferir('grauEscolaridadeId', corpo.grauEscolaridadeId, grausEscolaridade);
  await conferir('regiaoId', corpo.regiaoId, regioes);
}

/**
 * Body -> column values, or a 400 with every wrong field. `atual` is the stored record on an
 * update: a hidden CPF ('***.456.789-**') received back means "unchanged".
 */
async function preparar(
  executor: Executor,
  corpo: AprendizEntrada,
  hoje: string,
  atual?: repo.LinhaAprendiz,
): Promise<Preparado> {
  const cpfRecebido = corpo.cpf.trim();
  const cpf = atual && cpfRecebido === ocultarCpf(atual.cpf) ? formatarCpf(atual.cpf) : cpfRecebido;
  const responsavelCpfRecebido = texto(corpo.responsavel?.cpf);
  const responsavelCpf =
    atual?.responsavelCpf &&
    responsavelCpfRecebido !== null &&
    responsavelCpfRecebido === ocultarCpf(atual.responsavelCpf)
      ? formatarCpf(atual.responsavelCpf)
      : responsavelCpfRecebido;

  const formatos = new Map(
    (
      await executor
        .select({ id: tiposContato.id, formato: tiposContato.formato })
        .from(tiposContato)
    ).map((t) => [t.id, t.formato]),
  );
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
  const ids = [municipioId, naturalidadeId].filter((id): id is number => id !== null);
  const encontrados =
    ids.length === 0
      ? []
      : await executor
          .select({ id: municipios.id, uf: municipios.uf })
          .from(municipios)
          .where(inArray(municipios.id, ids));
  const ufDe = new Map(encontrados.map((mun) => [mun.id, mun.uf]));
  let uf = texto(corpo.endereco?.uf)?.toUpperCase() ?? null;
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
  return {
    contatos,
    valores: {
      nome: corpo.nome.trim(),
      nomeSocial: texto(corpo.nomeSocial),
      cpf: apenasDigitos(cpf),
      rg: texto(corpo.rg),
      dataNascimento: corpo.dataNascimento,
      generoId: corpo.generoId ?? null,
      estadoCivilId: corpo.estadoCivilId ?? null,
      nacionalidadeId: corpo.nacionalidadeId ?? null,
      naturalidadeId,
      grauEscolaridadeId: corpo.grauEscolaridadeId ?? null,
      escola: texto(corpo.escola),
      turnoEscolar: texto(corpo.turnoEscolar),
      pcd,
      tipoDeficiencia: pcd ? texto(corpo.tipoDeficiencia) : null,
      email: texto(corpo.email)?.toLowerCase() ?? null,
      telefone: digitos(corpo.telefone),
      celular: digitos(corpo.celular),
      cep: digitos(corpo.endereco?.cep),
      logradouro: texto(corpo.endereco?.logradouro),
      numero: texto(corpo.endereco?.numero),
      complemento: texto(corpo.endereco?.complemento),
      bairro: texto(corpo.endereco?.bairro),
      municipioId,
      uf,
      regiaoId: corpo.regiaoId ?? null,
      responsavelNome: texto(r?.nome),
      responsavelCpf: responsavelCpf === null ? null : apenasDigitos(responsavelCpf),
      responsavelParentesco: texto(r?.parentesco),
      responsavelTelefone: digitos(r?.telefone),
      dataCadastro: texto(corpo.dataCadastro) ?? (atual ? atual.dataCadastro : hoje),
      observacoes: texto(corpo.observacoes),
    },
  };
}

async function garantirCpfUnico(executor: Executor, cpf: string, idAtual?: number) {
  const outro = await repo.buscarPorCpf(executor, cpf);
  if (outro && outro.id !== idAtual) cpfDuplicado(outro);
}

function cpfDuplicado(outro: { id: number; nome: string; ativo: boolean }): never {
  const mensagem = mensagemCpfDuplicado(outro.nome, outro.id, outro.ativo);
  throw problema(409, mensagem, { cpf: mensagem });
}

/** What the audit trail keeps of a record: every field, CPFs hidden (LGPD), contacts included. */
function retrato(
  { nomeBusca: _derivado, ...linha }: repo.LinhaAprendiz,
  contatos: { tipoContatoId: number; valor: string }[],
) {
  return {
    ...linha,
    cpf: ocultarCpf(linha.cpf),
    responsavelCpf: linha.responsavelCpf === null ? null : ocultarCpf(linha.responsavelCpf),
    contatos: contatos.map((c) => ({ tipoContatoId: c.tipoContatoId, valor: c.valor })),
  };
}

/** A unique index refusing the CPF (two sign-ups at the same instant) is the same 409. */
async function comCpfUnico<T>(db: Database, cpf: string, trabalho: () => Promise<T>): Promise<T> {
  try {
    return await trabalho();
  } catch (erro) {
    if (codigoErroBanco(erro) === VIOLACAO_UNICIDADE) {
      const outro = await repo.buscarPorCpf(db, cpf);
      if (outro) cpfDuplicado(outro);
    }
    throw erro;
  }
}

export async function criar(
  app: FastifyInstance,
  usuario: UsuarioAutenticado,
  corpo: AprendizEntrada,
) {
  const hoje = hojeDe(app);
  const agora = app.agora();
  if (corpo.situacaoId !== undefined && corpo.situacaoId !== null) {
    const inscrito = await situacaoPorCodigo(app.db, 'inscrito');
    if (corpo.situacaoId !== inscrito.id) throw situacaoNaoEditavel();
  }
  const { valores, contatos } = await preparar(app.db, corpo, hoje);
  const id = await comCpfUnico(app.db, valores.cpf, () =>
    app.db.transaction(async (tx) => {
      await garantirCpfUnico(tx, valores.cpf);
      const inscrito = await situacaoPorCodigo(tx, 'inscrito');
      const [linha] = await tx
        .insert(aprendizes)
        .values({ ...valores, situacaoId: inscrito.id, criadoEm: agora, atualizadoEm: agora })
        .returning();
      if (!linha) throw new Error('insert sem retorno');
      await repo.substituirContatos(tx, linha.id, contatos);
      await registrarHistorico(tx, {
        aprendizId: linha.id,
        situacaoAnteriorId: null,
        situacaoId: inscrito.id,
        data: linha.dataCadastro,
        motivo: 'Cadastro do aprendiz',
        origem: 'cadastro',
        usuarioId: usuario.id,
        agora,
      });
      await registrarAuditoria(tx, {
        usuarioId: usuario.id,
        acao: 'criar',
        entidade: 'aprendiz',
        entidadeId: linha.id,
        campos: camposCriados(retrato(linha, contatos)),
      });
      return linha.id;
    }),
  );
  return detalhe(app.db, id, hoje, podeVerCpf(usuario));
}

const situacaoNaoEditavel = () =>
  problema(422, M.situacaoNaoEditavel, { situacaoId: M.situacaoNaoEditavel });

export async function atualizar(
  app: FastifyInstance,
  usuario: UsuarioAutenticado,
  id: number,
  corpo: AprendizEntrada & { versao: number },
) {
  const hoje = hojeDe(app);
  const agora = app.agora();
  const cpfDigitado = apenasDigitos(corpo.cpf);
  await comCpfUnico(app.db, cpfDigitado, () =>
    app.db.transaction(async (tx) => {
      const antes = await repo.buscarLinha(tx, id, true);
      if (!antes) throw problema(404, NAO_ENCONTRADO);
      if (
        corpo.situacaoId !== undefined &&
        corpo.situacaoId !== null &&
        corpo.situacaoId !== antes.situacaoId
      ) {
        throw situacaoNaoEditavel();
      }
      const { valores, contatos } = await preparar(tx, corpo, hoje, antes);
      await garantirCpfUnico(tx, valores.cpf, id);
      const contatosAntes = await repo.contatosDe(tx, id);
      const depois = await atualizarComVersao(
        tx,
        aprendizes,
        id,
        corpo.versao,
        { ...valores, atualizadoEm: agora },
        NAO_ENCONTRADO,
      );
      await repo.substituirContatos(tx, id, contatos);
      const campos = diferencas(retrato(antes, contatosAntes), retrato(depois, contatos));
      await registrarAuditoria(tx, {
        usuarioId: usuario.id,
        acao: 'atualizar',
        entidade: 'aprendiz',
        entidadeId: id,
        campos,
      });
    }),
  );
  return detalhe(app.db, id, hoje, podeVerCpf(usuario));
}

/**
 * DELETE inactivates (nothing is erased) and POST .../reativar undoes it. Asking for the state the
 * record already has changes nothing (no versao, no audit row): a retried click is not a change.
 */
export async function mudarAtivo(
  app: FastifyInstance,
  usuario: UsuarioAutenticado,
  id: number,
  ativo: boolean,
) {
  const agora = app.agora();
  await app.db.transaction(async (tx) => {
    const antes = await repo.buscarLinha(tx, id, true);
    if (!antes) throw problema(404, NAO_ENCONTRADO);
    if (antes.ativo === ativo) return;
    const depois = await atualizarComVersao(
      tx,
      aprendizes,
      id,
      antes.versao,
      { ativo, atualizadoEm: agora },
      NAO_ENCONTRADO,
    );
    await registrarAuditoria(tx, {
      usuarioId: usuario.id,
      acao: ativo ? 'reativar' : 'inativar',
      entidade: 'aprendiz',
      entidadeId: id,
      campos: diferencas(antes, depois),
    });
  });
  return detalhe(app.db, id, hojeDe(app), podeVerCpf(usuario));
}
