// The rules of funções: unique name and key, the administrador keeps the whole catalogue (the seed
// gives it back on every start anyway), built-in funções stay, a função in use is not deleted, and
// no edit leaves the system without an active holder of usuarios:admin.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { funcoes } from '../../db/schema';
import { camposCriados, diferencas, registrarAuditoria } from '../../shared/auditoria';
import type { Executor } from '../../shared/executor';
import { atualizarComVersao } from '../../shared/concorrencia';
import { DETALHE_VALIDACAO, problema, TIPO_VALIDACAO } from '../../shared/problem';
import {
  codigoErroBanco,
  VIOLACAO_CHAVE_ESTRANGEIRA,
  VIOLACAO_UNICIDADE,
} from '../../shared/erros-banco';
import type { UsuarioAutenticado } from '../../tipos-fastify';
import { TODAS_PERMISSOES } from '../../shared/permissoes';
import { garantirAdministracao, PERMISSAO_ADMIN, travarAdministradores } from '../usuarios';
import { emOrdemDoCatalogo } from './catalogo';
import { funcaoEmUso, MENSAGENS_FUNCOES as M } from './mensagens';
import {
  buscarFuncao,
  chavesComPrefixo,
  ehFuncaoPadrao,
  nomeOuChaveEmUso,
  usuariosDaFuncao,
} from './repository';
import type { AlteracaoFuncao, FuncaoResposta, NovaFuncao } from './schemas';

const ENTIDADE = 'funcao';
const CHAVE_ADMINISTRADOR = 'administrador';

const paraAuditoria = (f: Pick<FuncaoResposta, 'chave' | 'nome' | 'descricao' | 'permissoes'>) => ({
  chave: f.chave,
  nome: f.nome,
  descricao: f.descricao,
  permissoes: f.permissoes,
});

async function existente(executor: Executor, id: number): Promise<FuncaoResposta> {
  const funcao = await buscarFuncao(executor, id);
  if (!funcao) throw problema(404, M.naoEncontrada);
  return funcao;
}

function nomeNormalizado(nome: string): string {
  const limpo = nome.trim().replace(/\s+/g, ' ');
  if (limpo.length < 3) {
    throw problema(400, DETALHE_VALIDACAO, { nome: M.nomeCurto }, { tipo: TIPO_VALIDACAO });
  }
  return limpo;
}

/** "Apoio Pedagógico" -> "apoio-pedagogico": lower case, no accents, hyphens between words. */
export function chaveDoNome(nome: string): string {
  const base = nome
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 30)
    .replace(/-+$/, '');
  return /^[a-z][a-z0-9-]+$/.test(base) ? base : `funcao-${base}`.replace(/-+$/, '');
}

/** The key derived from the name, with -2, -3... when another função already has it. */
async function chaveLivre(executor: Executor, nome: string): Promise<string> {
  const base = chaveDoNome(nome);
  const ocupadas = await chavesComPrefixo(executor, base);
  let chave = base;
  for (let n = 2; ocupadas.has(chave); n += 1) chave = `${base}-${n}`;
  return chave;
}

async function garantirUnica(
  executor: Executor,
  campos: { nome: string; chave?: string },
  excetoId?: number,
): Promise<void> {
  const emUso = await nomeOuChaveEmUso(executor, campos, excetoId);
  const errors: Record<string, string> = {};
  if (emUso.nome) errors.nome = M.nomeEmUso;
  if (emUso.chave) errors.chave = M.chaveEmUso;
  if (Object.keys(errors).length > 0) throw problema(409, M.duplicadaDetalhe, errors);
}

/** The unique indexes are the last word when two requests create the same função at once. */
async function semDuplicar<T>(operacao: () => Promise<T>): Promise<T> {
  try {
    return await operacao();
  } catch (erro) {
    if (codigoErroBanco(erro) === VIOLACAO_UNICIDADE) throw problema(409, M.duplicadaDetalhe);
    throw erro;
  }
}

export async function criarFuncao(
  app: FastifyInstance,
  ator: UsuarioAutenticado,
  dados: NovaFuncao,
): Promise<FuncaoResposta> {
  const nome = nomeNormalizado(dados.nome);
  const permissoes = emOrdemDoCatalogo(dados.permissoes);
  return semDuplicar(() =>
    app.db.transaction(async (tx) => {
      await garantirUnica(tx, {
        nome,
        ...(dados.chave === undefined ? {} : { chave: dados.chave }),
      });
      const chave = dados.chave ?? (await chaveLivre(tx, nome));
      const [linha] = await tx
        .insert(funcoes)
        .values({ chave, nome, descricao: dados.descricao?.trim() ?? '', permissoes })
        .returning({ id: funcoes.id });
      if (!linha) throw new Error('INSERT em funcoes não devolveu o id');
      const criada = await existente(tx, linha.id);
      await registrarAuditoria(tx, {
        usuarioId: ator.id,
        acao: 'criar',
        entidade: ENTIDADE,
        entidadeId: criada.id,
        campos: camposCriados(paraAuditoria(criada)),
      });
      return criada;
    }),
  );
}

function conferirAdministrador(permissoes: readonly string[]): void {
  if (!permissoes.includes(PERMISSAO_ADMIN)) throw problema(422, M.administradorSemAdmin);
  if (permissoes.length !== TODAS_PERMISSOES.length) throw problema(422, M.administradorCompleto);
}

/** New permissions count from the next request of each holder: the auth hook reads them every time. */
export async function atualizarFuncao(
  app: FastifyInstance,
  ator: UsuarioAutenticado,
  id: number,
  dados: AlteracaoFuncao,
): Promise<FuncaoResposta> {
  const nome = nomeNormalizado(dados.nome);
  const permissoes = emOrdemDoCatalogo(dados.permissoes);
  return semDuplicar(() =>
    app.db.transaction(async (tx) => {
      await travarAdministradores(tx);
      const antes = await existente(tx, id);
      if (antes.chave === CHAVE_ADMINISTRADOR) conferirAdministrador(permissoes);
      if (antes.permissoes.includes(PERMISSAO_ADMIN) && !permissoes.includes(PERMISSAO_ADMIN)) {
        await garantirAdministracao(
          tx,
          { funcaoId: id },
          ator.funcao === antes.chave,
          M.retirarDeSiMesmo,
        );
      }
      await garantirUnica(tx, { nome }, id);
      await atualizarComVersao(
        tx,
        funcoes,
        id,
        dados.versao,
        { nome, descricao: dados.descricao?.trim() ?? antes.descricao, permissoes },
        M.naoEncontrada,
      );
      const depois = await existente(tx, id);
      const campos = diferencas(paraAuditoria(antes), paraAuditoria(depois));
      if (Object.keys(campos).length > 0) {
        await registrarAuditoria(tx, {
          usuarioId: ator.id,
          acao: 'atualizar',
          entidade: ENTIDADE,
          entidadeId: id,
          campos,
        });
      }
      return depois;
    }),
  );
}

/** Only a função nobody holds, and never a built-in one (the seed would bring it back). */
export async function excluirFuncao(
  app: FastifyInstance,
  ator: UsuarioAutenticado,
  id: number,
): Promise<void> {
  try {
    await app.db.transaction(async (tx) => {
      const antes = await existente(tx, id);
      if (antes.chave === CHAVE_ADMINISTRADOR) throw problema(422, M.administradorNaoExclui);
      if (ehFuncaoPadrao(antes.chave)) throw problema(422, M.padraoNaoExclui);
      const { total, inativos } = await usuariosDaFuncao(tx, id);
      if (total > 0) throw problema(409, funcaoEmUso(total, inativos));
      await tx.delete(funcoes).where(eq(funcoes.id, id));
      // What the função was, each field going to null.
      const registro = paraAuditoria(antes);
      await registrarAuditoria(tx, {
        usuarioId: ator.id,
        acao: 'excluir',
        entidade: ENTIDADE,
        entidadeId: id,
        campos: diferencas(
          registro,
          Object.fromEntries(Object.keys(registro).map((c) => [c, null])),
        ),
      });
    });
  } catch (erro) {
    // Someone received this função between the count and the DELETE.
    if (codigoErroBanco(erro) === VIOLACAO_CHAVE_ESTRANGEIRA) {
      const { total, inativos } = await usuariosDaFuncao(app.db, id);
      throw problema(409, funcaoEmUso(total, inativos));
    }
    throw erro;
  }
}

export async function obterFuncao(app: FastifyInstance, id: number): Promise<FuncaoResposta> {
  return existente(app.db, id);
}
