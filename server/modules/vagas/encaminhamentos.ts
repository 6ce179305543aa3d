// Referrals (encaminhamentos): a selected candidate sent to the company for an interview. Read and
// listed through the record kit; created and moved on by the operations below, each with its
// audit row and the situação it causes in one transaction. At most one open referral per
// apprentice across all vacancies: the service's 409 under the apprentice's lock, and a partial
// unique index for two requests at the same instant.
import { and, eq, getTableColumns, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  aprendizes,
  candidatos,
  contratos,
  encaminhamentos,
  parceiros,
  profissoes,
  situacoesAprendiz,
  unidades,
  vagas,
} from '../../db/schema';
import { diferencas, mudarEAuditar, registrarAuditoria } from '../../shared/auditoria';
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
import { respostaDaLinha, valoresDosCampos } from '../../shared/campos';
import { nomeDoParceiro } from '../../shared/parceiro';
import type { UsuarioAutenticado } from '../../tipos-fastify';
import { paraReais } from '../../../src/shared/validation/contratos';
import { dataLocal } from '../../../src/shared/validation/datas';
import {
  CAMPOS_ENCAMINHAMENTO,
  encaminhamentoAberto,
  MENSAGENS_VAGA as M,
  ROTULOS_STATUS_ENCAMINHAMENTO,
  STATUS_ENCAMINHAMENTO_ABERTO,
  TRANSICOES_ENCAMINHAMENTO,
  validarEncaminhamento,
  type StatusEncaminhamento,
} from '../../../src/shared/validation/vagas';
import { avisarEntrevista } from './aviso-entrevista';
import { travarVagaAberta } from './candidatos';
import {
  encaminhamentoAbertoDe,
  fecharCandidatosOnde,
  travarAprendiz,
  voltarDaSelecao,
} from './efeitos';
import { mudarSituacaoPara } from '../situacoes';
import type {
  AlteracaoEncaminhamento,
  ConsultaEncaminhamentos,
  EncaminhamentoResposta,
  NovoEncaminhamento,
} from './esquemas';
import { somarDias } from '../../../src/shared/validation/datas';

const colunas = {
  ...getTableColumns(encaminhamentos),
  ...colunasAprendiz,
  vagaTitulo: vagas.titulo,
  vagaStatus: vagas.status,
  vagaTurno: vagas.turno,
  vagaCargaHoraria: vagas.cargaHoraria,
  vagaBolsaCentavos: vagas.valorBolsaCentavos,
  parceiroId: parceiros.id,
  parceiroNome: nomeDoParceiro,
  parceiroRazaoSocial: parceiros.razaoSocial,
  unidadeId: unidades.id,
  unidadeNome: unidades.nome,
  profissaoCodigo: profissoes.codigo,
  profissaoNome: profissoes.nome,
  contratoId: contratos.id,
  contratoNumero: contratos.numero,
};

const lerEncaminhamentos = (executor: Executor) =>
  executor
    .select(colunas)
    .from(encaminhamentos)
    .innerJoin(aprendizes, eq(aprendizes.id, encaminhamentos.aprendizId))
    .innerJoin(situacoesAprendiz, juntarSituacao)
    .innerJoin(vagas, eq(vagas.id, encaminhamentos.vagaId))
    .innerJoin(parceiros, eq(parceiros.id, vagas.parceiroId))
    .innerJoin(unidades, eq(unidades.id, vagas.unidadeId))
    .innerJoin(profissoes, eq(profissoes.id, vagas.profissaoId))
    .leftJoin(contratos, eq(contratos.encaminhamentoId, encaminhamentos.id));

type LinhaEncaminhamento = LinhaLida<typeof lerEncaminhamentos>;

const paraEncaminhamento = (
  l: LinhaEncaminhamento,
  usuario: UsuarioAutenticado,
): EncaminhamentoResposta => ({
  id: l.id,
  vagaId: l.vagaId,
  vaga: {
    id: l.vagaId,
    titulo: l.vagaTitulo,
    status: l.vagaStatus,
    turno: l.vagaTurno,
    cargaHoraria: l.vagaCargaHoraria,
    valorBolsa: paraReais(l.vagaBolsaCentavos),
    profissao: { codigo: l.profissaoCodigo, nome: l.profissaoNome },
  },
  parceiro: { id: l.parceiroId, nome: l.parceiroNome, razaoSocial: l.parceiroRazaoSocial },
  unidade: { id: l.unidadeId, nome: l.unidadeNome },
  aprendiz: paraAprendizResumo(l, podeVerCpf(usuario)),
  data: l.data,
  // The interview as the API speaks it ('aaaa-mm-ddThh:mm'), the observations: CAMPOS_ENCAMINHAMENTO.
  ...respostaDaLinha(CAMPOS_ENCAMINHAMENTO, l),
  status: l.status,
  contrato:
    l.contratoId === null || l.contratoNumero === null
      ? null
      : { id: l.contratoId, numero: l.contratoNumero },
  ...versionados(l),
});

/** Monday of the week of `hoje` (ISO week: Monday to Sunday). */
function segundaDaSemana(hoje: string): string {
  const dia = new Date(`${hoje}T12:00:00Z`).getUTCDay();
  return somarDias(hoje, -((dia + 6) % 7));
}

export function filtroEntrevista(
  c: Pick<ConsultaEncaminhamentos, 'entrevista' | 'de' | 'ate'>,
  hoje: string,
): (SQL | undefined)[] {
  const entre = (de: string, ateExclusive: string) =>
    and(
      gte(encaminhamentos.dataEntrevista, `${de} 00:00:00`),
      lt(encaminhamentos.dataEntrevista, `${ateExclusive} 00:00:00`),
    );
  const segunda = segundaDaSemana(hoje);
  return [
    c.entrevista === 'hoje' ? entre(hoje, somarDias(hoje, 1)) : undefined,
    c.entrevista === 'semana' ? entre(segunda, somarDias(segunda, 7)) : undefined,
    c.de === undefined ? undefined : gte(encaminhamentos.dataEntrevista, `${c.de} 00:00:00`),
    c.ate === undefined
      ? undefined
      : lt(encaminhamentos.dataEntrevista, `${somarDias(c.ate, 1)} 00:00:00`),
  ];
}

function buscaEncaminhamentos(q: string | undefined): SQL | undefined {
  const termo = busca(q, [
    ...textosDoAprendiz,
    vagas.titulo,
    parceiros.razaoSocial,
    parceiros.nomeFantasia,
  ]);
  if (!termo) return undefined;
  return sql`exists (select 1 from ${aprendizes}, ${vagas}, ${parceiros}
    where ${aprendizes.id} = ${encaminhamentos.aprendizId} and ${vagas.id} = ${encaminhamentos.vagaId}
    and ${parceiros.id} = ${vagas.parceiroId} and ${termo})`;
}

/** The record is declared per request: "hoje" and "esta semana" depend on the day. */
export const encaminhamentoPara = (hoje: string) =>
  definirRegistro<LinhaEncaminhamento, EncaminhamentoResposta, ConsultaEncaminhamentos, never>({
    tabela: encaminhamentos,
    entidade: 'encaminhamento',
    naoEncontrado: M.encaminhamentoNaoEncontrado,
    ler: lerEncaminhamentos,
    resposta: paraEncaminhamento,
    preparar: () => {
      throw new Error('encaminhamento é gravado por encaminhar/mudarEncaminhamento');
    },
    lista: {
      filtros: (c) => [
        c.status === undefined ? undefined : eq(encaminhamentos.status, c.status),
        c.abertos === 'true'
          ? inArray(encaminhamentos.status, [...STATUS_ENCAMINHAMENTO_ABERTO])
          : undefined,
        c.vagaId === undefined ? undefined : eq(encaminhamentos.vagaId, c.vagaId),
        c.aprendizId === undefined ? undefined : eq(encaminhamentos.aprendizId, c.aprendizId),
        c.parceiroId === undefined
          ? undefined
          : sql`${encaminhamentos.vagaId} in (select ${vagas.id} from ${vagas} where ${vagas.parceiroId} = ${c.parceiroId})`,
        ...filtroEntrevista(c, hoje),
      ],
      busca: buscaEncaminhamentos,
      ordenacoes: {
        dataEntrevista: encaminhamentos.dataEntrevista,
        data: encaminhamentos.data,
        aprendiz: normalizada(aprendizes.nome),
        status: encaminhamentos.status,
        criadoEm: encaminhamentos.criadoEm,
      },
      ordenacaoPadrao: '-data',
    },
    exportacao: {
      nomeArquivo: 'encaminhamentos',
      colunas: () => [
        { titulo: 'Código', valor: (e) => e.id, tipo: 'numero' },
        { titulo: 'Aprendiz', valor: (e) => e.aprendizNome },
        { titulo: 'Vaga', valor: (e) => e.vagaTitulo },
        { titulo: 'Empresa', valor: (e) => e.parceiroNome },
        { titulo: 'Unidade', valor: (e) => e.unidadeNome },
        { titulo: 'Encaminhado em', valor: (e) => e.data, tipo: 'data' },
        {
          titulo: 'Entrevista',
          valor: (e) =>
            e.dataEntrevista === null
              ? null
              : `${e.dataEntrevista.slice(8, 10)}/${e.dataEntrevista.slice(5, 7)}/${e.dataEntrevista.slice(0, 4)} ${e.dataEntrevista.slice(11, 16)}`,
        },
        {
          titulo: 'Status',
          valor: (e) => ROTULOS_STATUS_ENCAMINHAMENTO[e.status],
        },
        { titulo: 'Contrato', valor: (e) => e.contratoNumero },
      ],
    },
  });

const CONFLITO_SIMULTANEO =
  'Este aprendiz acabou de ser encaminhado por outra pessoa: recarregue a página para ver o encaminhamento.';

/** The declared fields' rules (every wrong one in one 400), then their column values. */
function valoresDoCorpo(corpo: NovoEncaminhamento | AlteracaoEncaminhamento) {
  const erros = validarEncaminhamento(corpo);
  if (Object.keys(erros).length > 0) throw invalido(erros);
  return valoresDosCampos(CAMPOS_ENCAMINHAMENTO, corpo);
}

export async function encaminhar(
  app: FastifyInstance,
  usuario: UsuarioAutenticado,
  vagaId: number,
  corpo: NovoEncaminhamento,
) {
  const enviados = valoresDoCorpo(corpo);
  const { aprendizId } = corpo;
  const agora = app.agora();
  const hoje = dataLocal(agora);
  const id = await app.db
    .transaction(async (tx) => {
      const vaga = await travarVagaAberta(tx, vagaId);
      const aprendiz = await travarAprendiz(tx, aprendizId);
      const [c] = await tx
        .select({ id: candidatos.id, status: candidatos.status })
        .from(candidatos)
        .where(and(eq(candidatos.vagaId, vagaId), eq(candidatos.aprendizId, aprendizId)));
      if (!aprendiz || c?.status !== 'selecionado') {
        throw problema(422, M.naoSelecionado, { aprendizId: M.naoSelecionado });
      }
      const outro = await encaminhamentoAbertoDe(tx, aprendizId);
      if (outro) {
        const mensagem = M.encaminhamentoAbertoEmOutra(outro.titulo, outro.parceiro, outro.id);
        throw problema(409, mensagem, { aprendizId: mensagem });
      }
      const { dataEntrevista } = enviados;
      const valores = {
        vagaId,
        aprendizId,
        data: hoje,
        ...enviados,
        status: dataEntrevista ? ('entrevista agendada' as const) : ('encaminhado' as const),
      };
      const [linha] = await tx
        .insert(encaminhamentos)
        .values({ ...valores, criadoPor: usuario.id, criadoEm: agora, atualizadoEm: agora })
        .returning({ id: encaminhamentos.id });
      if (!linha) throw new Error('INSERT de encaminhamento não devolveu o id');
      await registrarAuditoria(tx, {
        usuarioId: usuario.id,
        acao: 'criar',
        entidade: 'encaminhamento',
        entidadeId: linha.id,
        campos: diferencas({}, valores),
      });
      if (dataEntrevista && app.config.entrevistaEmail) await avisarEntrevista(tx, linha.id);
      await mudarSituacaoPara(tx, aprendiz, 'encaminhado', {
        usuarioId: usuario.id,
        agora,
        data: hoje,
        motivo: `Encaminhado à vaga ${vaga.id}: ${vaga.titulo}`,
        origem: 'encaminhamento',
        origemId: linha.id,
      });
      return linha.id;
    })
    .catch((erro: unknown) => {
      if (codigoErroBanco(erro) === VIOLACAO_UNICIDADE) {
        throw problema(409, CONFLITO_SIMULTANEO, { aprendizId: CONFLITO_SIMULTANEO });
      }
      throw erro;
    });
  return encaminhamentoPara(hoje).existente(app.db, id);
}

/**
 * PUT /api/encaminhamentos/{id}: a new status along TRANSICOES_ENCAMINHAMENTO, the interview's date
 * and time, observations; with the versao read. Reprovado or desistente closes the candidacy in
 * that vacancy and sends the apprentice back (Em seleção or Inscrito); once a contract names the
 * referral it no longer changes.
 */
export async function mudarEncaminhamento(
  app: FastifyInstance,
  usuario: UsuarioAutenticado,
  id: number,
  corpo: AlteracaoEncaminhamento,
) {
  const enviados = valoresDoCorpo(corpo);
  const agora = app.agora();
  const hoje = dataLocal(agora);
  await app.db.transaction(async (tx) => {
    const [antes] = await tx
      .select()
      .from(encaminhamentos)
      .where(eq(encaminhamentos.id, id))
      .for('update');
    if (!antes) throw problema(404, M.encaminhamentoNaoEncontrado);
    if (antes.versao !== corpo.versao) {
      throw problema(
        409,
        'Outra pessoa alterou este encaminhamento depois que você abriu a página. Recarregue para ver a versão atual.',
      );
    }
    const [contrato] = await tx
      .select({ numero: contratos.numero })
      .from(contratos)
      .where(eq(contratos.encaminhamentoId, id));
    if (contrato) throw problema(409, M.jaContratado(contrato.numero));
    const de = antes.status;
    const para = corpo.status;
    if (de !== para && !TRANSICOES_ENCAMINHAMENTO[de].includes(para)) {
      const mensagem = M.transicaoInvalida(
        ROTULOS_STATUS_ENCAMINHAMENTO[de],
        ROTULOS_STATUS_ENCAMINHAMENTO[para],
      );
      throw problema(422, mensagem, { status: mensagem });
    }
    // A field the body leaves out keeps its stored value.
    const dataEntrevista =
      corpo.dataEntrevista === undefined ? antes.dataEntrevista : enviados.dataEntrevista;
    if (para === 'entrevista agendada' && dataEntrevista === null) {
      throw invalido({ dataEntrevista: M.informeDataEntrevista });
    }
    const novos = {
      status: para,
      dataEntrevista,
      observacoes: corpo.observacoes === undefined ? antes.observacoes : enviados.observacoes,
    };
    const campos = diferencas(
      { status: de, dataEntrevista: antes.dataEntrevista, observacoes: antes.observacoes },
      novos,
    );
    if (Object.keys(campos).length === 0) return;
    await mudarEAuditar(
      tx,
      encaminhamentos,
      [{ id }],
      novos,
      { usuarioId: usuario.id, agora },
      { acao: 'atualizar', entidade: 'encaminhamento', campos: () => campos },
    );
    const novaEntrevista =
      para === 'entrevista agendada' &&
      dataEntrevista !== null &&
      (de !== para || dataEntrevista !== antes.dataEntrevista);
    if (novaEntrevista && app.config.entrevistaEmail) await avisarEntrevista(tx, id);
    if (de !== para && (para === 'reprovado' || para === 'desistente')) {
      const motivo = `Encaminhamento ${id}: ${ROTULOS_STATUS_ENCAMINHAMENTO[para as StatusEncaminhamento].toLowerCase()}`;
      await fecharCandidatosOnde(
        tx,
        and(
          eq(candidatos.vagaId, antes.vagaId),
          eq(candidatos.aprendizId, antes.aprendizId),
          ne(candidatos.status, 'não selecionado'),
        ),
        motivo,
        { usuarioId: usuario.id, agora },
      );
      if (encaminhamentoAberto(de) || de === 'aprovado') {
        await voltarDaSelecao(tx, antes.aprendizId, {
          usuarioId: usuario.id,
          agora,
          data: hoje,
          motivo,
          origem: 'encaminhamento',
          origemId: id,
        });
      }
    }
  });
  return encaminhamentoPara(hoje).existente(app.db, id);
}
