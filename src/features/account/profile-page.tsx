import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { SnapshotFrom } from 'xstate';
import type { appMachine } from '../../../machines/app/app.machine.ts';
import { selectProfile } from '../../../machines/app/app.selectors.ts';
import { avatarInitials, displayName } from '../../../machines/content/profile-display.ts';
import type { UserProfile } from '../../../machines/shared/session.ts';
import { useAppSelector } from '../../runtime/app-context.tsx';
import { useFormat } from '../../i18n/format.ts';
import { countryName } from '../../i18n/countries.ts';
import { AccountFrame } from '../../ui/account-frame.tsx';
import { DetailList, DetailRow } from '../../ui/detail-list.tsx';
import { ContactChangeForms } from './contact-change-form.tsx';
import { FavoritesSummary } from './favorites-summary.tsx';
import { PasswordChangeSection } from './password-change-form.tsx';
import { SecuritySettings } from './security-settings.tsx';

/** What get_user_profile answers beyond the UserProfile the app keeps (contract, issue 3). */
interface ProfileDetails {
  phone?: string | null;
  birthDate?: string | null;
  country?: string | null;
  city?: string | null;
  address?: string | null;
  createdAt?: string | null;
}

type AppSnapshot = SnapshotFrom<typeof appMachine>;
const selectUsername = (s: AppSnapshot) =>
  s.context.profile?.username?.trim() || s.context.auth?.username || null;

const TABS = ['account', 'bankAccounts', 'password', 'security', 'protection'] as const;
type ProfileTab = (typeof TABS)[number];
const isTab = (value: string | null): value is ProfileTab => TABS.includes(value as ProfileTab);

function ProfileHeader({ profile }: { profile: UserProfile | null }) {
  const intl = useIntl();
  const username = useAppSelector(selectUsername);
  const name = displayName(profile, username) ?? intl.formatMessage({ id: 'account.defaultName' });
  return (
    <Paper
      sx={{
        p: { xs: 2.5, md: 3 },
        display: 'flex',
        gap: 2.5,
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
        <Typography variant="h2" sx={{ fontSize: '1.35rem', overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        {username && (
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            @{username}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}

function AccountDetails({ profile }: { profile: UserProfile | null }) {
  const format = useFormat();
  const username = useAppSelector(selectUsername);
  const details = (profile ?? {}) as ProfileDetails;
  const rows = [
    { label: 'auth.field.firstname', value: profile?.firstname },
    { label: 'auth.field.lastname', value: profile?.lastname },
    { label: 'auth.field.username', value: username },
    { label: 'auth.field.email', value: profile?.email },
    { label: 'auth.field.phone', value: details.phone },
    {
      label: 'auth.field.birthDate',
      value: details.birthDate ? format.date(details.birthDate) : null,
    },
    {
      label: 'auth.field.country',
      value: details.country && (countryName(details.country, format.lang) ?? details.country),
    },
    { label: 'auth.field.city', value: details.city },
    { label: 'auth.field.address', value: details.address },
    {
      label: 'account.details.memberSince',
      value: details.createdAt ? format.date(details.createdAt) : null,
    },
  ].filter((row): row is { label: string; value: string } => Boolean(row.value));
  return (
    <Paper sx={{ p: { xs: 2.5, md: 3 }, display: 'grid', gap: 3 }}>
      <DetailList>
        {rows.map((row) => (
          <DetailRow key={row.label} label={<FormattedMessage id={row.label} />}>
            {row.value}
          </DetailRow>
        ))}
      </DetailList>
      <ContactChangeForms />
    </Paper>
  );
}

/** The profile's sections that other features own, given by the app (src/app/pages). */
export interface ProfileSections {
  bankAccounts: ReactNode;
  protection: ReactNode;
  pushSettings: ReactNode;
}

export function ProfilePage({ bankAccounts, protection, pushSettings }: ProfileSections) {
  const intl = useIntl();
  const profile = useAppSelector(selectProfile);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: ProfileTab = isTab(requested) ? requested : 'account';
  const select = (next: ProfileTab) =>
    setParams(next === 'account' ? {} : { tab: next }, { replace: true });

  return (
    <AccountFrame title="menu.profile" subtitle="account.profile.subtitle">
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <ProfileHeader profile={profile} />
        <FavoritesSummary />
        <Tabs
          value={tab}
          onChange={(_, next: ProfileTab) => select(next)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={intl.formatMessage({ id: 'account.tabs' })}
        >
          {TABS.map((name) => (
            <Tab
              key={name}
              value={name}
              id={`profile-tab-${name}`}
              aria-controls={`profile-panel-${name}`}
              label={
                <FormattedMessage
                  id={name === 'bankAccounts' ? 'bankAccounts.tab' : `account.tab.${name}`}
                />
              }
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`profile-panel-${tab}`} aria-labelledby={`profile-tab-${tab}`}>
          {tab === 'account' && <AccountDetails profile={profile} />}
          {tab === 'bankAccounts' && bankAccounts}
          {tab === 'password' && <PasswordChangeSection />}
          {tab === 'security' && <SecuritySettings pushSettings={pushSettings} />}
          {tab === 'protection' && protection}
        </Box>
      </Box>
    </AccountFrame>
  );
}
