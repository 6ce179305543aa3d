// The educator's rules beyond CRUD: the seed's validation messages (shared with the form), a CPF
// used by one educator only (409 naming who has it), EducGrauInstrucao set on creation only, and
// no inactivation while the educator still leads open classes.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { educadores, grausEscolaridade, turmas } from '../../db/schema';
import {
  camposCriados,
  diferencas,
  registrarAuditoria,
  type Executor,
} from '../../shared/auditoria';
import { atualizarComVersao } from '../../shared/concorrencia';
import { DETALHE_VALIDACAO, problema, TIPO_VALIDACAO } from '../../shared/problem';
import { codigoErroBanco, VIOLACAO_UNICIDADE } from '../../shared/erros-banco';
import { apenasDigitos } from '../../../src/shared/format/mascaras';
import { cpfOculto, dataLocal } from '../../../src/shared/validation/aprendiz';
import {
  MENSAGENS_EDUCADOR as M,
  mensagemCpfEducadorDuplicado,
  validarEducador,
} from '../../../src/shared/validation/educador';
import type { UsuarioAutenticado } from '../../tipos-fastify';
import {
  buscarEducador,
  educadorComCpf,
  paraAuditoria,
  paraEducador,
  type LinhaEducador,
} from './repository';
import type { AlteracaoEducador, EducadorResposta, NovoEducador } from './schemas';

const ENTIDADE = 'educador';

/** Whoever may edit educators sees (and saves) the CPF in full. */
export const podeVerCpfEducador = (usuario: UsuarioAutenticado) =>
  usuario.permissoes.includes('educadores:escrever');

const texto = (valor: string | null | undefined): string | null => {
  const limpo = valor?.trim().replace(/[ \t]+/g, ' ');
  return limpo ? limpo : null;
};

async function existente(executor: Executor, id: number): Promise<LinhaEducador> {
  const educador = await buscarEducador(executor, id);
  if (!educador) throw problema(404, M.naoEncontrado);
  return educador;
}

/**
 * Column values from the body (texts trimmed, blanks as null, CPF and CEP as digits), every wrong
 * field in one 400 keyed by the seed's names. A hidden CPF means "keep the stored one".
 */
async function valores(
  app: FastifyInstance,
  corpo: NovoEducador | AlteracaoEducador,
  cpfAtual: string | null,
) {
  const erros = validarEducador(corpo, { hoje: dataLocal(app.agora()) });
  // Only the new-educator form has EducGrauInstrucao; an edit keeps the stored one whatever it sends.
  const grau = 'versao' in corpo ? undefined : (corpo.EducGrauInstrucao ?? null);
  if (grau !== undefined && grau !== null) {
    const [linha] = await app.db
      .select({ id: grausEscolaridade.id })
      .from(grausEscolaridade)
      .where(eq(grausEscolaridade.id, grau));
    if (!linha) erros.EducGrauInstrucao = M.grauInstrucaoInvalido;
  }
  if (Object.keys(erros).length > 0) {
    throw problema(400, DETALHE_VALIDACAO, erros, { tipo: TIPO_VALIDACAO });
  }
  const cpfTexto = texto(corpo.EducCPF);
  const cpf = cpfTexto === null ? null : cpfOculto(cpfTexto) ? cpfAtual : apenasDigitos(cpfTexto);
  const cep = texto(corpo.EducCEP);
  return {
    nome: texto(corpo.EducNome) ?? '',
    cpf,
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
    cep: cep === null ? null : apenasDigitos(cep),
    estadoCivil: texto(corpo.EducEstadoCivil),
    naturalidade: texto(corpo.EducNaturalidade),
    ufNaturalidade: texto(corpo.EducUFNaturalidade)?.toUpperCase() ?? null,
    identidade: texto(corpo.EducIdentidade),
    expedIdentidade: texto(corpo.EducExpedIdentidade),
    dataEntrada: texto(corpo.EducDataEntrada),
    observacoes: corpo.EducObservacoes?.trim() ? corpo.EducObservacoes.trim() : null,
    ...(grau === undefined ? {} : { grauInstrucaoId: grau }),
  };
}

async function cpfLivre(executor: Executor, cpf: string | null, excetoId?: number) {
  if (cpf === null) return;
  const outro = await educadorComCpf(executor, cpf, excetoId);
  if (outro) {
    const mensagem = mensagemCpfEducadorDuplicado(outro.nome, outro.id, outro.ativo);
    throw problema(409, mensagem, { EducCPF: mensagem });
  }
}

async function comCpfUnico<T>(executor: Executor, cpf: string | null, operacao: () => Promise<T>) {
  try {
    return await operacao();
  } catch (erro) {
    if (codigoErroBanco(erro) === VIOLACAO_UNICIDADE) await cpfLivre(executor, cpf);
    throw erro;
  }
}

export async function obterEducador(
  app: FastifyInstance,
  id: number,
  verCpf: boolean,
): Promise<EducadorResposta> {
  return paraEducador(await existente(app.db, id), verCpf);
}

export async function criarEducador(
  app: FastifyInstance,
  ator: UsuarioAutenticado,
  corpo: NovoEducador,
): Promise<EducadorResposta> {
  const dados = await valores(app, corpo, null);
  await cpfLivre(app.db, dados.cpf);
  const criado = await comCpfUnico(app.db, dados.cpf, () =>
    app.db.transaction(async (tx) => {
      const [linha] = await tx.insert(educadores).values(dados).returning({ id: educadores.id });
      if (!linha) throw new Error('INSERT em educadores não devolveu o id');
      const educador = await existente(tx, linha.id);
      await registrarAuditoria(tx, {
        usuarioId: ator.id,
        acao: 'criar',
        entidade: ENTIDADE,
        entidadeId: educador.id,
        campos: camposCriados(paraAuditoria(educador)),
      });
      return educador;
    }),
  );
  return paraEducador(criado, podeVerCpfEducador(ator));
}

export async function atualizarEducador(
  app: FastifyInstance,
  ator: UsuarioAutenticado,
  id: number,
  corpo: AlteracaoEducador,
): Promise<EducadorResposta> {
  const atual = await existente(app.db, id);
  const dados = await valores(app, corpo, atual.cpf);
  const depois = await comCpfUnico(app.db, dados.cpf, () =>
    app.db.transaction(async (tx) => {
      const antes = await existente(tx, id);
      await cpfLivre(tx, dados.cpf, id);
      await atualizarComVersao(tx, educadores, id, corpo.versao, dados, M.naoEncontrado);
      const atualizado = await existente(tx, id);
      const campos = diferencas(paraAuditoria(antes), paraAuditoria(atualizado));
      if (Object.keys(campos).length > 0) {
        await registrarAuditoria(tx, {
          usuarioId: ator.id,
          acao: 'atualizar',
          entidade: ENTIDADE,
          entidadeId: id,
          campos,
        });
      }
      return atualizado;
    }),
  );
  return paraEducador(depois, podeVerCpfEducador(ator));
}

async function mudarAtivo(
  app: FastifyInstance,
  ator: UsuarioAutenticado,
  id: number,
  ativo: boolean,
): Promise<EducadorResposta> {
  const linha = await app.db.transaction(async (tx) => {
    const antes = await existente(tx, id);
    if (antes.ativo === ativo) return antes;
    await tx
      .update(educadores)
      .set({ ativo, atualizadoEm: app.agora(), versao: sql`${educadores.versao} + 1` })
      .where(eq(educadores.id, id));
    if (!ativo) {
      const [abertas] = await tx
        .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
        .from(turmas)
        .where(
          and(eq(turmas.educadorId, id), eq(turmas.ativo, true), ne(turmas.status, 'encerrada')),
        );
      const n = abertas?.n ?? 0;
      if (n > 0) throw problema(409, M.inativarComTurmas(n));
    }
    await registrarAuditoria(tx, {
      usuarioId: ator.id,
      acao: ativo ? 'reativar' : 'inativar',
      entidade: ENTIDADE,
      entidadeId: id,
      campos: { ativo: { de: !ativo, para: ativo } },
    });
    return existente(tx, id);
  });
  return paraEducador(linha, podeVerCpfEducador(ator));
}

export const inativarEducador = (app: FastifyInstance, ator: UsuarioAutenticado, id: number) =>
  mudarAtivo(app, ator, id, false);

export const reativarEducador = (app: FastifyInstance, ator: UsuarioAutenticado, id: number) =>
  mudarAtivo(app, ator, id, true);
