// Every provider the screens rely on, in one place (tests render screens inside the same ones).
import { lazy, Suspense, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { AuthProvider } from '../../machines/auth';
import { PreloadContext, type PreloadRota } from '../../shared/routing';
import { ThemeProvider } from '../../shared/theme';
import { SemFalhar } from '../../shared/ui/SemFalhar';
import type { AppStore } from '../../store/store';

interface Props {
  store: AppStore;
  preload?: PreloadRota;
  children: ReactNode;
}

const nada: PreloadRota = () => undefined;

// The toast area (notistack) is not needed to draw the first screen: it loads right after.
const AreaDeToasts = lazy(
  () => import(/* webpackChunkName: "toasts" */ '../../shared/toast/ToastArea'),
);

export function AppProviders({ store, preload = nada, children }: Props) {
  return (
    <Provider store={store}>
      <ThemeProvider>
        <AuthProvider>
          <PreloadContext value={preload}>{children}</PreloadContext>
        </AuthProvider>
        <SemFalhar>
          <Suspense fallback={null}>
            <AreaDeToasts />
          </Suspense>
        </SemFalhar>
      </ThemeProvider>
    </Provider>
  );
}
