// /api/relatorios/*: the seed's report paths (section 7) and the two its screens need, each a
// declaration on the report kit (kit.ts).
import { pluginDeRotas } from '../../shared/plugin';
import { afastados } from './afastados';
import { enturmacao } from './enturmacao';
import { frequencia } from './frequencia';
import { rotaDeRelatorio } from './kit';
import { porCurso } from './por-curso';
import { porParceiro } from './por-parceiro';
import { porTurma } from './por-turma';
import { semEnturmacao } from './sem-enturmacao';

export default pluginDeRotas('relatorios', [], (app) => {
  rotaDeRelatorio(app, porTurma);
  rotaDeRelatorio(app, porParceiro);
  rotaDeRelatorio(app, porCurso);
  rotaDeRelatorio(app, semEnturmacao);
  rotaDeRelatorio(app, afastados);
  rotaDeRelatorio(app, enturmacao);
  rotaDeRelatorio(app, frequencia);
});
