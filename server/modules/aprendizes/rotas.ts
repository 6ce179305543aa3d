// /api/aprendiz (seed-spec section 7): the list, its export and stats (rotas-lista.ts), the
// record's standard routes (server/shared/registro: read in the access log, create, update with
// versao, inactivate, reactivate), the situação history and the leaves. Its record schemas are
// OpenAPI components (the client's named types).
import { pluginDeRotas } from '../../shared/plugin';
import { respostasDeErro } from '../../shared/problem';
import { rotasPadrao } from '../../shared/registro';
import { respostaListaCompleta } from '../../shared/lista';
import { registrarAcesso } from './acessos';
import { conferirCpfDoCorpo } from './consulta-cpf';
import { aprendiz } from './registro';
import { historicoDe } from './historico';
import { rotasDaLista } from './rotas-lista';
import { rotasDosAfastamentos } from './rotas-afastamentos';
import {
  Aprendiz,
  AprendizAtualizacao,
  AprendizEntrada,
  componentesAprendiz,
  HistoricoSituacao,
  ParametroId,
} from './esquemas';

const tags = ['aprendizes'];
// The record rule (plugins/escopo.ts): the apprentice in the path must be within the reader's reach.
const ler = { permissao: 'aprendizes:ler', escopo: { id: 'aprendiz' } } as const;

export const aprendizesRoutes = pluginDeRotas(
  'aprendizes',
  componentesAprendiz,
  (app) => {
    conferirCpfDoCorpo(app);
    rotasPadrao(app, aprendiz, {
      base: '/api/aprendiz',
      tags,
      operacao: 'aprendiz',
      permissoes: { ler: 'aprendizes:ler', escrever: 'aprendizes:escrever' },
      componente: Aprendiz,
      corpoNovo: AprendizEntrada,
      corpoAlteracao: AprendizAtualizacao,
      parametros: ParametroId,
      aoObter: (request, id) => registrarAcesso(app.db, request, id, 'visualizar', app.agora()),
      rotasDaColecao: () => rotasDaLista(app),
      documentacao: {
        criar: { summary: 'Cadastra um aprendiz (situação Inscrito)' },
        obter: {
          summary: 'O cadastro de um aprendiz (o acesso fica registrado)',
          description:
            'CPFs ocultos para quem não tem aprendizes:ver-cpf. Cada abertura grava quem, quando e de onde.',
        },
        atualizar: { summary: 'Altera o cadastro (com versao); a situação não muda por aqui' },
        inativar: { summary: 'Inativa o aprendiz (nada é apagado)' },
        reativar: { summary: 'Reativa um aprendiz inativo' },
      },
      erros: {
        criar: [400, 401, 403, 409, 422, 429],
        atualizar: [400, 401, 403, 404, 409, 422, 429],
        inativar: [400, 401, 403, 404],
      },
    });

    app.get(
      '/api/aprendiz/:id/historico',
      {
        config: ler,
        schema: {
          operationId: 'aprendizHistorico',
          tags,
          summary: 'Histórico de situações (mais recente primeiro), com data, usuário e motivo',
          params: ParametroId,
          response: {
            200: respostaListaCompleta(HistoricoSituacao.ref),
            ...respostasDeErro(400, 401, 403, 404),
          },
        },
      },
      async (request) => {
        const { id } = request.params;
        await aprendiz.existente(app.db, id);
        return { data: await historicoDe(app.db, id) };
      },
    );

    rotasDosAfastamentos(app);
  },
  { dependencias: ['errors', 'cadastros'] },
);
