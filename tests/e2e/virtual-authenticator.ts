/**
 * A passkey authenticator inside Chromium (DevTools protocol WebAuthn domain): a platform
 * authenticator with user verification that answers at once, as Touch ID or Windows Hello would
 * after the player's touch. Its credentials live as long as the page's CDP session.
 */
import type { CDPSession, Page } from '@playwright/test';

export interface VirtualAuthenticator {
  cdp: CDPSession;
  authenticatorId: string;
  /** The credentials it holds (id base64, rpId, signCount). */
  credentials(): Promise<{ credentialId: string; rpId?: string; signCount: number }[]>;
  /** Further ceremonies fail as if the player cancelled the prompt (or succeed again). */
  setUserVerified(verified: boolean): Promise<void>;
  /** Off, the browser's ceremonies (autofill's too) wait for a touch that does not come. */
  setPresence(present: boolean): Promise<void>;
  remove(): Promise<void>;
}

export async function addVirtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    cdp,
    authenticatorId,
    async credentials() {
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      return credentials;
    },
    async setUserVerified(verified) {
      await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: verified });
    },
    async setPresence(present) {
      await cdp.send('WebAuthn.setAutomaticPresenceSimulation', {
        authenticatorId,
        enabled: present,
      });
    },
    async remove() {
      await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
    },
  };
}
