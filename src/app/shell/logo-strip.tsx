import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LogoEntry } from './site-config.ts';

/** A titled row of partner or payment logos. */
export function LogoStrip({ title, entries }: { title: string; entries: LogoEntry[] }) {
  return (
    <Box component="section" aria-label={title} sx={{ mb: 3 }}>
      <Typography variant="overline" component="h2" sx={{ color: 'rgba(255,255,255,0.55)' }}>
        {title}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'flex',
          flexWrap: 'wrap',
          gap: { xs: 1.5, md: 3 },
          alignItems: 'center',
        }}
      >
        {entries.map((entry) => (
          <Box
            component="li"
            key={entry.id}
            sx={{
              opacity: 0.75,
              transition: 'opacity .2s',
              '&:hover': { opacity: 1 },
              '& img': { height: { xs: 28, md: 32 }, width: 'auto', display: 'block' },
            }}
          >
            <img src={entry.logo} alt={entry.name} loading="lazy" height={32} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
