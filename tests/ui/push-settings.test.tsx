import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { device, settings, subscription } from '../machines/inbox/push-fixtures.ts';
import { renderSite, SIGNED_IN } from './harness.tsx';

const card = async (name: string) =>
  within(await screen.findByRole('region', { name }, { timeout: 10_000 }));

describe('the push card', () => {
  it('is in the profile’s security tab, and says so on a browser without web push', async () => {
    renderSite('/profile?tab=security', { stored: SIGNED_IN });
    const shown = await card('Anlık bildirimler');
    expect(shown.getByRole('heading', { level: 3, name: 'Anlık bildirimler' })).toBeVisible();
    expect(await shown.findByText(/Bu tarayıcı anlık bildirimleri desteklemiyor/)).toBeVisible();
  });

  it('keeps the keyboard on the card when the last topic goes off and the switches go', async () => {
    const user = userEvent.setup();
    renderSite('/notifications', {
      stored: SIGNED_IN,
      pushDevice: { state: async () => device({ permission: 'granted', subscription }) },
      push: { settings: async () => settings(['messages']) },
    });
    const shown = await card('Anlık bildirimler');
    const last = await shown.findByRole('switch', { name: 'Duyurular' });
    expect(last).toBeChecked();
    last.focus();
    await user.keyboard(' ');
    const turnOn = await shown.findByRole('button', { name: 'Bildirimleri aç' });
    await waitFor(() => expect(turnOn).toHaveFocus());
    expect(shown.getByText('Kapalı')).toBeVisible();
  });
});
