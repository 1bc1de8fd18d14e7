import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import HeadsetIcon from '@mui/icons-material/Headset';
import TelegramIcon from '@mui/icons-material/Telegram';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import {
  hasSupportContacts,
  type SupportContacts as Contacts,
} from '../../../machines/content/support-contacts.ts';
import type { SupportChannel } from '../../../machines/shared/contract.ts';
import { useRuntime } from '../../runtime/app-context.tsx';
import { useResource } from '../../ui/use-resource.ts';

const channelSx = {
  justifyContent: 'flex-start',
  color: '#fff',
  borderColor: 'rgba(255,255,255,0.2)',
};

const CHANNELS: Record<SupportChannel, { icon: ReactNode; label: ReactNode; main?: boolean }> = {
  liveSupport: {
    icon: <HeadsetIcon />,
    label: <FormattedMessage id="menu.liveSupport" />,
    main: true,
  },
  whatsapp: { icon: <WhatsAppIcon />, label: 'WhatsApp' },
  telegram: { icon: <TelegramIcon />, label: 'Telegram' },
};

/** A support channel, opened in a new tab; live support stands out as the main one. */
function Channel({ channel, url }: { channel: SupportChannel; url: string }) {
  const { icon, label, main } = CHANNELS[channel];
  return (
    <Button
      variant={main ? 'contained' : 'outlined'}
      startIcon={icon}
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      sx={main ? { justifyContent: 'flex-start' } : channelSx}
    >
      {label}
    </Button>
  );
}

function ContactList({ contacts }: { contacts: Contacts }) {
  return (
    <Box
      component="section"
      aria-labelledby="footer-support"
      sx={{
        gridColumn: { xs: '1 / -1', md: 'auto' },
        display: 'grid',
        gap: 1.5,
        alignContent: 'start',
      }}
    >
      <Typography id="footer-support" variant="overline" component="h2" sx={{ color: '#fff' }}>
        <FormattedMessage id="footer.support" />
      </Typography>
      {contacts.channels.length > 0 && (
        <Box sx={{ display: 'grid', gap: 1 }}>
          {contacts.channels.map(({ channel, url }) => (
            <Channel key={channel} channel={channel} url={url} />
          ))}
        </Box>
      )}
      {contacts.emails.length > 0 && (
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.75, fontSize: 13 }}>
          {contacts.emails.map(({ topic, email }) => (
            <Box key={topic}>
              <Box component="dt" sx={{ color: 'rgba(255,255,255,0.55)' }}>
                <FormattedMessage id={`support.${topic}`} />
              </Box>
              <Box component="dd" sx={{ m: 0 }}>
                <Link href={`mailto:${email}`} sx={{ color: '#dfe5f2', wordBreak: 'break-all' }}>
                  {email}
                </Link>
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

/**
 * Spec §1 support: live support, WhatsApp, Telegram and e-mail by topic, as the operator set
 * them (the SupportContacts record). What is not set is not shown; nothing set, no section.
 */
export function SupportContacts() {
  const intl = useIntl();
  const { content } = useRuntime();
  const { data } = useResource('supportContacts', () => content.getSupportContacts(), intl.locale);
  if (!data || !hasSupportContacts(data)) return null;
  return <ContactList contacts={data} />;
}
