// Only the light API is exported here; the area itself (ToastArea.tsx) is loaded lazily by the app.
export { toast, toastPedido } from './toast';
