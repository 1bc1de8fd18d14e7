import { FormattedMessage } from 'react-intl';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { LimitStop } from '../../../machines/cashier/deposit-rules.ts';
import { MoneyText } from '../../ui/money-text.tsx';

/**
 * In place of the amount, when the player's deposit limits leave no amount the method takes:
 * why, and nothing to press (the platform would refuse any deposit too).
 */
export function DepositLimitStop({ stop }: { stop: LimitStop }) {
  return (
    <Alert severity="warning" role="status">
      {stop.kind === 'reached' ? (
        <FormattedMessage id="cashier.deposit.limitReached" />
      ) : (
        <FormattedMessage
          id="cashier.deposit.limitBelowMinimum"
          values={{
            left: <MoneyText kurus={stop.left} exact />,
            min: <MoneyText kurus={stop.min} exact />,
          }}
        />
      )}
    </Alert>
  );
}

/** 'Para yatırma limitiniz bu dönemde en fazla ₺300 daha yatırmanıza izin veriyor.' */
export function AllowanceLine({ allowance }: { allowance: number | null }) {
  if (allowance === null) return null;
  return (
    <Typography variant="body2" sx={{ mb: 2 }}>
      <FormattedMessage
        id="cashier.deposit.allowance"
        values={{ amount: <MoneyText kurus={allowance} exact /> }}
      />
    </Typography>
  );
}
