import { Type } from 'typebox';
import { ocultarCpf, ocultarRg } from '../../../src/shared/validation/documentos';
import { podeVerCpf } from '../../shared/periodo';
import { respostasDeErro } from '../../shared/problem';
import { pluginDeRotas } from '../../shared/plugin';
import { respostaListaCompleta } from '../../shared/lista';
import { listarAcessos, listarAuditoria } from './leitura';
import {
  ConsultaAcessos,
  ConsultaAuditoria,
  ListaAcessos,
  ListaAuditoria,
  RegistroAuditoria,
} from './esquemas';

/** Audit fields that hold a CPF or an RG: hidden like everywhere else for readers without ver-cpf. */
const CAMPOS_CPF = /cpf$/i;
// The apprentice's RG and the educator's identity document (EducIdentidade, issue 31).
const CAMPOS_RG = /^(rg|identidade|educidentidade)$/i;

function ocultarCpfs(registro: RegistroAuditoria): RegistroAuditoria {
  if (!registro.campos) return registro;
  const campos: NonNullable<RegistroAuditoria['campos']> = {};
  for (const [campo, { de, para }] of Object.entries(registro.campos)) {
    const ocultar = (v: unknown) => {
      if (typeof v !== 'string' || v.includes('*')) return v;
      if (CAMPOS_CPF.test(campo)) return ocultarCpf(v);
      return CAMPOS_RG.test(campo) ? ocultarRg(v) : v;
    };
    campos[campo] = { de: ocultar(de), para: ocultar(para) };
  }
  return { ...registro, campos };
}

const tags = ['auditoria'];
const config = { permissao: 'usuarios:admin' } as const;

export const auditoriaRoutes = pluginDeRotas('auditoria', [], (app) => {
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
      // The full trail hides documents like every other screen for a reader without ver-cpf
      // (issue 31: a função with usuarios:admin but not ver-cpf read RGs here in full).
      const lista = await listarAuditoria(app.db, request.query);
      return podeVerCpf(request.usuario) ? lista : { ...lista, data: lista.data.map(ocultarCpfs) };
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
    (request) => listarAcessos(app.db, request.query),
  );
  // The apprentice page's Histórico tab: that record's own changes, for whoever may read the
  // record (the full trail above stays with administrators).
  app.get(
    '/api/aprendiz/:id/alteracoes',
    {
      // The record rule (plugins/escopo.ts): an apprentice within the reader's reach.
      config: { permissao: 'aprendizes:ler', escopo: { id: 'aprendiz' } },
      schema: {
        operationId: 'aprendizAlteracoes',
        tags: ['aprendizes'],
        summary: 'Alterações do cadastro de um aprendiz (as 100 mais recentes)',
        description:
          'Quem criou, alterou, inativou ou reativou o cadastro, quando e quais campos (de → para). ' +
          'CPFs ocultos para quem não tem aprendizes:ver-cpf.',
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        response: {
          200: respostaListaCompleta(RegistroAuditoria),
          ...respostasDeErro(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { data } = await listarAuditoria(app.db, {
        entidade: 'aprendiz',
        entidadeId: String(request.params.id),
        page: 1,
        pageSize: 100,
      });
      const veCpf = podeVerCpf(request.usuario);
      return { data: veCpf ? data : data.map(ocultarCpfs) };
    },
  );
});
