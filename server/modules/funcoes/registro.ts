// Funções on the audited-record kit (server/shared/registro), with their own rules: unique name and
// key, the administrador keeps the whole catalogue (the seed gives it back on every start anyway),
// built-in funções stay, a função in use is not deleted, and no edit leaves the system without an
// active holder of usuarios:admin. A função is deleted, not inactivated (excluirFuncao).
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { funcoes } from '../../db/schema';
import { diferencas, registrarAuditoria } from '../../shared/auditoria';
import {
  codigoErroBanco,
  VIOLACAO_CHAVE_ESTRANGEIRA,
  VIOLACAO_UNICIDADE,
} from '../../shared/erros-banco';
import type { Executor } from '../../shared/executor';
import { TODAS_PERMISSOES } from '../../shared/permissoes';
import { invalido, problema } from '../../shared/problem';
import {
  definirRegistro,
  porCampos,
  type ConsultaRegistro,
  type Preparado,
} from '../../shared/registro';
import { normalizada } from '../../shared/lista';
import { valoresDosCampos } from '../../shared/campos';
import { CAMPOS_FUNCAO, validarFuncao } from '../../../src/shared/validation/funcoes';
import type { UsuarioAutenticado } from '../../tipos-fastify';
import { garantirAdministracao, PERMISSAO_ADMIN, travarAdministradores } from '../usuarios';
import { emOrdemDoCatalogo } from './catalogo';
import {
  chavesComPrefixo,
  ehFuncaoPadrao,
  lerFuncoes,
  paraFuncao,
  usuariosDaFuncao,
  type LinhaFuncao,
} from './leitura';
import { funcaoEmUso, MENSAGENS_FUNCOES as M } from './mensagens';
import type { FuncaoResposta, NovaFuncao } from './esquemas';

const CHAVE_ADMINISTRADOR = 'administrador';

/** What the trail records of a função. */
const CAMPOS = {
  chave: 'chave',
  nome: 'nome',
  descricao: 'descricao',
  permissoes: 'permissoes',
} as const;

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

function conferirAdministrador(permissoes: readonly string[]): void {
  if (!permissoes.includes(PERMISSAO_ADMIN)) throw problema(422, M.administradorSemAdmin);
  if (permissoes.length !== TODAS_PERMISSOES.length) throw problema(422, M.administradorCompleto);
}

function prepararFuncao(corpo: NovaFuncao, atual: LinhaFuncao | undefined) {
  const erros = validarFuncao(corpo);
  if (Object.keys(erros).length > 0) throw invalido(erros);
  // The name trimmed, runs of spaces as one; a description left out of an update stays.
  const { nome, descricao } = valoresDosCampos(CAMPOS_FUNCAO, corpo, atual);
  const permissoes = emOrdemDoCatalogo(corpo.permissoes);
  if (atual?.chave === CHAVE_ADMINISTRADOR) conferirAdministrador(permissoes);
  // The key never changes; without one, a create derives it from the name (aoCriar).
  const chave = atual ? undefined : corpo.chave;
  return { chave, nome, descricao, permissoes };
}

export const funcao = definirRegistro<
  LinhaFuncao,
  FuncaoResposta,
  ConsultaRegistro,
  NovaFuncao,
  Preparado<typeof prepararFuncao>,
  { chave?: string }
>({
  tabela: funcoes,
  entidade: 'funcao',
  naoEncontrado: M.naoEncontrada,
  ler: lerFuncoes,
  campos: CAMPOS,
  resposta: paraFuncao,
  preparar: (_app, corpo, atual) => prepararFuncao(corpo, atual),
  unicos: [
    {
      campo: 'nome',
      igual: (v) =>
        typeof v.nome === 'string'
          ? sql`lower(${funcoes.nome}) = ${v.nome.toLowerCase()}`
          : undefined,
      mensagem: () => M.nomeEmUso,
      detalhe: () => M.duplicadaDetalhe,
    },
    {
      campo: 'chave',
      igual: (v) => (typeof v.chave === 'string' ? eq(funcoes.chave, v.chave) : undefined),
      mensagem: () => M.chaveEmUso,
      detalhe: () => M.duplicadaDetalhe,
    },
  ],
  // Two requests deriving the same key at once: the unique index refuses the second.
  restricoes: { [VIOLACAO_UNICIDADE]: M.duplicadaDetalhe },
  aoCriar: {
    valores: async ({ tx, valores }) =>
      valores.chave === undefined ? { chave: await chaveLivre(tx, valores.nome) } : {},
  },
  // New permissions count from the next request of each holder: the auth hook reads them every time.
  aposAtualizar: async ({ tx, ator, id, antes, valores }) => {
    const { permissoes } = valores;
    if (antes.permissoes.includes(PERMISSAO_ADMIN) && !permissoes.includes(PERMISSAO_ADMIN)) {
      await travarAdministradores(tx);
      await garantirAdministracao(
        tx,
        { funcaoId: id },
        ator.funcao === antes.chave,
        M.retirarDeSiMesmo,
      );
    }
  },
  lista: {
    busca: () => undefined,
    ordenacoes: { nome: normalizada(funcoes.nome) },
    ordenacaoPadrao: 'nome',
  },
});

/** Only a função nobody holds, and never a built-in one (the seed would bring it back). */
export async function excluirFuncao(
  app: FastifyInstance,
  ator: UsuarioAutenticado,
  id: number,
): Promise<void> {
  try {
    await app.db.transaction(async (tx) => {
      const antes = await funcao.existente(tx, id);
      if (antes.chave === CHAVE_ADMINISTRADOR) throw problema(422, M.administradorNaoExclui);
      if (ehFuncaoPadrao(antes.chave)) throw problema(422, M.padraoNaoExclui);
      const { total, inativos } = await usuariosDaFuncao(tx, id);
      if (total > 0) throw problema(409, funcaoEmUso(total, inativos));
      await tx.delete(funcoes).where(eq(funcoes.id, id));
      // What the função was, each field going to null.
      const registro = porCampos(CAMPOS, antes);
      await registrarAuditoria(tx, {
        usuarioId: ator.id,
        acao: 'excluir',
        entidade: funcao.declaracao.entidade,
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
