/**
 * The passkey machine's generated paths (passkeys.paths.ts), driven on the profile's security
 * tab. Every event is a click or keystroke of the player (in the passkey card, its inline rename
 * or its dialogs), an answer of PasskeyApi or AuthApi, or the browser's WebAuthn prompt ending;
 * every state reached is checked by what the player sees in the passkey and security event
 * cards (VIEWS below). Only the ports are faked.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import type { passkeysMachine, PasskeysData } from '../../../machines/account/passkeys.machine.ts';
import type { AuthApi, PasskeyApi, PasskeyDevice } from '../../../machines/ports.ts';
import type { LoginFactor } from '../../../machines/shared/contract.ts';
import type { Passkey } from '../../../machines/shared/passkeys.ts';
import { formatDate, formatDateTime } from '../../../machines/shared/format.ts';
import { messages } from '../../../src/i18n/messages.ts';
import { suggestPasskeyName } from '../../../src/features/account/passkey-name.ts';
import { expectBusy, renderSite, SIGNED_IN } from '../../ui/harness.tsx';
import { attestation, creationOptions } from '../../fixtures/passkey-management.ts';
import { FiredTransitions } from '../fired-transitions.ts';
import { HeldCalls } from '../held-calls.ts';
import { describePath, drive, type ViewDriver } from '../view-driver.ts';
import { CODE, NEW_NAME, PASSWORD, paths, RENAMED } from './passkeys.paths.ts';

type Snapshot = SnapshotFrom<typeof passkeysMachine>;
const t = (id: string) => messages.tr[id]!;
const fill = (id: string, values: Record<string, string>) =>
  Object.entries(values).reduce((text, [key, value]) => text.replace(`{${key}}`, value), t(id));

// ---------------------------------------------------------------------------------------------
// The page.

class Port extends HeldCalls {
  /** What the browser answers to supported(): set with each read the path answers. */
  supported = false;

  passkey(): Partial<PasskeyApi> {
    return {
      list: this.held<PasskeyApi['list']>('list'),
      securityEvents: this.held<PasskeyApi['securityEvents']>('securityEvents'),
      registrationOptions: this.held<PasskeyApi['registrationOptions']>('registrationOptions'),
      add: this.held<PasskeyApi['add']>('addPasskey'),
      rename: this.held<PasskeyApi['rename']>('renamePasskey'),
      remove: this.held<PasskeyApi['remove']>('removePasskey'),
    };
  }
  device(): Partial<PasskeyDevice> {
    return { supported: () => this.supported, create: this.held('create') };
  }
  /** The SMS card asks the factor too: every read waiting is answered alike. */
  auth(): Partial<AuthApi> {
    return {
      twoFactorType: this.held<AuthApi['twoFactorType']>('twoFactorType'),
      sendStepUpSms: this.held<AuthApi['sendStepUpSms']>('sendCode'),
    };
  }
  async answerFactor(factor: LoginFactor | null) {
    await this.made('twoFactorType', 0);
    for (const call of this.calls.get('twoFactorType')!.splice(0)) call.resolve(factor ?? 'none');
  }
  async failFactor(error: unknown) {
    await this.made('twoFactorType', 0);
    for (const call of this.calls.get('twoFactorType')!.splice(0)) call.reject(error);
  }
}

const fired = new FiredTransitions('passkeys');
/** The name the player last typed in the inline rename: kept there after a refusal. */
const typed = { rename: '' };

const card = () => screen.getByRole('region', { name: t('account.passkeys.title'), hidden: true });
const inCard = () => within(card());
const eventsCard = () =>
  within(screen.getByRole('region', { name: t('account.securityEvents.title'), hidden: true }));
const addDialog = () => screen.getByRole('dialog', { name: t('account.passkeys.addTitle') });
const removeDialog = () => screen.getByRole('dialog', { name: t('account.passkeys.removeTitle') });
/** A label that starts with the text (a required field's label ends with an asterisk). */
const field = (scope: ReturnType<typeof within>, id: string) =>
  scope.getByLabelText(new RegExp(`^${t(id)}`), { selector: 'input' });
const button = (scope: ReturnType<typeof within>, id: string) =>
  scope.getByRole('button', { name: t(id) });
const rowButton = (id: string, passkey: Passkey) =>
  inCard().getByRole('button', { name: fill(id, { name: passkey.name }) });

class PasskeysDriver implements ViewDriver {
  private readonly user = userEvent.setup();
  private readonly port = new Port();

  async start() {
    const { runtime } = renderSite('/profile?tab=security', {
      stored: SIGNED_IN,
      auth: this.port.auth(),
      passkey: this.port.passkey(),
      passkeyDevice: this.port.device(),
    });
    runtime.inspect = fired.inspect;
    await screen.findByRole('region', { name: t('account.passkeys.title') });
  }

  private async type(input: HTMLElement, value: string) {
    await this.user.clear(input);
    if (value !== '') await this.user.type(input, value);
  }

  private async answerLoad(event: AnyEventObject) {
    const list = await this.port.latest('list');
    const securityEvents = await this.port.latest('securityEvents');
    if (event.type.startsWith('xstate.error')) {
      securityEvents.resolve([]);
      return list.reject(event.error);
    }
    const data = event.output as PasskeysData;
    this.port.supported = data.supported;
    securityEvents.resolve(data.events);
    list.resolve(data.passkeys);
  }

  /** The password (and code) of a prompt typed, and its button pressed. */
  private async reauthenticate(
    scope: ReturnType<typeof within>,
    event: AnyEventObject,
    submit: string,
    codeLabel: string,
  ) {
    await this.type(field(scope, 'auth.field.currentPassword'), event.password as string);
    if (event.ga_code) await this.type(field(scope, codeLabel), event.ga_code);
    return this.user.click(button(scope, submit));
  }

  async act(event: AnyEventObject, before: AnyMachineSnapshot) {
    const s = before as Snapshot;
    const user = this.user;
    switch (event.type) {
      case 'xstate.done.actor.loadPasskeys':
      case 'xstate.error.actor.loadPasskeys':
        return this.answerLoad(event);
      case 'xstate.done.actor.readFactor':
        return this.port.answerFactor(event.output as LoginFactor | null);
      case 'xstate.error.actor.readFactor':
        return this.port.failFactor(event.error);
      case 'passkeys.retry':
        return user.click(button(inCard(), 'common.tryAgain'));
      case 'passkeys.add':
        return user.click(button(inCard(), 'account.passkeys.add'));
      case 'passkeys.reauthenticate':
        return this.reauthenticate(
          within(addDialog()),
          event,
          'account.passkeys.continue',
          'account.passkeys.code',
        );
      case 'xstate.done.actor.registrationOptions':
      case 'xstate.error.actor.registrationOptions': {
        const call = await this.port.latest('registrationOptions');
        const code = s.context.factor === 'authenticator' ? { ga_code: CODE } : {};
        expect(call.args).toEqual([{ password: PASSWORD, ...code }]);
        if (event.type.startsWith('xstate.done')) return call.resolve(event.output);
        return call.reject(event.error);
      }
      case 'xstate.done.actor.createPasskey':
      case 'xstate.error.actor.createPasskey': {
        const call = await this.port.latest('create');
        expect(call.args).toEqual([creationOptions]);
        if (event.type.startsWith('xstate.done')) return call.resolve(attestation);
        return call.reject(event.error);
      }
      case 'passkeys.name': {
        const inDialog = within(addDialog());
        await this.type(field(inDialog, 'account.passkeys.name'), event.name as string);
        return user.click(button(inDialog, 'account.passkeys.save'));
      }
      case 'xstate.done.actor.addPasskey':
      case 'xstate.error.actor.addPasskey': {
        const call = await this.port.latest('addPasskey');
        expect(call.args[1]).toEqual(attestation);
        if (event.type.startsWith('xstate.done')) return call.resolve(event.output);
        return call.reject(event.error);
      }
      case 'passkeys.cancel':
        if (s.hasTag('adding')) return user.click(button(within(addDialog()), 'common.cancel'));
        if (s.hasTag('removal')) {
          return user.click(button(within(removeDialog()), 'common.cancel'));
        }
        // The inline rename: the keyboard's way back.
        await user.click(field(inCard(), 'account.passkeys.name'));
        return user.keyboard('{Escape}');
      case 'passkeys.rename':
      case 'passkeys.remove': {
        const passkey = s.context.passkeys.find((p) => p.id === event.id)!;
        const label =
          event.type === 'passkeys.rename'
            ? 'account.passkeys.renameLabel'
            : 'account.passkeys.removeLabel';
        return user.click(rowButton(label, passkey));
      }
      case 'passkeys.saveName':
        typed.rename = event.name as string;
        await this.type(field(inCard(), 'account.passkeys.name'), event.name as string);
        return user.click(button(inCard(), 'account.passkeys.save'));
      case 'xstate.done.actor.renamePasskey':
      case 'xstate.error.actor.renamePasskey': {
        const call = await this.port.latest('renamePasskey');
        expect(call.args).toEqual([s.context.selected!.id, typed.rename]);
        if (event.type.startsWith('xstate.done')) return call.resolve(event.output);
        return call.reject(event.error);
      }
      case 'passkeys.confirmRemoval':
        return this.reauthenticate(
          within(removeDialog()),
          event,
          'account.passkeys.removeConfirm',
          s.context.factor === 'sms' ? 'account.passkeys.smsCode' : 'account.passkeys.code',
        );
      case 'passkeys.sendCode':
        return user.click(
          within(removeDialog()).getByRole('button', {
            name: t(
              s.context.codeSent ? 'account.passkeys.resendCode' : 'account.passkeys.sendCode',
            ),
          }),
        );
      case 'xstate.done.actor.sendCode':
      case 'xstate.error.actor.sendCode': {
        const call = await this.port.latest('sendCode');
        // The platform asks removing a passkey like turning a factor off.
        expect(call.args).toEqual(['factor-off']);
        if (event.type.startsWith('xstate.done')) return call.resolve(undefined);
        return call.reject(event.error);
      }
      case 'xstate.done.actor.removePasskey':
      case 'xstate.error.actor.removePasskey': {
        const call = await this.port.latest('removePasskey');
        const code = s.context.factor ? { ga_code: CODE } : {};
        expect(call.args).toEqual([s.context.selected!.id, { password: PASSWORD, ...code }]);
        if (event.type.startsWith('xstate.done')) return call.resolve(undefined);
        return call.reject(event.error);
      }
      default:
        throw new Error(`No player action for ${event.type}`);
    }
  }

  async see(snapshot: AnyMachineSnapshot, event: AnyEventObject | null) {
    const s = snapshot as Snapshot;
    // The first notice loads the snackbar code: allow it a moment on a busy machine.
    await waitFor(
      () => {
        VIEWS[s.value as string]!(s);
        if (event) AFTER[event.type]?.(s, event);
      },
      { timeout: 10_000 },
    );
  }
}

// ---------------------------------------------------------------------------------------------
// What the player sees in each state.

/** The card's message (an alert) outside any form, or none. */
function listMessage(idOrText: string | null) {
  const alerts = inCard().queryAllByRole('alert', { hidden: true });
  expect(alerts.map((alert) => alert.textContent)).toEqual(
    idOrText === null ? [] : [messages.tr[idOrText] ?? idOrText],
  );
}

function dialogMessage(scope: ReturnType<typeof within>, idOrText: string | null) {
  const alerts = scope.queryAllByRole('alert').map((alert: HTMLElement) => alert.textContent);
  expect(alerts).toEqual(idOrText === null ? [] : [messages.tr[idOrText] ?? idOrText]);
}

/** Each passkey with its name and dates, and the security events, as the context has them. */
function lists(s: Snapshot) {
  const { passkeys, events } = s.context;
  if (passkeys.length === 0) {
    expect(inCard().getByText(t('account.passkeys.empty'))).toBeVisible();
  } else {
    const list = inCard().getByRole('list', {
      name: t('account.passkeys.listLabel'),
      hidden: true,
    });
    const rows = within(list).getAllByRole('listitem', { hidden: true });
    expect(rows).toHaveLength(passkeys.length);
    passkeys.forEach((passkey, index) => {
      const row = rows[index]!;
      expect(row).toHaveTextContent(passkey.name);
      expect(row).toHaveTextContent(formatDate(passkey.createdAt, 'tr'));
      expect(row).toHaveTextContent(
        passkey.lastUsedAt
          ? formatDateTime(passkey.lastUsedAt, 'tr')
          : t('account.passkeys.neverUsed'),
      );
    });
  }
  if (events.length === 0) {
    expect(eventsCard().getByText(t('account.securityEvents.empty'))).toBeVisible();
  } else {
    const rows = eventsCard().getAllByRole('listitem', { hidden: true });
    expect(rows.map((row) => row.textContent)).toEqual(
      events.map((e) => expect.stringContaining(t(`account.securityEvents.kind.${e.kind}`))),
    );
  }
}

/** The add button where WebAuthn is, enabled while nothing else runs; else why there is none. */
function addControl(s: Snapshot, enabled: boolean) {
  if (!s.context.supported) {
    expect(inCard().getByText(t('account.passkeys.unsupported'))).toBeVisible();
    expect(
      inCard().queryByRole('button', { name: t('account.passkeys.add'), hidden: true }),
    ).toBeNull();
    return;
  }
  const add = inCard().getByRole('button', { name: t('account.passkeys.add'), hidden: true });
  if (enabled) expect(add).toBeEnabled();
  else expect(add).toBeDisabled();
}

const noDialog = () => expect(screen.queryByRole('dialog')).toBeNull();

/** The password, and the code of the factor the prompt asks (`codeLabel`) or none. */
function reauthenticationFields(scope: ReturnType<typeof within>, codeLabel: string | null) {
  expect(field(scope, 'auth.field.currentPassword')).toBeRequired();
  for (const label of ['account.passkeys.code', 'account.passkeys.smsCode']) {
    const code = scope.queryByLabelText(new RegExp(`^${t(label)}`), { selector: 'input' });
    if (label === codeLabel) expect(code).toBeRequired();
    else expect(code).toBeNull();
  }
}

const REMOVAL_CODE = { authenticator: 'account.passkeys.code', sms: 'account.passkeys.smsCode' };
const REMOVAL_ASKS = {
  authenticator: 'mevcut şifreni ve doğrulama uygulamandaki kodu gir.',
  sms: 'mevcut şifreni ve telefonuna gönderilecek SMS kodunu gir.',
  none: 'mevcut şifreni gir.',
};

/** The removal dialog, asking what the player's factor takes; with SMS, the code's button. */
function removal(s: Snapshot) {
  const inDialog = within(removeDialog());
  const { factor, selected, codeSent } = s.context;
  expect(removeDialog()).toHaveAccessibleDescription(
    `“${selected!.name}” kaldırılınca onunla giriş yapamaz, işlem de onaylayamazsın. Onaylamak için ${REMOVAL_ASKS[factor ?? 'none']}`,
  );
  reauthenticationFields(inDialog, factor ? REMOVAL_CODE[factor] : null);
  const send = inDialog.queryByRole('button', {
    name: t(codeSent ? 'account.passkeys.resendCode' : 'account.passkeys.sendCode'),
  });
  if (factor === 'sms') expect(send).not.toBeNull();
  else expect(send).toBeNull();
  const status = inDialog.queryByRole('status');
  if (codeSent) expect(status).toHaveTextContent(t('account.passkeys.codeSent'));
  else expect(status).toBeNull();
  return { inDialog, send };
}

const VIEWS: Record<string, (s: Snapshot) => void> = {
  loading: () => {
    expect(card().querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(inCard().queryByRole('button')).toBeNull();
  },
  failed: () => {
    expect(inCard().getByText(t('account.passkeys.loadFailed'))).toBeVisible();
    expect(button(inCard(), 'common.tryAgain')).toBeEnabled();
  },
  ready: (s) => {
    noDialog();
    lists(s);
    addControl(s, true);
    listMessage(s.context.error);
    s.context.passkeys.forEach((passkey) => {
      expect(rowButton('account.passkeys.renameLabel', passkey)).toBeEnabled();
      expect(rowButton('account.passkeys.removeLabel', passkey)).toBeEnabled();
    });
  },
  // The change is shown at once; the buttons wait for the list read again.
  refreshing: (s) => {
    noDialog();
    lists(s);
    addControl(s, false);
  },
  // The add button works while the player's factor is read; no dialog yet.
  readingAddFactor: () => {
    noDialog();
    expectBusy(button(inCard(), 'account.passkeys.add'));
  },
  readingRemovalFactor: (s) => {
    noDialog();
    expectBusy(rowButton('account.passkeys.removeLabel', s.context.selected!));
  },
  reauthenticating: (s) => {
    const inDialog = within(addDialog());
    expect(addDialog()).toHaveAccessibleDescription(
      s.context.factor === 'authenticator'
        ? 'Devam etmek için mevcut şifreni ve doğrulama uygulamandaki 6 haneli kodu gir.'
        : 'Devam etmek için mevcut şifreni gir.',
    );
    reauthenticationFields(
      inDialog,
      s.context.factor === 'authenticator' ? 'account.passkeys.code' : null,
    );
    expect(button(inDialog, 'account.passkeys.continue')).toBeEnabled();
    dialogMessage(inDialog, s.context.error);
  },
  preparing: () => {
    expectBusy(button(within(addDialog()), 'account.passkeys.continue'));
  },
  // The browser's own prompt is up: the dialog only says what to do there.
  creating: () => {
    const inDialog = within(addDialog());
    expect(inDialog.getByRole('status')).toHaveTextContent(t('account.passkeys.creating'));
    expect(inDialog.queryByLabelText(/^Mevcut şifre/)).toBeNull();
    expect(inDialog.queryByRole('button')).toBeNull();
  },
  naming: (s) => {
    const inDialog = within(addDialog());
    const name = field(inDialog, 'account.passkeys.name');
    expect(name).toBeRequired();
    expect(name).toHaveAttribute('maxlength', '40');
    // A suggestion from this browser at first; as typed after a refusal.
    expect(name).toHaveValue(s.context.error ? NEW_NAME : suggestPasskeyName(navigator.userAgent));
    expect(button(inDialog, 'account.passkeys.save')).toBeEnabled();
    dialogMessage(inDialog, s.context.error);
  },
  saving: () => {
    expectBusy(button(within(addDialog()), 'account.passkeys.save'));
  },
  renaming: (s) => {
    noDialog();
    expect(field(inCard(), 'account.passkeys.name')).toHaveValue(
      s.context.error ? typed.rename : s.context.selected!.name,
    );
    expect(button(inCard(), 'account.passkeys.save')).toBeEnabled();
    listMessage(s.context.error);
  },
  savingName: () => {
    expectBusy(button(inCard(), 'account.passkeys.save'));
  },
  confirmingRemoval: (s) => {
    const { inDialog, send } = removal(s);
    if (send) expect(send).toBeEnabled();
    expect(button(inDialog, 'account.passkeys.removeConfirm')).toBeEnabled();
    dialogMessage(inDialog, s.context.error);
  },
  // The code is on its way: the dialog waits for the answer, its way back closed meanwhile.
  sendingCode: (s) => {
    const { inDialog, send } = removal(s);
    expectBusy(send);
    expect(button(inDialog, 'common.cancel')).toBeDisabled();
    expect(button(inDialog, 'account.passkeys.removeConfirm')).toBeDisabled();
  },
  removing: () => {
    expectBusy(button(within(removeDialog()), 'account.passkeys.removeConfirm'));
  },
};

/**
 * What a change must lead to whatever state the chart reached: the notice, and the focus where
 * the player goes on (a new passkey's name; after a removal the card's title).
 */
const AFTER: Record<string, (s: Snapshot, event: AnyEventObject) => void> = {
  'xstate.done.actor.addPasskey': (_, event) => {
    expect(screen.getByText(t('account.passkeys.notice.added'))).toBeVisible();
    expect(document.activeElement).toHaveTextContent((event.output as Passkey).name);
  },
  'xstate.done.actor.renamePasskey': () => {
    expect(screen.getByText(t('account.passkeys.notice.renamed'))).toBeVisible();
    expect(document.activeElement).toHaveTextContent(RENAMED);
  },
  'xstate.done.actor.removePasskey': () => {
    expect(screen.getByText(t('account.passkeys.notice.removed'))).toBeVisible();
    expect(document.activeElement).toHaveTextContent(t('account.passkeys.title'));
  },
  // Closed without a word: back on the button that opened it.
  'passkeys.cancel': () => {
    expect(document.activeElement?.tagName).toBe('BUTTON');
    expect(document.activeElement).toBeEnabled();
  },
};

// ---------------------------------------------------------------------------------------------

describe('passkeys machine: generated paths on the security tab', () => {
  for (const path of paths) {
    it(describePath(path, 'on the security tab'), () => drive(path, new PasskeysDriver()), 180_000);
  }

  it('fired on the page every transition the paths planned (measured on the real actors)', () => {
    expect(fired.missedOf(paths)).toEqual([]);
  });
});
