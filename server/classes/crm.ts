import type { ClassMap } from '../envelope.ts';

/** crm: the operator's mass messages and the player's unread counts. */
export const crm: ClassMap = {};
