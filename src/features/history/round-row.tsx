import { FormattedMessage } from 'react-intl';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import type { GameRound } from '../../../machines/shared/history.ts';
import { useFormat } from '../../i18n/format.ts';
import { MoneyText } from '../../ui/money-text.tsx';
import { RowFigure, ROW_SX } from './row-figure.tsx';
import { SignedMoney } from './signed-money.tsx';

/** A game round: the game and provider, bet, win and net, when, and whether it is still open. */
export function RoundRow({ round }: { round: GameRound }) {
  const format = useFormat();
  return (
    <Paper component="li" variant="outlined" sx={ROW_SX}>
      <RowFigure label="history.column.game">{round.gameName}</RowFigure>
      <RowFigure label="history.column.provider">{round.providerName}</RowFigure>
      <RowFigure label="history.column.bet">
        <MoneyText kurus={round.bet} exact />
      </RowFigure>
      <RowFigure label="history.column.win">
        <MoneyText kurus={round.win} exact />
      </RowFigure>
      <RowFigure label="history.column.net">
        <SignedMoney kurus={round.net} />
      </RowFigure>
      <RowFigure label="history.column.date">{format.dateTime(round.createdAt)}</RowFigure>
      <RowFigure label="history.column.status">
        <Chip
          size="small"
          variant="outlined"
          sx={{ fontWeight: 700 }}
          label={<FormattedMessage id={`history.roundStatus.${round.status}`} />}
        />
      </RowFigure>
    </Paper>
  );
}
