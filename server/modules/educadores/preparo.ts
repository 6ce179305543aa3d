// From the educator's form to column values: the declared rules (shared with the form) and each
// field as its kind is stored (CAMPOS_EDUCADOR: texts trimmed, blanks as null, CPF and CEP as
// digits, a hidden CPF keeps the stored one); every wrong field in one 400 keyed by the seed's
// names. EducGrauInstrucao is set on creation only.
import type { FastifyInstance } from 'fastify';
import { grausEscolaridade } from '../../db/schema';
import { existeId } from '../../shared/executor';
import { invalido } from '../../shared/problem';
import { valoresDosCampos } from '../../shared/campos';
import { dataLocal } from '../../../src/shared/validation/datas';
import {
  CAMPOS_EDUCADOR,
  MENSAGENS_EDUCADOR as M,
  validarEducador,
} from '../../../src/shared/validation/educador';
import type { LinhaEducador } from './leitura';
import type { AlteracaoEducador, NovoEducador } from './esquemas';

export async function prepararEducador(
  app: FastifyInstance,
  corpo: NovoEducador | AlteracaoEducador,
  atual: LinhaEducador | undefined,
) {
  const erros = validarEducador(corpo, { hoje: dataLocal(app.agora()) });
  // Only the new-educator form has EducGrauInstrucao; an edit keeps the stored one whatever it sends.
  const valores = valoresDosCampos(CAMPOS_EDUCADOR, corpo, atual);
  const grau = valores.grauInstrucaoId;
  if (grau !== undefined && grau !== null && !(await existeId(app.db, grausEscolaridade, grau))) {
    erros.EducGrauInstrucao = M.grauInstrucaoInvalido;
  }
  if (Object.keys(erros).length > 0) throw invalido(erros);
  return valores;
}
