import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { selectIsAuthenticated } from '../../../machines/app/app.selectors.ts';
import type { Tournament } from '../../../machines/shared/contract.ts';
import type { TournamentLeaderboard } from '../../../machines/shared/tournaments.ts';
import {
  selectBoard,
  selectHasFailed,
  selectIsLoading,
  selectIsRefreshing,
  selectIsStale,
  selectOpenTournament,
} from '../../../machines/tournaments/leaderboard.selectors.ts';
import { timeLeft } from '../../../machines/tournaments/points.ts';
import { useAppSelector } from '../../runtime/app-context.tsx';
import { PATHS } from '../../runtime/paths.ts';
import { useFormat } from '../../i18n/format.ts';
import { MoneyText } from '../../ui/money-text.tsx';
import { useNow } from '../../ui/use-now.ts';
import { useLeaderboardEvents, useLeaderboardSelector } from './leaderboard-context.tsx';
import { LeaderboardTable } from './leaderboard-table.tsx';

/** How the tournament counts, and on which games. */
function RuleSummary({ board }: { board: TournamentLeaderboard }) {
  const { rule } = board;
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Typography variant="body2">
        <FormattedMessage
          id={`tournaments.board.rule.${rule.kind}`}
          values={{ amount: <MoneyText kurus={rule.stakePerPoint} /> }}
        />
        {rule.minBet > 0 && (
          <>
            {' '}
            <FormattedMessage
              id="tournaments.board.minBet"
              values={{ amount: <MoneyText kurus={rule.minBet} /> }}
            />
          </>
        )}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage
          id="tournaments.board.games"
          values={{ games: rule.games.map((g) => g.name).join(', ') }}
        />
      </Typography>
    </Box>
  );
}

/** Time left, when it starts, or what became of the prizes. */
function Timing({ board, tournament }: { board: TournamentLeaderboard; tournament: Tournament }) {
  const format = useFormat();
  const now = useNow();
  if (board.status === 'upcoming') {
    return (
      <FormattedMessage
        id="tournaments.board.startsAt"
        values={{ date: format.dateTime(tournament.Start_date) }}
      />
    );
  }
  if (board.status === 'concluded') {
    return (
      <FormattedMessage id={board.paid ? 'tournaments.board.paid' : 'tournaments.board.paying'} />
    );
  }
  return (
    <FormattedMessage id="tournaments.board.timeLeft" values={timeLeft(tournament.End_date, now)} />
  );
}

/** Refreshing, refreshed at, or the refresh failed: announced politely. */
function RefreshStatus({ board }: { board: TournamentLeaderboard }) {
  const refreshing = useLeaderboardSelector(selectIsRefreshing);
  const stale = useLeaderboardSelector(selectIsStale);
  const format = useFormat();
  return (
    <Typography
      role="status"
      variant="caption"
      color={stale ? 'error' : 'text.secondary'}
      sx={{ display: 'block', mt: 1 }}
    >
      {refreshing ? (
        <FormattedMessage id="tournaments.board.refreshing" />
      ) : (
        <FormattedMessage
          id={stale ? 'tournaments.board.stale' : 'tournaments.board.updated'}
          values={{ time: format.time(board.computedAt) }}
        />
      )}
    </Typography>
  );
}

function BoardBody({
  board,
  tournament,
}: {
  board: TournamentLeaderboard;
  tournament: Tournament;
}) {
  const signedIn = useAppSelector(selectIsAuthenticated);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <RuleSummary board={board} />
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        <Timing board={board} tournament={tournament} />
      </Typography>
      {board.status !== 'upcoming' &&
        (board.entries.length === 0 ? (
          <Alert severity="info">
            <FormattedMessage
              id={
                board.status === 'active'
                  ? 'tournaments.board.noneYet'
                  : 'tournaments.board.noneFinal'
              }
            />
          </Alert>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage
                id="tournaments.board.participants"
                values={{ count: board.participants }}
              />
            </Typography>
            <LeaderboardTable board={board} title={tournament.Title} />
          </>
        ))}
      {signedIn && board.status === 'active' && board.me === null && (
        <Typography variant="body2">
          <FormattedMessage id="tournaments.board.notPlaced" />
        </Typography>
      )}
      {!signedIn && board.status !== 'concluded' && (
        <Alert severity="info">
          <FormattedMessage
            id="tournaments.board.signIn"
            values={{
              link: (text) => (
                <Link component={RouterLink} to={PATHS.login}>
                  {text}
                </Link>
              ),
            }}
          />
        </Alert>
      )}
      <RefreshStatus board={board} />
    </Box>
  );
}

/** The open tournament's leaderboard; full screen on phones. */
export function LeaderboardDialog({ tournaments }: { tournaments: readonly Tournament[] }) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { close, retry } = useLeaderboardEvents();
  const openID = useLeaderboardSelector(selectOpenTournament);
  const board = useLeaderboardSelector(selectBoard);
  const loading = useLeaderboardSelector(selectIsLoading);
  const failed = useLeaderboardSelector(selectHasFailed);
  const tournament = tournaments.find((t) => t.id === openID);
  return (
    <Dialog
      open={tournament !== undefined}
      onClose={close}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby="leaderboard-title"
    >
      <DialogTitle id="leaderboard-title">
        <FormattedMessage id="tournaments.board.title" values={{ title: tournament?.Title }} />
      </DialogTitle>
      <DialogContent>
        {loading && (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
            <CircularProgress size={24} aria-hidden />
            <FormattedMessage id="tournaments.board.loading" />
          </Box>
        )}
        {failed && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={retry}>
                <FormattedMessage id="tournaments.board.retry" />
              </Button>
            }
          >
            <FormattedMessage id="tournaments.board.failed" />
          </Alert>
        )}
        {board && tournament && <BoardBody board={board} tournament={tournament} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>
          <FormattedMessage id="tournaments.board.close" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
