// The discipline (disciplina) as an audited record: it belongs to one module, its name is used once
// within that module, and a module that is inactive cannot receive new disciplines. Inactivating a
// discipline keeps it in the curricula that have it (they are history); it only cannot be added.
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { disciplinas, modulos } from '../../db/schema';
import type { Executor } from '../../shared/executor';
import { definirRegistro, referenciaInvalida, type LinhaLida } from '../../shared/registro';
import { texto, textoLivre } from '../../shared/texto';
import {
  MENSAGENS_CURRICULO as M,
  validarNomeEHoras,
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
  moduloId: l.moduloId,
  modulo: { id: l.moduloId, nome: l.moduloNome, ordem: l.moduloOrdem },
  nome: l.nome,
  cargaHoraria: l.cargaHoraria,
  ementa: l.ementa,
  planosAtivos: l.planosAtivos,
  ativo: l.ativo,
  ...versionados(l),
});

export const disciplina = definirRegistro<
  LinhaDisciplina,
  DisciplinaResposta,
  ConsultaDisciplinas,
  CorpoDisciplina
>({
  tabela: disciplinas,
  entidade: 'disciplina',
  naoEncontrado: M.disciplinaNaoEncontrada,
  ler: lerDisciplinas,
  resposta: paraDisciplina,
  preparar: async (app, corpo, atual) => {
    const erros = validarNomeEHoras(corpo.nome, corpo.cargaHoraria, 'cargaHoraria');
    const modulo = await referenciaInvalida(app.db, modulos, corpo.moduloId, atual?.moduloId, {
      inexistente: M.moduloInexistente,
      inativo: M.moduloInativo,
    });
    if (modulo) erros.moduloId = modulo;
    falharSeErros(erros);
    return {
      moduloId: corpo.moduloId,
      nome: texto(corpo.nome),
      cargaHoraria: corpo.cargaHoraria,
      ementa: textoLivre(corpo.ementa) ?? '',
    };
  },
  unicos: [
    nomeUnico(disciplinas.nome, M.disciplinaDuplicada, {
      coluna: disciplinas.moduloId,
      campo: 'moduloId',
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
