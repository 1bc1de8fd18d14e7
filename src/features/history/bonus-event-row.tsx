import { FormattedMessage } from 'react-intl';
import Paper from '@mui/material/Paper';
import { signedBonusAmount } from '../../../machines/shared/bonus-events.ts';
import type { CashTransaction } from '../../../machines/shared/finance.ts';
import { useFormat } from '../../i18n/format.ts';
import { MoneyText } from '../../ui/money-text.tsx';
import { RowFigure, ROW_SX } from './row-figure.tsx';
import { SignedMoney } from './signed-money.tsx';

/**
 * A bonus event: when, which bonus, what happened and its amount. Money granted or converted is
 * signed +, money lost −; wagering shows the stake it counted.
 */
export function BonusEventRow({ item }: { item: CashTransaction }) {
  const format = useFormat();
  const event = item.bonusEvent;
  const moved = event !== undefined && event !== 'wagered';
  return (
    <Paper component="li" variant="outlined" sx={ROW_SX}>
      <RowFigure label="history.column.date">{format.dateTime(item.createdAt)}</RowFigure>
      <RowFigure label="history.column.bonus">{item.methodName}</RowFigure>
      <RowFigure label="history.column.bonusEvent">
        <FormattedMessage id={event ? `history.bonusEvent.${event}` : 'history.category.bonus'} />
      </RowFigure>
      <RowFigure label={event === 'wagered' ? 'history.column.wagered' : 'history.column.amount'}>
        {moved ? (
          <SignedMoney kurus={signedBonusAmount(event, item.amount)} />
        ) : (
          <MoneyText kurus={item.amount} exact />
        )}
      </RowFigure>
    </Paper>
  );
}
