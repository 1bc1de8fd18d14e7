import { Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  selectClockOffset,
  selectIsBusy,
  selectIsDue,
  selectProfile,
  selectState,
  selectStepUp,
} from '../../../machines/protection/protection.selectors.ts';
import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type LimitPeriod,
  type PendingLimitChange,
  type ProtectionLimit,
} from '../../../machines/shared/protection.ts';
import {
  limitAmountOf,
  limitFormSchema,
} from '../../../machines/shared/validation/protection-schemas.ts';
import { FormTextField, SubmitButton } from '../../ui/form-fields.tsx';
import { FormSelectField } from '../../ui/form-select-field.tsx';
import { MoneyText } from '../../ui/money-text.tsx';
import { StepUpDialog } from '../../ui/step-up-dialog.tsx';
import { useNow } from '../../ui/use-now.ts';
import { useProtectionEvents, useProtectionSelector } from './protection-context.tsx';
import { ValidatedForm } from '../../ui/validated-form.tsx';

type Kind = ProtectionLimit['kind'];

/** An amount as the player reads it: lira for money, minutes for the play time. */
function Amount({ kind, amount }: { kind: Kind; amount: number | null }) {
  if (amount === null) return <FormattedMessage id="protection.noLimit" />;
  if (kind === 'play_time') return <FormattedMessage id="protection.minutes" values={{ amount }} />;
  return <MoneyText kurus={amount} exact />;
}

/**
 * The profile's cooling-off of a raise or removal, as the player reads it: hours, or days when
 * it is a number of whole days beyond one.
 */
function CoolingOff({ hours }: { hours: number }) {
  if (hours > 24 && hours % 24 === 0) {
    return <FormattedMessage id="protection.wait.days" values={{ days: hours / 24 }} />;
  }
  return <FormattedMessage id="protection.wait.hours" values={{ hours }} />;
}

/**
 * Hours and minutes until a pending change may be confirmed, by the platform's clock (this
 * device's time plus the offset of the last answer; a new offset mounts it afresh).
 */
function Countdown({ until, offset }: { until: string; offset: number }) {
  const left = Math.max(0, Date.parse(until) - (useNow(30_000) + offset));
  const totalMinutes = Math.ceil(left / 60_000);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return <FormattedMessage id="protection.countdown" values={{ hours, minutes }} />;
}

function PendingChange({ change }: { change: PendingLimitChange }) {
  const key = { kind: change.kind, period: change.period };
  const due = useProtectionSelector((s) => selectIsDue(s, change.kind, change.period));
  const busy = useProtectionSelector(selectIsBusy);
  const offset = useProtectionSelector(selectClockOffset);
  const { confirmChange, withdrawChange } = useProtectionEvents();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <Typography sx={{ flex: '1 1 240px' }}>
        <FormattedMessage
          id="protection.pending"
          values={{
            period: <FormattedMessage id={`protection.periodName.${change.period}`} />,
            amount: <Amount kind={change.kind} amount={change.amount} />,
          }}
        />{' '}
        {due ? (
          <FormattedMessage id="protection.pendingDue" />
        ) : (
          <Countdown key={offset} until={change.effectiveAt} offset={offset} />
        )}
      </Typography>
      {due && (
        <Button variant="contained" size="small" disabled={busy} onClick={() => confirmChange(key)}>
          <FormattedMessage id="protection.confirmChange" />
        </Button>
      )}
      <Button size="small" disabled={busy} onClick={() => withdrawChange(key)}>
        <FormattedMessage id="protection.withdrawChange" />
      </Button>
    </Box>
  );
}

function LimitForm({ kind }: { kind: Kind }) {
  const intl = useIntl();
  const busy = useProtectionSelector(selectIsBusy);
  const { setLimit } = useProtectionEvents();
  const periods: readonly LimitPeriod[] = kind === 'play_time' ? ['day'] : LIMIT_PERIODS;
  return (
    <Formik
      initialValues={{ period: periods[0]!, amount: '' }}
      validationSchema={limitFormSchema(kind)}
      onSubmit={({ period, amount }, { resetForm }) => {
        setLimit({ kind, period }, limitAmountOf(kind, amount)!);
        resetForm();
      }}
    >
      <Box
        component={ValidatedForm}
        aria-label={intl.formatMessage({ id: `protection.form.${kind}` })}
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr auto' } }}
      >
        {kind !== 'play_time' && (
          <FormSelectField
            name="period"
            id={`field-${kind}-period`}
            label="protection.field.period"
            size="small"
          >
            {periods.map((period) => (
              <MenuItem key={period} value={period}>
                <FormattedMessage id={`protection.periodName.${period}`} />
              </MenuItem>
            ))}
          </FormSelectField>
        )}
        <FormTextField
          name="amount"
          id={`field-${kind}-amount`}
          label={kind === 'play_time' ? 'protection.field.minutes' : 'protection.field.amount'}
          inputMode={kind === 'play_time' ? 'numeric' : 'decimal'}
          size="small"
          required
        />
        <SubmitButton busy={busy} label="protection.saveLimit" size="medium" />
      </Box>
    </Formik>
  );
}

function LimitRow({ limit, used }: { limit: ProtectionLimit; used: number | null }) {
  const busy = useProtectionSelector(selectIsBusy);
  const { setLimit } = useProtectionEvents();
  const intl = useIntl();
  const period = intl.formatMessage({ id: `protection.periodName.${limit.period}` });
  return (
    <Box component="li" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <Typography sx={{ flex: '1 1 240px' }}>
        <strong>{period}</strong>: <Amount kind={limit.kind} amount={limit.amount} />
        {used !== null && (
          <>
            {' · '}
            <FormattedMessage
              id="protection.used"
              values={{ used: <Amount kind={limit.kind} amount={used} /> }}
            />
          </>
        )}
      </Typography>
      <Button
        size="small"
        disabled={busy}
        onClick={() => setLimit({ kind: limit.kind, period: limit.period }, null)}
        aria-label={intl.formatMessage(
          { id: 'protection.removeNamed' },
          { kind: intl.formatMessage({ id: `protection.kind.${limit.kind}` }), period },
        )}
      >
        <FormattedMessage id="protection.remove" />
      </Button>
    </Box>
  );
}

/** One kind of limit: what is set, what it used, what waits, and the form to set one. */
function LimitKindCard({ kind }: { kind: Kind }) {
  const state = useProtectionSelector(selectState)!;
  const limits = state.limits.filter((limit) => limit.kind === kind);
  const pending = state.pending.filter((change) => change.kind === kind);
  const usedIn = (limit: ProtectionLimit) =>
    limit.kind === 'play_time'
      ? state.playTime.playedMinutes
      : state.usage[limit.kind][limit.period];
  const headingId = `protection-${kind}`;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, md: 2.5 }, display: 'grid', gap: 1.5 }}
    >
      <Typography id={headingId} variant="h3" sx={{ fontSize: '1.1rem' }}>
        <FormattedMessage id={`protection.kind.${kind}`} />
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage
          id={`protection.explain.${kind}`}
          values={{ wait: <CoolingOff hours={state.profile.coolingOffHours} /> }}
        />
      </Typography>
      {limits.length > 0 && (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
          {limits.map((limit) => (
            <LimitRow key={limit.period} limit={limit} used={usedIn(limit)} />
          ))}
        </Box>
      )}
      {pending.map((change) => (
        <PendingChange key={change.period} change={change} />
      ))}
      <LimitForm kind={kind} />
    </Paper>
  );
}

/** The step-up a raise or removal asks for, while it runs, with the wait that follows it. */
function LimitStepUp() {
  const profile = useProtectionSelector(selectProfile);
  return (
    <StepUpDialog
      actor={useProtectionSelector(selectStepUp)}
      noteValues={{ wait: <CoolingOff hours={profile?.coolingOffHours ?? 0} /> }}
    />
  );
}

/** Deposit, loss and wager limits, and the daily play time. */
export function LimitCards() {
  return (
    <>
      <LimitStepUp />
      {[...LIMIT_KINDS, 'play_time' as const].map((kind) => (
        <LimitKindCard key={kind} kind={kind} />
      ))}
    </>
  );
}
