import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { selectCanGoBack } from '../../../machines/cashier/deposit.selectors.ts';
import { SubmitErrorFocus } from '../../ui/submit-error-focus.tsx';
import { useDepositEvents, useDepositSelector } from './deposit-context.tsx';

/** Back and forward of a step; forward submits the step's form. Full width on phones. */
export function StepActions({
  next,
  nextLabel = 'cashier.next',
}: {
  next: boolean;
  nextLabel?: string;
}) {
  const canGoBack = useDepositSelector(selectCanGoBack);
  const { back } = useDepositEvents();
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column-reverse', sm: 'row' },
        justifyContent: 'space-between',
        gap: 1.5,
        mt: 3,
      }}
    >
      <Button variant="outlined" color="inherit" disabled={!canGoBack} onClick={back}>
        <FormattedMessage id="cashier.back" />
      </Button>
      <Button type="submit" variant="contained" size="large" disabled={!next}>
        <FormattedMessage id={nextLabel} />
      </Button>
    </Box>
  );
}

export function StepForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  const [attempt, setAttempt] = useState(0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempt((count) => count + 1);
    onSubmit();
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="deposit-heading">
      {children}
      <SubmitErrorFocus attempt={attempt} />
    </Box>
  );
}
