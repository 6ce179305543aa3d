// A vacancy's candidates: read and listed through the record kit (paged, filtered, sorted), added
// several at once (all or nothing, a reason per refused apprentice) and selected or not one by one.
// Each change and its audit row share one transaction with the situação it causes.
import { and, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  aprendizes,
  candidatos,
  encaminhamentos,
  parceiros,
  situacoesAprendiz,
  vagas,
} from '../../db/schema';
import { camposPreenchidos, mudarEAuditar, registrarAuditoria } from '../../shared/auditoria';
import { versionados } from '../../shared/esquemas';
import { codigoErroBanco, VIOLACAO_UNICIDADE } from '../../shared/erros-banco';
import type { Executor } from '../../shared/executor';
import { busca, normalizada } from '../../shared/lista';
import {
  colunasAprendiz,
  juntarSituacao,
  paraAprendizResumo,
  podeVerCpf,
  textosDoAprendiz,
} from '../../shared/periodo';
import { invalido, problema } from '../../shared/problem';
import { definirRegistro, type LinhaLida } from '../../shared/registro';
import { nomeDoParceiro } from '../../shared/parceiro';
import type { UsuarioAutenticado } from '../../tipos-fastify';
import { dataLocal } from '../../../src/shared/validation/datas';
import {
  CANDIDATOS_POR_VEZ,
  MENSAGENS_VAGA as M,
  ROTULOS_STATUS_VAGA,
  vagaAberta,
  type StatusCandidato,
} from '../../../src/shared/validation/vagas';
import { mudarStatusDaVaga, travarAprendiz, voltarDaSelecao, type Ator } from './efeitos';
import { mudarSituacaoPara } from '../situacoes';
import type { CandidatoResposta, ConsultaCandidatos } from './esquemas';

const ultimoEncaminhamento = (coluna: 'id' | 'status') =>
  sql<string | number | null>`(select e.${sql.raw(coluna)} from ${encaminhamentos} e
    where e.vaga_id = ${candidatos.vagaId} and e.aprendiz_id = ${candidatos.aprendizId}
    order by e.id desc limit 1)`;

const colunas = {
  ...getTableColumns(candidatos),
  ...colunasAprendiz,
  vagaTitulo: vagas.titulo,
  vagaStatus: vagas.status,
  parceiroNome: nomeDoParceiro,
  encaminhamentoId: ultimoEncaminhamento('id'),
  encaminhamentoStatus: ultimoEncaminhamento('status'),
};

const lerCandidatos = (executor: Executor) =>
  executor
    .select(colunas)
    .from(candidatos)
    .innerJoin(aprendizes, eq(aprendizes.id, candidatos.aprendizId))
    .innerJoin(situacoesAprendiz, juntarSituacao)
    .innerJoin(vagas, eq(vagas.id, candidatos.vagaId))
    .innerJoin(parceiros, eq(parceiros.id, vagas.parceiroId));

type LinhaCandidato = LinhaLida<typeof lerCandidatos>;

const paraCandidato = (l: LinhaCandidato, usuario: UsuarioAutenticado): CandidatoResposta => ({
  id: l.id,
  vagaId: l.vagaId,
  status: l.status,
  motivo: l.motivo,
  aprendiz: paraAprendizResumo(l, podeVerCpf(usuario)),
  encaminhamento:
    l.encaminhamentoId === null
      ? null
      : { id: Number(l.encaminhamentoId), status: String(l.encaminhamentoStatus) },
  vaga: { id: l.vagaId, titulo: l.vagaTitulo, status: l.vagaStatus, parceiro: l.parceiroNome },
  ...versionados(l),
});

function buscaCandidatos(q: string | undefined): SQL | undefined {
  const termo = busca(q, textosDoAprendiz);
  if (!termo) return undefined;
  return sql`exists (select 1 from ${aprendizes} where ${aprendizes.id} = ${candidatos.aprendizId} and ${termo})`;
}

export const candidato = definirRegistro<
  LinhaCandidato,
  CandidatoResposta,
  ConsultaCandidatos,
  never
>({
  tabela: candidatos,
  entidade: 'candidato',
  naoEncontrado: M.candidatoNaoEncontrado,
  ler: lerCandidatos,
  resposta: paraCandidato,
  // Written by the operations below, never through the kit's create/update.
  preparar: () => {
    throw new Error('candidato é gravado por adicionarCandidatos/mudarStatusCandidato');
  },
  lista: {
    filtros: (c) => [
      c.vagaId === undefined ? undefined : eq(candidatos.vagaId, c.vagaId),
      c.aprendizId === undefined ? undefined : eq(candidatos.aprendizId, c.aprendizId),
      c.status === undefined ? undefined : eq(candidatos.status, c.status),
    ],
    busca: buscaCandidatos,
    ordenacoes: {
      nome: normalizada(aprendizes.nome),
      status: candidatos.status,
      criadoEm: candidatos.criadoEm,
    },
    ordenacaoPadrao: 'nome',
  },
});

/** The vacancy locked for the operation: 404 when missing, 422 when it takes no one new. */
export async function travarVagaAberta(tx: Executor, vagaId: number) {
  const [v] = await tx
    .select({
      id: vagas.id,
      status: vagas.status,
      titulo: vagas.titulo,
      parceiroId: vagas.parceiroId,
      versao: vagas.versao,
    })
    .from(vagas)
    .where(eq(vagas.id, vagaId))
    .for('update');
  if (!v) throw problema(404, M.naoEncontrada);
  if (!vagaAberta(v.status)) {
    throw problema(422, M.fechadaParaCandidatos(ROTULOS_STATUS_VAGA[v.status]));
  }
  return v;
}

const ator = (app: FastifyInstance, usuario: UsuarioAutenticado): Ator => ({
  usuarioId: usuario.id,
  agora: app.agora(),
});

/**
 * POST /api/vagas/{id}/candidatos: all or nothing. Each refused apprentice gets their reason under
 * `aprendizIds.N` (the position in the body) in one 422; the accepted ones who were Inscrito
 * become Em seleção.
 */
export async function adicionarCandidatos(
  app: FastifyInstance,
  usuario: UsuarioAutenticado,
  vagaId: number,
  aprendizIds: number[],
) {
  if (aprendizIds.length === 0) throw invalido({ aprendizIds: M.selecioneAprendizes });
  if (aprendizIds.length > CANDIDATOS_POR_VEZ) throw invalido({ aprendizIds: M.muitosDeUmaVez });
  const quem = ator(app, usuario);
  const hoje = dataLocal(quem.agora);
  try {
    const ids = await app.db.transaction(async (tx) => {
      await travarVagaAberta(tx, vagaId);
      const erros: Record<string, string> = {};
      const vistos = new Set<number>();
      // Locked in id order, so two requests naming the same people never wait on each other.
      const pessoas = new Map<number, NonNullable<Awaited<ReturnType<typeof travarAprendiz>>>>();
      for (const id of [...new Set(aprendizIds)].sort((a, b) => a - b)) {
        const a = await travarAprendiz(tx, id);
        if (a) pessoas.set(id, a);
      }
      const jaCandidatos = new Set(
        (
          await tx
            .select({ aprendizId: candidatos.aprendizId })
            .from(candidatos)
            .where(and(eq(candidatos.vagaId, vagaId), inArray(candidatos.aprendizId, aprendizIds)))
        ).map((c) => c.aprendizId),
      );
      aprendizIds.forEach((id, i) => {
        const campo = `aprendizIds.${i}`;
        const a = pessoas.get(id);
        if (vistos.has(id)) erros[campo] = M.repetido;
        else if (!a) erros[campo] = M.aprendizNaoEncontrado;
        else if (!a.ativo) erros[campo] = M.aprendizInativo;
        else if (jaCandidatos.has(id)) erros[campo] = M.jaCandidato(a.nome);
        else if (!['inscrito', 'em-selecao'].includes(a.situacaoCodigo)) {
          erros[campo] = M.situacaoNaoPermite(a.nome, a.situacaoNome);
        }
        vistos.add(id);
      });
      if (Object.keys(erros).length > 0) throw problema(422, M.candidatosRecusados, erros);
      const criados: number[] = [];
      for (const aprendizId of aprendizIds) {
        const [linha] = await tx
          .insert(candidatos)
          .values({
            vagaId,
            aprendizId,
            criadoPor: usuario.id,
            criadoEm: quem.agora,
            atualizadoEm: quem.agora,
          })
          .returning({ id: candidatos.id });
        if (!linha) throw new Error('INSERT de candidato não devolveu o id');
        criados.push(linha.id);
        await registrarAuditoria(tx, {
          usuarioId: usuario.id,
          acao: 'criar',
          entidade: 'candidato',
          entidadeId: linha.id,
          campos: camposPreenchidos({ vagaId, aprendizId, status: 'inscrito' }),
        });
        const a = pessoas.get(aprendizId);
        if (a?.situacaoCodigo === 'inscrito') {
          await mudarSituacaoPara(tx, a, 'em-selecao', {
            ...quem,
            data: hoje,
            motivo: `Candidato à vaga ${vagaId}`,
            origem: 'candidatura',
            origemId: linha.id,
          });
        }
      }
      return criados;
    });
    const linhas = await lerCandidatos(app.db)
      .where(inArray(candidatos.id, ids))
      .orderBy(candidatos.id);
    return linhas.map((l) => paraCandidato(l, usuario));
  } catch (erro) {
    // The same apprentice added by two requests at once: the unique index decides.
    if (codigoErroBanco(erro) === VIOLACAO_UNICIDADE) {
      throw problema(
        409,
        'Outra pessoa acabou de adicionar um destes candidatos: recarregue a lista.',
      );
    }
    throw erro;
  }
}

/**
 * PUT /api/vagas/{id}/candidatos/{candidatoId}: inscrito, selecionado, não selecionado. The first
 * selected candidate moves the vacancy to em seleção; not selected sends the apprentice back (Em
 * seleção while other candidacies are open, else Inscrito); a candidate already referred by this
 * vacancy changes through the referral instead (409).
 */
export async function mudarStatusCandidato(
  app: FastifyInstance,
  usuario: UsuarioAutenticado,
  vagaId: number,
  candidatoId: number,
  corpo: { status: StatusCandidato; versao?: number | undefined },
) {
  const quem = ator(app, usuario);
  const hoje = dataLocal(quem.agora);
  await app.db.transaction(async (tx) => {
    const vagaAtual = await travarVagaAberta(tx, vagaId);
    const [c] = await tx
      .select()
      .from(candidatos)
      .where(and(eq(candidatos.id, candidatoId), eq(candidatos.vagaId, vagaId)))
      .for('update');
    if (!c) throw problema(404, M.candidatoNaoEncontrado);
    if (corpo.versao !== undefined && corpo.versao !== c.versao) {
      throw problema(
        409,
        'Outra pessoa alterou este candidato depois que você abriu a página. Recarregue para ver a versão atual.',
      );
    }
    if (c.status === corpo.status) return;
    const aprendiz = await travarAprendiz(tx, c.aprendizId);
    if (!aprendiz) throw problema(404, M.aprendizNaoEncontrado);
    const [referido] = await tx
      .select({ id: encaminhamentos.id })
      .from(encaminhamentos)
      .where(
        and(
          eq(encaminhamentos.vagaId, vagaId),
          eq(encaminhamentos.aprendizId, c.aprendizId),
          inArray(encaminhamentos.status, ['encaminhado', 'entrevista agendada', 'aprovado']),
        ),
      )
      .orderBy(desc(encaminhamentos.id))
      .limit(1);
    if (referido && corpo.status !== 'selecionado') {
      throw problema(409, M.candidatoEncaminhado(aprendiz.nome));
    }
    const reabre = c.status === 'não selecionado';
    if (reabre && !['inscrito', 'em-selecao', 'encaminhado'].includes(aprendiz.situacaoCodigo)) {
      throw problema(422, M.situacaoNaoPermite(aprendiz.nome, aprendiz.situacaoNome), {
        status: M.situacaoNaoPermite(aprendiz.nome, aprendiz.situacaoNome),
      });
    }
    await mudarEAuditar(tx, candidatos, [c], { status: corpo.status, motivo: null }, quem, {
      acao: 'atualizar',
      entidade: 'candidato',
      campos: (antes) => ({ status: { de: antes.status, para: corpo.status } }),
    });
    const mudanca = { ...quem, data: hoje, origem: 'candidatura' as const, origemId: c.id };
    if (corpo.status === 'selecionado' && vagaAtual.status === 'aberta') {
      await mudarStatusDaVaga(tx, { id: vagaId, status: 'aberta' }, 'em seleção', quem);
    }
    if (corpo.status === 'não selecionado') {
      await voltarDaSelecao(tx, c.aprendizId, {
        ...mudanca,
        motivo: `Não selecionado na vaga ${vagaId}`,
      });
    } else if (reabre && aprendiz.situacaoCodigo === 'inscrito') {
      await mudarSituacaoPara(tx, aprendiz, 'em-selecao', {
        ...mudanca,
        motivo: `Candidato à vaga ${vagaId}`,
      });
    }
  });
  const [linha] = await lerCandidatos(app.db).where(eq(candidatos.id, candidatoId));
  if (!linha) throw problema(404, M.candidatoNaoEncontrado);
  return paraCandidato(linha, usuario);
}
