// POST /api/aprendiz/importar/validar: the dry run of a spreadsheet import of apprentices (issue
// 17): nothing is written; every row comes back valid or with its errors under their columns.
import { dataLocal } from '../../../src/shared/validation/datas';
import { lerPlanilha, PlanilhaInvalida } from '../../shared/importacao/planilha';
import { pluginDeRotas } from '../../shared/plugin';
import { problema, respostasDeErro } from '../../shared/problem';
import { ArquivoImportacao, ValidacaoImportacaoComponente } from './schemas';
import { validarPlanilha } from './validacao';

export const importacaoRoutes = pluginDeRotas(
  'importacao',
  [ValidacaoImportacaoComponente],
  (app) => {
    app.post(
      '/api/aprendiz/importar/validar',
      {
        config: { permissao: 'aprendizes:escrever' },
        // A 5 MB file is ~6.7 MB of base64.
        bodyLimit: 8 * 1024 * 1024,
        schema: {
          operationId: 'aprendizImportacaoValidar',
          tags: ['importacao'],
          summary: 'Simula a importação de uma planilha de aprendizes (nada é gravado)',
          description:
            'Cada linha volta válida ou com seus erros, em português, sob a coluna da planilha: CPF inválido ou repetido ' +
            '(no arquivo ou já cadastrado), município desconhecido, menor sem responsável e as demais regras do cadastro.',
          body: ArquivoImportacao,
          response: {
            200: ValidacaoImportacaoComponente.ref,
            ...respostasDeErro(400, 401, 403),
          },
        },
      },
      async (request) => {
        const { nome, conteudo } = request.body;
        try {
          const planilha = lerPlanilha(Buffer.from(conteudo, 'base64'), nome);
          const { colunasIgnoradas, linhas } = await validarPlanilha(
            app.db,
            planilha,
            dataLocal(app.agora()),
          );
          return {
            total: linhas.length,
            validas: linhas.filter((l) => l.erros.length === 0).length,
            colunasIgnoradas,
            linhas: linhas.map(({ numero, nome: nomeDaLinha, erros }) => ({
              numero,
              nome: nomeDaLinha,
              erros,
            })),
          };
        } catch (erro) {
          if (erro instanceof PlanilhaInvalida) {
            throw problema(400, erro.message, { conteudo: erro.message });
          }
          throw erro;
        }
      },
    );
  },
);
