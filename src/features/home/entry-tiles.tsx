import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import CasinoIcon from '@mui/icons-material/Casino';
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import VideocamIcon from '@mui/icons-material/Videocam';
import { PATHS } from '../../runtime/paths.ts';

const TILES = [
  { id: 'slots', to: PATHS.slot, icon: CasinoIcon, colors: ['#3a0ca3', '#f72585'] },
  { id: 'live', to: PATHS.live, icon: VideocamIcon, colors: ['#0b3d2e', '#13a86b'] },
  {
    id: 'sport',
    to: '/play/sport/sportsbook',
    icon: SportsSoccerIcon,
    colors: ['#0b1d51', '#1e88e5'],
  },
] as const;

/** Big doors into the three areas of the site. */
export function EntryTiles() {
  return (
    <Box
      component="nav"
      sx={{
        display: 'grid',
        gap: { xs: 1.5, md: 2 },
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
      }}
    >
      {TILES.map(({ id, to, icon: Icon, colors }) => (
        <ButtonBase
          key={id}
          component={RouterLink}
          to={to}
          sx={{
            justifyContent: 'space-between',
            gap: 2,
            p: { xs: 2, md: 3 },
            borderRadius: 3,
            color: '#fff',
            textAlign: 'left',
            background: `linear-gradient(135deg, ${colors[0]}, ${colors[1]})`,
            boxShadow: '0 8px 24px rgba(0,0,0,0.18)',
            transition: 'transform .2s',
            '&:hover': { transform: 'translateY(-3px)' },
          }}
        >
          <Box>
            <Typography
              variant="h3"
              component="span"
              sx={{ display: 'block', fontSize: { xs: '1.15rem', md: '1.35rem' } }}
            >
              <FormattedMessage id={`home.tile.${id}`} />
            </Typography>
            <Typography variant="body2" component="span" sx={{ opacity: 0.85 }}>
              <FormattedMessage id={`home.tile.${id}Text`} />
            </Typography>
          </Box>
          <Icon sx={{ fontSize: { xs: 40, md: 52 }, opacity: 0.9 }} aria-hidden />
        </ButtonBase>
      ))}
    </Box>
  );
}
