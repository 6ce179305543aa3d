// The list of apprentices and its export, by hand beside the record kit: the answer is a summary
// row, the total comes from counters, and `q` matches CPF digits only for who may see them.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { embutido } from '../../db/client';
import { idadeEm } from '../../../src/shared/validation/datas';
import {
  emLotesDeIds,
  emLotesPorChave,
  enviarExportacao,
  TAMANHO_DO_LOTE,
  type ColunaExportacao,
} from '../../shared/exportacao';
import type { Escopo } from '../../shared/escopo';
import type { UsuarioAutenticado } from '../../tipos-fastify';
import { registrarAcesso } from './acessos';
import { hojeDe, mostrarCpf, paraResumo, podeVerCpf } from './leitura';
import * as repo from './consultas';

export async function listar(
  app: FastifyInstance,
  usuario: UsuarioAutenticado,
  f: repo.PedidoDaLista,
  escopo: Escopo,
) {
  const hoje = hojeDe(app);
  const ver = podeVerCpf(usuario);
  const leitura = { hoje, verCpf: ver, escopo };
  const { linhas, ...resto } = await repo.listar(app.db, f, leitura);
  return { data: linhas.map((l) => paraResumo(l, hoje, ver)), ...resto };
}

/** Every matching row (not the page), in the list's sort, streamed; the export is logged (LGPD). */
export async function exportar(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  f: repo.FiltrosAprendiz & { formato?: 'csv' | 'xlsx' | undefined },
  escopo: Escopo,
) {
  const hoje = hojeDe(app);
  const ver = podeVerCpf(request.usuario);
  const leitura = { hoje, verCpf: ver, escopo };
  const linhas = repo.porChave(f.sort)
    ? emLotesPorChave<repo.LinhaExportacao & { chave: unknown }, repo.DepoisDe>(
        (depois, tamanho) => repo.loteParaExportar(app.db, f, leitura, depois, tamanho),
        (l) => ({ chave: l.chave, id: l.id }),
        // A batch of the embedded database runs on this thread: short ones (~tens of ms).
        embutido(app.db) ? 100 : TAMANHO_DO_LOTE,
      )
    : emLotesDeIds(
        await repo.idsOrdenados(app.db, f, leitura),
        (lote) => repo.linhasParaExportar(app.db, lote),
        (l) => l.id,
      );
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
    linhas,
  });
}
