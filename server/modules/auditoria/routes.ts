import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { pagina } from '../../shared/lista';
import { respostasDeErro } from '../../shared/problem';
import { listarAcessos, listarAuditoria } from './repository';
import { ConsultaAcessos, ConsultaAuditoria, ListaAcessos, ListaAuditoria } from './schemas';

const tags = ['auditoria'];
const config = { permissao: 'usuarios:admin' } as const;

export const auditoriaRoutes: FastifyPluginCallbackTypebox = (app, _opcoes, pronto) => {
  app.get(
    '/api/auditoria',
    {
      config,
      schema: {
        operationId: 'auditoriaListar',
        tags,
        summary: 'Trilha de auditoria: quem alterou o quê, quando',
        description:
          'Mais recentes primeiro (sort=criadoEm para o inverso). Filtros: entidade e entidadeId (o ' +
          'histórico de um registro), usuarioId, acao e período em dias (dataInicio/dataFim, ' +
          'horário de Brasília, inclusive). `campos` traz { de, para } de cada campo alterado, ' +
          'nunca senhas ou tokens.',
        querystring: ConsultaAuditoria,
        response: { 200: ListaAuditoria, ...respostasDeErro(400, 401, 403) },
      },
    },
    async (request) => {
      const { linhas, total } = await listarAuditoria(app.db, request.query);
      const { page, pageSize } = pagina(request.query);
      return { data: linhas, total, page, pageSize };
    },
  );

  app.get(
    '/api/auditoria/acessos',
    {
      config,
      schema: {
        operationId: 'auditoriaAcessos',
        tags,
        summary: 'Registro de acessos: fichas abertas e tentativas de entrada',
        description:
          'Uma linha do tempo com quem abriu (ou exportou) registros de aprendizes (tipo=registro) e ' +
          'cada tentativa de entrada no sistema, com o resultado (tipo=login). Filtros: tipo, ' +
          'usuarioId, entidade/entidadeId, sucesso e período em dias. Senhas nunca são guardadas.',
        querystring: ConsultaAcessos,
        response: { 200: ListaAcessos, ...respostasDeErro(400, 401, 403) },
      },
    },
    async (request) => {
      const { linhas, total } = await listarAcessos(app.db, request.query);
      const { page, pageSize } = pagina(request.query);
      return { data: linhas, total, page, pageSize };
    },
  );
  pronto();
};
