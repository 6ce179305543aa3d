// /api/educadores: educators with the seed's field names (EducNome...), the standard routes of an
// audited record (server/shared/registro), their classes and the apprentices in those classes.
import { Type } from 'typebox';
import { escopoDe } from '../../shared/escopo';
import { ParametroId } from '../../shared/esquemas';
import { pluginDeRotas } from '../../shared/plugin';
import { respostasDeErro } from '../../shared/problem';
import { rotasPadrao } from '../../shared/registro';
import { podeVerCpf } from '../../shared/periodo';
import { listarAlocacoes } from '../alocacoes';
import { abertas, consultaAlocacoes, ListaAlocacoes } from '../alocacoes';
import { turma } from '../turmas';
import { ConsultaTurmasDoEducador, ListaTurmas } from '../turmas';
import { educador } from './registro';
import {
  AlteracaoEducador,
  ConsultaEducadores,
  EducadorComponente,
  NovoEducador,
} from './esquemas';

const tags = ['educadores'];
const ler = { permissao: 'educadores:ler' } as const;

const ConsultaAprendizesDoEducador = consultaAlocacoes({
  abertas: Type.Optional(abertas('Alocados agora (true, padrão), desalocados (false) ou todas.')),
});

export const educadoresRoutes = pluginDeRotas('educadores', [EducadorComponente], (app) => {
  rotasPadrao(app, educador, {
    base: '/api/educadores',
    tags,
    operacao: 'educador',
    permissoes: { ler: 'educadores:ler', escrever: 'educadores:escrever' },
    componente: EducadorComponente,
    consulta: ConsultaEducadores,
    corpoNovo: NovoEducador,
    corpoAlteracao: AlteracaoEducador,
    documentacao: {
      listar: {
        summary: 'Listar educadores',
        description:
          'q: nome ou e-mail (sem distinção de acentos) ou dígitos do CPF; ativo: true, false ou ' +
          'todos. Ordenação: EducNome, EducDataEntrada, criadoEm.',
      },
      exportar: { summary: 'Exportar educadores (CSV ou XLSX) com os filtros e a ordem da lista' },
      criar: {
        summary: 'Cadastrar educador',
        description:
          "Campos com os nomes do formulário (EducNome...). Só EducNome é obrigatório: 'Nome deve " +
          "ter no mínimo 3 caracteres'; EducEMail vazio é aceito, senão 'Email inválido'; EducSexo " +
          'M, F ou TODOS. Erros em `errors` com o nome do campo (400). CPF único entre educadores (409).',
      },
      obter: { summary: 'Um educador' },
      atualizar: {
        summary: 'Alterar educador',
        description:
          'O formulário de edição não tem EducGrauInstrucao: o valor gravado é mantido. Leva a ' +
          '`versao` lida (409 se outra pessoa salvou depois).',
      },
      inativar: {
        summary: 'Inativar educador',
        description:
          'Nada é apagado. Um educador responsável por turmas ativas não encerradas não é inativado (409).',
      },
      reativar: { summary: 'Reativar educador' },
    },
  });

  app.get(
    '/api/educadores/:id/turmas',
    {
      // The record rule: another educator's classes and apprentices list empty for an educator.
      config: { ...ler, escopo: {} },
      schema: {
        operationId: 'educadorTurmas',
        tags,
        summary: 'Turmas do educador',
        description: 'Os filtros e a ordenação de GET /api/turmas (sem educadorId).',
        params: ParametroId,
        querystring: ConsultaTurmasDoEducador,
        response: { 200: ListaTurmas, ...respostasDeErro(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await educador.existente(app.db, request.params.id);
      return turma.responderLista(
        app.db,
        { ...request.query, educadorId: request.params.id },
        request.usuario,
        app.agora(),
        await escopoDe(app.db, request),
      );
    },
  );

  app.get(
    '/api/educadores/:id/aprendizes',
    {
      config: { ...ler, escopo: {} },
      schema: {
        operationId: 'educadorAprendizes',
        tags,
        summary: 'Aprendizes nas turmas do educador',
        description:
          'Alocações nas turmas do educador: abertas true (padrão), false ou todas. CPF mascarado ' +
          'sem aprendizes:ver-cpf.',
        params: ParametroId,
        querystring: ConsultaAprendizesDoEducador,
        response: { 200: ListaAlocacoes, ...respostasDeErro(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await educador.existente(app.db, request.params.id);
      return listarAlocacoes(
        app.db,
        { ...request.query, educadorId: request.params.id },
        podeVerCpf(request.usuario),
        await escopoDe(app.db, request),
        'true',
      );
    },
  );
});
