import * as yup from 'yup';

/** The largest PostgreSQL integer: offsets and ids kept in integer columns. */
export const INT_MAX = 2_147_483_647;

/** A positive id that a JavaScript number holds exactly. */
export const recordId = () => yup.number().integer().min(1).max(Number.MAX_SAFE_INTEGER);

/** 8–100 of A-Z a-z 0-9 - _: one per attempt, reused on retry (a UUID fits). */
export const idempotencyKeySchema = yup
  .string()
  .required()
  .matches(/^[A-Za-z0-9_-]{8,100}$/);
