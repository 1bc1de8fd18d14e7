import { Formik } from 'formik';
import { FormattedMessage } from 'react-intl';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  selectIsSavingLimit,
  selectLimitError,
} from '../../../machines/cashier/deposit.selectors.ts';
import {
  depositLimitOf,
  LIMIT_CHOICE_FORM,
  limitChoiceFormSchema,
} from '../../../machines/shared/validation/limit-choice-form.ts';
import { FormError, SubmitButton } from '../../ui/form-fields.tsx';
import { LimitChoiceFields } from '../../ui/limit-choice-fields.tsx';
import { ValidatedForm } from '../../ui/validated-form.tsx';
import { useDepositEvents, useDepositSelector } from './deposit-context.tsx';
import { ScreenHeading } from './deposit-heading.tsx';

/**
 * Before any step, when one is due: a deposit limit, or "no limit now" (UKGC RTS 12). The
 * platform's refusal shows above the choice, which may be sent again.
 */
export function LimitChoiceScreen() {
  const busy = useDepositSelector(selectIsSavingLimit);
  const error = useDepositSelector(selectLimitError);
  const { chooseLimit } = useDepositEvents();
  return (
    <>
      <ScreenHeading id="cashier.deposit.limitChoice.title" />
      <Typography sx={{ mb: 2 }}>
        <FormattedMessage id="cashier.deposit.limitChoice.text" />
      </Typography>
      <Formik
        initialValues={LIMIT_CHOICE_FORM}
        validationSchema={limitChoiceFormSchema}
        onSubmit={(values) => {
          const answer = depositLimitOf(values);
          if (answer !== undefined) chooseLimit(answer);
        }}
      >
        <Box
          component={ValidatedForm}
          aria-labelledby="deposit-heading"
          sx={{ display: 'grid', gap: 2 }}
        >
          <FormError error={error} />
          <LimitChoiceFields id="deposit-limit-choice" labelledBy="deposit-heading" />
          <SubmitButton busy={busy} label="cashier.next" sx={{ justifySelf: 'start' }} />
        </Box>
      </Formik>
    </>
  );
}
