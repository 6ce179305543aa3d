// Every provider the screens rely on, in one place (tests render screens inside the same ones).
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { AuthProvider } from '../../machines/auth';
import { PreloadContext, type PreloadRota } from '../../shared/routing';
import { ThemeProvider } from '../../shared/theme';
import { toastPedido } from '../../shared/toast';
import { SemFalhar } from '../../shared/ui/SemFalhar';
import { useAppSelector } from '../../store/hooks';
import { selectTemSessao } from '../../store/session';
import type { AppStore } from '../../store/store';

interface Props {
  store: AppStore;
  preload?: PreloadRota;
  children: ReactNode;
}

const nada: PreloadRota = () => undefined;

// The toast area (notistack, ~13 KB gzip) is not needed to draw the first screen, nor on /login
// unless a toast is raised there: it loads once someone is signed in (the building blocks' toasts
// need it mounted) or when the first toast is raised (which waits in toast.ts's queue).
const AreaDeToasts = lazy(
  () => import(/* webpackChunkName: "toasts" */ '../../shared/toast/ToastArea'),
);

function AreaDeToastsQuandoPrecisar() {
  const temSessao = useAppSelector(selectTemSessao);
  const pedido = useSyncExternalStore(toastPedido.assinar, toastPedido.valor, toastPedido.valor);
  if (!temSessao && !pedido) return null;
  return (
    <SemFalhar>
      <Suspense fallback={null}>
        <AreaDeToasts />
      </Suspense>
    </SemFalhar>
  );
}

export function AppProviders({ store, preload = nada, children }: Props) {
  return (
    <Provider store={store}>
      <ThemeProvider>
        <AuthProvider>
          <PreloadContext value={preload}>{children}</PreloadContext>
        </AuthProvider>
        <AreaDeToastsQuandoPrecisar />
      </ThemeProvider>
    </Provider>
  );
}
