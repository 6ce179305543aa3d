// The discipline (disciplina) as an audited record: it belongs to one module, its name is used once
// within that module, and a module that is inactive cannot receive new disciplines. Inactivating a
// discipline keeps it in the curricula that have it (they are history); it only cannot be added.
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { disciplinas, modulos } from '../../db/schema';
import type { Executor } from '../../shared/executor';
import type { FastifyInstance } from 'fastify';
import { respostaDaLinha, valoresDosCampos } from '../../shared/campos';
import {
  definirRegistro,
  referenciaInvalida,
  type LinhaLida,
  type Preparado,
} from '../../shared/registro';
import {
  CAMPOS_DISCIPLINA,
  MENSAGENS_CURRICULO as M,
  validarDisciplina,
} from '../../../src/shared/validation/curriculo';
import { falharSeErros, nomeUnico } from './comum';
import type { ConsultaDisciplinas, CorpoDisciplina, DisciplinaResposta } from './esquemas';
import { versionados } from '../../shared/esquemas';
import { normalizada } from '../../shared/lista';

const planosAtivos = sql<number>`(
  SELECT count(*) FROM curriculo_itens i JOIN planos p ON p.id = i.plano_id
  WHERE i.disciplina_id = "disciplinas"."id" AND p.ativo)::int`.mapWith(Number);

export const lerDisciplinas = (executor: Executor) =>
  executor
    .select({
      ...getTableColumns(disciplinas),
      moduloNome: modulos.nome,
      moduloOrdem: modulos.ordem,
      planosAtivos,
    })
    .from(disciplinas)
    .innerJoin(modulos, eq(modulos.id, disciplinas.moduloId));

export type LinhaDisciplina = LinhaLida<typeof lerDisciplinas>;

export const paraDisciplina = (l: LinhaDisciplina): DisciplinaResposta => ({
  id: l.id,
  ...respostaDaLinha(CAMPOS_DISCIPLINA, l),
  modulo: { id: l.moduloId, nome: l.moduloNome, ordem: l.moduloOrdem },
  planosAtivos: l.planosAtivos,
  ativo: l.ativo,
  ...versionados(l),
});

/** The declared rules (CAMPOS_DISCIPLINA), an active module, and the column values. */
async function prepararDisciplina(
  app: FastifyInstance,
  corpo: CorpoDisciplina,
  atual: LinhaDisciplina | undefined,
) {
  const erros = validarDisciplina(corpo);
  const modulo = await referenciaInvalida(app.db, modulos, corpo.moduloId, atual?.moduloId, {
    inexistente: M.moduloInexistente,
    inativo: M.moduloInativo,
  });
  if (modulo) erros.moduloId = modulo;
  falharSeErros(erros);
  return valoresDosCampos(CAMPOS_DISCIPLINA, corpo);
}

export const disciplina = definirRegistro<
  LinhaDisciplina,
  DisciplinaResposta,
  ConsultaDisciplinas,
  CorpoDisciplina,
  Preparado<typeof prepararDisciplina>
>({
  tabela: disciplinas,
  entidade: 'disciplina',
  naoEncontrado: M.disciplinaNaoEncontrada,
  ler: lerDisciplinas,
  resposta: paraDisciplina,
  preparar: prepararDisciplina,
  unicos: [
    nomeUnico(disciplinas.nome, M.disciplinaDuplicada, {
      coluna: disciplinas.moduloId,
      id: (v) => v.moduloId,
    }),
  ],
  lista: {
    filtros: (c) => [c.moduloId === undefined ? undefined : eq(disciplinas.moduloId, c.moduloId)],
    busca: { textos: [disciplinas.nome, disciplinas.ementa] },
    ordenacoes: {
      nome: normalizada(disciplinas.nome),
      modulo: modulos.ordem,
      cargaHoraria: disciplinas.cargaHoraria,
    },
    ordenacaoPadrao: 'modulo',
  },
  exportacao: {
    nomeArquivo: 'disciplinas',
    colunas: () => [
      { titulo: 'Código', valor: (x) => x.id, tipo: 'numero' },
      { titulo: 'Módulo', valor: (x) => x.moduloNome },
      { titulo: 'Disciplina', valor: (x) => x.nome },
      { titulo: 'Carga horária (h)', valor: (x) => x.cargaHoraria, tipo: 'numero' },
      { titulo: 'Ementa', valor: (x) => x.ementa },
      { titulo: 'Planos ativos', valor: (x) => x.planosAtivos, tipo: 'numero' },
      { titulo: 'Ativa', valor: (x) => x.ativo },
    ],
  },
});
