export { ToastProvider } from './ToastProvider';
export { toast, type ToastCarregando } from './toast';
export type { TipoToast } from './variantes';
