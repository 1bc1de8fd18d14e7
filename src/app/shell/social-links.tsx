import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type SvgIcon from '@mui/material/SvgIcon';
import FacebookIcon from '@mui/icons-material/Facebook';
import XIcon from '@mui/icons-material/X';
import InstagramIcon from '@mui/icons-material/Instagram';
import YouTubeIcon from '@mui/icons-material/YouTube';
import RedditIcon from '@mui/icons-material/Reddit';
import TelegramIcon from '@mui/icons-material/Telegram';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import GoogleIcon from '@mui/icons-material/Google';
import PinterestIcon from '@mui/icons-material/Pinterest';
import type { SocialNetwork } from '../../../machines/shared/contract.ts';
import { parseSocialLinks } from '../../../machines/content/social-links.ts';
import { useRuntime } from '../../runtime/app-context.tsx';
import { useResource } from '../../ui/use-resource.ts';

const NETWORKS: Record<SocialNetwork, { icon: typeof SvgIcon; name: string }> = {
  facebook: { icon: FacebookIcon, name: 'Facebook' },
  twitter: { icon: XIcon, name: 'X (Twitter)' },
  instagram: { icon: InstagramIcon, name: 'Instagram' },
  youtube: { icon: YouTubeIcon, name: 'YouTube' },
  reddit: { icon: RedditIcon, name: 'Reddit' },
  telegram: { icon: TelegramIcon, name: 'Telegram' },
  whatsapp: { icon: WhatsAppIcon, name: 'WhatsApp' },
  google: { icon: GoogleIcon, name: 'Google' },
  pinterest: { icon: PinterestIcon, name: 'Pinterest' },
};

/** The operator's social accounts (getInformation SocialMediaLinks): only the ones in use. */
export function SocialLinks() {
  const intl = useIntl();
  const { content } = useRuntime();
  const { data } = useResource(
    'socialLinks',
    () => content.getInformation('SocialMediaLinks'),
    intl.locale,
  );
  const links = parseSocialLinks(data?.Text);
  if (links.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={intl.formatMessage({ id: 'footer.social' })}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
    >
      {links.map(({ network, url }) => {
        const { icon: Icon, name } = NETWORKS[network];
        return (
          <li key={network}>
            <IconButton
              component="a"
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={name}
              sx={{
                color: '#dfe5f2',
                bgcolor: 'rgba(255,255,255,0.06)',
                '&:hover': { bgcolor: 'rgba(255,255,255,0.14)' },
              }}
            >
              <Icon fontSize="small" />
            </IconButton>
          </li>
        );
      })}
    </Box>
  );
}
