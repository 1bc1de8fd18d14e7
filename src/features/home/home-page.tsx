import { FormattedMessage } from 'react-intl';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { visuallyHiddenSx } from '../../ui/visually-hidden.ts';
import { EntryTiles } from './entry-tiles.tsx';
import { Hero } from '../../ui/hero.tsx';
import { HomePopup } from './home-popup.tsx';
import { HomeTeasers } from './teasers.tsx';
import { ResponsibleGamingNote } from './responsible-gaming-note.tsx';

export function HomePage() {
  useDocumentTitle('home.title');
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 3 } }}>
      {/* The carousel is the page's face; its heading is for screen readers. */}
      <Typography variant="h1" sx={visuallyHiddenSx}>
        <FormattedMessage id="home.title" />
      </Typography>
      <Stack spacing={{ xs: 4, md: 6 }}>
        <Hero carousel="home" sliderType="casino" />
        <EntryTiles />
        {/* Above the teasers, which grow as their content arrives: nothing moves it. */}
        <ResponsibleGamingNote />
        <HomeTeasers />
      </Stack>
      <HomePopup />
    </Container>
  );
}
