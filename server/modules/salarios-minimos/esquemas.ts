// Request and response shapes of /api/salarios-minimos: the salário mínimo of each year, in integer
// cents, with the decree that set it (what every apprenticeship bolsa is checked against).
import { Type, type Static } from 'typebox';
import { componente } from '../../shared/componentes';
import { camposVersionados, Versao } from '../../shared/esquemas';
import { MENSAGENS_SALARIO_MINIMO as M } from '../../../src/shared/validation/legislacao';

export const SalarioMinimo = Type.Object({
  id: Type.Integer(),
  ano: Type.Integer(),
  valorCentavos: Type.Integer({ description: 'Valor mensal em centavos (R$ 1.518,00 = 151800).' }),
  decreto: Type.String({ description: 'O decreto que fixou o valor.' }),
  ...camposVersionados(),
});
export type SalarioMinimoResposta = Static<typeof SalarioMinimo>;
export const SalarioMinimoComponente = componente('SalarioMinimo', SalarioMinimo);

const campos = {
  ano: Type.Integer({ errorMessage: M.anoInvalido }),
  valorCentavos: Type.Integer({ errorMessage: M.valorInvalido }),
  decreto: Type.String({ maxLength: 400, errorMessage: M.informeDecreto }),
};

export const NovoSalarioMinimo = Type.Object(campos);
export type CorpoSalarioMinimo = Static<typeof NovoSalarioMinimo>;
export const AlteracaoSalarioMinimo = Type.Object({ ...campos, versao: Versao });
