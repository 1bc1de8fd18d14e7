import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { TOURNAMENT_STATUSES, tournamentsByStatus } from '../../../machines/content/tournaments.ts';
import { TOURNAMENT_PAGE } from '../../../machines/shared/page-sizes.ts';
import { useRuntime } from '../../runtime/app-context.tsx';
import { cardGridSx } from '../../ui/card-grid.ts';
import { Page } from '../../ui/page.tsx';
import { EmptyState, ResourceView } from '../../ui/page-state.tsx';
import { useNow } from '../../ui/use-now.ts';
import { useResource } from '../../ui/use-resource.ts';
import { LeaderboardDialog } from './leaderboard-dialog.tsx';
import { LeaderboardProvider, useLeaderboardEvents } from './leaderboard-context.tsx';
import { TournamentCard } from './tournament-card.tsx';

/** Active, upcoming and concluded tournaments (spec §4 classification), each with its leaderboard. */
export function TournamentsPage() {
  return (
    <LeaderboardProvider>
      <TournamentSections />
    </LeaderboardProvider>
  );
}

function TournamentSections() {
  const intl = useIntl();
  const { open } = useLeaderboardEvents();
  const { content } = useRuntime();
  const resource = useResource(
    'tournaments',
    () => content.getTournaments(TOURNAMENT_PAGE),
    intl.locale,
  );
  const now = useNow();

  return (
    <Page title="tournaments.title" subtitle={<FormattedMessage id="tournaments.subtitle" />}>
      <ResourceView resource={resource} skeleton={<Skeleton variant="rounded" height={360} />}>
        {(tournaments) => {
          const groups = tournamentsByStatus(tournaments, now);
          const sections = TOURNAMENT_STATUSES.map((status) => (
            <Box
              component="section"
              key={status}
              aria-labelledby={`tournaments-${status}`}
              sx={{ mb: 5 }}
            >
              <Typography
                id={`tournaments-${status}`}
                variant="h2"
                sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, mb: 2 }}
              >
                <FormattedMessage
                  id={`tournaments.section.${status}`}
                  values={{ count: groups[status].length }}
                />
              </Typography>
              {groups[status].length === 0 ? (
                <EmptyState>
                  <FormattedMessage id={`tournaments.empty.${status}`} />
                </EmptyState>
              ) : (
                <Box sx={cardGridSx}>
                  {groups[status].map((tournament) => (
                    <TournamentCard
                      key={tournament.id}
                      tournament={tournament}
                      status={status}
                      onShowBoard={open}
                    />
                  ))}
                </Box>
              )}
            </Box>
          ));
          return (
            <>
              {sections}
              <LeaderboardDialog tournaments={tournaments} />
            </>
          );
        }}
      </ResourceView>
    </Page>
  );
}
