import { FormattedMessage } from 'react-intl';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type {
  LeaderboardEntry,
  TournamentLeaderboard,
  TournamentRuleKind,
} from '../../../machines/shared/tournaments.ts';
import { pointsValue } from '../../../machines/tournaments/points.ts';
import { useFormat } from '../../i18n/format.ts';
import { MoneyText } from '../../ui/money-text.tsx';

/** Points as the rule counts them: 12 puan, ×12.34, 3 galibiyet. */
function Points({ kind, points }: { kind: TournamentRuleKind; points: number }) {
  const format = useFormat();
  const value = pointsValue(kind, points);
  if (kind === 'multiplier') return <>×{format.decimal(value)}</>;
  return <FormattedMessage id={`tournaments.board.points.${kind}`} values={{ points: value }} />;
}

function EntryRow({ entry, kind }: { entry: LeaderboardEntry; kind: TournamentRuleKind }) {
  return (
    <TableRow
      selected={entry.me}
      sx={entry.me ? { '& td': { fontWeight: 800 }, outline: 2, outlineColor: 'primary.main' } : {}}
    >
      <TableCell>{entry.rank}</TableCell>
      <TableCell sx={{ wordBreak: 'break-all' }}>
        {entry.name}
        {entry.me && (
          <>
            {' '}
            <FormattedMessage id="tournaments.board.you" />
          </>
        )}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <Points kind={kind} points={entry.points} />
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {entry.prize > 0 ? <MoneyText kurus={entry.prize} /> : '–'}
      </TableCell>
    </TableRow>
  );
}

/** The standings with the caller's own place, also when it is outside the top. */
export function LeaderboardTable({
  board,
  title,
}: {
  board: TournamentLeaderboard;
  title: string;
}) {
  const kind = board.rule.kind;
  const meOutside = board.me !== null && !board.entries.some((e) => e.me);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table
        size="small"
        sx={{
          '& th, & td': { px: { xs: 1, sm: 2 } },
          // MUI puts a table's caption under it; this one names the table, so it goes first.
          '& caption': {
            captionSide: 'top',
            textAlign: 'left',
            fontWeight: 700,
            color: 'text.primary',
            p: 0,
            pb: 1,
          },
        }}
      >
        <caption>
          <FormattedMessage
            id={
              board.status === 'concluded'
                ? 'tournaments.board.finalCaption'
                : 'tournaments.board.caption'
            }
            values={{ title }}
          />
        </caption>
        <TableHead>
          <TableRow>
            <TableCell scope="col">
              <FormattedMessage id="tournaments.board.rank" />
            </TableCell>
            <TableCell scope="col">
              <FormattedMessage id="tournaments.board.player" />
            </TableCell>
            <TableCell scope="col" align="right">
              <FormattedMessage id={`tournaments.board.column.${kind}`} />
            </TableCell>
            <TableCell scope="col" align="right">
              <FormattedMessage id="tournaments.board.prize" />
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {board.entries.map((entry) => (
            <EntryRow key={entry.rank} entry={entry} kind={kind} />
          ))}
          {meOutside && <EntryRow entry={board.me!} kind={kind} />}
        </TableBody>
      </Table>
    </Box>
  );
}
