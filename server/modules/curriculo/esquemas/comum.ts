// What the curriculum's schemas share: hours, names, ids chosen from a list, long texts.
import { Type } from 'typebox';
import { camposVersionados } from '../../../shared/esquemas';
import {
  HORAS_MAXIMAS,
  MENSAGENS_CURRICULO as M,
} from '../../../../src/shared/validation/curriculo';

export const carimbos = { ativo: Type.Boolean(), ...camposVersionados() };
export const Data = (description: string) => Type.String({ format: 'date', description });
export const Horas = (description: string) => Type.Integer({ minimum: 0, description });
export const Nome = Type.String({ maxLength: 500, errorMessage: M.informeNome });
export const HorasEntrada = Type.Integer({
  minimum: 1,
  maximum: HORAS_MAXIMAS,
  errorMessage: M.horasInvalidas,
});
export const IdDe = (mensagem: string) => Type.Integer({ minimum: 1, errorMessage: mensagem });
export const TextoLongo = Type.Optional(
  Type.Union([Type.String({ maxLength: 5000 }), Type.Null()]),
);
