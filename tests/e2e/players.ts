/**
 * Players for specs: fresh ones through the real `user register`, signed in through the sign-in
 * form (the specs of the form) or through the platform's API (every other spec).
 */
import { constants, publicEncrypt } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { toSignedIn } from '../../machines/auth/login.machine.ts';
import type { LoginAnswer, SessionContext } from '../../machines/shared/contract.ts';
import { kurusToInput } from '../../machines/shared/money.ts';
import type { DepositLimitChoice } from '../../machines/shared/validation/limit-choice-form.ts';
import { createAppStorage } from '../../src/platform/storage.ts';
import { closePopups, visit } from './visit.ts';

/** A T.C. identity number with valid check digits, different on every run. */
function newTckn(): string {
  const head = [1 + Math.floor(Math.random() * 9)];
  for (let i = 0; i < 8; i++) head.push(Math.floor(Math.random() * 10));
  const odd = head[0]! + head[2]! + head[4]! + head[6]! + head[8]!;
  const even = head[1]! + head[3]! + head[5]! + head[7]!;
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = [...head, tenth].reduce((sum, d) => sum + d, 0) % 10;
  return [...head, tenth, eleventh].join('');
}

/** Every new player's password. */
export const PLAYER_PASSWORD = 'Gizli1234';

export function newPlayer() {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  return {
    username: `oyuncu${id}`.slice(0, 20),
    email: `oyuncu${id}@example.com`,
    phone: `532${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
    tckn: newTckn(),
    password: PLAYER_PASSWORD,
  };
}

export type NewPlayer = ReturnType<typeof newPlayer>;

let addressesGiven = 0;

/**
 * A client address of its own (X-Forwarded-For, which the test server trusts from loopback), so
 * the many registrations of a run stay within the per-address limit, as real players do.
 */
export function playerAddress(): string {
  addressesGiven += 1;
  const n = (process.pid * 251 + addressesGiven) % 65_024;
  return `198.18.${Math.floor(n / 254)}.${(n % 254) + 1}`;
}

/**
 * Registers a fresh player over the API, as the registration form would, with their answer to
 * the deposit limit offered: "no limit now" unless a limit is given.
 */
export async function registeredPlayer(
  depositLimit: DepositLimitChoice = null,
): Promise<NewPlayer> {
  const player = newPlayer();
  const response = await fetch(`${process.env.E2E_BASE_URL}/v1`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      panel: 'frontend',
      'x-forwarded-for': playerAddress(),
    },
    body: JSON.stringify({
      api: { class: 'user', method: 'register' },
      data: {
        Lang: 'tr',
        firstname: 'Elif',
        lastname: 'Demir',
        birthDate: '1990-05-17',
        tckn: player.tckn,
        country: 'TR',
        city: 'İstanbul',
        address: 'Bağdat Caddesi No: 12, Kadıköy',
        currency: 'TRY',
        username: player.username,
        email: player.email,
        phone: player.phone,
        password: player.password,
        passwordConfirm: player.password,
        rulesAccepted: true,
        depositLimit,
      },
    }),
  });
  const answer = (await response.json()) as { result: boolean; message: string };
  if (!answer.result) throw new Error(`register refused: ${answer.message}`);
  return player;
}

/** A form field by its label, which may carry the required-field asterisk. */
export const field = (page: Page, label: string) =>
  page
    .getByRole('main')
    .getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));

/** The header's account menu of the signed-in player `username`. */
export const playerMenu = (page: Page, username: string) =>
  page.getByRole('button', { name: `${username} hesap menüsü` });

/** Signs the player out from the account menu, until the header offers the sign-in. */
export async function signOut(page: Page, username: string) {
  await playerMenu(page, username).click();
  await page.getByRole('menuitem', { name: 'Çıkış Yap' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Giriş Yap' })).toBeVisible();
}

/** Fills and sends the sign-in form of the page the browser is on (/login). */
export async function signIn(page: Page, username: string, password: string) {
  const form = page.getByRole('main');
  await field(page, 'Kullanıcı adı veya e-posta').fill(username);
  await field(page, 'Şifre').fill(password);
  await form.getByRole('button', { name: 'Giriş Yap' }).click();
}

/**
 * Signs a player in as the sign-in form does, without the form: the platform's `user login` is
 * called from the browser context (`context.request` shares its cookies, so whatever cookie the
 * answer sets lands in the browser as the form's would), and the sign-in is stored where the site
 * keeps it (src/platform/storage.ts): the session's uid, sid and uip encrypted with the server's
 * key as the site encrypts them (RSA-OAEP, SHA-256), the profile, the auth record, the rid, the
 * expiry and the activity mark, the same values the login machine hands the app
 * (`toSignedIn`). The page's next load starts signed in.
 *
 * For specs that are not about signing in: the form costs a page of its own, typing and a
 * redirect (~2 s each). The specs of the form itself (tests/e2e/login.paths.spec.ts, a return
 * to the page that asked for a sign-in, the form offline) keep `signIn`. Players with a second
 * factor are refused here: their sign-in is the form's code step.
 */
export async function signInThroughApi(page: Page, username: string, password: string) {
  const base = process.env.E2E_BASE_URL!;
  const { request } = page.context();
  const response = await request.post('/v1', {
    headers: { 'content-type': 'application/json', panel: 'frontend', origin: base },
    data: { api: { class: 'user', method: 'login' }, data: { username, password, Lang: 'tr' } },
  });
  const login = (await response.json()) as { result: boolean; message: string; data: LoginAnswer };
  if (!login.result) throw new Error(`login refused: ${login.message}`);
  const answer = login.data;
  if (answer.gasecret) throw new Error(`${username} has a second factor: sign in with the form`);
  const { data: key } = (await (await request.get('/v1/session-key')).json()) as {
    data: { publicKey: string };
  };
  const encrypt = (text: string) =>
    publicEncrypt(
      { key: key.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(text, 'utf8'),
    ).toString('base64');
  const session: SessionContext = {
    uid: encrypt(String(answer.uid)),
    sid: encrypt(answer.sid),
    uip: encrypt(answer.uip),
    gmt: answer.gtm,
    lang: answer.language,
  };
  const at = Date.now();
  const signedIn = toSignedIn({ answer, session }, false, at);
  // The site's own serialization of each key, into a copy of what it writes.
  const written = new Map<string, string>();
  const storage = createAppStorage({
    setItem: (name: string, value: string) => written.set(name, value),
  } as unknown as Storage);
  storage.write('session', signedIn.session);
  if (signedIn.profile) storage.write('profile', signedIn.profile);
  storage.write('auth', signedIn.auth);
  if (signedIn.rid !== null) storage.write('ridValue', signedIn.rid);
  storage.write('expirationDate', signedIn.expiresAt);
  storage.write('userActivityStartTime', at);
  // Written on a small file of the site (storage is the origin's, and a new page is on
  // about:blank), where no running site could write over it before the next page loads.
  await page.goto('/favicon.svg');
  await page.evaluate(
    (entries) => {
      for (const [name, value] of entries) localStorage.setItem(name, value);
      localStorage.removeItem('returnUrl');
    },
    [...written],
  );
}

/**
 * A fresh player, signed in through the platform's API (signInThroughApi), on `path`: the home
 * page unless told; null opens none, for a spec whose next step opens its own page.
 */
export async function signedInNewPlayer(page: Page, path: string | null = '/'): Promise<NewPlayer> {
  const player = await registeredPlayer();
  await signInThroughApi(page, player.username, player.password);
  if (path === null) await closePopups(page);
  else await visit(page, path);
  return player;
}

/** /register, from an address of its own (the platform limits registrations per address). */
export async function openRegistration(page: Page) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': playerAddress() });
  await visit(page, '/register');
}

/** The period names of the registration form's deposit limit. */
const PERIOD_NAMES = { day: 'Günlük', week: 'Haftalık', month: 'Aylık' } as const;

/**
 * Fills the registration form as `player`, with `promoCode` (none if empty) and the answer to
 * the deposit limit ("no limit now" unless a limit is given; 'unanswered' leaves it), and sends
 * it.
 */
export async function fillRegistration(
  page: Page,
  player: NewPlayer,
  promoCode = '',
  depositLimit: DepositLimitChoice | 'unanswered' = null,
) {
  const form = page.getByRole('main');
  await field(page, 'Ad').fill('Elif');
  await field(page, 'Soyad').fill('Demir');
  await field(page, 'Doğum tarihi').fill('1990-05-17');
  await field(page, 'T.C. Kimlik No').fill(player.tckn);
  await field(page, 'Şehir').fill('İstanbul');
  await page.getByRole('textbox', { name: 'Adres' }).fill('Bağdat Caddesi No: 12, Kadıköy');
  await field(page, 'Kullanıcı adı').fill(player.username);
  await field(page, 'E-posta').fill(player.email);
  await field(page, 'Cep telefonu').fill(player.phone);
  await field(page, 'Şifre').fill(player.password);
  await field(page, 'Şifre (tekrar)').fill(player.password);
  await form.getByLabel('Promosyon kodu (isteğe bağlı)').fill(promoCode);
  const limit = form.getByRole('group', { name: 'Yatırım limiti' });
  if (depositLimit === null) {
    await limit.getByRole('radio', { name: 'Şimdilik limit yok' }).check();
  } else if (depositLimit !== 'unanswered') {
    await limit.getByRole('radio', { name: 'Limit belirle' }).check();
    await limit.getByLabel(/^Dönem/).selectOption({ label: PERIOD_NAMES[depositLimit.period] });
    await limit.getByLabel(/^Tutar \(TRY\)/).fill(kurusToInput(depositLimit.amount));
  }
  await form.getByRole('checkbox', { name: /18 yaşından büyük olduğumu/ }).check();
  await form.getByRole('button', { name: 'Üye Ol' }).click();
}
