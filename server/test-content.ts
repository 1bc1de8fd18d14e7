import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import { DEFAULT_LANG, INFORMATION_TYPES, LANGUAGES } from '../machines/shared/contract.ts';
import type { Db } from './db/driver.ts';
import { answer, ok, validate } from './envelope.ts';

/**
 * Test-only (PLATFORM_TEST_FAULTS=1): swaps an information page's HTML, as a compromised CMS
 * record would, so browser tests can check what the site does with hostile content (answers the
 * text it replaced, for the test to put back); switches a popup on or off, as the operator does.
 */
const contentSchema = yup.object({
  InfType: yup.string().oneOf(INFORMATION_TYPES).required(),
  Lang: yup.string().oneOf(LANGUAGES).required(),
  Text: yup.string().defined().max(1_000_000),
});

const popupSchema = yup.object({
  id: yup.number().integer().required(),
  active: yup.boolean().required(),
});

export function registerTestContent(app: FastifyInstance, db: Db) {
  app.put('/__test__/popup', async (req, reply) => {
    const checked = await validate(popupSchema, req.body, DEFAULT_LANG);
    if (!checked.valid) return reply.code(checked.answer.status).send(checked.answer.body);
    await db.query('UPDATE popups SET active = $2 WHERE id = $1', [
      checked.data.id,
      checked.data.active,
    ]);
    return answer(ok(null), DEFAULT_LANG).body;
  });

  app.put('/__test__/information', async (req, reply) => {
    const checked = await validate(contentSchema, req.body, DEFAULT_LANG);
    if (!checked.valid) return reply.code(checked.answer.status).send(checked.answer.body);
    const { InfType, Lang, Text } = checked.data;
    const [before] = await db.query<{ text: string }>(
      'SELECT text FROM information WHERE inf_type = $1 AND lang = $2',
      [InfType, Lang],
    );
    await db.query(
      `INSERT INTO information (inf_type, lang, text) VALUES ($1, $2, $3)
       ON CONFLICT (inf_type, lang) DO UPDATE SET text = EXCLUDED.text`,
      [InfType, Lang, Text],
    );
    return answer(ok({ previous: before?.text ?? null }), DEFAULT_LANG).body;
  });
}
