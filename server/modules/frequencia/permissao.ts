// Who may save a class day: nobody for a day that has not come yet; a day older than 7 days only
// with frequencia:corrigir. Which classes a user reaches (an educator, their own) is the record
// rule of the kit (server/shared/escopo, plugins/escopo.ts): a request for another class never
// gets here.
import type { UsuarioAutenticado } from '../../tipos-fastify';
import {
  DIAS_PARA_CORRIGIR,
  MENSAGENS_FREQUENCIA as M,
} from '../../../src/shared/validation/frequencia';
import { somarDias } from '../../../src/shared/validation/datas';

/** The date rules every save of a day passes (the reasons are the 422's words). */
export function motivoDaData(data: string, usuario: UsuarioAutenticado, hoje: string) {
  if (data > hoje) return M.futuro;
  if (
    data < somarDias(hoje, -DIAS_PARA_CORRIGIR) &&
    !usuario.permissoes.includes('frequencia:corrigir')
  ) {
    return M.antigo(DIAS_PARA_CORRIGIR);
  }
  return null;
}

/** Why the reader cannot save this (class) day now, or null: what GET shows before any click. */
export function bloqueioDeEscrita(
  data: string,
  usuario: UsuarioAutenticado,
  hoje: string,
): string | null {
  if (!usuario.permissoes.includes('frequencia:escrever')) {
    return 'Você pode ver a frequência, mas não registrá-la.';
  }
  return motivoDaData(data, usuario, hoje);
}
