import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useRuntime } from '../../runtime/app-context.tsx';
import { infoPath, PROTECTION_PATH } from '../../runtime/paths.ts';
import { BRAND } from '../../theme/theme.ts';
import { LazyHtmlContent } from '../../ui/lazy-html-content.tsx';
import { useResource } from '../../ui/use-resource.ts';

function AdultsOnlyBadge() {
  const intl = useIntl();
  return (
    <Box
      role="img"
      aria-label={intl.formatMessage({ id: 'footer.adultsOnly' })}
      sx={{
        flexShrink: 0,
        width: 44,
        height: 44,
        borderRadius: '50%',
        border: `2px solid ${BRAND.crimson}`,
        color: '#fff',
        display: 'grid',
        placeItems: 'center',
        fontWeight: 900,
      }}
    >
      18+
    </Box>
  );
}

/** Licences (v1/licenses), the operator's legal notice (bottomBarInfo) and responsible gaming. */
export function FooterLegal() {
  const intl = useIntl();
  const { content } = useRuntime();
  const { data: licenses } = useResource('licenses', () => content.getLicenses(), null);
  const { data: notice } = useResource(
    'footerNotice',
    () => content.getInformation('bottomBarInfo'),
    intl.locale,
  );

  return (
    <Box sx={{ display: 'grid', gap: 2, fontSize: 13, color: 'rgba(255,255,255,0.6)' }}>
      {licenses && licenses.length > 0 && (
        <Box component="section" aria-label={intl.formatMessage({ id: 'footer.licences' })}>
          <Typography variant="overline" component="h2" sx={{ color: 'rgba(255,255,255,0.55)' }}>
            <FormattedMessage id="footer.licences" />
          </Typography>
          <Box
            component="ul"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}
          >
            {licenses.map((licence) => (
              <li key={licence.id}>
                <Link
                  href={licence.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  sx={{
                    color: '#dfe5f2',
                    display: 'inline-flex',
                    gap: 1,
                    px: 1.5,
                    py: 0.75,
                    border: '1px solid rgba(255,255,255,0.15)',
                    borderRadius: 2,
                  }}
                >
                  <strong>{licence.authority}</strong>
                  <span>
                    {licence.name} · {licence.number}
                  </span>
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <AdultsOnlyBadge />
        <Box>
          {notice?.Text && (
            <LazyHtmlContent
              html={notice.Text}
              sx={{ fontSize: 13, lineHeight: 1.6, '& a': { color: BRAND.gold } }}
            />
          )}
          <Typography variant="body2" sx={{ fontSize: 13, mt: notice?.Text ? 1 : 0 }}>
            <FormattedMessage
              id="footer.responsibleNote"
              values={{
                tools: (chunks) => (
                  <Link component={RouterLink} to={PROTECTION_PATH} sx={{ color: BRAND.gold }}>
                    {chunks}
                  </Link>
                ),
                link: (chunks) => (
                  <Link
                    component={RouterLink}
                    to={infoPath('responsible-gaming')}
                    sx={{ color: BRAND.gold }}
                  >
                    {chunks}
                  </Link>
                ),
              }}
            />
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
