import { describe, expect, it } from 'vitest';
import { harnessForFile } from './harness.ts';
import type { Registration } from '../../machines/shared/validation/registration-schema.ts';
import { SITE, callFromNewAddress, newPlayer, newRegistration, userTestConfig } from './players.ts';

/**
 * Registration and reset requests take the same time whether the details are known or new, so
 * their timing tells an enumerator nothing. The only tests that compare answer times: they run
 * after every other file (vitest project server-timed), and compare calls in pairs.
 */
const h = harnessForFile({ config: userTestConfig({ siteUrl: SITE }) });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/** Milliseconds one call took. */
async function timed(call: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await call();
  return performance.now() - started;
}

/**
 * The two kinds of call in pairs, each pair back to back and in turns of order, so that a busy
 * spell of the machine slows both calls of a pair alike: the median gap within pairs, and the
 * median time of the faster call of each.
 */
async function pairedTimes(runs: number, a: () => Promise<unknown>, b: () => Promise<unknown>) {
  const gaps: number[] = [];
  const floors: number[] = [];
  for (let i = 0; i < runs; i++) {
    let ta: number, tb: number;
    if (i % 2 === 0) {
      ta = await timed(a);
      tb = await timed(b);
    } else {
      tb = await timed(b);
      ta = await timed(a);
    }
    gaps.push(tb - ta);
    floors.push(Math.min(ta, tb));
  }
  return { gap: median(gaps), floor: median(floors) };
}

/**
 * Both kinds answer after the same floor (100 ms from the start of their work), which hides what
 * differs between them (a millisecond or two of database work); the gap stays small. Without
 * the floor both answer in a few ms, so the first expectation is what fails.
 */
function expectEvenTimes({ gap, floor }: { gap: number; floor: number }) {
  expect(floor).toBeGreaterThanOrEqual(100);
  expect(Math.abs(gap)).toBeLessThan(10);
}

const register = (values: Registration) => callFromNewAddress(h, 'user', 'register', { ...values });

/** Times a new registration against one that repeats what clash takes from an earlier one. */
async function registrationTimes(clash: (taken: Registration) => Partial<Registration>) {
  const taken = newRegistration();
  await register(taken);
  return pairedTimes(
    9,
    () => register(newRegistration()),
    () => register(newRegistration(clash(taken))),
  );
}

describe('answer times', () => {
  it('are the same for a taken and a new registration', async () => {
    expectEvenTimes(await registrationTimes((taken) => ({ username: taken.username })));
  });

  it("are the same for a new registration and one with the owner's name and address", async () => {
    expectEvenTimes(
      await registrationTimes((taken) => ({ username: taken.username, email: taken.email })),
    );
  });

  it('are the same for a reset request to a known and an unknown address', async () => {
    const { values } = await newPlayer(h);
    const forgot = (email: string) => callFromNewAddress(h, 'user', 'forgot', { email });
    expectEvenTimes(
      await pairedTimes(
        9,
        () => forgot(values.email),
        () => forgot('nobody.here@example.com'),
      ),
    );
  });
});
