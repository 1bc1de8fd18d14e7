import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import {
  selectIsAuthenticated,
  selectIsLoggingOut,
  selectIsReady,
  selectIsUnderMaintenance,
} from '../../machines/app/app.selectors.ts';
import { useAppSelector, useRuntime } from './app-context.tsx';
import { PATHS } from './paths.ts';

/** Where the maintenance page sends the visitor back to. */
export interface MaintenanceReturnState {
  from: string;
}

/** Spec §2: while the site is under maintenance its pages give way to the maintenance page. */
export function MaintenanceGate() {
  const underMaintenance = useAppSelector(selectIsUnderMaintenance);
  const location = useLocation();
  if (underMaintenance) {
    const state: MaintenanceReturnState = {
      from: location.pathname + location.search + location.hash,
    };
    return <Navigate to={PATHS.maintenance} replace state={state} />;
  }
  return <Outlet />;
}

function Pending() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <CircularProgress aria-hidden />
    </Box>
  );
}

/**
 * Spec §2: without a session the target address is kept as the return URL and the visitor
 * goes to /login. A player who signs out here is sent home by the app machine instead.
 */
export function ProtectedRoute() {
  const isReady = useAppSelector(selectIsReady);
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  // A sign-out under way means there was a session here, even if the page appeared after it
  // began (an interruption dialog is answered while the page's code still loads).
  const hadSession = useAppSelector((s) => selectIsAuthenticated(s) || selectIsLoggingOut(s));
  const [wasAuthenticated, setWasAuthenticated] = useState(hadSession);
  if (hadSession && !wasAuthenticated) setWasAuthenticated(true);
  const mustLogIn = isReady && !isAuthenticated && !wasAuthenticated;

  const { storage } = useRuntime();
  const location = useLocation();
  const navigate = useNavigate();
  const target = location.pathname + location.search + location.hash;
  useEffect(() => {
    if (!mustLogIn) return;
    storage.write('returnUrl', target);
    void navigate(PATHS.login, { replace: true });
  }, [mustLogIn, storage, target, navigate]);

  return isAuthenticated ? <Outlet /> : <Pending />;
}
