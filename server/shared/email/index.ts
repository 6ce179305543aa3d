export { enfileirarEmail, type NovaMensagem } from './fila';
export { enviarPendentes, esperaAposFalha, MAX_TENTATIVAS, NAO_CONFIGURADO } from './envio';
export { transporteSmtp } from './transporte';
export { emailsDaCoordenacao } from './destinatarios';
export { corpoDoEmail, escaparHtml } from './texto';
