import { CONTRACT } from '../../machines/shared/contract/index.ts';
import type { ProtectionProfile, ProtectionState } from '../../machines/shared/protection.ts';
import { reauthenticated } from '../accounts/reauthentication.ts';
import { checkStepUpPassword, confirmStepUp, proofOf, stepUpCall } from '../accounts/step-up.ts';
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
import { protectionEvents } from '../protection/events.ts';
import { declineLimit } from '../protection/limit-choice.ts';
import { panic } from '../protection/panic.ts';
import { acknowledgeRealityCheck, playSession } from '../protection/play-session.ts';
import { acknowledgeReview, accountReview } from '../protection/review.ts';
import { protectionState } from '../protection/state.ts';

const { protection: PROTECTION } = CONTRACT;

/** The player's protection state under `profile`, as the answer of every change. */
async function stateReply(
  db: Db,
  playerId: number,
  { nowMs, profile }: { nowMs: number; profile: ProtectionProfile },
  message?: MessageKey,
): Promise<Success<ProtectionState>> {
  const reply = ok(await protectionState(db, playerId, nowMs, profile));
  // The cooling-off's length is the profile's; no other message of these has a value to fill.
  return message ? { ...reply, message, params: { hours: profile.coolingOffHours } } : reply;
}

/** What a reply reads of the call: the platform's clock now, and the jurisdiction's rules. */
const rulesOf = (services: { now(): number; profile: ProtectionProfile }) => ({
  nowMs: services.now(),
  profile: services.profile,
});

/**
 * Responsible gambling (docs/api.md "protection"): the player's limits, reality check, time-out
 * and self-exclusion. Every rule is the platform's: the site only shows and asks.
 */
export const protection = {
  get_state: method(PROTECTION.get_state, {
    auth: true,
    handler: ({ db, player, services }) => stateReply(db, player.id, rulesOf(services)),
  }),

  /** The signed-in session: what the reality check shows and when it falls due. */
  get_session: method(PROTECTION.get_session, {
    auth: true,
    handler: async ({ db, player, session, services }) => {
      const { nowMs, profile } = rulesOf(services);
      const ids = { playerId: player.id, sessionId: session.id };
      return ok(await playSession(db, ids, nowMs, profile));
    },
  }),

  /** The player saw the reality check and plays on: the next falls due one interval later. */
  continue_session: method(PROTECTION.continue_session, {
    auth: true,
    handler: async ({ db, player, session, services }) => {
      const { nowMs, profile } = rulesOf(services);
      await acknowledgeRealityCheck(db, session.id, nowMs);
      const ids = { playerId: player.id, sessionId: session.id };
      return ok(await playSession(db, ids, nowMs, profile));
    },
  }),

  /** A raise or removal waits the profile's cooling-off and takes the player's step-up first. */
  set_limit: method(PROTECTION.set_limit, {
    auth: true,
    prepare: (context) => checkStepUpPassword(context, context.data),
    handler: async (context, check) => {
      const { data, db, player, services } = context;
      const rules = rulesOf(services);
      const now = rules.nowMs;
      const { kind, period, amount } = data;
      if (await loosens(db, player.id, { kind, period, amount })) {
        const refused = await confirmStepUp(stepUpCall(context), proofOf('limit', data, check));
        if (refused) return refused;
      }
      const change = { kind, period, amount };
      const by = { actor: 'player' } as const;
      const message = await setLimit(db, player.id, change, by, now, rules.profile);
      return stateReply(db, player.id, rules, message);
    },
  }),

  confirm_limit: method(PROTECTION.confirm_limit, {
    auth: true,
    handler: async ({ data, db, player, services }) => {
      const rules = rulesOf(services);
      return (
        (await confirmLimit(db, player.id, data, rules.nowMs, rules.profile)) ??
        stateReply(db, player.id, rules, 'limitChangeConfirmed')
      );
    },
  }),

  withdraw_limit_change: method(PROTECTION.withdraw_limit_change, {
    auth: true,
    handler: async ({ data, db, player, services }) => {
      const rules = rulesOf(services);
      return (
        (await withdrawLimitChange(db, player.id, data, rules.nowMs)) ??
        stateReply(db, player.id, rules, 'limitChangeWithdrawn')
      );
    },
  }),

  /** An interval the profile does not offer is refused, naming the ones it does. */
  set_reality_check: method(PROTECTION.set_reality_check, {
    auth: true,
    handler: async ({ data, db, player, services }) => {
      const rules = rulesOf(services);
      const offered = rules.profile.realityCheckMinutes;
      if (data.minutes !== null && !offered.includes(data.minutes)) {
        const minutes = offered.join(', ');
        return { ...refuse('realityCheckNotOffered', { field: 'minutes' }), params: { minutes } };
      }
      await setRealityCheck(db, player.id, data.minutes, rules.nowMs);
      return stateReply(db, player.id, rules, 'realityCheckSet');
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

  /**
   * The panic button: at once, play and deposits close for the profile's panicHours, every
   * session and game of the player ends. Refused where the profile has no panic button.
   */
  panic: method(PROTECTION.panic, {
    auth: true,
    handler: async ({ db, player, services }) => {
      const { nowMs, profile } = rulesOf(services);
      if (!profile.panicButton) return refuse('panicNotOffered');
      await panic(db, player.id, profile.panicHours, nowMs);
      return { ...ok(null), message: 'panicTaken', params: { hours: profile.panicHours } };
    },
  }),

  /** Public: the jurisdiction's rules, as the site's tools and texts follow them. */
  get_profile: method(PROTECTION.get_profile, {
    readOnly: true,
    handler: ({ services }) => Promise.resolve(ok(services.profile)),
  }),

  /** Deliberate: confirmed and re-authenticated; effective at once and never shortened. */
  self_exclude: reauthenticated(PROTECTION.self_exclude, async ({ data, db, player, services }) => {
    const close = { kind: 'exclusion', length: data.length } as const;
    const refused = await closeAccount(db, player.id, close, { actor: 'player' }, services.now());
    return refused ?? { ...ok(null), message: 'exclusionTaken' };
  }),

  /** "No limit now" before a deposit: kept, and asked again after the profile's limitPromptMonths. */
  decline_limit: method(PROTECTION.decline_limit, {
    auth: true,
    handler: async ({ db, player, services }) => {
      const rules = rulesOf(services);
      await declineLimit(db, player.id, 'deposit', rules.nowMs);
      return stateReply(db, player.id, rules, 'limitDeclined');
    },
  }),

  /** The player's history of protection changes, newest first, without the operator's reasons. */
  get_events: method(PROTECTION.get_events, {
    auth: true,
    handler: async ({ db, player }) => ok(await protectionEvents(db, player.id)),
  }),

  get_review: method(PROTECTION.get_review, {
    auth: true,
    handler: async ({ db, player, services }) => {
      const { nowMs, profile } = rulesOf(services);
      return ok(await accountReview(db, player.id, nowMs, profile.reviewMonths));
    },
  }),

  /** Recorded once while the review is due; not asked again for the profile's reviewMonths. */
  acknowledge_review: method(PROTECTION.acknowledge_review, {
    auth: true,
    handler: async ({ db, player, services }) => {
      const { nowMs, profile } = rulesOf(services);
      await acknowledgeReview(db, player.id, nowMs, profile.reviewMonths);
      return { ...ok(null), message: 'reviewAcknowledged' };
    },
  }),
} satisfies ClassOf<'protection'>;
