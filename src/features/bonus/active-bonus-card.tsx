import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  selectActiveBonus,
  selectCanCancel,
  selectTimeLeft,
  selectWageringPercent,
  selectWithdrawalRule,
} from '../../../machines/bonus/bonus-area.selectors.ts';
import type { PlayerBonus } from '../../../machines/shared/bonus.ts';
import { MoneyText } from '../../ui/money-text.tsx';
import { BonusTermsList } from './bonus-terms.tsx';
import { useBonusAreaEvents, useBonusAreaSelector } from './bonus-context.tsx';
import { TimeLeft } from './time-left.tsx';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id={label} />
      </Typography>
      <Typography sx={{ fontWeight: 800, fontSize: '1.1rem', fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** Wagering done against what the bonus asks, as a bar and in figures. */
function WageringProgress({ bonus }: { bonus: PlayerBonus }) {
  const intl = useIntl();
  const percent = useBonusAreaSelector(selectWageringPercent);
  const done = Math.min(bonus.wagered, bonus.wageringRequired);
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Typography id="wagering-label" variant="body2" sx={{ fontWeight: 600 }}>
        <FormattedMessage
          id="bonus.active.wagered"
          values={{
            done: <MoneyText kurus={done} exact />,
            required: <MoneyText kurus={bonus.wageringRequired} exact />,
          }}
        />
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-labelledby="wagering-label"
        aria-valuetext={intl.formatMessage({ id: 'bonus.active.percent' }, { percent })}
        sx={{ height: 10, borderRadius: 5 }}
      />
    </Box>
  );
}

/** The bonus being wagered: what it gave, what is left, wagering, time left, rules and cancel. */
export function ActiveBonusCard() {
  const bonus = useBonusAreaSelector(selectActiveBonus);
  const timeLeft = useBonusAreaSelector(selectTimeLeft);
  const canCancel = useBonusAreaSelector(selectCanCancel);
  const rule = useBonusAreaSelector(selectWithdrawalRule);
  const { cancel } = useBonusAreaEvents();
  if (!bonus) return null;
  return (
    <Paper
      component="section"
      aria-labelledby="active-bonus-title"
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2, borderColor: 'primary.main' }}
    >
      <Box>
        <Typography variant="overline" color="primary">
          <FormattedMessage id="bonus.active.heading" />
        </Typography>
        <Typography id="active-bonus-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
          {bonus.title}
        </Typography>
      </Box>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))' }}
      >
        <Figure label="bonus.active.amount">
          <MoneyText kurus={bonus.amount} exact />
        </Figure>
        <Figure label="bonus.active.balance">
          <MoneyText kurus={bonus.balance} exact />
        </Figure>
        <Figure label="bonus.active.timeLeft">
          <TimeLeft ms={timeLeft} />
        </Figure>
      </Box>
      <WageringProgress bonus={bonus} />
      <BonusTermsList terms={bonus} />
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id={rule ? `bonus.withdrawRule.${rule}` : 'bonus.active.withdrawNote'} />
      </Typography>
      <Box>
        <Button color="error" variant="outlined" onClick={cancel} disabled={!canCancel}>
          <FormattedMessage id="bonus.cancel.open" />
        </Button>
      </Box>
    </Paper>
  );
}
