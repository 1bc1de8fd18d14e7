import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import FavoriteIcon from '@mui/icons-material/Favorite';
import { selectFavoriteCount } from '../../../machines/games/favorites.selectors.ts';
import { PATHS } from '../../runtime/paths.ts';
import { useFavoritesSelector } from '../../runtime/favorites-context.ts';

const selectSlotCount = selectFavoriteCount('casino');
const selectLiveCount = selectFavoriteCount('livecasino');

/** The profile's favourites: how many of each kind, and the way to the favourites page. */
export function FavoritesSummary() {
  const slots = useFavoritesSelector(selectSlotCount);
  const live = useFavoritesSelector(selectLiveCount);
  return (
    <Paper
      component="section"
      aria-labelledby="profile-favorites"
      sx={{
        p: { xs: 2.5, md: 3 },
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 2,
      }}
    >
      <FavoriteIcon color="error" aria-hidden />
      <div style={{ flex: 1, minWidth: 200 }}>
        <Typography id="profile-favorites" variant="h2" sx={{ fontSize: '1.1rem' }}>
          <FormattedMessage id="favorites.title" />
        </Typography>
        <Typography color="text.secondary">
          <FormattedMessage id="favorites.summary" values={{ slots, live }} />
        </Typography>
      </div>
      <Button component={RouterLink} to={PATHS.favorites} variant="outlined">
        <FormattedMessage id="favorites.open" />
      </Button>
    </Paper>
  );
}
