import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, Navigate, useLocation } from 'react-router-dom';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  selectCanRecheckMaintenance,
  selectIsUnderMaintenance,
  selectMaintenance,
} from '../../../machines/app/app.selectors.ts';
import { useAppEvents, useAppSelector } from '../../runtime/app-context.tsx';
import type { MaintenanceReturnState } from '../../runtime/return-state.ts';
import { PATHS } from '../../runtime/paths.ts';
import { MaintenanceView } from './maintenance-view.tsx';

function RecheckButton() {
  const canRecheck = useAppSelector(selectCanRecheckMaintenance);
  const { recheckMaintenance } = useAppEvents();
  return (
    <Button
      variant="contained"
      size="large"
      onClick={recheckMaintenance}
      disabled={!canRecheck}
      startIcon={
        canRecheck ? <RefreshIcon /> : <CircularProgress size={18} color="inherit" aria-hidden />
      }
    >
      <FormattedMessage id={canRecheck ? 'maintenance.tryAgain' : 'maintenance.checking'} />
    </Button>
  );
}

const returnTo = (state: unknown) => {
  const from = (state as Partial<MaintenanceReturnState> | null)?.from ?? null;
  return from && from !== PATHS.maintenance ? from : PATHS.home;
};

/** Spec §2: shown while the site is under maintenance; back to where the visitor was after. */
export function MaintenancePage() {
  const status = useAppSelector(selectMaintenance);
  const underMaintenance = useAppSelector(selectIsUnderMaintenance);
  const location = useLocation();
  // As MaintenanceGate leads here: the address follows the app machine's state.
  if (!underMaintenance) return <Navigate to={returnTo(location.state)} replace />;
  return <MaintenanceView status={status} actions={<RecheckButton />} />;
}

/** The maintenance state as the site sees it now, without leaving the page. */
export function MaintenanceControlPage() {
  const status = useAppSelector(selectMaintenance);
  const underMaintenance = useAppSelector(selectIsUnderMaintenance);
  if (underMaintenance) return <MaintenanceView status={status} actions={<RecheckButton />} />;
  return (
    <MaintenanceView
      status={null}
      title="maintenance.siteRunning"
      text="maintenance.siteRunningText"
      actions={
        <Button variant="contained" component={RouterLink} to={PATHS.home}>
          <FormattedMessage id="common.goHome" />
        </Button>
      }
    />
  );
}

/** The maintenance screen as visitors would see it, for the operator to preview. */
export function MaintenanceDemoPage() {
  return (
    <MaintenanceView
      status={null}
      actions={
        <Button variant="contained" size="large" component={RouterLink} to={PATHS.home}>
          <FormattedMessage id="common.goHome" />
        </Button>
      }
    />
  );
}
