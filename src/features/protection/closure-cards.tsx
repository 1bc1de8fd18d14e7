import { Formik } from 'formik';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { shallowEqual } from '@xstate/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  selectClosing,
  selectError,
  selectIsBusy,
  selectRealityCheckChoices,
  selectState,
} from '../../../machines/protection/protection.selectors.ts';
import { EXCLUSION_LENGTHS, TIMEOUT_LENGTHS } from '../../../machines/shared/protection.ts';
import { exclusionFormSchema } from '../../../machines/shared/validation/protection-schemas.ts';
import { CodeField, FormError, CurrentPasswordField, SubmitButton } from '../../ui/form-fields.tsx';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { useProtectionEvents, useProtectionSelector } from './protection-context.tsx';
import { BusyButton } from '../../ui/busy-button.tsx';
import { ValidatedForm } from '../../ui/validated-form.tsx';
import { ExclusionScope } from './exclusion-scope.tsx';

function Card({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      aria-labelledby={`protection-${id}`}
      sx={{ p: { xs: 2, md: 2.5 }, display: 'grid', gap: 1.5 }}
    >
      <Typography id={`protection-${id}`} variant="h3" sx={{ fontSize: '1.1rem' }}>
        <FormattedMessage id={`protection.${id}.title`} />
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id={`protection.${id}.text`} />
      </Typography>
      {children}
    </Paper>
  );
}

/** The lengths a closure can run for, one button each; choosing one asks once more. */
function LengthChoices<Length extends string>(props: {
  lengths: readonly Length[];
  color?: 'error';
  disabled: boolean;
  onChoose: (length: Length) => void;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {props.lengths.map((length) => (
        <Button
          key={length}
          variant="outlined"
          color={props.color}
          disabled={props.disabled}
          onClick={() => props.onChoose(length)}
        >
          <FormattedMessage id={`protection.length.${length}`} />
        </Button>
      ))}
    </Box>
  );
}

/** The reality check's interval, one the jurisdiction's profile offers: saved once chosen. */
export function RealityCheckCard() {
  const intl = useIntl();
  const minutes = useProtectionSelector(selectState)!.realityCheckMinutes;
  const choices = useProtectionSelector(selectRealityCheckChoices, shallowEqual);
  const busy = useProtectionSelector(selectIsBusy);
  const { setRealityCheck } = useProtectionEvents();
  return (
    <Card id="realityCheck">
      <TextField
        select
        size="small"
        id="field-reality-check"
        label={intl.formatMessage({ id: 'protection.realityCheck.field' })}
        value={minutes === null ? 'off' : String(minutes)}
        disabled={busy}
        onChange={(event) =>
          setRealityCheck(event.target.value === 'off' ? null : Number(event.target.value))
        }
        sx={{ maxWidth: 320 }}
      >
        <MenuItem value="off">
          <FormattedMessage id="protection.realityCheck.off" />
        </MenuItem>
        {choices.map((value) => (
          <MenuItem key={value} value={String(value)}>
            <FormattedMessage id="protection.realityCheck.every" values={{ minutes: value }} />
          </MenuItem>
        ))}
      </TextField>
    </Card>
  );
}

/** A time-out: one of four lengths, confirmed once more. */
export function TimeoutCard() {
  const closing = useProtectionSelector(selectClosing);
  const busy = useProtectionSelector(selectIsBusy);
  const error = useProtectionSelector(selectError);
  const { chooseTimeout, confirmTimeout, cancel } = useProtectionEvents();
  const asking = closing?.kind === 'timeout' ? closing : null;
  return (
    <Card id="timeout">
      {asking ? (
        <Box
          role="alertdialog"
          aria-labelledby="timeout-confirm"
          sx={{ display: 'grid', gap: 1.5 }}
        >
          <Alert severity="warning" role="note" id="timeout-confirm">
            <FormattedMessage
              id="protection.timeout.confirm"
              values={{ length: <FormattedMessage id={`protection.length.${asking.length}`} /> }}
            />
          </Alert>
          <FormError error={error} />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <BusyButton busy={busy} variant="contained" color="warning" onClick={confirmTimeout}>
              <FormattedMessage id="protection.timeout.start" />
            </BusyButton>
            <Button disabled={busy} onClick={cancel}>
              <FormattedMessage id="common.cancel" />
            </Button>
          </Box>
        </Box>
      ) : (
        <LengthChoices
          lengths={TIMEOUT_LENGTHS}
          disabled={closing !== null}
          onChoose={chooseTimeout}
        />
      )}
    </Card>
  );
}

/**
 * Self-exclusion: a length, then a deliberate confirmation with the password; what it covers
 * and the country's own schemes are said beside it.
 */
export function ExclusionCard() {
  const intl = useIntl();
  const { profile } = useProtectionSelector(selectState)!;
  const closing = useProtectionSelector(selectClosing);
  const busy = useProtectionSelector(selectIsBusy);
  const error = useProtectionSelector(selectError);
  const { chooseExclusion, confirmExclusion, cancel } = useProtectionEvents();
  const asking = closing?.kind === 'exclusion' ? closing : null;
  return (
    <Card id="exclusion">
      {asking ? (
        <Formik
          initialValues={{ confirmed: false, password: '', ga_code: '' }}
          validationSchema={exclusionFormSchema}
          onSubmit={(values) => confirmExclusion(values)}
        >
          <Box
            component={ValidatedForm}
            aria-label={intl.formatMessage({ id: 'protection.exclusion.title' })}
            sx={{ display: 'grid', gap: 1.5, maxWidth: 480 }}
          >
            <Alert severity="error" role="note">
              <FormattedMessage
                id="protection.exclusion.confirm"
                values={{ length: <FormattedMessage id={`protection.length.${asking.length}`} /> }}
              />
            </Alert>
            <FormError error={error} />
            <CheckboxField
              name="confirmed"
              label={<FormattedMessage id="protection.exclusion.understand" />}
            />
            <CurrentPasswordField />
            <CodeField
              name="ga_code"
              label="protection.exclusion.code"
              hint="protection.exclusion.codeHint"
            />
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <SubmitButton busy={busy} label="protection.exclusion.start" size="medium" />
              <Button disabled={busy} onClick={cancel}>
                <FormattedMessage id="common.cancel" />
              </Button>
            </Box>
          </Box>
        </Formik>
      ) : (
        <LengthChoices
          lengths={EXCLUSION_LENGTHS}
          color="error"
          disabled={closing !== null}
          onChoose={chooseExclusion}
        />
      )}
      <ExclusionScope profile={profile} />
    </Card>
  );
}
