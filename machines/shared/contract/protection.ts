import * as yup from 'yup';
import type { PlaySession, ProtectionState } from '../protection.ts';
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
};
