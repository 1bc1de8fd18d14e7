/**
 * The bench's plain comparison page: an app bar and 48 game cards, written the obvious way with
 * the site's React, MUI and Emotion, and nothing done for speed.
 */
import { StrictMode, type ReactNode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

// The server's CSP admits only style elements that carry its nonce, as on the site.
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
const styleCache = createCache({ key: 'css', nonce: nonce || undefined });
const theme = createTheme({ palette: { mode: 'dark' } });
// The seeded catalogue's first 48 slot games, pictured by the server's /media like the lobby's.
const games = Array.from({ length: 48 }, (_, index) => index + 1);

/** The page; `title` replaces the app bar's heading (the floor page puts a translated one). */
export function PlainPage({ title = 'Slot oyunları' }: { title?: ReactNode }) {
  return (
    <>
      <AppBar position="sticky">
        <Toolbar>
          <Typography variant="h6" component="h1">
            {title}
          </Typography>
        </Toolbar>
      </AppBar>
      <Container component="main" sx={{ py: 3 }}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
          }}
        >
          {games.map((id) => (
            <Card key={id}>
              <CardMedia
                component="img"
                src={`/media/game/${id}.svg`}
                alt={`Oyun ${id}`}
                width={400}
                height={300}
                sx={{ height: 'auto' }}
              />
              <CardContent>
                <Typography variant="subtitle2">Oyun {id}</Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
      </Container>
    </>
  );
}

/** The providers the page renders in: StrictMode, the nonced style cache and the theme. */
export function PlainProviders({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <CacheProvider value={styleCache}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {children}
        </ThemeProvider>
      </CacheProvider>
    </StrictMode>
  );
}
