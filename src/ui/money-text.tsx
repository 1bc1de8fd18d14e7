import { FormattedNumber } from 'react-intl';

/** An amount in kuruş shown in lira (TRY, the site's one currency). */
export function MoneyText({ kurus }: { kurus: number }) {
  return (
    <FormattedNumber
      value={kurus / 100}
      style="currency"
      currency="TRY"
      maximumFractionDigits={0}
    />
  );
}
