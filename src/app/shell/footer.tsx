import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { selectIsAuthenticated } from '../../../machines/app/app.selectors.ts';
import { useAppSelector } from '../../runtime/app-context.tsx';
import { BRAND, onNavy } from '../../theme/theme.ts';
import { FooterLegal } from './footer-legal.tsx';
import { LogoStrip } from './logo-strip.tsx';
import { Logo } from './logo.tsx';
import { isExternal, visibleEntries, type MenuEntry } from './site-config.ts';
import { SocialLinks } from './social-links.tsx';
import { SupportContacts } from './support-contacts.tsx';
import { useSiteFile } from './use-site-file.ts';

const linkSx = { color: 'rgba(255,255,255,0.72)', fontSize: 14, '&:hover': { color: BRAND.gold } };

function FooterLink({ entry }: { entry: MenuEntry }) {
  const label = <FormattedMessage id={entry.label} />;
  return isExternal(entry.path) ? (
    <Link href={entry.path} target="_blank" rel="noopener noreferrer" sx={linkSx}>
      {label}
    </Link>
  ) : (
    <Link component={RouterLink} to={entry.path} sx={linkSx}>
      {label}
    </Link>
  );
}

/** Bottom of every page: menus, support, partners, payment methods, licences and the legal notice. */
export function Footer() {
  const intl = useIntl();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const { data: menu } = useSiteFile('footer-menu');
  const { data: partners } = useSiteFile('partners');
  const { data: methods } = useSiteFile('investment-methods');
  const year = new Date().getFullYear();

  return (
    <Box
      component="footer"
      sx={{
        ...onNavy,
        mt: 8,
        bgcolor: BRAND.navy,
        color: '#dfe5f2',
        borderTop: `2px solid ${BRAND.gold}`,
      }}
    >
      <Container maxWidth="xl" sx={{ py: { xs: 4, md: 6 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: {
              xs: '1fr 1fr',
              md: 'repeat(4, 1fr)',
              lg: '1.3fr repeat(4, 1fr) 1.3fr',
            },
          }}
        >
          <Box
            sx={{
              gridColumn: { xs: '1 / -1', lg: 'auto' },
              display: 'grid',
              gap: 2,
              alignContent: 'start',
            }}
          >
            <Logo />
            <Typography variant="body2" sx={{ color: 'rgba(255,255,255,0.6)' }}>
              <FormattedMessage id="footer.tagline" />
            </Typography>
            <SocialLinks />
          </Box>
          {menu?.columns.map((column) => (
            <Box component="nav" key={column.id} aria-labelledby={`footer-${column.id}`}>
              <Typography
                id={`footer-${column.id}`}
                variant="overline"
                component="h2"
                sx={{ color: '#fff' }}
              >
                <FormattedMessage id={column.title} />
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
                {visibleEntries(column.items, isAuthenticated).map((entry) => (
                  <li key={entry.id}>
                    <FooterLink entry={entry} />
                  </li>
                ))}
              </Box>
            </Box>
          ))}
          <SupportContacts />
        </Box>
        <Divider sx={{ my: 4, borderColor: 'rgba(255,255,255,0.08)' }} />
        {partners && (
          <LogoStrip title={intl.formatMessage({ id: 'footer.partners' })} entries={partners} />
        )}
        {methods && (
          <LogoStrip
            title={intl.formatMessage({ id: 'footer.paymentMethods' })}
            entries={methods}
          />
        )}
        <Divider sx={{ my: 4, borderColor: 'rgba(255,255,255,0.08)' }} />
        <FooterLegal />
        <Box
          sx={{
            mt: 3,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            justifyContent: 'space-between',
            alignItems: 'center',
          }}
        >
          <Typography variant="body2" sx={{ color: 'rgba(255,255,255,0.6)' }}>
            <FormattedMessage
              id="footer.copyright"
              values={{ year, brand: intl.formatMessage({ id: 'brand.name' }) }}
            />
          </Typography>
          <Box
            component="nav"
            aria-label={intl.formatMessage({ id: 'footer.legalLinks' })}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}
          >
            {menu?.legal.map((entry) => (
              <FooterLink key={entry.id} entry={entry} />
            ))}
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
