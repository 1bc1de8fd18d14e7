import type { KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { shallowEqual } from '@xstate/react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { BonusChoice } from '../../../machines/cashier/deposit-bonus.ts';
import {
  selectBonusChoices,
  selectBonusDropped,
  selectBonusOfferID,
  selectCanRedeem,
  selectCanSubmitBonus,
  selectOffersStatus,
  selectPromoCode,
  selectPromoError,
  selectPromoNotice,
} from '../../../machines/cashier/deposit.selectors.ts';
import { wageringRequirement } from '../../../machines/shared/bonus.ts';
import { useMessageText } from '../../i18n/message-text.ts';
import { MoneyText } from '../../ui/money-text.tsx';
import { CashierTextField } from './cashier-text-field.tsx';
import { useDepositEvents, useDepositSelector } from './deposit-context.tsx';
import { ScreenHeading } from './deposit-heading.tsx';
import { StepActions, StepForm } from './deposit-step-parts.tsx';

/** 'No bonus' as a radio value (the group's values are strings). */
const NO_BONUS = 'none';

/** What an offer gives for this deposit, its wagering, expiry and max bet, in one line. */
export function BonusTermsLine({ choice }: { choice: BonusChoice }) {
  const { offer, bonus } = choice;
  if (offer.wageringMultiplier === 0) {
    return (
      <FormattedMessage
        id="cashier.bonus.termsCash"
        values={{ bonus: <MoneyText kurus={bonus} exact /> }}
      />
    );
  }
  return (
    <FormattedMessage
      id={offer.maxBet > 0 ? 'cashier.bonus.terms' : 'cashier.bonus.termsNoMaxBet'}
      values={{
        bonus: <MoneyText kurus={bonus} exact />,
        multiplier: offer.wageringMultiplier,
        wagering: <MoneyText kurus={wageringRequirement(bonus, offer.wageringMultiplier)} exact />,
        days: offer.expiryDays,
        maxBet: <MoneyText kurus={offer.maxBet} exact />,
      }}
    />
  );
}

function OfferLabel({ choice }: { choice: BonusChoice }) {
  const welcome = choice.offer.trigger === 'first_deposit';
  return (
    <Box sx={{ py: 0.75 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography component="span" sx={{ fontWeight: 700 }}>
          {choice.offer.title}
        </Typography>
        {welcome && (
          <Chip
            size="small"
            color="primary"
            label={<FormattedMessage id="cashier.bonus.welcome" />}
          />
        )}
      </Box>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
        <BonusTermsLine choice={choice} />
      </Typography>
    </Box>
  );
}

/** The offers as one radio group, 'no bonus' last; the welcome offer stands out. */
function OfferChoices() {
  const intl = useIntl();
  const choices = useDepositSelector(selectBonusChoices, shallowEqual);
  const chosenID = useDepositSelector(selectBonusOfferID);
  const { chooseBonus } = useDepositEvents();
  const change = (value: string) => chooseBonus(value === NO_BONUS ? null : Number(value));
  return (
    <FormControl component="fieldset" fullWidth sx={{ mb: 2.5 }}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {intl.formatMessage({ id: 'cashier.bonus.choose' })}
      </FormLabel>
      {choices.length === 0 && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          <FormattedMessage id="cashier.bonus.noneFits" />
        </Typography>
      )}
      <RadioGroup
        name="deposit-bonus"
        value={chosenID === null ? NO_BONUS : String(chosenID)}
        onChange={(event) => change(event.target.value)}
      >
        {choices.map((choice) => (
          <FormControlLabel
            key={choice.offer.offerID}
            value={String(choice.offer.offerID)}
            control={<Radio />}
            label={<OfferLabel choice={choice} />}
            sx={{
              mx: 0,
              mb: 1,
              pr: 1.5,
              border: choice.offer.trigger === 'first_deposit' ? 2 : 1,
              borderColor: choice.offer.trigger === 'first_deposit' ? 'primary.main' : 'divider',
              borderRadius: 2,
              alignItems: 'flex-start',
              '& .MuiRadio-root': { mt: 0.5 },
            }}
          />
        ))}
        <FormControlLabel
          value={NO_BONUS}
          control={<Radio />}
          label={intl.formatMessage({ id: 'cashier.bonus.none' })}
          sx={{ mx: 0 }}
        />
      </RadioGroup>
    </FormControl>
  );
}

/** The promo code: Enter or the button redeems it, without leaving the step. */
function PromoCode() {
  const intl = useIntl();
  const messageText = useMessageText();
  const code = useDepositSelector(selectPromoCode);
  const error = useDepositSelector(selectPromoError);
  const notice = useDepositSelector(selectPromoNotice, shallowEqual);
  const canRedeem = useDepositSelector(selectCanRedeem);
  const redeeming = useDepositSelector(selectOffersStatus) === 'redeeming';
  const { changePromoCode, redeemCode } = useDepositEvents();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    redeemCode();
  };
  return (
    <Box sx={{ mb: 1 }}>
      <Box
        onKeyDown={onKeyDown}
        sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5 }}
      >
        <CashierTextField
          id="deposit-promo-code"
          label={intl.formatMessage({ id: 'cashier.bonus.promoCode' })}
          value={code}
          onChange={changePromoCode}
          error={messageText(error)}
          maxLength={40}
        />
        <Button
          variant="outlined"
          onClick={redeemCode}
          disabled={!canRedeem}
          sx={{ flexShrink: 0, alignSelf: { xs: 'stretch', sm: 'flex-start' }, minHeight: 56 }}
        >
          <FormattedMessage id={redeeming ? 'cashier.bonus.redeeming' : 'cashier.bonus.redeem'} />
        </Button>
      </Box>
      {notice && (
        <Alert severity={notice.kind === 'selected' ? 'success' : 'info'} sx={{ mt: 1.5 }}>
          <FormattedMessage
            id={
              notice.kind === 'blocked'
                ? `cashier.bonus.promo.blocked.${notice.block}`
                : `cashier.bonus.promo.${notice.kind}`
            }
            values={{ title: notice.title }}
          />
        </Alert>
      )}
    </Box>
  );
}

/** The bonus step: the offers that fit the deposit, 'no bonus', and a promo code. */
export function BonusScreen() {
  const status = useDepositSelector(selectOffersStatus);
  const dropped = useDepositSelector(selectBonusDropped);
  const canSubmit = useDepositSelector(selectCanSubmitBonus);
  const { submitBonus } = useDepositEvents();
  return (
    <StepForm onSubmit={submitBonus}>
      <ScreenHeading id="cashier.deposit.heading.bonus" />
      {dropped && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          <AlertTitle>
            <FormattedMessage id="cashier.bonus.dropped.title" />
          </AlertTitle>
          <FormattedMessage id="cashier.bonus.dropped.text" />
        </Alert>
      )}
      {status === 'loading' && (
        <Box role="status" sx={{ mb: 2 }}>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            <FormattedMessage id="cashier.bonus.loading" />
          </Typography>
          <LinearProgress aria-hidden />
        </Box>
      )}
      {status === 'unavailable' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          <FormattedMessage id="cashier.bonus.unavailable" />
        </Alert>
      )}
      {status !== 'loading' && status !== 'unavailable' && <OfferChoices />}
      {status !== 'unavailable' && <PromoCode />}
      <StepActions next={canSubmit} />
    </StepForm>
  );
}
