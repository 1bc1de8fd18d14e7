/**
 * The passkey and security event cards of the profile's security tab in the worlds the generated
 * paths (tests/model/account/passkeys.*) do not start from: a browser without WebAuthn, the
 * authenticator on, no passkey yet, the maximum kept, and English; the keyboard alone through an
 * add and a removal.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AuthApi, PasskeyApi, PasskeyDevice } from '../../machines/ports.ts';
import {
  PASSKEYS_MAX,
  SECURITY_EVENT_KINDS,
  type Passkey,
} from '../../machines/shared/passkeys.ts';
import { STEP_UP_ACTIONS } from '../../machines/shared/step-up.ts';
import { messages } from '../../src/i18n/messages.ts';
import { suggestPasskeyName } from '../../src/features/account/passkey-name.ts';
import {
  attestation,
  creationOptions,
  laptop,
  newKey,
  phone,
  securityEvents,
} from '../fixtures/passkey-management.ts';
import { renderSite, SIGNED_IN } from './harness.tsx';

interface World {
  passkey?: Partial<PasskeyApi>;
  device?: Partial<PasskeyDevice>;
  auth?: Partial<AuthApi>;
  language?: 'tr' | 'en';
}

function openTab({ passkey = {}, device = {}, auth = {}, language = 'tr' }: World = {}) {
  return renderSite('/profile?tab=security', {
    stored: { ...SIGNED_IN, language },
    passkey: {
      list: async () => [laptop, phone],
      securityEvents: async () => securityEvents,
      ...passkey,
    },
    passkeyDevice: { supported: () => true, ...device },
    auth,
  });
}

const card = async (name = "Passkey'ler") =>
  within(await screen.findByRole('region', { name }, { timeout: 10_000 }));
const authenticatorOn: Partial<AuthApi> = { twoFactorType: async () => 'authenticator' };

describe('the passkey card', () => {
  it('says when the browser has no WebAuthn and offers no add, but keeps the list', async () => {
    openTab({ device: { supported: () => false } });
    const shown = await card();
    expect(await shown.findByText(/Bu tarayıcı passkey desteklemiyor/)).toBeVisible();
    expect(shown.queryByRole('button', { name: 'Passkey ekle' })).toBeNull();
    expect(shown.getByRole('button', { name: "“MacBook” adlı passkey'i kaldır" })).toBeEnabled();
  });

  it('explains what a passkey is while the player has none', async () => {
    openTab({ passkey: { list: async () => [], securityEvents: async () => [] } });
    const shown = await card();
    expect(await shown.findByText(/Passkey, cihazında saklanan/)).toBeVisible();
    expect(shown.getByRole('button', { name: 'Passkey ekle' })).toBeEnabled();
    expect(
      (await card('Güvenlik olayları')).getByText('Henüz bir güvenlik olayı yok.'),
    ).toBeVisible();
  });

  it('turns the add off at the maximum and says why', async () => {
    const many = Array.from({ length: PASSKEYS_MAX }, (_, i) => ({ ...phone, id: `k${i}` }));
    openTab({ passkey: { list: async () => many } });
    const shown = await card();
    const add = await shown.findByRole('button', { name: 'Passkey ekle' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(
      `En fazla ${PASSKEYS_MAX} passkey ekleyebilirsin. Yenisi için önce birini kaldır.`,
    );
  });

  it('adds one by keyboard alone, the code asked with the password, the focus on the new name', async () => {
    const user = userEvent.setup();
    let kept: Passkey[] = [laptop];
    const registrationOptions = vi.fn(async () => creationOptions);
    const add = vi.fn(async (name: string) => {
      kept = [newKey(name), ...kept];
      return newKey(name);
    });
    const create = vi.fn(async () => attestation);
    openTab({
      auth: authenticatorOn,
      passkey: {
        list: async () => kept,
        registrationOptions,
        add,
        securityEvents: async () =>
          kept.length > 1 ? [{ ...securityEvents[1]!, id: 9, passkeyName: 'İş bilgisayarı' }] : [],
      },
      device: { create },
    });
    const shown = await card();
    const addButton = await shown.findByRole('button', { name: 'Passkey ekle' });
    addButton.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Passkey ekle' });
    await waitFor(() => expect(within(dialog).getByLabelText(/^Mevcut şifre/)).toHaveFocus());
    await user.keyboard('Demo1234');
    await user.tab();
    await user.tab();
    expect(within(dialog).getByLabelText(/^Doğrulama uygulamasındaki 6 haneli kod/)).toHaveFocus();
    await user.keyboard('123456{Enter}');
    const name = await within(dialog).findByLabelText(/^Passkey adı/);
    expect(registrationOptions).toHaveBeenCalledWith({ password: 'Demo1234', ga_code: '123456' });
    expect(create).toHaveBeenCalledWith(creationOptions);
    expect(name).toHaveValue(suggestPasskeyName(navigator.userAgent));
    await waitFor(() => expect(name).toHaveFocus());
    await user.clear(name);
    await user.keyboard('İş bilgisayarı{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(add).toHaveBeenCalledWith('İş bilgisayarı', attestation);
    await waitFor(() => expect(document.activeElement).toHaveTextContent('İş bilgisayarı'));
    expect(
      await screen.findByText('Passkey eklendi. Artık onunla giriş yapabilirsin.'),
    ).toBeVisible();
    // The events are read again: the add is there.
    const events = await card('Güvenlik olayları');
    expect(await events.findByText('Passkey eklendi: İş bilgisayarı')).toBeVisible();
    expect(within(shown.getByRole('list')).getAllByRole('listitem')[0]).toHaveTextContent(
      'Hiç kullanılmadı',
    );
  });

  it('removes one behind the password and the authenticator code, by keyboard alone', async () => {
    const user = userEvent.setup();
    const remove = vi.fn(async () => {});
    openTab({ auth: authenticatorOn, passkey: { remove } });
    const shown = await card();
    const removeButton = await shown.findByRole('button', {
      name: "“Telefonum” adlı passkey'i kaldır",
    });
    removeButton.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: "Passkey'i kaldır" });
    expect(dialog).toHaveAccessibleDescription(/“Telefonum” kaldırılınca.*kodu gir\./);
    await user.click(within(dialog).getByLabelText(/^Mevcut şifre/));
    await user.keyboard('Demo1234');
    await user.tab();
    await user.tab();
    await user.keyboard('654321{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(remove).toHaveBeenCalledWith(phone.id, { password: 'Demo1234', ga_code: '654321' });
    // The passkey's buttons are gone: the card's title has the focus.
    await waitFor(() => expect(document.activeElement).toHaveTextContent("Passkey'ler"));
  });
});

describe('the security event card', () => {
  it('names each event, the change a passkey approved, when and who, in English', async () => {
    openTab({ language: 'en' });
    const events = await card('Security events');
    const rows = await events.findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(
        /^Approved with a passkey: MacBookApproved: Withdrawal to a new account.*You$/,
      ),
      expect.stringMatching(/^Passkey added: MacBook.*You$/),
      expect.stringMatching(/^Passkey removed: Eski telefon.*Operator$/),
    ]);
    const shown = await card('Passkeys');
    expect(shown.getByText(/Never used/)).toBeVisible();
  });

  it('has words for every kind of event and every approved change, in Turkish and English', () => {
    for (const language of ['tr', 'en'] as const) {
      for (const kind of SECURITY_EVENT_KINDS) {
        expect(messages[language][`account.securityEvents.kind.${kind}`]).toBeTruthy();
      }
      for (const action of STEP_UP_ACTIONS) {
        expect(messages[language][`account.securityEvents.action.${action}`]).toBeTruthy();
      }
    }
  });
});

describe('the suggested passkey name', () => {
  it('names the browser and the system', () => {
    const chromeLinux =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const safariIphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    const edgeWindows =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';
    expect(suggestPasskeyName(chromeLinux)).toBe('Chrome · Linux');
    expect(suggestPasskeyName(safariIphone)).toBe('Safari · iPhone');
    expect(suggestPasskeyName(edgeWindows)).toBe('Edge · Windows');
    expect(suggestPasskeyName('')).toBe('Passkey');
  });
});
