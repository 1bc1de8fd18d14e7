/**
 * The crash game (Zeplin, Spaceman): the multiplier climbs from 1.00× as e^(t/6 s) until the
 * crash point, drawn on the server when the bet is placed and told only once it has passed; a
 * cash-out wins stake × the multiplier at the server's time of the cash-out.
 */
import * as yup from 'yup';
import { drawUnit } from './draw.ts';
import { stakeSchema } from './engine.ts';

const GROWTH_MS = 6000;
const MAX_POINT = 100;

/** 1 % of flights end at once; otherwise a long tail, at most 100×. */
export const drawCrashPoint = () =>
  Math.floor(Math.min(MAX_POINT, Math.max(1, 0.99 / (1 - drawUnit()))) * 100) / 100;

export const multiplierAt = (elapsedMs: number) => Math.exp(Math.max(0, elapsedMs) / GROWTH_MS);

/** When a flight of that crash point ends, in ms after take-off. */
export const crashAfterMs = (point: number) => Math.log(point) * GROWTH_MS;

/** How a flight ended: gone at its crash point, or cashed out. */
export type Landing = { crashed: true } | { crashed: false; multiplier: number; win: number };

/** A flight's state, kept by the provider; `landed` once it ended. */
export interface Flight {
  stake: number;
  crashPoint: number;
  startedAt: number;
  landed?: Landing;
}

export const crashBetSchema = yup.object({ stake: stakeSchema() });
export const flightSchema = yup.object({
  roundId: yup.string().required().uuid(),
});

/** The cash-out at `now`: its multiplier (hundredths floored) and win, or crashed. */
export function cashOut(flight: Flight, now: number): Landing {
  const elapsed = now - flight.startedAt;
  if (elapsed >= crashAfterMs(flight.crashPoint)) return { crashed: true };
  const multiplier = Math.floor(multiplierAt(elapsed) * 100) / 100;
  return { crashed: false, multiplier, win: Math.floor(flight.stake * multiplier) };
}
