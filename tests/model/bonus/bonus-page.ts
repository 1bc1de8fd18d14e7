/** What the bonus area's model tests share: the page's landmarks and the money as it is shown. */
import { screen } from '@testing-library/react';
import type { AnyMachineSnapshot, InspectionEvent } from 'xstate';
import { messages } from '../../../src/i18n/messages.ts';
import type { AnyStateNode } from 'xstate';

type Transition = NonNullable<AnyStateNode['always']>[number];

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

export const transitionKey = (transition: Transition) => {
  const list =
    transition.eventType === ''
      ? (transition.source.always ?? [])
      : (transition.source.transitions.get(transition.eventType) ?? []);
  return `${transition.source.id}|${transition.eventType || 'always'}|${list.indexOf(transition)}`;
};

/** Records the transitions a machine of `id` takes on the page. */
export function recordTransitions(id: string, fired: Set<string>) {
  return (event: InspectionEvent) => {
    if (event.type !== '@xstate.microstep') return;
    const { snapshot, _transitions } = event as unknown as {
      snapshot: AnyMachineSnapshot;
      _transitions: Transition[];
    };
    if (snapshot.machine?.id === id) {
      _transitions.forEach((transition) => fired.add(transitionKey(transition)));
    }
  };
}
