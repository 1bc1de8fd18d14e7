/** Interval text for an offset from the start of the current UTC day (see migration 001). */
export const day = (days: number, hours = 0) => `${days} days ${hours} hours`;
