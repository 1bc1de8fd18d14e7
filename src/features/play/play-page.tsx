import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { PATHS } from '../../app/paths.ts';
import { BRAND } from '../../theme/theme.ts';
import { Page, type Crumb } from '../../ui/page.tsx';

/** Where each kind of game lives, for the breadcrumb and the way back. */
const AREAS: Record<string, Crumb> = {
  slot: { label: 'menu.slots', to: PATHS.slot },
  live: { label: 'menu.liveCasino', to: PATHS.live },
  sport: { label: 'menu.sport', to: PATHS.home },
  virtual: { label: 'play.virtualGames', to: PATHS.home },
};

/** The titles of the games the menu opens by name (/play/virtual/zeplin, /play/sport/live …). */
const NAMED_GAMES: Record<string, string> = {
  sportsbook: 'menu.sport',
  live: 'menu.liveSport',
  'golden-race': 'menu.goldenRace',
  'bet-on-games': 'menu.betOnGames',
  '3d-football': 'menu.football3d',
  bingo: 'menu.bingo',
  'sound-bingo': 'menu.soundBingo',
  zeplin: 'menu.zeplin',
  spaceman: 'menu.spaceman',
};

/** The game stage: the launch (init_game) fills it with the provider's frame. */
export function PlayPage() {
  const intl = useIntl();
  const { type = '', id = '', detail, providerName } = useParams();
  const area = AREAS[type];
  const named = NAMED_GAMES[id];
  const provider = providerName ?? detail;
  const title = named
    ? intl.formatMessage({ id: named })
    : intl.formatMessage({ id: 'play.title' });

  return (
    <Page
      title="play.title"
      titleText={title}
      subtitle={provider ? intl.formatMessage({ id: 'play.provider' }, { provider }) : undefined}
      crumbs={area && area.to !== PATHS.home ? [area] : []}
      actions={
        <Button
          component={RouterLink}
          to={area?.to ?? PATHS.home}
          startIcon={<ArrowBackIcon />}
          variant="outlined"
        >
          <FormattedMessage id="play.back" />
        </Button>
      }
    >
      <Box
        sx={{
          aspectRatio: { xs: '3 / 4', sm: '16 / 9' },
          maxHeight: '75vh',
          borderRadius: 3,
          display: 'grid',
          placeItems: 'center',
          background: `radial-gradient(circle at 50% 40%, ${BRAND.navyLight}, ${BRAND.navy})`,
          border: 1,
          borderColor: 'divider',
        }}
      >
        <img src="/logo.svg" alt="" width={220} height={44} style={{ opacity: 0.5 }} />
      </Box>
    </Page>
  );
}
