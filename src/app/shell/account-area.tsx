import { lazy, useDeferredValue } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { selectIsAuthenticated } from '../../../machines/app/app.selectors.ts';
import { useAppSelector } from '../../runtime/app-context.tsx';
import { PATHS } from '../../runtime/paths.ts';
import { OptionalPart } from '../../ui/error-boundary.tsx';
import { DepositButton } from './deposit-button.tsx';
import type { MenuEntry } from './site-config.ts';

// A visitor's first page needs none of the player's part (balance, bell, avatar, menu): its
// code comes when a player is signed in, or at boot when a sign-in is stored.
const loadPlayerArea = () => import('./player-area.tsx');
const PlayerArea = lazy(async () => ({ default: (await loadPlayerArea()).PlayerArea }));

/** Starts fetching the player's part of the header, e.g. while a stored sign-in is checked. */
export function preloadPlayerArea(): void {
  loadPlayerArea().catch(() => undefined);
}

/**
 * Right side of the header: sign-in buttons for visitors; balance toggle, bell and menu for
 * players. The player's part has no Suspense of its own: a signed-in player's first page waits
 * for it with the page, and after a sign-in (a deferred value) the visitor's buttons stay until
 * it is in, rather than a gap.
 */
export function AccountArea({ accountEntries }: { accountEntries: MenuEntry[] }) {
  const isAuthenticated = useDeferredValue(useAppSelector(selectIsAuthenticated));
  if (isAuthenticated) {
    return (
      <OptionalPart>
        <PlayerArea accountEntries={accountEntries} />
      </OptionalPart>
    );
  }
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        '& .MuiButton-root': { whiteSpace: 'nowrap', px: { xs: 1.25, sm: 2 } },
      }}
    >
      <DepositButton />
      <Button
        variant="outlined"
        color="primary"
        size="small"
        component={RouterLink}
        to={PATHS.login}
      >
        <FormattedMessage id="menu.login" />
      </Button>
      <Button
        variant="contained"
        color="primary"
        size="small"
        component={RouterLink}
        to={PATHS.register}
      >
        <FormattedMessage id="menu.register" />
      </Button>
    </Box>
  );
}
