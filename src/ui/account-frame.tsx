import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import FavoriteIcon from '@mui/icons-material/Favorite';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import LogoutIcon from '@mui/icons-material/Logout';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PersonIcon from '@mui/icons-material/Person';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import PaymentsIcon from '@mui/icons-material/Payments';
import { selectIsLoggingOut } from '../../machines/app/app.selectors.ts';
import { useAppSelector } from '../runtime/app-context.tsx';
import { PATHS } from '../runtime/paths.ts';
import { Page } from './page.tsx';
import { useLogout } from '../runtime/use-logout.ts';

const SECTIONS = [
  { to: PATHS.profile, label: 'menu.profile', icon: PersonIcon },
  { to: PATHS.deposit, label: 'menu.deposit', icon: AccountBalanceWalletIcon },
  { to: PATHS.withdraw, label: 'menu.withdraw', icon: PaymentsIcon },
  { to: PATHS.bonuses, label: 'menu.bonuses', icon: CardGiftcardIcon },
  { to: PATHS.favorites, label: 'menu.favorites', icon: FavoriteIcon },
  { to: PATHS.history, label: 'menu.history', icon: ReceiptLongIcon },
  { to: PATHS.notifications, label: 'menu.notifications', icon: NotificationsIcon },
  { to: PATHS.tickets, label: 'menu.tickets', icon: ConfirmationNumberIcon },
] as const;

function AccountNav() {
  const intl = useIntl();
  const logout = useLogout();
  const isLoggingOut = useAppSelector(selectIsLoggingOut);
  return (
    <Paper component="nav" aria-label={intl.formatMessage({ id: 'menu.myAccount' })} sx={{ p: 1 }}>
      <List disablePadding>
        {SECTIONS.map(({ to, label, icon: Icon }) => (
          <ListItem key={to} disablePadding>
            <ListItemButton
              component={NavLink}
              to={to}
              sx={{
                borderRadius: 1.5,
                '&.active': { color: 'primary.main', bgcolor: 'action.selected' },
              }}
            >
              <ListItemIcon sx={{ color: 'inherit', minWidth: 36 }}>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={<FormattedMessage id={label} />} />
            </ListItemButton>
          </ListItem>
        ))}
        <ListItem disablePadding>
          <ListItemButton onClick={logout} disabled={isLoggingOut} sx={{ borderRadius: 1.5 }}>
            <ListItemIcon sx={{ color: 'inherit', minWidth: 36 }}>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={<FormattedMessage id="shell.logout" />} />
          </ListItemButton>
        </ListItem>
      </List>
    </Paper>
  );
}

/** The player's pages: the account menu beside the page's content. */
export function AccountFrame({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children?: ReactNode;
}) {
  return (
    <Page
      title={title}
      subtitle={<FormattedMessage id={subtitle} />}
      crumbs={title === 'menu.profile' ? [] : [{ label: 'menu.myAccount', to: PATHS.profile }]}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '260px 1fr' },
          alignItems: 'start',
        }}
      >
        <AccountNav />
        <Box sx={{ minWidth: 0 }}>{children}</Box>
      </Box>
    </Page>
  );
}
