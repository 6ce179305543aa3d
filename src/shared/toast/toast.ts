// How code raises toasts: toast.success('Salvo.'), or for slow work a loading toast that stays
// until it is resolved: const t = toast.loading('Gerando relatório...'); t.sucesso('Pronto.').
import { closeSnackbar, enqueueSnackbar, type SnackbarKey } from 'notistack';
import type { TipoToast } from './variantes';

export interface ToastCarregando {
  sucesso: (mensagem: string) => void;
  erro: (mensagem: string) => void;
  fechar: () => void;
}

const mostrar = (variant: TipoToast, mensagem: string, persist = false): SnackbarKey =>
  enqueueSnackbar(mensagem, { variant, persist });

// notistack's module-level functions reach the mounted SnackbarProvider, so effects outside React
// (listener middleware) can raise toasts too.
export const toast = {
  success: (mensagem: string) => mostrar('success', mensagem),
  info: (mensagem: string) => mostrar('info', mensagem),
  warning: (mensagem: string) => mostrar('warning', mensagem),
  error: (mensagem: string) => mostrar('error', mensagem),
  loading(mensagem: string): ToastCarregando {
    const chave = mostrar('loading', mensagem, true);
    const trocar = (variant: TipoToast) => (texto: string) => {
      closeSnackbar(chave);
      mostrar(variant, texto);
    };
    return {
      sucesso: trocar('success'),
      erro: trocar('error'),
      fechar: () => {
        closeSnackbar(chave);
      },
    };
  },
};
