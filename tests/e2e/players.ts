/** Players for specs: fresh ones through the real `user register`, and the sign-in form. */
import { expect, type Page } from '@playwright/test';
import { visit } from './visit.ts';

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

export function newPlayer() {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  return {
    username: `oyuncu${id}`.slice(0, 20),
    email: `oyuncu${id}@example.com`,
    phone: `532${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
    tckn: newTckn(),
    password: 'Gizli1234',
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

/** Registers a fresh player over the API, as the registration form would. */
export async function registeredPlayer(): Promise<NewPlayer> {
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

/** Fills and sends the sign-in form of the page the browser is on (/login). */
export async function signIn(page: Page, username: string, password: string) {
  const form = page.getByRole('main');
  await field(page, 'Kullanıcı adı veya e-posta').fill(username);
  await field(page, 'Şifre').fill(password);
  await form.getByRole('button', { name: 'Giriş Yap' }).click();
}

/** A fresh player, signed in through the form, on the home page. */
export async function signedInNewPlayer(page: Page): Promise<NewPlayer> {
  const player = await registeredPlayer();
  await visit(page, '/login');
  await signIn(page, player.username, player.password);
  // The password check (scrypt) takes a while when several players sign in at once.
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  return player;
}

/** /register, from an address of its own (the platform limits registrations per address). */
export async function openRegistration(page: Page) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': playerAddress() });
  await visit(page, '/register');
}

/** Fills the registration form as `player`, with `promoCode` (none if empty), and sends it. */
export async function fillRegistration(page: Page, player: NewPlayer, promoCode = '') {
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
  await form.getByRole('checkbox', { name: /18 yaşından büyük olduğumu/ }).check();
  await form.getByRole('button', { name: 'Üye Ol' }).click();
}
