import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import type { Tournament } from '../../../machines/shared/contract.ts';
import type { TournamentStatus } from '../../../machines/content/tournaments.ts';
import { trimText } from '../../../machines/content/trim-text.ts';
import { useFormat } from '../../i18n/format.ts';
import { MoneyText } from '../../ui/money-text.tsx';

const STATUS_COLOR = { active: 'success', upcoming: 'info', concluded: 'default' } as const;

export function TournamentCard({
  tournament,
  status,
  onShowBoard,
}: {
  tournament: Tournament;
  status: TournamentStatus;
  /** Offers the tournament's leaderboard (the tournaments page). */
  onShowBoard?: (tournamentID: number) => void;
}) {
  const intl = useIntl();
  const format = useFormat();
  return (
    <Card
      component="article"
      sx={{ height: '100%', borderRadius: 3, display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ position: 'relative' }}>
        <Box
          component="img"
          src={tournament.Image}
          alt=""
          loading="lazy"
          sx={{
            width: '100%',
            aspectRatio: '2 / 1',
            objectFit: 'cover',
            display: 'block',
            filter: status === 'concluded' ? 'grayscale(0.6)' : 'none',
          }}
        />
        <Chip
          size="small"
          color={STATUS_COLOR[status]}
          label={<FormattedMessage id={`tournaments.status.${status}`} />}
          sx={{ position: 'absolute', top: 12, left: 12, fontWeight: 700 }}
        />
      </Box>
      <CardContent sx={{ flexGrow: 1, display: 'grid', gap: 1, alignContent: 'start' }}>
        <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
          {tournament.Title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {trimText(tournament.Description)}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            color: 'primary.main',
            fontWeight: 800,
          }}
        >
          <EmojiEventsIcon fontSize="small" aria-hidden />
          <Typography component="span" sx={{ fontWeight: 800 }}>
            <FormattedMessage
              id="tournaments.prizePool"
              values={{ amount: <MoneyText kurus={tournament.PrizePool} /> }}
            />
          </Typography>
        </Box>
        <Typography variant="caption" color="text.secondary">
          {format.range(tournament.Start_date, tournament.End_date, { time: true })}
        </Typography>
      </CardContent>
      {onShowBoard && (
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button
            variant={status === 'active' ? 'contained' : 'outlined'}
            startIcon={<LeaderboardIcon aria-hidden />}
            onClick={() => onShowBoard(tournament.id)}
            aria-label={intl.formatMessage(
              { id: 'tournaments.board.open' },
              { title: tournament.Title },
            )}
          >
            <FormattedMessage id="tournaments.board.openShort" />
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
