// An apprentice's leaves: the list, registering one (the situação becomes Afastado) and ending it
// (back to the situação before). The rules: afastamentos-regras.ts and novo-afastamento.ts.
import type { AppTypebox } from '../../shared/plugin';
import { respostasDeErro } from '../../shared/problem';
import { respostaListaCompleta } from '../../shared/lista';
import * as afastamentos from './afastamentos';
import {
  Afastamento,
  AfastamentoEntrada,
  EncerramentoAfastamento,
  ParametroId,
  ParametrosAfastamento,
} from './esquemas';

const tags = ['aprendizes'];
// The record rule (plugins/escopo.ts): the apprentice in the path must be within the reader's reach.
const doAprendiz = { escopo: { id: 'aprendiz' } } as const;
const ler = { permissao: 'aprendizes:ler', ...doAprendiz } as const;
const escrever = { permissao: 'aprendizes:escrever', ...doAprendiz } as const;

export function rotasDosAfastamentos(app: AppTypebox): void {
  app.get(
    '/api/aprendiz/:id/afastamentos',
    {
      config: ler,
      schema: {
        operationId: 'aprendizAfastamentos',
        tags,
        summary: 'Afastamentos do aprendiz (mais recente primeiro)',
        params: ParametroId,
        response: {
          200: respostaListaCompleta(Afastamento.ref),
          ...respostasDeErro(400, 401, 403, 404),
        },
      },
    },
    (request) => afastamentos.listar(app, request.params.id),
  );

  app.post(
    '/api/aprendiz/:id/afastamentos',
    {
      config: escrever,
      schema: {
        operationId: 'aprendizAfastar',
        tags,
        summary: 'Registra um afastamento: a situação passa a Afastado',
        description:
          'Só para aprendizes contratados e ativos, sem outro afastamento aberto nem período sobreposto. ' +
          'Com dataFim (um afastamento que já terminou), o retorno é registrado junto.',
        params: ParametroId,
        body: AfastamentoEntrada,
        response: { 201: Afastamento.ref, ...respostasDeErro(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const criado = await afastamentos.registrar(
        app,
        request.usuario,
        request.params.id,
        request.body,
      );
      return reply.code(201).send(criado);
    },
  );

  app.put(
    '/api/aprendiz/:id/afastamentos/:afastamentoId/encerrar',
    {
      config: escrever,
      schema: {
        operationId: 'aprendizEncerrarAfastamento',
        tags,
        summary: 'Encerra um afastamento: o aprendiz volta à situação anterior',
        params: ParametrosAfastamento,
        body: EncerramentoAfastamento,
        response: { 200: Afastamento.ref, ...respostasDeErro(400, 401, 403, 404, 409) },
      },
    },
    (request) =>
      afastamentos.encerrar(
        app,
        request.usuario,
        request.params.id,
        request.params.afastamentoId,
        request.body.dataFim,
      ),
  );
}
