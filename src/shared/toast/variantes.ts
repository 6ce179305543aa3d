// notistack knows success/info/warning/error/default; 'loading' is ours (stays until resolved).
declare module 'notistack' {
  interface VariantOverrides {
    loading: true;
  }
}

export type TipoToast = 'success' | 'info' | 'warning' | 'error' | 'loading';
