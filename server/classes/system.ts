import type { Pong } from '../../machines/shared/contract.ts';
import { CONTRACT } from '../../machines/shared/contract/index.ts';
import { method, ok, type ClassOf } from '../envelope.ts';

export const system = {
  ping: method(CONTRACT.system.ping, {
    readOnly: true,
    handler: async () => ok({ pong: true, time: new Date().toISOString() } satisfies Pong),
  }),
} satisfies ClassOf<'system'>;
