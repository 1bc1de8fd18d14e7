import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

/** Turkey's offset from UTC (no daylight saving since 2016): the platform's days follow it. */
export const TURKEY_UTC_OFFSET = '+03:00';
export const TURKEY_UTC_OFFSET_MS = 3 * 3_600_000;

/**
 * Midnight of the day `at` falls on in Turkey, as a UTC-mode dayjs, whatever the browser's zone:
 * the dates a history or inbox asks for are the platform's days, so a player abroad or a browser
 * on UTC late in the evening asks for the day the platform filed the deposit under.
 */
export const turkeyDay = (at: number): Dayjs => dayjs.utc(at + TURKEY_UTC_OFFSET_MS).startOf('day');
