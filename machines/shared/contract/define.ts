import type * as yup from 'yup';

/**
 * One method of the platform API: the payload schema the server validates with and the type of
 * the answer's `data`. The answer exists only as a type; the client and the server both read it.
 */
export interface MethodContract<S extends yup.AnyObjectSchema, A> {
  readonly schema: S;
  /** Type only, never set: what a result-true answer carries as `data`. */
  readonly answer?: A;
}

/** `answers<UnreadCount>()(schema)`: the answer is named, the payload follows from the schema. */
export const answers =
  <A>() =>
  <S extends yup.AnyObjectSchema>(schema: S): MethodContract<S, A> => ({ schema });

export type AnyMethodContract = MethodContract<yup.AnyObjectSchema, unknown>;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** Fields the schema fills in when they are missing (`.default(…)`): the sender may leave them out. */
type DefaultedKeys<S extends yup.AnyObjectSchema> = {
  [K in keyof S['__default']]: undefined extends S['__default'][K] ? never : K;
}[keyof S['__default']];

/** What a caller sends: the schema's type with its defaulted fields optional. */
export type PayloadOfSchema<S extends yup.AnyObjectSchema> = Simplify<
  Omit<yup.InferType<S>, DefaultedKeys<S>> & Partial<Pick<yup.InferType<S>, DefaultedKeys<S>>>
>;

/** What a handler receives: the schema's output, defaults applied. */
export type DataOf<C extends AnyMethodContract> = yup.InferType<C['schema']>;
export type PayloadOf<C extends AnyMethodContract> = PayloadOfSchema<C['schema']>;
export type AnswerOf<C extends AnyMethodContract> =
  C extends MethodContract<yup.AnyObjectSchema, infer A> ? A : never;
