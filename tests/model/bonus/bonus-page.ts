/** What the bonus area's model tests share: the page's landmarks and the money as it is shown. */
import { screen } from '@testing-library/react';
import { messages } from '../../../src/i18n/messages.ts';

export const tr = messages.tr;
export const t = (id: string) => tr[id]!;
/** A message with its {placeholders} filled in as plain text. */
export const fill = (id: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce(
    (text, [key, value]) => text.replace(`{${key}}`, String(value)),
    t(id),
  );

export const lira = (kurus: number) =>
  new Intl.NumberFormat('tr', {
    style: 'currency',
    currency: 'TRY',
    minimumFractionDigits: 2,
  }).format(kurus / 100);

/** The page behind an open dialog is hidden from assistive technology: found all the same. */
const behind = { hidden: true } as const;
export const offersList = () =>
  screen.queryByRole('list', { name: t('bonus.offers.title'), ...behind });
export const pastList = () =>
  screen.queryByRole('list', { name: t('bonus.past.title'), ...behind });
/** A button of the page, found whether a dialog covers it or not. */
export const pageButton = (name: string) => screen.queryByRole('button', { name, ...behind });
/** The active bonus's wagering bar (buttons show spinners that are progress bars too). */
export const wageringBar = () =>
  screen
    .queryAllByRole('progressbar', behind)
    .find((bar) => bar.getAttribute('aria-labelledby') === 'wagering-label') ?? null;
