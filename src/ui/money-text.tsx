import { useFormat } from '../i18n/format.ts';

/**
 * An amount in kuruş shown in lira through the shared formatter: `exact` keeps the kuruş
 * ('₺1.234,00'); without it a round figure is written short ('₺999', yet '₺0,50').
 */
export function MoneyText({
  kurus,
  exact = false,
  signed = false,
}: {
  kurus: number;
  exact?: boolean;
  signed?: boolean;
}) {
  return <>{useFormat().money(kurus, { short: !exact, signed })}</>;
}
