// Request and response shapes of /api/salarios-minimos: the salário mínimo of each year, in integer
// cents, with the decree that set it (what every apprenticeship bolsa is checked against). The
// fields, their limits and words: CAMPOS_SALARIO_MINIMO (src/shared/validation/legislacao.ts).
import { Type, type Static } from 'typebox';
import { componente } from '../../shared/componentes';
import { camposVersionados, Versao } from '../../shared/esquemas';
import { corpoDosCampos, respostaDosCampos } from '../../shared/campos';
import { CAMPOS_SALARIO_MINIMO } from '../../../src/shared/validation/legislacao';

export const SalarioMinimo = Type.Object({
  id: Type.Integer(),
  ...respostaDosCampos(CAMPOS_SALARIO_MINIMO),
  ...camposVersionados(),
});
export type SalarioMinimoResposta = Static<typeof SalarioMinimo>;
export const SalarioMinimoComponente = componente('SalarioMinimo', SalarioMinimo);

export const NovoSalarioMinimo = Type.Object(corpoDosCampos(CAMPOS_SALARIO_MINIMO));
export type CorpoSalarioMinimo = Static<typeof NovoSalarioMinimo>;
export const AlteracaoSalarioMinimo = Type.Object({
  ...corpoDosCampos(CAMPOS_SALARIO_MINIMO),
  versao: Versao,
});
