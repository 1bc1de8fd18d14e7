import { assertEvent, assign, fromPromise, sendTo, setup } from 'xstate';
import {
  reauthenticationOf,
  reauthenticationSchema,
  type PasswordReauthentication,
  type ReauthenticationValues,
} from '../auth/reauthentication.ts';
import type { PasskeyApi } from '../ports.ts';
import type { LoginFactor } from '../shared/contract.ts';
import { toApp } from '../shared/app-system.ts';
import { errorMessageFrom, errorOf } from '../shared/api-errors.ts';
import { noticeRequest } from '../shared/navigation.ts';
import { notProvided, notProvidedPort } from '../shared/not-provided.ts';
import {
  isPasskeyCancelled,
  PASSKEYS_MAX,
  type Passkey,
  type PasskeyAttestation,
  type PasskeyCreationOptions,
  type SecurityEvent,
} from '../shared/passkeys.ts';
import { passkeyNameSchema } from '../shared/validation/passkey-schemas.ts';
import { isNameRefusal, PASSKEY_MESSAGES, passkeyById, upsertPasskey } from './passkey-rules.ts';

/** What the section shows and what its prompts ask, read together. */
export interface PasskeysData {
  /** The player's passkeys, newest first. */
  passkeys: Passkey[];
  /** Their security events, newest first. */
  events: SecurityEvent[];
  /** The browser can create passkeys (WebAuthn); without it nothing can be added here. */
  supported: boolean;
}

/** What the browser created, with a name to suggest for it ("Chrome · Linux"). */
export interface CreatedPasskey {
  attestation: PasskeyAttestation;
  suggestedName: string;
}

/** The last change made, for the view to put the focus where the player goes on. */
export interface PasskeyChange {
  kind: 'added' | 'renamed' | 'removed';
  id: string;
}

export interface PasskeysContext extends PasskeysData {
  /**
   * The player's other second factor, read as an add or a removal starts (it may have changed
   * on this tab): adding asks the authenticator's code too while it is on; removing asks the
   * code of this factor (an SMS code sent for 'factor-off').
   */
  factor: LoginFactor | null;
  /** The browser's new passkey while the player names it (never shown, masked for inspection). */
  attestation: PasskeyAttestation | null;
  suggestedName: string;
  /** The passkey renamed inline or asked about for removal. */
  selected: Passkey | null;
  /** Why the last step failed (server message or message id), shown where the step is. */
  error: string | null;
  /** An SMS code was sent for this removal: the dialog says so and offers a new one. */
  codeSent: boolean;
  changed: PasskeyChange | null;
}

export type PasskeysEvent =
  | { type: 'passkeys.retry' }
  | { type: 'passkeys.add' }
  | ({ type: 'passkeys.reauthenticate' } & ReauthenticationValues)
  | { type: 'passkeys.name'; name: string }
  | { type: 'passkeys.rename'; id: string }
  | { type: 'passkeys.saveName'; name: string }
  | { type: 'passkeys.remove'; id: string }
  | { type: 'passkeys.sendCode' }
  | ({ type: 'passkeys.confirmRemoval' } & ReauthenticationValues)
  | { type: 'passkeys.cancel' };

/** registration_options asks the authenticator's code while it is on (never an SMS code). */
const addAsksCode = (context: PasskeysContext) => context.factor === 'authenticator';

/** What removePasskey gets: the passkey, and the password (and code) that allow it. */
export interface PasskeyRemoval {
  id: string;
  reauthentication: PasswordReauthentication;
}

/**
 * The player's passkeys on the profile's security tab, with their security events. Adding one
 * asks the password again (and the authenticator's code while it is on) for the platform's
 * registration options, then the browser creates the passkey, the player names it (a suggestion
 * ready) and the platform keeps it. Renaming is inline; removing takes a confirmation with the
 * password and the code of the player's other factor, an SMS code sent on request (the passkey
 * may be lost with its device).
 * A closed browser prompt returns to the list quietly; a refusal shows where it was asked for.
 * After each change the list and the events are read again. Passwords go from the event to the
 * call, never into context.
 */
export const passkeysMachine = setup({
  types: {
    context: {} as PasskeysContext,
    events: {} as PasskeysEvent,
  },
  actors: {
    loadPasskeys: fromPromise<PasskeysData>(notProvided('loadPasskeys')),
    readFactor: fromPromise<LoginFactor | null>(notProvided('readFactor')),
    registrationOptions: notProvidedPort<PasskeyApi['registrationOptions']>('registrationOptions'),
    createPasskey: fromPromise<CreatedPasskey, PasskeyCreationOptions>(
      notProvided('createPasskey'),
    ),
    addPasskey: fromPromise<Passkey, { name: string; attestation: PasskeyAttestation }>(
      notProvided('addPasskey'),
    ),
    renamePasskey: fromPromise<Passkey, { id: string; name: string }>(notProvided('renamePasskey')),
    removePasskey: fromPromise<void, PasskeyRemoval>(notProvided('removePasskey')),
    /** A removal's SMS code (step_up_sms for 'factor-off'), for a player whose factor is SMS. */
    sendCode: fromPromise<void>(notProvided('sendCode')),
  },
  guards: {
    canAdd: ({ context }) => context.supported && context.passkeys.length < PASSKEYS_MAX,
    isKnown: ({ context, event }) =>
      (event.type === 'passkeys.rename' || event.type === 'passkeys.remove') &&
      passkeyById(context.passkeys, event.id) !== null,
    addReauthenticationValid: ({ context, event }) =>
      event.type === 'passkeys.reauthenticate' &&
      reauthenticationSchema(addAsksCode(context)).isValidSync(event),
    removalReauthenticationValid: ({ context, event }) =>
      event.type === 'passkeys.confirmRemoval' &&
      reauthenticationSchema(context.factor !== null).isValidSync(event),
    codeBySms: ({ context }) => context.factor === 'sms',
    nameValid: ({ event }) =>
      (event.type === 'passkeys.name' || event.type === 'passkeys.saveName') &&
      passkeyNameSchema.isValidSync(event.name),
    nameUnchanged: ({ context, event }) =>
      event.type === 'passkeys.saveName' && event.name.trim() === context.selected?.name,
    cancelled: (_, error: unknown) => isPasskeyCancelled(error),
    refusedAtName: (_, error: unknown) => isNameRefusal(error),
  },
  actions: {
    storeData: assign((_, data: PasskeysData) => ({ ...data })),
    storeFactor: assign((_, factor: LoginFactor | null) => ({ factor })),
    startChange: assign({ error: null, changed: null }),
    select: assign(({ context, event }) => {
      assertEvent(event, ['passkeys.rename', 'passkeys.remove']);
      return {
        selected: passkeyById(context.passkeys, event.id),
        error: null,
        changed: null,
        codeSent: false,
      };
    }),
    closeSelected: assign({ selected: null, error: null }),
    clearError: assign({ error: null }),
    showError: assign((_, error: string) => ({ error })),
    markSent: assign({ codeSent: true, error: null }),
    storeCreated: assign((_, created: CreatedPasskey) => ({
      attestation: created.attestation,
      suggestedName: created.suggestedName,
      error: null,
    })),
    dropAttestation: assign({ attestation: null }),
    storeAdded: assign(({ context }, added: Passkey) => ({
      passkeys: upsertPasskey(context.passkeys, added),
      attestation: null,
      changed: { kind: 'added' as const, id: added.id },
    })),
    storeRenamed: assign(({ context }, renamed: Passkey) => ({
      passkeys: upsertPasskey(context.passkeys, renamed),
      selected: null,
      changed: { kind: 'renamed' as const, id: renamed.id },
    })),
    dropRemoved: assign(({ context }) => ({
      passkeys: context.passkeys.filter((passkey) => passkey.id !== context.selected?.id),
      selected: null,
      changed: { kind: 'removed' as const, id: context.selected?.id ?? '' },
    })),
    announce: sendTo(toApp, (_, message: string) => noticeRequest({ id: message })),
  },
}).createMachine({
  id: 'passkeys',
  context: {
    passkeys: [],
    events: [],
    factor: null,
    supported: false,
    attestation: null,
    suggestedName: '',
    selected: null,
    error: null,
    codeSent: false,
    changed: null,
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadPasskeys',
        src: 'loadPasskeys',
        onDone: {
          target: 'ready',
          actions: [{ type: 'storeData', params: ({ event }) => event.output }, 'clearError'],
        },
        onError: { target: 'failed', actions: { type: 'showError', params: errorMessageFrom } },
      },
    },
    failed: { on: { 'passkeys.retry': 'loading' } },
    ready: {
      on: {
        'passkeys.add': { guard: 'canAdd', target: 'readingAddFactor', actions: 'startChange' },
        'passkeys.rename': { guard: 'isKnown', target: 'renaming', actions: 'select' },
        'passkeys.remove': { guard: 'isKnown', target: 'readingRemovalFactor', actions: 'select' },
      },
    },

    // Adding: the factor read, then one dialog from the password to the name.
    readingAddFactor: {
      tags: ['busy'],
      invoke: {
        id: 'readFactor',
        src: 'readFactor',
        onDone: {
          target: 'reauthenticating',
          actions: { type: 'storeFactor', params: ({ event }) => event.output },
        },
        onError: { target: 'ready', actions: { type: 'showError', params: errorMessageFrom } },
      },
    },
    reauthenticating: {
      tags: ['adding'],
      on: {
        'passkeys.reauthenticate': {
          guard: 'addReauthenticationValid',
          target: 'preparing',
          actions: 'clearError',
        },
        'passkeys.cancel': { target: 'ready', actions: 'clearError' },
      },
    },
    preparing: {
      tags: ['adding', 'busy'],
      invoke: {
        id: 'registrationOptions',
        src: 'registrationOptions',
        input: ({ context, event }) => {
          assertEvent(event, 'passkeys.reauthenticate');
          return reauthenticationOf(event, addAsksCode(context)) as PasswordReauthentication;
        },
        onDone: 'creating',
        // A wrong password or code (or a limit): asked again, the message in the prompt.
        onError: {
          target: 'reauthenticating',
          actions: { type: 'showError', params: errorMessageFrom },
        },
      },
    },
    creating: {
      tags: ['adding', 'busy'],
      invoke: {
        id: 'createPasskey',
        src: 'createPasskey',
        // creating is entered only from preparing's answer: the platform's options.
        input: ({ event }) => (event as unknown as { output: PasskeyCreationOptions }).output,
        onDone: {
          target: 'naming',
          actions: { type: 'storeCreated', params: ({ event }) => event.output },
        },
        onError: [
          // The player closed the browser's prompt, or it timed out: nothing went wrong.
          { guard: { type: 'cancelled', params: errorOf }, target: 'ready' },
          {
            target: 'ready',
            actions: { type: 'showError', params: PASSKEY_MESSAGES.createFailed },
          },
        ],
      },
    },
    naming: {
      tags: ['adding'],
      on: {
        'passkeys.name': { guard: 'nameValid', target: 'saving', actions: 'clearError' },
        'passkeys.cancel': { target: 'ready', actions: ['dropAttestation', 'clearError'] },
      },
    },
    saving: {
      tags: ['adding', 'busy'],
      invoke: {
        id: 'addPasskey',
        src: 'addPasskey',
        // saving is entered only from naming, where the browser's passkey is held.
        input: ({ context, event }) => {
          assertEvent(event, 'passkeys.name');
          return {
            name: event.name.trim(),
            attestation: context.attestation as PasskeyAttestation,
          };
        },
        onDone: {
          target: 'refreshing',
          actions: [
            { type: 'storeAdded', params: ({ event }) => event.output },
            { type: 'announce', params: PASSKEY_MESSAGES.added },
          ],
        },
        onError: [
          {
            guard: { type: 'refusedAtName', params: errorOf },
            target: 'naming',
            actions: { type: 'showError', params: errorMessageFrom },
          },
          // Anything else (the challenge expired, the passkey is known): this attempt is over.
          {
            target: 'ready',
            actions: ['dropAttestation', { type: 'showError', params: errorMessageFrom }],
          },
        ],
      },
    },

    renaming: {
      on: {
        'passkeys.saveName': [
          { guard: 'nameUnchanged', target: 'ready', actions: 'closeSelected' },
          { guard: 'nameValid', target: 'savingName', actions: 'clearError' },
        ],
        'passkeys.cancel': { target: 'ready', actions: 'closeSelected' },
      },
    },
    savingName: {
      tags: ['busy'],
      invoke: {
        id: 'renamePasskey',
        src: 'renamePasskey',
        // savingName is entered only from renaming, where the passkey is selected.
        input: ({ context, event }) => {
          assertEvent(event, 'passkeys.saveName');
          return { id: (context.selected as Passkey).id, name: event.name.trim() };
        },
        onDone: {
          target: 'refreshing',
          actions: [
            { type: 'storeRenamed', params: ({ event }) => event.output },
            { type: 'announce', params: PASSKEY_MESSAGES.renamed },
          ],
        },
        onError: { target: 'renaming', actions: { type: 'showError', params: errorMessageFrom } },
      },
    },

    readingRemovalFactor: {
      tags: ['busy'],
      invoke: {
        id: 'readFactor',
        src: 'readFactor',
        onDone: {
          target: 'confirmingRemoval',
          actions: { type: 'storeFactor', params: ({ event }) => event.output },
        },
        onError: {
          target: 'ready',
          actions: ['closeSelected', { type: 'showError', params: errorMessageFrom }],
        },
      },
    },
    confirmingRemoval: {
      tags: ['removal'],
      on: {
        'passkeys.confirmRemoval': {
          guard: 'removalReauthenticationValid',
          target: 'removing',
          actions: 'clearError',
        },
        'passkeys.sendCode': { guard: 'codeBySms', target: 'sendingCode', actions: 'clearError' },
        'passkeys.cancel': { target: 'ready', actions: 'closeSelected' },
      },
    },
    sendingCode: {
      tags: ['removal'],
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        onDone: { target: 'confirmingRemoval', actions: 'markSent' },
        onError: {
          target: 'confirmingRemoval',
          actions: { type: 'showError', params: errorMessageFrom },
        },
      },
    },
    removing: {
      tags: ['removal', 'busy'],
      invoke: {
        id: 'removePasskey',
        src: 'removePasskey',
        // removing is entered only from confirmingRemoval, where the passkey is selected.
        input: ({ context, event }) => {
          assertEvent(event, 'passkeys.confirmRemoval');
          return {
            id: (context.selected as Passkey).id,
            reauthentication: reauthenticationOf(
              event,
              context.factor !== null,
            ) as PasswordReauthentication,
          };
        },
        onDone: {
          target: 'refreshing',
          actions: ['dropRemoved', { type: 'announce', params: PASSKEY_MESSAGES.removed }],
        },
        onError: {
          target: 'confirmingRemoval',
          actions: { type: 'showError', params: errorMessageFrom },
        },
      },
    },

    // The change is made and shown; the list and the events are read again behind it.
    refreshing: {
      tags: ['busy'],
      invoke: {
        id: 'loadPasskeys',
        src: 'loadPasskeys',
        onDone: {
          target: 'ready',
          actions: { type: 'storeData', params: ({ event }) => event.output },
        },
        // The change itself went through: the list keeps it, the events wait for the next read.
        onError: 'ready',
      },
    },
  },
});
