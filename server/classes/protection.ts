import { CONTRACT } from '../../machines/shared/contract/index.ts';
import type { ProtectionState } from '../../machines/shared/protection.ts';
import { checkPassword, reauthenticated } from '../accounts/reauthentication.ts';
import { confirmStepUp } from '../accounts/step-up.ts';
import type { Db } from '../db/driver.ts';
import { method, ok, refuse, type ClassOf, type Success } from '../envelope.ts';
import type { MessageKey } from '../messages.ts';
import {
  closeAccount,
  confirmLimit,
  loosens,
  setLimit,
  setRealityCheck,
  withdrawLimitChange,
} from '../protection/changes.ts';
import { acknowledgeRealityCheck, playSession } from '../protection/play-session.ts';
import { protectionState } from '../protection/state.ts';

const { protection: PROTECTION } = CONTRACT;

/** The player's protection state, as the answer of every change. */
async function stateReply(
  db: Db,
  playerId: number,
  nowMs: number,
  message?: MessageKey,
): Promise<Success<ProtectionState>> {
  const reply = ok(await protectionState(db, playerId, nowMs));
  return message ? { ...reply, message } : reply;
}

/**
 * Responsible gambling (docs/api.md "protection"): the player's limits, reality check, time-out
 * and self-exclusion. Every rule is the platform's: the site only shows and asks.
 */
export const protection = {
  get_state: method(PROTECTION.get_state, {
    auth: true,
    handler: ({ db, player, services }) => stateReply(db, player.id, services.now()),
  }),

  /** The signed-in session: what the reality check shows and when it falls due. */
  get_session: method(PROTECTION.get_session, {
    auth: true,
    handler: async ({ db, player, session, services }) =>
      ok(await playSession(db, { playerId: player.id, sessionId: session.id }, services.now())),
  }),

  /** The player saw the reality check and plays on: the next falls due one interval later. */
  continue_session: method(PROTECTION.continue_session, {
    auth: true,
    handler: async ({ db, player, session, services }) => {
      const now = services.now();
      await acknowledgeRealityCheck(db, session.id, now);
      return ok(await playSession(db, { playerId: player.id, sessionId: session.id }, now));
    },
  }),

  /** A raise or removal waits 24 hours and takes the player's step-up first. */
  set_limit: method(PROTECTION.set_limit, {
    auth: true,
    prepare: (context) =>
      context.data.password === undefined
        ? Promise.resolve(null)
        : checkPassword(context, context.data.password),
    handler: async ({ data, db, player, services }, check) => {
      const now = services.now();
      const { kind, period, amount } = data;
      if (await loosens(db, player.id, { kind, period, amount })) {
        if (!check) return refuse('stepUpRequired', { field: 'password' });
        const step = { check, code: data.ga_code, action: 'limit' as const };
        const refused = await confirmStepUp(db, player, step, now, services.dataKeys);
        if (refused) return refused;
      }
      const message = await setLimit(
        db,
        player.id,
        { kind, period, amount },
        { actor: 'player' },
        now,
      );
      return stateReply(db, player.id, now, message);
    },
  }),

  confirm_limit: method(PROTECTION.confirm_limit, {
    auth: true,
    handler: async ({ data, db, player, services }) => {
      const now = services.now();
      return (
        (await confirmLimit(db, player.id, data, now)) ??
        stateReply(db, player.id, now, 'limitChangeConfirmed')
      );
    },
  }),

  withdraw_limit_change: method(PROTECTION.withdraw_limit_change, {
    auth: true,
    handler: async ({ data, db, player, services }) => {
      const now = services.now();
      return (
        (await withdrawLimitChange(db, player.id, data, now)) ??
        stateReply(db, player.id, now, 'limitChangeWithdrawn')
      );
    },
  }),

  set_reality_check: method(PROTECTION.set_reality_check, {
    auth: true,
    handler: async ({ data, db, player, services }) => {
      const now = services.now();
      await setRealityCheck(db, player.id, data.minutes, now);
      return stateReply(db, player.id, now, 'realityCheckSet');
    },
  }),

  /** Effective at once: every session of the player ends. */
  take_timeout: method(PROTECTION.take_timeout, {
    auth: true,
    handler: async ({ data, db, player, services }) => {
      const close = { kind: 'timeout', length: data.length } as const;
      const refused = await closeAccount(db, player.id, close, { actor: 'player' }, services.now());
      return refused ?? { ...ok(null), message: 'timeoutTaken' };
    },
  }),

  /** Deliberate: confirmed and re-authenticated; effective at once and never shortened. */
  self_exclude: reauthenticated(PROTECTION.self_exclude, async ({ data, db, player, services }) => {
    const close = { kind: 'exclusion', length: data.length } as const;
    const refused = await closeAccount(db, player.id, close, { actor: 'player' }, services.now());
    return refused ?? { ...ok(null), message: 'exclusionTaken' };
  }),
} satisfies ClassOf<'protection'>;
