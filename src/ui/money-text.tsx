import { FormattedNumber } from 'react-intl';

/** An amount in kuruş shown in lira (TRY, the site's one currency); `exact` keeps the kuruş. */
export function MoneyText({ kurus, exact = false }: { kurus: number; exact?: boolean }) {
  return (
    <FormattedNumber
      value={kurus / 100}
      style="currency"
      currency="TRY"
      minimumFractionDigits={exact ? 2 : 0}
      maximumFractionDigits={exact ? 2 : 0}
    />
  );
}
