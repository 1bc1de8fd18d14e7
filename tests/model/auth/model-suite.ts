import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { generatePaths, replayPath, unreachedStates } from '../graph-model.ts';
import { generatePathsWithFlags, pathName } from './auth-paths.ts';

type AnyEvent = { type: string } & Record<string, unknown>;

/**
 * The generated-path suite of one auth machine, per input: every state reached, and every path
 * (state value plus the named error fields) replayed on a real actor.
 */
export function describeGeneratedPaths(
  name: string,
  machine: AnyStateMachine,
  options: { inputs?: unknown[]; events: AnyEvent[]; flags: string[]; expectPaths?: string[] },
) {
  const inputs = options.inputs ?? [undefined];
  const byInput = inputs.map((input) => ({
    input,
    paths: generatePathsWithFlags(machine, { input, events: options.events, flags: options.flags }),
  }));

  describe(`${name} machine: generated paths`, () => {
    it('reach every state', () => {
      const paths = generatePaths(machine, { inputs, events: options.events });
      expect(unreachedStates(machine, paths)).toEqual([]);
    });

    if (options.expectPaths) {
      it('include the error paths', () => {
        const names = byInput.flatMap(({ paths }) => paths.map(pathName));
        for (const expected of options.expectPaths ?? []) {
          expect(
            names.some((n) => n.startsWith(expected)),
            expected,
          ).toBe(true);
        }
      });
    }

    describe('replayed on a real actor', () => {
      beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') }));
      afterEach(() => vi.useRealTimers());

      for (const { input, paths } of byInput) {
        const prefix = inputs.length > 1 ? `${JSON.stringify(input)}: ` : '';
        for (const path of paths) {
          it(prefix + pathName(path), () => replayPath(machine, path, input));
        }
      }
    });
  });
}
