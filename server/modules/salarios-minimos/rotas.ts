// /api/salarios-minimos: the registry of the salário mínimo per year (list, create, read, update of
// the audited-record kit). Whoever reads contracts may read it (the review shows the minimum);
// only salario-minimo:escrever changes it.
import { pluginDeRotas } from '../../shared/plugin';
import { rotasPadrao } from '../../shared/registro';
import { salarioMinimo } from './registro';
import { AlteracaoSalarioMinimo, NovoSalarioMinimo, SalarioMinimoComponente } from './esquemas';

const tags = ['salarios-minimos'];

export const salariosMinimosRoutes = pluginDeRotas(
  'salarios-minimos',
  [SalarioMinimoComponente],
  (app) => {
    rotasPadrao(app, salarioMinimo, {
      base: '/api/salarios-minimos',
      tags,
      operacao: 'salarioMinimo',
      permissoes: { ler: 'contratos:ler', escrever: 'salario-minimo:escrever' },
      componente: SalarioMinimoComponente,
      corpoNovo: NovoSalarioMinimo,
      corpoAlteracao: AlteracaoSalarioMinimo,
      documentacao: {
        listar: { summary: 'O salário mínimo de cada ano, com o decreto' },
        criar: {
          summary: 'Cadastrar o salário mínimo de um ano',
          description:
            'ano (um por ano: 409), valorCentavos (mensal, em centavos) e o decreto. A bolsa de ' +
            'todo contrato de aprendizagem iniciado nesse ano passa a ser conferida com ele ' +
            '(CLT, art. 428, § 2º).',
        },
        obter: { summary: 'O salário mínimo de um ano' },
        atualizar: {
          summary: 'Corrigir o salário mínimo de um ano',
          description: 'Leva a versao lida (409 se desatualizada).',
        },
      },
    });
  },
);
