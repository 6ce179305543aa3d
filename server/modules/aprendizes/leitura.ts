// Reading apprentices as each user may see them: CPFs hidden without aprendizes:ver-cpf (LGPD),
// the record in one query, lists, the streamed export, and the access log of records opened.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { dataLocal, idadeEm } from '../../../src/shared/validation/datas';
import { formatarCpf, ocultarCpf, ocultarRg } from '../../../src/shared/validation/documentos';
import type { Database } from '../../db/client';
import { acessos } from '../../db/schema';
import { gravacaoEmGrupo } from '../../shared/gravacao-em-grupo';
import { podeVerCpf } from '../../shared/periodo';
import { emLotesDeIds, enviarExportacao, type ColunaExportacao } from '../../shared/exportacao';
import { problema } from '../../shared/problem';
import type { UsuarioAutenticado } from '../../tipos-fastify';
import * as repo from './repository';

export const NAO_ENCONTRADO = 'Aprendiz não encontrado.';

export const hojeDe = (app: FastifyInstance) => dataLocal(app.agora());

// One rule for who sees whole CPFs and RGs, shared with every list of apprentices in X.
export { podeVerCpf };

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
export async function detalhe(db: Database, id: number, hoje: string, ver: boolean) {
  const linha = await repo.registro(db, id);
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
    rg: linha.rg === null || ver ? linha.rg : ocultarRg(linha.rg),
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
    anonimizadoEm: linha.anonimizadoEm?.toISOString() ?? null,
    versao: linha.versao,
    criadoEm: linha.criadoEm,
    atualizadoEm: linha.atualizadoEm,
    afastamentoAtual: linha.afastamentoAtual,
    rotulos: linha.rotulos,
  };
}

type Acesso = typeof acessos.$inferInsert;

// One group-commit writer per database (server/shared/gravacao-em-grupo.ts): under load, the reads
// of the same moment share one INSERT; each answer still waits for its own row to be committed.
const gravadores = new WeakMap<Database, (acesso: Acesso) => Promise<void>>();

function gravadorDe(db: Database) {
  let gravar = gravadores.get(db);
  if (!gravar) {
    gravar = gravacaoEmGrupo<Acesso>(async (lote) => {
      await db.insert(acessos).values([...lote]);
    });
    gravadores.set(db, gravar);
  }
  return gravar;
}

/** Opening a record is logged (LGPD): who, when, which record, from where. */
export async function registrarAcesso(
  db: Database,
  request: FastifyRequest,
  entidadeId: number | null,
  acao: 'visualizar' | 'exportar',
  agora: Date,
): Promise<void> {
  await gravadorDe(db)({
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
  const ver = podeVerCpf(usuario);
  const { linhas, total, page, pageSize } = await repo.listar(app.db, f, { hoje, verCpf: ver });
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
  const ids = await repo.idsOrdenados(app.db, f, { hoje, verCpf: ver });
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
