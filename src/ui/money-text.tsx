import type { MoneyOptions } from '../../machines/shared/format.ts';
import { useFormat } from '../i18n/format.ts';

/** An amount in kuruş shown in lira through the shared formatter: '₺1.234,56'. */
export function MoneyText({ kurus, ...options }: { kurus: number } & MoneyOptions) {
  return <>{useFormat().money(kurus, options)}</>;
}
