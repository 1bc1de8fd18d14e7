/**
 * The platform API's typed contract, keyed by class and method ('crm.unread_count'): each
 * method's payload schema (the server validates with it) and its answer type. The site's API
 * client and the server's handlers are both typed from it, so a changed answer fails on both.
 */
import { bonus } from './bonus.ts';
import { cmscontroller, slider, system } from './content.ts';
import { crm } from './crm.ts';
import type { AnswerOf, AnyMethodContract, DataOf, PayloadOf } from './define.ts';
import { envoy } from './envoy.ts';
import { betframe, casino, livecasino, virtualgames } from './games.ts';
import { finance } from './finance.ts';
import { passkey } from './passkey.ts';
import { prepayServices } from './prepay-services.ts';
import { protection } from './protection.ts';
import { push } from './push.ts';
import { habanero, live, maintenance, tournament } from './small-classes.ts';
import { user } from './user.ts';

export const CONTRACT = {
  betframe,
  bonus,
  casino,
  cmscontroller,
  crm,
  envoy,
  finance,
  habanero,
  live,
  livecasino,
  maintenance,
  passkey,
  prepayServices,
  protection,
  push,
  slider,
  system,
  tournament,
  user,
  virtualgames,
};

export type Contract = typeof CONTRACT;
export type ApiClass = keyof Contract;
export type ApiMethod<C extends ApiClass> = keyof Contract[C] & string;
/** 'crm.unread_count' and its like: every method of the map. */
export type ApiMethodKey = { [C in ApiClass]: `${C}.${ApiMethod<C>}` }[ApiClass];

type Entry<C extends ApiClass, M extends ApiMethod<C>> = Contract[C][M] extends infer E extends
  AnyMethodContract
  ? E
  : never;

/** What the site sends (defaulted fields optional), what the handler gets, what it answers. */
export type ApiPayload<C extends ApiClass, M extends ApiMethod<C>> = PayloadOf<Entry<C, M>>;
export type ApiData<C extends ApiClass, M extends ApiMethod<C>> = DataOf<Entry<C, M>>;
export type ApiAnswer<C extends ApiClass, M extends ApiMethod<C>> = AnswerOf<Entry<C, M>>;
