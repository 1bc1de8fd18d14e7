import { FormattedMessage } from 'react-intl';
import type { BonusOffer } from '../../../machines/shared/bonus.ts';
import { MoneyText } from '../../ui/money-text.tsx';

/** What an offer gives: a fixed amount, or a percent of the deposit or losses up to a cap. */
export function OfferAmount({ offer }: { offer: BonusOffer }) {
  if (offer.trigger === 'losses') {
    return (
      <FormattedMessage
        id="bonus.offer.lossesGives"
        values={{ percent: offer.percent, max: <MoneyText kurus={offer.maxAmount} /> }}
      />
    );
  }
  if (offer.percent === 0) {
    return (
      <FormattedMessage
        id="bonus.offer.fixedGives"
        values={{ amount: <MoneyText kurus={offer.fixedAmount} /> }}
      />
    );
  }
  return (
    <FormattedMessage
      id={offer.maxAmount > 0 ? 'bonus.offer.percentGives' : 'bonus.offer.percentGivesNoCap'}
      values={{
        percent: offer.percent,
        max: <MoneyText kurus={offer.maxAmount} />,
        min: <MoneyText kurus={offer.minDeposit} />,
      }}
    />
  );
}
