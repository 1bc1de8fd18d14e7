import { FormattedMessage, useIntl } from 'react-intl';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { selectProfile } from '../../../machines/app/app.selectors.ts';
import { avatarInitials, displayName } from '../../../machines/content/profile-display.ts';
import { useAppSelector } from '../../app/app-context.tsx';
import { AccountFrame } from './account-frame.tsx';

function ProfileCard() {
  const intl = useIntl();
  const profile = useAppSelector(selectProfile);
  const name = displayName(profile, null) ?? intl.formatMessage({ id: 'account.defaultName' });
  const rows = [
    { label: 'account.username', value: profile?.username },
    { label: 'account.email', value: profile?.email },
  ].filter((row) => row.value);
  return (
    <Paper
      sx={{
        p: { xs: 2.5, md: 3 },
        display: 'flex',
        gap: 3,
        alignItems: 'center',
        flexWrap: 'wrap',
      }}
    >
      <Avatar
        sx={{
          width: 72,
          height: 72,
          fontSize: 28,
          fontWeight: 800,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        {avatarInitials(profile) || name.charAt(0).toLocaleUpperCase('tr')}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h2" sx={{ fontSize: '1.35rem' }}>
          {name}
        </Typography>
        <Box
          component="dl"
          sx={{
            m: 0,
            mt: 1,
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 2,
            rowGap: 0.5,
          }}
        >
          {rows.map((row) => (
            <Box key={row.label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                <FormattedMessage id={row.label} />
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {row.value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
    </Paper>
  );
}

export const ProfilePage = () => (
  <AccountFrame title="menu.profile" subtitle="account.profile.subtitle">
    <ProfileCard />
  </AccountFrame>
);

export const FavoritesPage = () => (
  <AccountFrame title="menu.favorites" subtitle="account.favorites.subtitle" />
);

export const NotificationsPage = () => (
  <AccountFrame title="menu.notifications" subtitle="account.notifications.subtitle" />
);

export const TicketsPage = () => (
  <AccountFrame title="menu.tickets" subtitle="account.tickets.subtitle" />
);
