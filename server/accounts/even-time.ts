import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Runs work and answers no sooner than `ms` after it started, so calls whose answer must not
 * tell what the server found (an account exists or not) also take the same time. Call it
 * outside the method's transaction (in prepare): the wait must not hold a database connection.
 */
export async function atLeast<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = started + ms - performance.now();
    if (left > 0) await sleep(left);
  }
}

/**
 * At most `slots` of these tasks at once, the others wait their turn: registrations hash their
 * passwords one after another, so a burst of them leaves scrypt threads to logins.
 */
export function queue(slots: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
