import { Navigate, Outlet, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import {
  selectIsAuthenticated,
  selectIsUnderMaintenance,
} from '../../machines/app/app.selectors.ts';
import { useAppSelector, useRuntime } from '../runtime/app-context.tsx';
import { PATHS } from '../runtime/paths.ts';
import { useActorInput } from '../runtime/router-bridge.ts';
import type { MaintenanceReturnState } from '../runtime/return-state.ts';

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
 * Spec §2: a page for players. It tells the app machine on arrival; the machine sends a visitor
 * to /login, keeping this address to come back to, and leaves a player (or one signing out, who
 * is sent home) where they are.
 */
export function ProtectedRoute() {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const { appActor } = useRuntime();
  const location = useLocation();
  const target = location.pathname + location.search + location.hash;
  useActorInput(
    appActor,
    { type: 'auth.required', returnUrl: target, reason: 'page' },
    {
      fromMount: true,
    },
  );

  return isAuthenticated ? <Outlet /> : <Pending />;
}
