// /api/feriados: every holiday of a year for a place, with its origin; the organisation's own
// (municipal holidays, recessos) as an audited record under the same base.
import { pluginDeRotas } from '../../shared/plugin';
import { problema, respostasDeErro } from '../../shared/problem';
import { rotasPadrao } from '../../shared/registro';
import { MENSAGENS_FERIADO as M } from '../../../src/shared/validation/frequencia';
import { feriadosQueSeAplicam, lugarDoMunicipio, type Lugar } from './aplicaveis';
import { ehUf } from '../../../src/shared/validation/feriados';
import { feriado } from './registro';
import {
  AlteracaoFeriado,
  ConsultaFeriados,
  ConsultaFeriadosDoAno,
  FeriadoComponente,
  FeriadosDoAno,
  NovoFeriado,
} from './esquemas';

const tags = ['feriados'];

export const feriadosRoutes = pluginDeRotas('feriados', [FeriadoComponente], (app) => {
  app.get(
    '/api/feriados',
    {
      config: { permissao: 'cadastros:ler' },
      schema: {
        operationId: 'feriadoDoAno',
        tags,
        summary: 'Feriados de um ano, de todas as origens',
        description:
          'Nacionais, pontos facultativos (Carnaval segunda e terça, Corpus Christi) e, com uf, os ' +
          'estaduais — calculados por biblioteca; com municipioId, também os feriados municipais e ' +
          'os recessos cadastrados pela organização para ele (e os recessos gerais). A UF do ' +
          'município vale quando municipioId é dado.',
        querystring: ConsultaFeriadosDoAno,
        response: { 200: FeriadosDoAno, ...respostasDeErro(400, 401, 403) },
      },
    },
    async (request) => {
      const { ano, uf, municipioId } = request.query;
      const ufPedida = uf?.toUpperCase() ?? null;
      if (ufPedida !== null && !ehUf(ufPedida)) {
        throw problema(400, M.ufInvalida, { uf: M.ufInvalida });
      }
      let lugar: Lugar = { uf: ufPedida, municipioId: null };
      if (municipioId !== undefined) {
        lugar = await lugarDoMunicipio(app.db, municipioId);
        if (lugar.uf === null) {
          throw problema(400, M.municipioInexistente, { municipioId: M.municipioInexistente });
        }
      }
      const porDia = await feriadosQueSeAplicam(app.db, `${ano}-01-01`, `${ano}-12-31`, lugar);
      const data = [...porDia.entries()]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .flatMap(([, dia]) => dia);
      return { ano, uf: lugar.uf, municipioId: lugar.municipioId, data };
    },
  );

  rotasPadrao(app, feriado, {
    base: '/api/feriados',
    lista: '/cadastrados',
    tags,
    operacao: 'feriado',
    permissoes: { ler: 'cadastros:ler', escrever: 'cadastros:escrever' },
    componente: FeriadoComponente,
    consulta: ConsultaFeriados,
    corpoNovo: NovoFeriado,
    corpoAlteracao: AlteracaoFeriado,
    documentacao: {
      listar: {
        summary: 'Feriados municipais e recessos da organização',
        description:
          'q: nome do feriado ou do município; tipo municipal ou recesso; ano: os que caem no ano ' +
          '(os anuais sempre). Ordenação: dataInicio, nome, tipo.',
      },
      exportar: { summary: 'Exportar feriados da organização (CSV ou XLSX)' },
      criar: {
        summary: 'Cadastrar feriado municipal ou recesso',
        description:
          'municipal: um dia (dataFim igual a dataInicio ou ausente) de um município (municipioId, ' +
          'código IBGE), anual opcional. recesso: dataInicio a dataFim (até 90 dias), municipioId ' +
          'opcional (ausente: vale para todos). Erros por campo (400).',
      },
      obter: { summary: 'Um feriado da organização' },
      atualizar: {
        summary: 'Alterar feriado',
        description: 'Leva a versao lida (409 se desatualizada).',
      },
      inativar: { summary: 'Inativar feriado', description: 'Nada é apagado; deixa de valer.' },
      reativar: { summary: 'Reativar feriado' },
    },
  });
});
