// The curriculum (OpenAPI tag 'modulos'): /api/cursos, /api/modulos, /api/disciplinas and
// /api/planos as audited records (server/shared/registro), plus what is their own: reordering the
// modules, a plan's curriculum read and saved whole, and the plan as a PDF.
import { Arquivo } from '../../shared/arquivo';
import { ParametroId } from '../../shared/esquemas';
import { enviarPdf } from '../../shared/pdf';
import { pluginDeRotas } from '../../shared/plugin';
import { respostasDeErro } from '../../shared/problem';
import { rotasPadrao, type RotasRegistro } from '../../shared/registro';
import { respostaListaCompleta } from '../../shared/lista';
import { obterCurriculo, salvarCurriculo } from './curriculo';
import { curso } from './cursos';
import { disciplina } from './disciplinas';
import { modulo, paraModulo, reordenarModulos } from './modulos';
import { documentoDoPlano } from './pdf';
import { plano } from './planos';
import * as S from './esquemas';

const tags = ['modulos'];
const permissoes = { ler: 'modulos:ler', escrever: 'modulos:escrever' } as const;
const ler = { permissao: permissoes.ler } as const;
const escrever = { permissao: permissoes.escrever } as const;

/** The words of the standard routes of a record whose name is `nome` ("curso", "módulo"...). */
function documentacao(
  artigo: 'o' | 'a',
  nome: string,
  plural: string,
  extra: { listar?: string; inativar?: string; exportar?: boolean } = {},
): RotasRegistro['documentacao'] {
  const um = artigo === 'o' ? 'Um' : 'Uma';
  return {
    listar: {
      summary: `Listar ${plural}`,
      ...(extra.listar && { description: extra.listar }),
    },
    ...(extra.exportar && {
      exportar: { summary: `Exportar ${plural} (CSV ou XLSX) com os filtros e a ordem da lista` },
    }),
    criar: { summary: `Cadastrar ${nome}` },
    obter: { summary: `${um} ${nome}` },
    atualizar: {
      summary: `Alterar ${nome}`,
      description: 'Leva a `versao` lida (409 se outra pessoa salvou depois).',
    },
    inativar: {
      summary: `Inativar ${nome}`,
      description: `Nada é apagado.${extra.inativar ? ` ${extra.inativar}` : ''}`,
    },
    reativar: { summary: `Reativar ${nome}` },
  };
}

export const curriculoRoutes = pluginDeRotas(
  'curriculo',
  [
    S.CursoComponente,
    S.ModuloComponente,
    S.DisciplinaComponente,
    S.PlanoComponente,
    S.CurriculoComponente,
  ],
  (app) => {
    rotasPadrao(app, curso, {
      base: '/api/cursos',
      tags,
      operacao: 'curso',
      permissoes,
      componente: S.CursoComponente,
      consulta: S.ConsultaCursos,
      corpoNovo: S.NovoCurso,
      corpoAlteracao: S.AlteracaoCurso,
      documentacao: documentacao('o', 'curso', 'cursos', {
        listar:
          'Os mesmos cursos da consulta /api/cadastros/curso. q: nome ou descrição. Ordenação: ' +
          'nome, cargaHorariaTotal, criadoEm.',
        inativar: 'Um curso com turmas não encerradas ou planos ativos não é inativado (409).',
        exportar: true,
      }),
    });

    rotasPadrao(app, modulo, {
      base: '/api/modulos',
      tags,
      operacao: 'modulo',
      permissoes,
      componente: S.ModuloComponente,
      consulta: S.ConsultaModulos,
      corpoNovo: S.NovoModulo,
      corpoAlteracao: S.AlteracaoModulo,
      documentacao: documentacao('o', 'módulo', 'módulos', {
        listar: 'Na ordem da formação (ordem), com as disciplinas ativas e a soma das suas horas.',
        exportar: true,
      }),
      rotasDaColecao: () => {
        app.put(
          '/api/modulos/ordem',
          {
            config: escrever,
            schema: {
              operationId: 'moduloReordenar',
              tags,
              summary: 'Reordenar os módulos',
              description:
                'ids: todos os módulos ativos, na nova ordem (1, 2, 3…), gravados juntos. Se a ' +
                'lista mudou enquanto a pessoa reordenava, 409.',
              body: S.Reordenacao,
              response: {
                200: respostaListaCompleta(S.ModuloComponente.ref),
                ...respostasDeErro(400, 401, 403, 409),
              },
            },
          },
          async (request) => ({
            data: (await reordenarModulos(app, request.usuario, request.body.ids)).map(paraModulo),
          }),
        );
      },
    });

    rotasPadrao(app, disciplina, {
      base: '/api/disciplinas',
      tags,
      operacao: 'disciplina',
      permissoes,
      componente: S.DisciplinaComponente,
      consulta: S.ConsultaDisciplinas,
      corpoNovo: S.NovaDisciplina,
      corpoAlteracao: S.AlteracaoDisciplina,
      documentacao: documentacao('a', 'disciplina', 'disciplinas', {
        listar:
          'moduloId: as de um módulo; q: nome ou ementa. Ordenação: modulo (padrão), nome, ' +
          'cargaHoraria.',
        inativar: 'Os currículos que já a têm continuam com ela; só não pode ser incluída de novo.',
        exportar: true,
      }),
    });

    rotasPadrao(app, plano, {
      base: '/api/planos',
      tags,
      operacao: 'plano',
      permissoes,
      componente: S.PlanoComponente,
      consulta: S.ConsultaPlanos,
      corpoNovo: S.NovoPlano,
      corpoAlteracao: S.AlteracaoPlano,
      documentacao: documentacao('o', 'plano de curso', 'planos de curso', {
        listar:
          'cursoId: os de um curso; vigentesEm (aaaa-mm-dd): os em vigor nesse dia; q: nome. ' +
          'Ordenação: curso (padrão), nome, vigenciaInicio.',
        inativar: 'Um plano seguido por turmas em andamento não é inativado (409).',
        exportar: true,
      }),
    });

    app.get(
      '/api/planos/:id/curriculo',
      {
        config: ler,
        schema: {
          operationId: 'planoCurriculo',
          tags,
          summary: 'Currículo do plano',
          description:
            'As disciplinas na ordem do plano, com as horas de cada uma, o total e a diferença ' +
            'para as horas do curso (aviso, não impedimento).',
          params: ParametroId,
          response: { 200: S.CurriculoComponente.ref, ...respostasDeErro(400, 401, 403, 404) },
        },
      },
      (request) => obterCurriculo(app.db, request.params.id),
    );

    app.put(
      '/api/planos/:id/curriculo',
      {
        config: escrever,
        schema: {
          operationId: 'planoCurriculoSalvar',
          tags,
          summary: 'Salvar o currículo do plano (a lista inteira)',
          description:
            'itens: a lista inteira, cada disciplina uma vez; a ordem é renumerada de 1 em ' +
            'diante; cargaHoraria ausente usa a da disciplina. Uma disciplina inativa não entra ' +
            '(a que já estava fica). Leva a `versao` do plano. Com turmas em andamento seguindo o ' +
            'plano, uma mudança pede confirmarTurmasEmAndamento: true (409 ' +
            '/problemas/confirmar-turmas-em-andamento sem ela). Tudo numa transação.',
          params: ParametroId,
          body: S.AlteracaoCurriculo,
          response: { 200: S.CurriculoComponente.ref, ...respostasDeErro(400, 401, 403, 404, 409) },
        },
      },
      (request) => salvarCurriculo(app, request.usuario, request.params.id, request.body),
    );

    app.get(
      '/api/planos/:id/curriculo/pdf',
      {
        config: ler,
        schema: {
          operationId: 'planoCurriculoPdf',
          tags,
          summary: 'O plano de curso em PDF (A4), para imprimir',
          params: ParametroId,
          response: {
            200: Arquivo('pdf'),
            ...respostasDeErro(400, 401, 403, 404),
          },
        },
      },
      async (request, reply) => {
        const p = await plano.existente(app.db, request.params.id);
        return enviarPdf(reply, `plano-${p.id}`, await documentoDoPlano(app, p.id));
      },
    );
  },
);
