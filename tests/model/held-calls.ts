import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { AnyEventObject } from 'xstate';

/** A port call the test settles, as the server would answer it. */
export interface HeldCall {
  args: unknown[];
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/**
 * The ports of a page under test: each call is recorded and waits until the path says how it
 * ends, so every in-between state stays on screen long enough to be checked.
 */
export class HeldCalls {
  readonly calls = new Map<string, HeldCall[]>();

  /** A port function whose calls are recorded under `name`. */
  held<F>(name: string): F {
    const port = (...args: unknown[]) =>
      new Promise((resolve, reject) => {
        this.calls.set(name, [...(this.calls.get(name) ?? []), { args, resolve, reject }]);
      });
    return port as F;
  }

  /** Calls under `name` nobody answered yet. */
  pending(name: string): HeldCall[] {
    return this.calls.get(name) ?? [];
  }

  /** Waits until the page made more than `count` calls under `name`. */
  protected async made(name: string, count: number): Promise<void> {
    await waitFor(() => expect(this.pending(name).length).toBeGreaterThan(count));
  }

  /** The newest call under `name`, once the page made it; taken off the list. */
  async latest(name: string): Promise<HeldCall> {
    await this.made(name, 0);
    return this.calls.get(name)!.pop()!;
  }

  /**
   * The newest call under `name`, once the page made it. Older ones belong to states the page
   * left (a search replaced, a player signed out): nobody waits for them any more.
   */
  async newest(name: string): Promise<HeldCall> {
    await this.made(name, 0);
    return this.calls.get(name)!.splice(0).at(-1)!;
  }

  /** The call at `index` under `name`, once the page made it; left on the list. */
  async call(name: string, index: number): Promise<HeldCall> {
    await this.made(name, index);
    return this.calls.get(name)![index]!;
  }

  /**
   * Settles the newest call of the actor that an `xstate.done.actor.<id>` or
   * `xstate.error.actor.<id>` event names (ports are recorded under the actor's id) as the event
   * says; false for any other event.
   */
  async settle(event: AnyEventObject): Promise<boolean> {
    const ended = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
    if (!ended) return false;
    const call = await this.latest(ended[2]!);
    if (ended[1] === 'done') call.resolve(event.output);
    else call.reject(event.error);
    return true;
  }
}
