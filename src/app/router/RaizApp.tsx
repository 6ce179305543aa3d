// The root of every route: the whole-screen spinner while the session is checked, the slow
// navigation indicator, the page title and scroll restoration.
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { useAuth } from '../../machines/auth';
import { usePendenteVisivel } from '../../shared/hooks/usePendenteVisivel';
import { BarraDeProgresso } from '../../shared/ui/BarraDeProgresso';
import { TelaCarregando } from '../../shared/ui/TelaCarregando';
import { useTituloDaPagina } from './useTituloDaPagina';

export function RaizApp() {
  const { verificando } = useAuth();
  const navigation = useNavigation();
  const pendente = usePendenteVisivel(navigation.state !== 'idle');
  const { pathname } = useLocation();
  useTituloDaPagina(pathname);

  if (verificando) return <TelaCarregando texto="Carregando..." />;
  return (
    <>
      {pendente && <BarraDeProgresso rotulo="Carregando página" />}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
