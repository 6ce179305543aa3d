// What the curriculum's schemas share beyond the declared fields (CAMPOS_* in
// src/shared/validation/curriculo.ts): computed hours, ids chosen from a list, a curriculum item's
// hours.
import { Type } from 'typebox';
import { camposVersionados } from '../../../shared/esquemas';
import {
  HORAS_MAXIMAS,
  MENSAGENS_CURRICULO as M,
} from '../../../../src/shared/validation/curriculo';

export const carimbos = { ativo: Type.Boolean(), ...camposVersionados() };
export const Horas = (description: string) => Type.Integer({ minimum: 0, description });
export const HorasEntrada = Type.Integer({
  minimum: 1,
  maximum: HORAS_MAXIMAS,
  errorMessage: { maximum: M.horasDemais, default: M.horasInvalidas },
});
export const IdDe = (mensagem: string) => Type.Integer({ minimum: 1, errorMessage: mensagem });
