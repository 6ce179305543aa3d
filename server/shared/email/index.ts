export { enfileirarEmail, type NovaMensagem } from './fila';
export {
  enviarPendentes,
  esperaAposFalha,
  MAX_TENTATIVAS,
  NAO_CONFIGURADO,
  RESERVA_MS,
  respostaDoErro,
  type Mensagem,
  type Transporte,
} from './envio';
export { transporteSmtp, type TransporteSmtp } from './transporte';
export { emailsDaCoordenacao } from './destinatarios';
export { corpoDoEmail, escaparHtml, type Bloco } from './texto';
