import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import LogoutIcon from '@mui/icons-material/Logout';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import type { SnapshotFrom } from 'xstate';
import type { appMachine } from '../../../machines/app/app.machine.ts';
import {
  selectBalance,
  selectIsLoggingOut,
  selectProfile,
  selectShowBalance,
} from '../../../machines/app/app.selectors.ts';
import { avatarInitials, displayName } from '../../../machines/content/profile-display.ts';
import { useAppEvents, useAppSelector } from '../../runtime/app-context.tsx';
import { useLogout } from '../../runtime/use-logout.ts';
import { lazyPart } from '../../ui/lazy-part.tsx';
import { MoneyText } from '../../ui/money-text.tsx';
import { visuallyHiddenSx } from '../../ui/visually-hidden.ts';
import { QuickDepositButton } from '../../features/cashier/quick-deposit-button.tsx';
import { PanicButton, PanicProvider } from '../../features/protection/panic-button.tsx';
import { DepositButton } from './deposit-button.tsx';
import { MenuIcon } from './menu-icon.tsx';
import { NARROW } from './narrow-header.ts';
import { NotificationBell } from './notification-bell.tsx';
import type { MenuEntry } from './site-config.ts';

/** The player's username: from the loaded profile, else from the sign-in itself. */
const selectUsername = (s: SnapshotFrom<typeof appMachine>) =>
  s.context.profile?.username?.trim() || s.context.auth?.username || null;

const ChoiceMenu = lazyPart(
  () => import('./choice-menu.tsx'),
  (menu) => menu.default,
);

function BalanceToggle() {
  const intl = useIntl();
  const showBalance = useAppSelector(selectShowBalance);
  const { toggleBalance } = useAppEvents();
  const label = intl.formatMessage({ id: showBalance ? 'shell.hideBalance' : 'shell.showBalance' });
  return (
    <IconButton
      color="inherit"
      aria-label={label}
      title={label}
      aria-pressed={!showBalance}
      onClick={toggleBalance}
    >
      {showBalance ? <VisibilityIcon /> : <VisibilityOffIcon />}
    </IconButton>
  );
}

/** The bonus money under the cash; on the narrowest phones a gift icon stands for the word. */
function BonusBalance({ kurus }: { kurus: number }) {
  return (
    <Box
      component="span"
      sx={{
        fontSize: '0.75rem',
        fontWeight: 600,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        gap: 0.5,
        [NARROW]: { fontSize: '0.6875rem' },
      }}
    >
      <Box component="span" sx={{ [NARROW]: visuallyHiddenSx }}>
        <FormattedMessage id="shell.bonusLabel" />
      </Box>{' '}
      <CardGiftcardIcon
        aria-hidden
        sx={{ display: 'none', fontSize: '0.875rem', [NARROW]: { display: 'inline-block' } }}
      />
      <MoneyText kurus={kurus} exact />
    </Box>
  );
}

/**
 * The balance, or dots while the player keeps it hidden (spec §4: shown by default). With bonus
 * money the cash comes first and the bonus, smaller, below it: only the cash can be withdrawn.
 */
function Balance() {
  const intl = useIntl();
  const balance = useAppSelector(selectBalance);
  const showBalance = useAppSelector(selectShowBalance);
  const hidden = !showBalance || balance === null;
  return (
    <Box
      role="status"
      aria-label={intl.formatMessage({ id: 'shell.balance' })}
      sx={{
        fontWeight: 700,
        fontVariantNumeric: 'tabular-nums',
        whiteSpace: 'nowrap',
        display: { xs: showBalance ? 'grid' : 'none', sm: 'grid' },
        minWidth: 48,
        textAlign: 'right',
        lineHeight: 1.2,
        [NARROW]: balance && balance.bonus > 0 ? { fontSize: '0.875rem' } : {},
      }}
    >
      {hidden ? (
        '•••••'
      ) : (
        <>
          <span>
            <MoneyText kurus={balance.cash} exact />
          </span>
          {balance.bonus > 0 && <BonusBalance kurus={balance.bonus} />}
        </>
      )}
    </Box>
  );
}

function PlayerMenu({ accountEntries }: { accountEntries: MenuEntry[] }) {
  const intl = useIntl();
  const profile = useAppSelector(selectProfile);
  const username = useAppSelector(selectUsername);
  const isLoggingOut = useAppSelector(selectIsLoggingOut);
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const known = displayName(profile, username);
  const name = known ?? intl.formatMessage({ id: 'account.defaultName' });
  // The header shows the username (spec §2 account area), and the button's name says it too.
  const shown = username ?? name;
  // No letter for a player not yet known (the prerendered copy's): a default one would be wrong.
  const initials = avatarInitials(profile) || (known ?? '').charAt(0).toLocaleUpperCase('tr');
  const close = () => setAnchor(null);

  // The panic button's actor lives with the header, not the menu: it reads the profile once.
  return (
    <PanicProvider>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={intl.formatMessage({ id: 'shell.accountMenu' }, { name: shown })}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ gap: 1, px: 1, minWidth: 0 }}
      >
        {/* The initials are drawn, not written: the button's name is the username it shows. */}
        <Avatar
          aria-hidden
          sx={{
            width: 32,
            height: 32,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontSize: 14,
            fontWeight: 800,
          }}
        >
          <Box component="span" sx={{ '&::before': { content: JSON.stringify(initials) } }} />
        </Avatar>
        {/* From lg: below it, beside the language, the mode and the deposit link, the name
            pushed the row 52 px past a 900 px window's edge. */}
        <Box
          component="span"
          sx={{
            display: { xs: 'none', lg: 'inline' },
            maxWidth: 160,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {shown}
        </Box>
      </Button>
      {anchor && (
        <ChoiceMenu
          anchor={anchor}
          onClose={close}
          onUnavailable={close}
          choices={[
            ...accountEntries.map((entry) => ({
              key: entry.id,
              to: entry.path,
              icon: <MenuIcon name={entry.icon} />,
              label: <FormattedMessage id={entry.label} />,
            })),
            {
              key: 'panic',
              dividerBefore: true,
              label: null,
              control: <PanicButton key="panic" placement="menu" />,
            },
            {
              key: 'logout',
              disabled: isLoggingOut,
              icon: <LogoutIcon fontSize="small" />,
              label: <FormattedMessage id="shell.logout" />,
              onSelect: logout,
            },
          ]}
        />
      )}
    </PanicProvider>
  );
}

/** The header's right side for a signed-in player: balance, its toggle, cashier, bell and menu. */
export function PlayerArea({ accountEntries }: { accountEntries: MenuEntry[] }) {
  return (
    // A 320 px phone has room for all of it only without the gaps and with 32 px icon buttons.
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 0, sm: 0.5 },
        [NARROW]: {
          '& .MuiIconButton-root': { p: 0.5 },
          '& > .MuiButton-root, & .MuiButton-root': { px: 0.5, minWidth: 0 },
        },
      }}
    >
      <Balance />
      <BalanceToggle />
      <QuickDepositButton />
      <DepositButton />
      <NotificationBell />
      <PlayerMenu accountEntries={accountEntries} />
    </Box>
  );
}
