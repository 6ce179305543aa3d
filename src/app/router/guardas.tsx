// Who may be where: /login only signed out, everything else only signed in, / sends each to its
// home; a temporary password goes to /trocar-senha first. While the session is checked the root shows the spinner, so these never guess.
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
  const { autenticado, usuario } = useAuth();
  const location = useLocation();
  if (!autenticado) {
    // Back to where the person was going once they sign in.
    const state: DeOnde = { from: location.pathname + location.search };
    return <Navigate to="/login" replace state={state} />;
  }
  // A temporary password opens nothing but its own screen: the API refuses the rest until it is
  // changed, and a menu of refusals reads as a broken system.
  if (usuario?.trocarSenha && location.pathname !== '/trocar-senha') {
    const state: DeOnde = { from: location.pathname + location.search };
    return <Navigate to="/trocar-senha" replace state={state} />;
  }
  return <Outlet />;
}
