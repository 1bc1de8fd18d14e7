import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import HeadsetIcon from '@mui/icons-material/Headset';
import TelegramIcon from '@mui/icons-material/Telegram';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import type { SupportChannels } from './site-config.ts';

const channelSx = {
  justifyContent: 'flex-start',
  color: '#fff',
  borderColor: 'rgba(255,255,255,0.2)',
};

/** A support channel, opened in a new tab; live support stands out as the main one. */
function Channel(props: { href: string; icon: ReactNode; main?: boolean; children: ReactNode }) {
  return (
    <Button
      variant={props.main ? 'contained' : 'outlined'}
      startIcon={props.icon}
      href={props.href}
      target="_blank"
      rel="noopener noreferrer"
      sx={props.main ? { justifyContent: 'flex-start' } : channelSx}
    >
      {props.children}
    </Button>
  );
}

/** Spec §1 support: live support, WhatsApp, Telegram and e-mail by topic. */
export function SupportContacts({ support }: { support: SupportChannels }) {
  return (
    <Box
      component="section"
      aria-labelledby="footer-support"
      sx={{ display: 'grid', gap: 1.5, alignContent: 'start' }}
    >
      <Typography id="footer-support" variant="overline" component="h2" sx={{ color: '#fff' }}>
        <FormattedMessage id="footer.support" />
      </Typography>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Channel href={support.liveSupport} icon={<HeadsetIcon />} main>
          <FormattedMessage id="menu.liveSupport" />
        </Channel>
        <Channel href={support.whatsapp} icon={<WhatsAppIcon />}>
          WhatsApp
        </Channel>
        <Channel href={support.telegram} icon={<TelegramIcon />}>
          Telegram
        </Channel>
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.75, fontSize: 13 }}>
        {support.emails.map(({ topic, email }) => (
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
    </Box>
  );
}
