// What the sign-in screen says when the server (or the sign-in's own code) cannot be reached: the
// same words whether the request failed or the auth chunk could not be fetched (carregarAuth.ts).
import { NETWORK_ERROR_TEXT } from '../../shared/constants';
import type { ErroAuth } from '../../store/eventosDaSessao';

export const SEM_CONEXAO: ErroAuth = {
  titulo: NETWORK_ERROR_TEXT,
  mensagem: 'Sem conexão com o servidor. Verifique sua internet e tente novamente.',
};
