import { Navigate, Outlet } from 'react-router';
import { useIsLoggedIn } from '../shared/auth/token-store';

/** Every route but the sign-in screens: signed out → /login (`000 §2`). */
export function RequireAuth() {
  return useIsLoggedIn() ? <Outlet /> : <Navigate to="/login" replace />;
}

/** /login, /forgot-password, /reset-password/:token: a signed-in user goes home (`000 §2`). */
export function PublicOnly() {
  return useIsLoggedIn() ? <Navigate to="/" replace /> : <Outlet />;
}
