import type { FormEvent, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {
  selectBonusForfeitAccepted,
  selectBonusTerms,
  selectCanRetry,
  selectCanSubmitBonusForfeit,
} from '../../../machines/cashier/withdraw.selectors.ts';
import { wageringPercent, type PlayerBonus } from '../../../machines/shared/bonus.ts';
import { MoneyText } from '../../ui/money-text.tsx';
import { useWithdrawEvents, useWithdrawSelector } from './withdraw-context.tsx';

/** The wagering done and left, as text and a bar named by it. */
function WageringProgress({ bonus }: { bonus: PlayerBonus }) {
  const percent = wageringPercent(bonus);
  const remaining = Math.max(0, bonus.wageringRequired - bonus.wagered);
  return (
    <Box sx={{ mt: 1.5 }}>
      <Typography id="withdraw-wagering" variant="body2">
        <FormattedMessage
          id="cashier.withdraw.bonus.progress"
          values={{
            wagered: <MoneyText kurus={Math.min(bonus.wagered, bonus.wageringRequired)} exact />,
            required: <MoneyText kurus={bonus.wageringRequired} exact />,
            percent,
          }}
        />
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-labelledby="withdraw-wagering"
        sx={{ height: 8, borderRadius: 4, my: 0.75 }}
      />
      <Typography variant="body2">
        <FormattedMessage
          id="cashier.withdraw.bonus.remaining"
          values={{ remaining: <MoneyText kurus={remaining} exact /> }}
        />
      </Typography>
    </Box>
  );
}

function BonusAlert({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Alert severity="warning" role="alert">
      <AlertTitle component="h3" sx={{ fontSize: '1.05rem' }}>
        <FormattedMessage id={title} />
      </AlertTitle>
      {children}
    </Alert>
  );
}

/** Rule 'forfeit': what withdrawing costs, and the tick that lets the player go on. */
export function BonusForfeitStep() {
  const terms = useWithdrawSelector(selectBonusTerms);
  const accepted = useWithdrawSelector(selectBonusForfeitAccepted);
  const canSubmit = useWithdrawSelector(selectCanSubmitBonusForfeit);
  const { acceptBonusForfeit, submitBonusForfeit } = useWithdrawEvents();
  if (!terms) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    submitBonusForfeit();
  };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
      <BonusAlert title="cashier.withdraw.bonus.forfeit.title">
        <FormattedMessage
          id="cashier.withdraw.bonus.forfeit.text"
          values={{
            title: terms.bonus.title,
            balance: <MoneyText kurus={terms.bonus.balance} exact />,
          }}
        />
        <WageringProgress bonus={terms.bonus} />
      </BonusAlert>
      <FormControlLabel
        control={
          <Checkbox
            checked={accepted}
            onChange={(event) => acceptBonusForfeit(event.target.checked)}
          />
        }
        label={<FormattedMessage id="cashier.withdraw.bonus.forfeit.accept" />}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" size="large" disabled={!canSubmit}>
          <FormattedMessage id="cashier.next" />
        </Button>
      </Box>
    </Box>
  );
}

/** Rule 'block': no form, only the wagering left and a way to look again. */
export function BonusBlockedStep() {
  const terms = useWithdrawSelector(selectBonusTerms);
  const canRetry = useWithdrawSelector(selectCanRetry);
  const { retry } = useWithdrawEvents();
  if (!terms) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <BonusAlert title="cashier.withdraw.bonus.block.title">
        <FormattedMessage
          id="cashier.withdraw.bonus.block.text"
          values={{ title: terms.bonus.title }}
        />
        <WageringProgress bonus={terms.bonus} />
      </BonusAlert>
      {canRetry && (
        <Box>
          <Button variant="outlined" onClick={retry}>
            <FormattedMessage id="cashier.withdraw.bonus.checkAgain" />
          </Button>
        </Box>
      )}
    </Box>
  );
}
