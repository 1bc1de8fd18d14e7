import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import { DEFAULT_LANG } from '../machines/shared/contract.ts';
import { answer, ok, validate } from './envelope.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const advanceSchema = yup.object({
  ms: yup
    .number()
    .integer()
    .min(0)
    .max(400 * DAY_MS)
    .required(),
});

/**
 * Test-only (PLATFORM_TEST_FAULTS=1): the platform's clock, which browser tests move forward
 * (`POST /__test__/clock {ms}`) to pass a limit's 24-hour wait, and put back
 * (`DELETE /__test__/clock`). Only what reads the platform clock moves; database times do not.
 */
export function registerTestClock(app: FastifyInstance, base: () => number): () => number {
  let offset = 0;
  app.post('/__test__/clock', async (req, reply) => {
    const checked = await validate(advanceSchema, req.body, DEFAULT_LANG);
    if (!checked.valid) return reply.code(checked.answer.status).send(checked.answer.body);
    offset += checked.data.ms;
    return answer(ok({ now: new Date(base() + offset).toISOString() }), DEFAULT_LANG).body;
  });
  app.delete('/__test__/clock', async () => {
    offset = 0;
    return answer(ok(null), DEFAULT_LANG).body;
  });
  return () => base() + offset;
}
