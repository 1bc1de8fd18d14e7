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
        <Button
          variant="contained"
          startIcon={<HeadsetIcon />}
          href={support.liveSupport}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ justifyContent: 'flex-start' }}
        >
          <FormattedMessage id="menu.liveSupport" />
        </Button>
        <Button
          variant="outlined"
          startIcon={<WhatsAppIcon />}
          href={support.whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          sx={channelSx}
        >
          WhatsApp
        </Button>
        <Button
          variant="outlined"
          startIcon={<TelegramIcon />}
          href={support.telegram}
          target="_blank"
          rel="noopener noreferrer"
          sx={channelSx}
        >
          Telegram
        </Button>
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
