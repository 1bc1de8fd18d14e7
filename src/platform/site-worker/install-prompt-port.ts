import { fromCallback } from 'xstate';
import type {
  InstallPromptCommand,
  SiteInstallEvent,
} from '../../../machines/app/site-install.machine.ts';
import { holdInstallPrompt, onInstallPrompt, takeInstallPrompt } from './install-prompt-holder.ts';

/**
 * The browser's offer to install the site (held since the page opened: install-prompt-holder.ts),
 * shown when the install offer asks, and its answer; and an install made from anywhere
 * (`appinstalled`).
 */
export const browserInstallPrompt = fromCallback<InstallPromptCommand>(({ sendBack, receive }) => {
  // Typed: what this port tells its machine.
  const tell = (event: SiteInstallEvent) => sendBack(event);
  // The page listened to, kept: a test's document may be gone by the time the actor stops.
  const page = window;
  holdInstallPrompt();
  const stopHearing = onInstallPrompt(() => tell({ type: 'install.available' }));
  const installed = () => tell({ type: 'install.installed' });
  page.addEventListener('appinstalled', installed);
  receive(() => {
    const prompt = takeInstallPrompt();
    if (!prompt) return tell({ type: 'install.dismissed' });
    prompt
      .prompt()
      .then(
        () => prompt.userChoice,
        () => ({ outcome: 'dismissed' as const }),
      )
      .then(({ outcome }) =>
        tell({ type: outcome === 'accepted' ? 'install.accepted' : 'install.dismissed' }),
      );
  });
  return () => {
    stopHearing();
    // Forgotten with the frame that held it (a test's page; the site's frame lives as long).
    takeInstallPrompt();
    page.removeEventListener('appinstalled', installed);
  };
});
