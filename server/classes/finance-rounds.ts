import type { ClassMap } from '../envelope.ts';

/** finance list_game_rounds: the player's game rounds. */
export const roundMethods: ClassMap = {};
