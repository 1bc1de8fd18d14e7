import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import { DEFAULT_LANG, type ApiTarget, type Lang } from '../machines/shared/contract.ts';
import { answer, ok, refuse, validate, type Answer } from './envelope.ts';

/**
 * Test-only fault injection (PLATFORM_TEST_FAULTS=1): lets browser tests see a method fail
 * with a chosen HTTP status or answer late, without touching the site.
 */
const faultSchema = yup.object({
  class: yup.string().required(),
  method: yup.string().required(),
  status: yup.number().integer().min(200).max(599),
  delayMs: yup.number().integer().min(0).max(60_000),
  message: yup.string(),
});
type Fault = yup.InferType<typeof faultSchema>;

export interface Faults {
  /** Waits and/or answers as the fault for target says; undefined lets the call through. */
  apply(target: ApiTarget, lang: Lang): Promise<Answer | undefined>;
}

export function registerFaults(app: FastifyInstance): Faults {
  const faults = new Map<string, Fault>();
  const key = (target: ApiTarget) => `${target.class}.${target.method}`;

  app.post('/__test__/faults', async (req, reply) => {
    const checked = await validate(faultSchema, req.body, DEFAULT_LANG);
    if (!checked.valid) return reply.code(checked.answer.status).send(checked.answer.body);
    faults.set(key(checked.data), checked.data);
    return answer(ok(checked.data), DEFAULT_LANG).body;
  });
  app.delete('/__test__/faults', async () => {
    faults.clear();
    return answer(ok(null), DEFAULT_LANG).body;
  });

  return {
    async apply(target, lang) {
      const fault = faults.get(key(target));
      if (!fault) return undefined;
      if (fault.delayMs) await sleep(fault.delayMs);
      if (fault.status === undefined) return undefined;
      return answer(
        refuse(fault.message ? { text: fault.message } : 'serverError', null, fault.status),
        lang,
      );
    },
  };
}
