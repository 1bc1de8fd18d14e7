import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { TextLink } from './text-link.tsx';
import { useDocumentTitle } from './use-document-title.ts';

export interface Crumb {
  /** Message key of the crumb's label. */
  label: string;
  to: string;
}

/** A page of the site: breadcrumbs from home, the title (also the tab's), then the content. */
export function Page(props: {
  title: string;
  /** A ready title (server text) instead of the message key. */
  titleText?: string;
  subtitle?: ReactNode;
  crumbs?: Crumb[];
  actions?: ReactNode;
  maxWidth?: 'md' | 'lg' | 'xl';
  children: ReactNode;
}) {
  const intl = useIntl();
  const title = props.titleText ?? intl.formatMessage({ id: props.title });
  useDocumentTitle(null, title);
  return (
    <Container maxWidth={props.maxWidth ?? 'xl'} sx={{ py: { xs: 2.5, md: 4 } }}>
      <Breadcrumbs
        aria-label={intl.formatMessage({ id: 'common.breadcrumbs' })}
        // Each link a target of at least 24 px (WCAG 2.5.8), however small its text.
        sx={{ mb: 1.5, fontSize: 14, '& a': { display: 'inline-block', py: 0.5 } }}
      >
        <TextLink to="/" color="inherit">
          <FormattedMessage id="menu.home" />
        </TextLink>
        {props.crumbs?.map((crumb) => (
          <TextLink key={crumb.to} to={crumb.to} color="inherit">
            <FormattedMessage id={crumb.label} />
          </TextLink>
        ))}
        <Typography color="text.primary" aria-current="page" sx={{ fontSize: 'inherit' }}>
          {title}
        </Typography>
      </Breadcrumbs>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          gap: 2,
          mb: { xs: 2.5, md: 3.5 },
        }}
      >
        <Box>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.25rem' } }}>
            {title}
          </Typography>
          {props.subtitle && (
            <Typography color="text.secondary" sx={{ mt: 0.75, maxWidth: 720 }}>
              {props.subtitle}
            </Typography>
          )}
        </Box>
        {props.actions}
      </Box>
      {props.children}
    </Container>
  );
}
