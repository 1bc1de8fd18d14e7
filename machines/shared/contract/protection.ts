import * as yup from 'yup';
import type {
  AccountReview,
  PlaySession,
  ProtectionEvent,
  ProtectionProfile,
  ProtectionState,
} from '../protection.ts';
import {
  exclusionSchema,
  limitChangeCallSchema,
  limitKeySchema,
  realityCheckSchema,
  timeoutSchema,
} from '../validation/protection-schemas.ts';
import { answers } from './define.ts';

/**
 * Class protection: the player's limits, reality check, time-out and self-exclusion. Every change
 * of a tool answers the player's new state; closing the account answers only its message.
 */
export const protection = {
  get_state: answers<ProtectionState>()(yup.object({})),
  /** The signed-in session: what the reality check shows and when it falls due. */
  get_session: answers<PlaySession>()(yup.object({})),
  continue_session: answers<PlaySession>()(yup.object({})),

  set_limit: answers<ProtectionState>()(limitChangeCallSchema),
  confirm_limit: answers<ProtectionState>()(limitKeySchema),
  withdraw_limit_change: answers<ProtectionState>()(limitKeySchema),
  set_reality_check: answers<ProtectionState>()(realityCheckSchema),

  take_timeout: answers<null>()(timeoutSchema),
  self_exclude: answers<null>()(exclusionSchema),

  /** Public: the jurisdiction's rules (reality-check intervals, cooling-off, panic, review, …). */
  get_profile: answers<ProtectionProfile>()(yup.object({})),
  /**
   * The panic button: play and deposits close at once for the profile's panicHours, every
   * session of the player ends and every game with it. Refused where the profile has none.
   */
  panic: answers<null>()(yup.object({})),
  /** "No limit now": the player's active choice before a deposit, kept for limitPromptMonths. */
  decline_limit: answers<ProtectionState>()(yup.object({})),
  /** The player's history of protection changes, newest first (at most 50). */
  get_events: answers<ProtectionEvent[]>()(yup.object({})),
  /** The account review: deposits, withdrawals and net result per month since the last one. */
  get_review: answers<AccountReview>()(yup.object({})),
  /** The player read the review: recorded, and not asked again for reviewMonths. */
  acknowledge_review: answers<null>()(yup.object({})),
};
