import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useRuntime } from '../../runtime/app-context.tsx';
import { INFO_PAGES, infoPath, type InfoPage as InfoPageEntry } from '../../runtime/paths.ts';
import { HtmlContent } from '../../ui/html-content.tsx';
import { Page } from '../../ui/page.tsx';
import { ResourceView } from '../../ui/page-state.tsx';
import { useResource } from '../../ui/use-resource.ts';
import { NotFoundPage } from '../../ui/not-found-page.tsx';

// Each question of the FAQ record is a top-level div: the sanitizer keeps no class names.
const faqSx = {
  '& > div': {
    p: 2,
    mb: 1.5,
    borderRadius: 2,
    border: 1,
    borderColor: 'divider',
    bgcolor: 'action.hover',
  },
  '& > div h3': { mt: 0, mb: 0.5, fontSize: '1rem' },
  '& > div p': { m: 0, color: 'text.secondary' },
};

function InfoNav() {
  const intl = useIntl();
  return (
    <Paper
      component="nav"
      aria-label={intl.formatMessage({ id: 'info.navLabel' })}
      sx={{ p: 1, position: { md: 'sticky' }, top: { md: 120 } }}
    >
      <List dense disablePadding>
        {INFO_PAGES.map((entry) => (
          <ListItem key={entry.slug} disablePadding>
            <ListItemButton
              component={NavLink}
              to={infoPath(entry.slug)}
              sx={{
                borderRadius: 1.5,
                '&.active': { color: 'primary.main', bgcolor: 'action.selected', fontWeight: 700 },
              }}
            >
              <FormattedMessage id={`info.${entry.page}`} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

/** An information page: the CMS record of its type, sanitized, beside the list of the others. */
function InfoPage({ entry }: { entry: InfoPageEntry }) {
  const intl = useIntl();
  const { content } = useRuntime();
  const resource = useResource(`information.${entry.type}`, (p) => content.getInformation(p.type), {
    type: entry.type,
    lang: intl.locale,
  });

  return (
    <Page title={`info.${entry.page}`} maxWidth="lg">
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '240px 1fr' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ order: { xs: 2, md: 1 } }}>
          <InfoNav />
        </Box>
        <Paper sx={{ order: { xs: 1, md: 2 }, p: { xs: 2.5, md: 4 }, minWidth: 0 }}>
          <ResourceView resource={resource} skeleton={<Skeleton variant="rounded" height={320} />}>
            {(record) => (
              <HtmlContent
                component="article"
                html={record.Text}
                sx={entry.page === 'FAQ' ? faqSx : undefined}
              />
            )}
          </ResourceView>
        </Paper>
      </Box>
    </Page>
  );
}

export function InfoRoute() {
  const { slug } = useParams();
  const entry = INFO_PAGES.find((page) => page.slug === slug && page.slug !== 'about-us');
  return entry ? <InfoPage key={entry.slug} entry={entry} /> : <NotFoundPage />;
}

export function AboutUsPage() {
  return <InfoPage entry={INFO_PAGES.find((page) => page.slug === 'about-us')!} />;
}
