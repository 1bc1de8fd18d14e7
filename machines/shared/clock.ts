/** The one place machines read the time, so tests move it with fake timers. */
export const now = (): number => Date.now();
