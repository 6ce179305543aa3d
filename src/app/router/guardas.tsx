// Who may be where: /login only signed out, everything else only signed in, / sends each to its
// home. While the session is checked the root shows the spinner, so these never guess.
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../../machines/auth';

export function InicioRedirect() {
  const { autenticado } = useAuth();
  return <Navigate to={autenticado ? '/dashboard' : '/login'} replace />;
}

interface DeOnde {
  from?: string;
}

export function SomenteDeslogado() {
  const { autenticado } = useAuth();
  const location = useLocation();
  if (autenticado) {
    const from = (location.state as DeOnde | null)?.from;
    return <Navigate to={from && from !== '/login' ? from : '/dashboard'} replace />;
  }
  return <Outlet />;
}

export function SomenteAutenticado() {
  const { autenticado } = useAuth();
  const location = useLocation();
  if (!autenticado) {
    // Back to where the person was going once they sign in.
    const state: DeOnde = { from: location.pathname + location.search };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}
