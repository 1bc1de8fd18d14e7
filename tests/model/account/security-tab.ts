/** The profile's security tab, where each second factor has a card of its own. */
import { screen, within } from '@testing-library/react';
import type { AuthApi, PasskeyApi, PasskeyDevice } from '../../../machines/ports.ts';
import { messages } from '../../../src/i18n/messages.ts';
import { renderSite, SIGNED_IN } from '../../ui/harness.tsx';

const t = (id: string) => messages.tr[id]!;

/** The card titled by the message `titleId`: the card, queries in it, a button by its message. */
export function securityCard(titleId: string) {
  const card = () => screen.getByRole('region', { name: t(titleId) });
  const inCard = () => within(card());
  const button = (id: string) => inCard().getByRole('button', { name: t(id) });
  return { card, inCard, button };
}

/**
 * The signed-in player's security tab on the ports `auth` (and the passkey's, for a step-up that
 * asks for it), once the card of `titleId` shows.
 */
export async function openSecurityTab(
  auth: Partial<AuthApi>,
  titleId: string,
  passkeys: { passkey?: Partial<PasskeyApi>; passkeyDevice?: Partial<PasskeyDevice> } = {},
) {
  renderSite('/profile?tab=security', { stored: SIGNED_IN, auth, ...passkeys });
  await screen.findByRole('region', { name: t(titleId) });
}
