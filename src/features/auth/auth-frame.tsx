import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BRAND, onNavy } from '../../theme/theme.ts';
import { TextLink } from '../../ui/text-link.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';

export interface AuthLink {
  /** Message key of the sentence; its <link> part becomes the link. */
  text: string;
  to: string;
}

/** The frame of the sign-in pages: a brand panel and a card with the page's form and links. */
export function AuthFrame(props: {
  title: string;
  text: string;
  links: AuthLink[];
  /** Values for the text's placeholders. */
  textValues?: Record<string, ReactNode>;
  /** A wider card for long forms (registration). */
  wide?: boolean;
  /** Extra content of the brand panel (e.g. the welcome offers). */
  aside?: ReactNode;
  children?: ReactNode;
}) {
  useDocumentTitle(props.title);
  return (
    <Container maxWidth={props.wide ? 'lg' : 'md'} sx={{ py: { xs: 3, md: 6 } }}>
      <Paper
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: props.wide ? '4fr 8fr' : '5fr 7fr' },
          overflow: 'hidden',
          borderRadius: 4,
        }}
      >
        <Box
          sx={{
            display: { xs: 'none', md: 'grid' },
            alignContent: 'space-between',
            p: 4,
            ...onNavy,
            color: '#fff',
            background: `radial-gradient(circle at 30% 20%, rgba(245,183,10,0.35), transparent 60%), linear-gradient(160deg, ${BRAND.navyLight}, ${BRAND.navy})`,
          }}
        >
          <img src="/logo.svg" alt="" width={180} height={36} />
          <Box sx={{ display: 'grid', gap: 3 }}>
            <Typography variant="h2" component="p" sx={{ fontSize: '1.5rem', lineHeight: 1.3 }}>
              <FormattedMessage id="auth.brandLine" />
            </Typography>
            {props.aside}
          </Box>
        </Box>
        <Box sx={{ p: { xs: 3, md: 5 }, display: 'grid', gap: 2, alignContent: 'start' }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
            <FormattedMessage id={props.title} />
          </Typography>
          <Typography color="text.secondary">
            <FormattedMessage id={props.text} values={props.textValues} />
          </Typography>
          {props.children}
          <Box sx={{ display: 'grid', gap: 1, mt: 1 }}>
            {props.links.map((link) => (
              <Typography key={link.to} variant="body2">
                <FormattedMessage
                  id={link.text}
                  values={{
                    link: (chunks) => (
                      <TextLink to={link.to} sx={{ fontWeight: 700 }}>
                        {chunks}
                      </TextLink>
                    ),
                  }}
                />
              </Typography>
            ))}
          </Box>
        </Box>
      </Paper>
    </Container>
  );
}
