import { describe, expect, it, vi } from 'vitest';
import type { Registration } from '../../machines/shared/validation/registration-schema.ts';
import { maskRecipient } from '../../server/accounts/outbox.ts';
import { pruneAccounts } from '../../server/accounts/prune.ts';
import { runCli } from '../../server/cli.ts';
import { OPERATOR_TOKEN, harnessForFile, startHarness } from './harness.ts';
import {
  TEST_SCRYPT,
  asUser,
  callFromNewAddress,
  newPlayer,
  newRegistration,
  outboxOf,
  phoneOf,
  playerCalls,
  signIn,
  signInAgain,
  smsOf,
  userTestConfig,
  type Player,
} from './players.ts';

/** Registration, profile, password change and reset, favourites, SMS codes and the outbox. */
const h = harnessForFile({ config: userTestConfig({ siteUrl: 'https://site.example/' }) });

const call = playerCalls(h, 'user');

/** Registers from an address of its own: registrations are limited per address. */
const register = (values: Partial<Registration> | Record<string, unknown>, lang?: string) =>
  callFromNewAddress(h, 'user', 'register', { ...values }, { lang });

const RECEIVED =
  'Kaydınız alındı ve sonucunu e-posta adresinize gönderdik. Hesabınız açıldıysa kullanıcı adınız ve şifrenizle hemen giriş yapabilirsiniz; açılamadıysa nedenini e-postada bulursunuz.';
const RECEIVED_NO_MAIL =
  'Kaydınız alındı. Hesabınız açıldıysa kullanıcı adınız ve şifrenizle hemen giriş yapabilirsiniz. Şu anda e-posta gönderemiyoruz: giriş yapamazsanız canlı destekle iletişime geçin.';
const NO_EMAIL =
  'Şu anda e-posta gönderemiyoruz. Lütfen daha sonra tekrar deneyin veya canlı destekle iletişime geçin.';
const NO_SMS =
  'Şu anda SMS gönderemiyoruz. Lütfen daha sonra tekrar deneyin veya canlı destekle iletişime geçin.';

/** The token of the newest e-mail confirmation link sent to email. */
async function emailToken(email: string): Promise<string> {
  const mails = await outboxOf(h, email);
  const link = mails.map((mail) => /account_email\?token=([\w-]+)/.exec(mail.body)).find(Boolean);
  if (!link) throw new Error(`no confirmation link for ${email}`);
  return link[1]!;
}

/** Follows a confirmation link: no session, from an address of its own. */
const confirmEmail = (token: string, lang?: string) =>
  callFromNewAddress(h, 'user', 'confirm_email', { token }, { lang });

const LINK_INVALID = {
  status: 200,
  body: {
    result: false,
    data: null,
    message: 'E-posta doğrulama bağlantısı geçersiz veya süresi dolmuş',
  },
};
const WELCOME_SUBJECT = 'Anka Casino kaydınız';

/** A birth date `years` years before today (UTC), as YYYY-MM-DD. */
const yearsAgo = (years: number, days = 0) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe('user.register', () => {
  it('creates the player with a TRY wallet at 0 and sends a welcome e-mail', async () => {
    const values = newRegistration({
      firstname: '  Çağla ',
      phone: '+90 (532) 111-22-33',
      promoCode: 'HOSGELDIN100',
      smsOptIn: true,
    });
    const reply = await register(values);
    expect(reply).toEqual({
      status: 200,
      body: { result: true, data: null, message: RECEIVED },
    });
    const [welcome] = await outboxOf(h, values.email);
    expect(welcome?.subject).toBe(WELCOME_SUBJECT);
    expect(welcome?.body).toContain(values.username);
    const [wallet] = await h.db.query<{ currency: string; balance_kurus: number }>(
      `SELECT w.currency, w.balance_kurus FROM wallets w JOIN players p ON p.id = w.player_id
       WHERE p.username = $1`,
      [values.username],
    );
    expect(wallet).toEqual({ currency: 'TRY', balance_kurus: 0 });
    const session = await signIn(h, values.username, values.password);
    const profile = await h.call('user', 'get_user_profile', {}, asUser(session));
    expect(profile.body.data).toEqual({
      uid: session.answer.uid,
      firstname: 'Çağla',
      lastname: values.lastname,
      username: values.username,
      email: values.email,
      phone: '+905321112233',
      phoneConfirmed: false,
      birthDate: values.birthDate,
      country: 'TR',
      city: values.city,
      address: values.address,
      twoFactor: 'none',
      stepUpFactor: null,
      passkeyCount: 0,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    // The password is stored as an scrypt hash only.
    const [stored] = await h.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM players WHERE username = $1',
      [values.username],
    );
    expect(stored?.password_hash).toMatch(/^\$scrypt\$ln=\d+,r=8,p=1\$/);
    expect(stored?.password_hash).not.toContain(values.password);
  });

  it('creates nothing for a username, e-mail or tckn already in use, whatever the case', async () => {
    const first = newRegistration();
    expect((await register(first)).body.result).toBe(true);
    for (const duplicate of [
      { username: first.username.toUpperCase() },
      { email: first.email.toUpperCase() },
      { tckn: first.tckn },
    ]) {
      const values = newRegistration(duplicate);
      expect(await register(values)).toEqual({
        status: 200,
        body: { result: true, data: null, message: RECEIVED },
      });
    }
    const [count] = await h.db.query<{ n: number }>(
      `SELECT count(*) AS n FROM players
       WHERE lower(username) = lower($1) OR lower(email) = lower($2) OR tckn = $3`,
      [first.username, first.email, first.tckn],
    );
    expect(count?.n).toBe(1);
  });

  /** Each rule's refusal, in Turkish and in English. */
  const REFUSED = {
    required: ['Zorunlu alan', 'Required field'],
    tooLong: ['Bu alan çok uzun', 'This field is too long'],
    birthDate: ['Geçerli bir doğum tarihi girin', 'Enter a valid birth date'],
    underage: [
      'Üye olmak için 18 yaşını doldurmuş olmalısınız',
      'You must be at least 18 years old to register',
    ],
    tckn: ['T.C. Kimlik Numarası Hatalı...', 'T.R. Identity Number is Incorrect...'],
    country: ['Bir ülke seçin', 'Select a country'],
    currency: ['Geçerli bir para birimi seçin', 'Select a valid currency'],
    username: [
      'Kullanıcı adı 4-20 karakter olmalı; harf, rakam, nokta ve alt çizgi kullanılabilir',
      'Username must be 4-20 characters: letters, digits, dots and underscores',
    ],
    email: ['Geçerli bir e-posta adresi girin', 'Enter a valid e-mail address'],
    mobile: [
      'Geçerli bir cep telefonu numarası girin (5XX XXX XX XX)',
      'Enter a valid mobile number (5XX XXX XX XX)',
    ],
    passwordLength: ['Şifre en az 6 karakter olmalıdır', 'Password must be at least 6 characters'],
    passwordUppercase: [
      'Şifre en az bir büyük harf içermelidir',
      'Password must contain at least one uppercase letter',
    ],
    passwordNumber: [
      'Şifre en az bir rakam içermelidir',
      'Password must contain at least one number',
    ],
    passwordsDiffer: ['Şifreler eşleşmiyor', "Passwords don't match"],
    rules: ['Kurallar Bölümü Seçilmelidir', 'Rules Section Must Be Selected'],
    nameLetters: [
      'Yalnızca harf, boşluk, kesme işareti, nokta ve tire kullanın',
      'Use letters, spaces, apostrophes, dots and hyphens only',
    ],
  } as const;

  const rules: [string, Record<string, unknown>, string, readonly [string, string]][] = [
    ['first name missing', { firstname: '' }, 'firstname', REFUSED.required],
    ['last name blank', { lastname: '   ' }, 'lastname', REFUSED.required],
    ['first name too long', { firstname: 'a'.repeat(51) }, 'firstname', REFUSED.tooLong],
    ['birth date not YYYY-MM-DD', { birthDate: '14.05.1990' }, 'birthDate', REFUSED.birthDate],
    ['under 18', { birthDate: yearsAgo(18, 1) }, 'birthDate', REFUSED.underage],
    ['tckn check digits wrong', { tckn: '10000000147' }, 'tckn', REFUSED.tckn],
    ['tckn starting with 0', { tckn: '01234567890' }, 'tckn', REFUSED.tckn],
    ['country not a code', { country: 'Turkey' }, 'country', REFUSED.country],
    ['city missing', { city: '' }, 'city', REFUSED.required],
    ['address too long', { address: 'x'.repeat(251) }, 'address', REFUSED.tooLong],
    ['currency not TRY', { currency: 'EUR' }, 'currency', REFUSED.currency],
    ['username too short', { username: 'abc' }, 'username', REFUSED.username],
    ['username with @', { username: 'me@home' }, 'username', REFUSED.username],
    ['e-mail invalid', { email: 'not-an-email' }, 'email', REFUSED.email],
    ['phone not mobile', { phone: '0212 123 45 67' }, 'phone', REFUSED.mobile],
    [
      'password too short',
      { password: 'Ab1', passwordConfirm: 'Ab1' },
      'password',
      REFUSED.passwordLength,
    ],
    [
      'password without uppercase',
      { password: 'secret123', passwordConfirm: 'secret123' },
      'password',
      REFUSED.passwordUppercase,
    ],
    [
      'password without a number',
      { password: 'SecretPass', passwordConfirm: 'SecretPass' },
      'password',
      REFUSED.passwordNumber,
    ],
    [
      'confirmation differs',
      { passwordConfirm: 'Secret124' },
      'passwordConfirm',
      REFUSED.passwordsDiffer,
    ],
    ['rules not accepted', { rulesAccepted: false }, 'rulesAccepted', REFUSED.rules],
    ['rules missing', { rulesAccepted: undefined }, 'rulesAccepted', REFUSED.rules],
    [
      'a first name that is a spreadsheet formula',
      { firstname: '=HYPERLINK("https://evil.example","Ödül")' },
      'firstname',
      REFUSED.nameLetters,
    ],
    [
      'a last name with markup',
      { lastname: '<img src=x onerror=alert(1)>' },
      'lastname',
      REFUSED.nameLetters,
    ],
    ['promo code too long', { promoCode: 'P'.repeat(31) }, 'promoCode', REFUSED.tooLong],
  ];

  it.each(rules)('refuses %s with 400 and the field', async (_name, change, field, [tr, en]) => {
    const values = { ...newRegistration(), ...change };
    expect(await register(values)).toEqual({
      status: 400,
      body: { result: false, data: { field }, message: tr },
    });
    expect((await register(values, 'en')).body.message).toBe(en);
  });

  it('accepts names of any alphabet with spaces, apostrophes, dots and hyphens', async () => {
    for (const [firstname, lastname] of [
      ['Ayşe Gül', "O'Neil-Çağlar"],
      ['J. Ömer', 'Müller'],
      ['Δήμητρα', 'Łukasiewicz'],
    ]) {
      const reply = await register({ ...newRegistration(), firstname, lastname });
      expect(reply.status, `${firstname} ${lastname}`).toBe(200);
    }
  });

  it('accepts a player who turns 18 today', async () => {
    const values = newRegistration({ birthDate: yearsAgo(18) });
    expect((await register(values)).body.result).toBe(true);
  });

  it('refuses wrongly typed values instead of coercing them', async () => {
    for (const change of [{ rulesAccepted: 'true' }, { smsOptIn: 1 }, { tckn: 10000000146 }]) {
      const reply = await register({ ...newRegistration(), ...change });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toMatch(/alanının türü hatalı/);
    }
  });

  it('leaves nothing behind when refused', async () => {
    const values = newRegistration({ passwordConfirm: 'Different1' });
    await register(values);
    const rows = await h.db.query('SELECT 1 FROM players WHERE username = $1', [values.username]);
    expect(rows).toHaveLength(0);
  });
});

describe('user.pass_change', () => {
  it('changes the password and ends every other session of the player', async () => {
    const player = await newPlayer(h);
    const other = await signInAgain(h, player);
    const stranger = await newPlayer(h);
    const reply = await call(player, 'pass_change', {
      currentPassword: player.values.password,
      password: 'NewSecret9',
      passwordConfirm: 'NewSecret9',
    });
    expect(reply.body).toEqual({ result: true, data: null, message: 'Şifreniz değiştirildi' });
    // This session goes on; the other one is over; other players are untouched.
    expect((await call(player, 'get_user_profile')).body.result).toBe(true);
    expect((await call(other, 'get_user_profile')).body.message).toBe('Oturum süresi doldu');
    expect((await call(stranger, 'get_user_profile')).body.result).toBe(true);
    const old = await callFromNewAddress(h, 'user', 'login', {
      username: player.values.username,
      password: player.values.password,
    });
    expect(old.body.message).toBe('Giriş Başarısız');
    await signIn(h, player.values.username, 'NewSecret9');
  });

  it('refuses a wrong current password with result false and keeps everything', async () => {
    const player = await newPlayer(h);
    const other = await signInAgain(h, player);
    const reply = await call(
      player,
      'pass_change',
      { currentPassword: 'Wrong1234', password: 'NewSecret9', passwordConfirm: 'NewSecret9' },
      'en',
    );
    expect(reply).toEqual({
      status: 200,
      body: {
        result: false,
        data: { field: 'currentPassword' },
        message: 'Your current password is incorrect',
      },
    });
    expect((await call(other, 'get_user_profile')).body.result).toBe(true);
    await signInAgain(h, player);
  });

  it('counts wrong current passwords as failed logins of the account from that address', async () => {
    const player = await newPlayer(h);
    const data = {
      currentPassword: 'Wrong1234',
      password: 'NewSecret9',
      passwordConfirm: 'NewSecret9',
    };
    for (let i = 0; i < 5; i++) await call(player, 'pass_change', data);
    const blocked = await call(player, 'pass_change', {
      ...data,
      currentPassword: player.values.password,
    });
    expect(blocked.status).toBe(429);
    // The owner elsewhere is not locked out.
    await signInAgain(h, player);
  });

  it('validates the new password with the shared rules', async () => {
    const player = await newPlayer(h);
    const cases: [Record<string, unknown>, string][] = [
      [{ password: 'Ab1', passwordConfirm: 'Ab1' }, 'Şifre en az 6 karakter olmalıdır'],
      [
        { password: 'newsecret9', passwordConfirm: 'newsecret9' },
        'Şifre en az bir büyük harf içermelidir',
      ],
      [{ password: 'NewSecret9', passwordConfirm: 'NewSecret8' }, 'Şifreler eşleşmiyor'],
      [{ currentPassword: '' }, 'Zorunlu alan'],
    ];
    for (const [change, message] of cases) {
      const reply = await call(player, 'pass_change', {
        currentPassword: player.values.password,
        password: 'NewSecret9',
        passwordConfirm: 'NewSecret9',
        ...change,
      });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe(message);
    }
    const same = await call(player, 'pass_change', {
      currentPassword: player.values.password,
      password: player.values.password,
      passwordConfirm: player.values.password,
    });
    expect(same.body).toMatchObject({
      result: false,
      message: 'Yeni şifre mevcut şifrenizden farklı olmalıdır',
    });
  });

  it('needs a session', async () => {
    const reply = await h.call('user', 'pass_change', {
      currentPassword: 'Secret123',
      password: 'NewSecret9',
      passwordConfirm: 'NewSecret9',
    });
    expect(reply.body.message).toBe('Oturum süresi doldu');
  });
});

describe('user.change_username and user.change_email', () => {
  it('changes the username with the current password; the new one signs in', async () => {
    const player = await newPlayer(h);
    const username = `${player.values.username}_x`.slice(0, 20);
    const reply = await call(player, 'change_username', {
      username: `  ${username} `,
      password: player.values.password,
    });
    expect(reply.body).toEqual({
      result: true,
      data: { username },
      message: 'Kullanıcı adınız değiştirildi',
    });
    expect((await call(player, 'get_user_profile')).body.data).toMatchObject({ username });
    await signIn(h, username, player.values.password);
    const old = await callFromNewAddress(h, 'user', 'login', {
      username: player.values.username,
      password: player.values.password,
    });
    expect(old.body.message).toBe('Giriş Başarısız');
  });

  it('sends a link to the new address: following it switches the e-mail, once, and tells the old one', async () => {
    const player = await newPlayer(h);
    const email = `new.${player.values.email}`;
    const reply = await call(
      player,
      'change_email',
      { email, password: player.values.password },
      'en',
    );
    expect(reply.body).toEqual({
      result: true,
      data: { email },
      message:
        'We have sent a confirmation link to the new address; your e-mail address changes when you open it',
    });
    // Nothing changes before the new address answers; the current one hears of the request.
    expect((await call(player, 'get_user_profile')).body.data).toMatchObject({
      email: player.values.email,
    });
    const [requested] = await outboxOf(h, player.values.email);
    expect(requested).toMatchObject({ subject: 'A request to change your e-mail address' });
    expect(requested!.body).toContain('n***@example.com');
    const [link] = await outboxOf(h, email);
    expect(link).toMatchObject({ channel: 'email', subject: 'Confirm your new e-mail address' });
    expect(link!.body).toContain('within 24 hours');
    const token = await emailToken(email);
    expect(link!.body).toContain(`https://site.example/account_email?token=${token}`);
    const stored = await h.db.query<{ token_hash: string }>('SELECT token_hash FROM email_changes');
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    // The link works without a session: it may be opened in another browser.
    expect((await confirmEmail(token, 'en')).body).toEqual({
      result: true,
      data: { email },
      message: 'Your e-mail address has been changed',
    });
    expect((await call(player, 'get_user_profile')).body.data).toMatchObject({ email });
    const [notice] = await outboxOf(h, player.values.email);
    expect(notice).toMatchObject({ channel: 'email', subject: 'Your e-mail address was changed' });
    expect(notice!.body).toContain('Hello Ece');
    expect(notice!.body).toContain('n***@example.com');
    await signIn(h, email, player.values.password);
    expect(await confirmEmail(token)).toEqual(LINK_INVALID);
  });

  it("answers another player's e-mail as a free one: its owner is told, and nothing changes", async () => {
    const player = await newPlayer(h);
    const other = await newPlayer(h);
    const password = player.values.password;
    const free = await call(player, 'change_email', {
      email: `free.${other.values.email}`,
      password,
    });
    const taken = await call(player, 'change_email', {
      email: other.values.email.toUpperCase(),
      password,
    });
    expect(taken.body).toEqual({ ...free.body, data: { email: other.values.email.toUpperCase() } });
    expect(taken.body.result).toBe(true);
    // The player's own address hears of both requests alike.
    const own = await outboxOf(h, player.values.email);
    expect(own.map((mail) => mail.subject)).toEqual([
      'E-posta adresinizi değiştirme isteği',
      'E-posta adresinizi değiştirme isteği',
      WELCOME_SUBJECT,
    ]);
    // The owner gets a notice with no link; the taken address is never switched.
    const [notice] = await outboxOf(h, other.values.email);
    expect(notice).toMatchObject({ subject: 'Hesabınızın e-posta adresi' });
    expect(notice!.body).not.toMatch(/token=/);
    expect((await call(player, 'get_user_profile')).body.data).toMatchObject({
      email: player.values.email,
    });
    // The free address's link died with the later request.
    expect(await confirmEmail(await emailToken(`free.${other.values.email}`))).toEqual(
      LINK_INVALID,
    );
  });

  it('refuses a link expired, superseded, cancelled by a password change, or to an address taken since', async () => {
    const player = await newPlayer(h);
    const password = player.values.password;
    const ask = async (email: string) => {
      await call(player, 'change_email', { email, password });
      return emailToken(email);
    };
    const first = await ask(`one.${player.values.email}`);
    const second = await ask(`two.${player.values.email}`);
    expect(await confirmEmail(first)).toEqual(LINK_INVALID);
    await h.db.query(`UPDATE email_changes SET expires_at = now() - interval '1 second'`);
    expect(await confirmEmail(second)).toEqual(LINK_INVALID);

    const beforeChange = await ask(`three.${player.values.email}`);
    const changed = await call(player, 'pass_change', {
      currentPassword: password,
      password: 'Changed123',
      passwordConfirm: 'Changed123',
    });
    expect(changed.body.result).toBe(true);
    expect(await confirmEmail(beforeChange)).toEqual(LINK_INVALID);

    const other = await newPlayer(h);
    await call(other, 'change_email', { email: `four.${player.values.email}`, password });
    const registered = await newPlayer(h, { email: `four.${player.values.email}` });
    expect(await confirmEmail(await emailToken(`four.${player.values.email}`))).toEqual(
      LINK_INVALID,
    );
    expect((await call(other, 'get_user_profile')).body.data).toMatchObject({
      email: other.values.email,
    });
    expect(registered.values.email).toBe(`four.${player.values.email}`);
    expect(await confirmEmail('x'.repeat(43))).toEqual(LINK_INVALID);
    expect((await confirmEmail('')).body).toMatchObject({ message: 'Zorunlu alan' });
    // An hour and a day to follow it.
    const [row] = await h.db.query<{ hours: number }>(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 3600)::integer AS hours
       FROM email_changes ORDER BY created_at DESC LIMIT 1`,
    );
    expect(row?.hours).toBe(24);
  });

  it('refuses a wrong password with result false, counted as a failed login', async () => {
    const player = await newPlayer(h);
    const wrong = await call(
      player,
      'change_username',
      { username: 'renamed_1', password: 'Wrong1234' },
      'en',
    );
    expect(wrong).toEqual({
      status: 200,
      body: {
        result: false,
        data: { field: 'password' },
        message: 'Your current password is incorrect',
      },
    });
    const wrongMail = await call(player, 'change_email', {
      email: 'renamed@example.com',
      password: 'Wrong1234',
    });
    expect(wrongMail.body).toEqual({
      result: false,
      data: { field: 'password' },
      message: 'Mevcut şifreniz hatalı',
    });
    expect((await call(player, 'get_user_profile')).body.data).toMatchObject({
      username: player.values.username,
      email: player.values.email,
    });
    const mails = await outboxOf(h, player.values.email);
    expect(mails.map((mail) => mail.subject)).toEqual([WELCOME_SUBJECT]);
    // Two more here and one through pass_change: the same 5 free failures of the account.
    for (let i = 0; i < 2; i++) {
      await call(player, 'change_username', { username: 'renamed_1', password: 'Wrong1234' });
    }
    await call(player, 'pass_change', {
      currentPassword: 'Wrong1234',
      password: 'NewSecret9',
      passwordConfirm: 'NewSecret9',
    });
    const blocked = await call(player, 'change_email', {
      email: 'renamed@example.com',
      password: player.values.password,
    });
    expect(blocked.status).toBe(429);
    await signInAgain(h, player);
  });

  it("refuses another player's username, whatever the case, and the current username or e-mail", async () => {
    const player = await newPlayer(h);
    const other = await newPlayer(h);
    const password = player.values.password;
    const cases: [string, Record<string, unknown>, string][] = [
      [
        'change_username',
        { username: other.values.username.toUpperCase() },
        'Bu kullanıcı adı zaten kullanılıyor',
      ],
      [
        'change_username',
        { username: player.values.username },
        'Yeni kullanıcı adı mevcut kullanıcı adınızdan farklı olmalıdır',
      ],
      [
        'change_email',
        { email: player.values.email.toUpperCase() },
        'Yeni e-posta adresi mevcut adresinizden farklı olmalıdır',
      ],
    ];
    for (const [method, data, message] of cases) {
      const reply = await call(player, method, { ...data, password });
      expect(reply).toEqual({ status: 200, body: { result: false, data: null, message } });
    }
    expect((await call(player, 'get_user_profile')).body.data).toMatchObject({
      username: player.values.username,
      email: player.values.email,
    });
    const mails = await outboxOf(h, player.values.email);
    expect(mails.map((mail) => mail.subject)).toEqual([WELCOME_SUBJECT]);
  });

  it('counts every change, taken or free: past 5 an hour a player learns nothing more', async () => {
    const player = await newPlayer(h);
    const other = await newPlayer(h);
    const password = player.values.password;
    const tries: [string, Record<string, unknown>][] = [
      ['change_username', { username: other.values.username }],
      ['change_email', { email: other.values.email }],
      ['change_username', { username: `${player.values.username}_a`.slice(0, 20) }],
      ['change_email', { email: `a.${player.values.email}` }],
      ['change_email', { email: `b.${player.values.email}` }],
    ];
    for (const [method, data] of tries) {
      expect((await call(player, method, { ...data, password })).status).toBe(200);
    }
    const sixth = await call(player, 'change_email', { email: other.values.email, password }, 'en');
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(/^Too many attempts/);
  });

  it('validates the new value with the shared rules', async () => {
    const player = await newPlayer(h);
    const password = player.values.password;
    const cases: [string, Record<string, unknown>, string][] = [
      [
        'change_username',
        { username: 'ab', password },
        'Kullanıcı adı 4-20 karakter olmalı; harf, rakam, nokta ve alt çizgi kullanılabilir',
      ],
      [
        'change_username',
        { username: 'ayse@example.com', password },
        'Kullanıcı adı 4-20 karakter olmalı; harf, rakam, nokta ve alt çizgi kullanılabilir',
      ],
      ['change_username', { username: 'renamed_2' }, 'Zorunlu alan'],
      ['change_email', { email: 'not-an-address', password }, 'Geçerli bir e-posta adresi girin'],
      ['change_email', { email: '', password }, 'Zorunlu alan'],
    ];
    for (const [method, data, message] of cases) {
      const reply = await call(player, method, data);
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe(message);
    }
  });

  it("changes the session's player only: names in data choose no one", async () => {
    const player = await newPlayer(h);
    const stranger = await newPlayer(h);
    const username = `${stranger.values.username}_r`.slice(0, 20);
    const reply = await call(stranger, 'change_username', {
      username,
      password: stranger.values.password,
      uid: player.answer.uid,
      id: 1,
    });
    expect(reply.body.result).toBe(true);
    const email = `r.${stranger.values.email}`;
    const changing = await call(stranger, 'change_email', {
      email,
      password: stranger.values.password,
      uid: player.answer.uid,
    });
    expect(changing.body.result).toBe(true);
    expect((await confirmEmail(await emailToken(email))).body.result).toBe(true);
    expect((await call(player, 'get_user_profile')).body.data).toMatchObject({
      username: player.values.username,
      email: player.values.email,
    });
    expect((await call(stranger, 'get_user_profile')).body.data).toMatchObject({
      username,
      email,
    });
    // The other player's password does not change this player's name.
    const borrowed = await call(player, 'change_username', {
      username: 'borrowed_1',
      password: stranger.values.password.replace('1', '2'),
    });
    expect(borrowed.body.message).toBe('Mevcut şifreniz hatalı');
  });

  it('needs a session', async () => {
    for (const [method, data] of [
      ['change_username', { username: 'renamed_3', password: 'Secret123' }],
      ['change_email', { email: 'renamed3@example.com', password: 'Secret123' }],
    ] as const) {
      const reply = await h.call('user', method, data);
      expect(reply.body.message).toBe('Oturum süresi doldu');
    }
  });
});

describe('user.favorites', () => {
  it('lists, inserts and deletes ids per type, idempotently', async () => {
    const player = await newPlayer(h);
    const list = async (type: string) =>
      (await call<{ ids: number[] }>(player, 'favorites', { type })).body.data.ids;
    expect(await list('casino')).toEqual([]);
    const added = await call(
      player,
      'favorites',
      { mode: 'insert', type: 'casino', id: 101 },
      'en',
    );
    expect(added.body).toEqual({
      result: true,
      data: { ids: [101] },
      message: 'Added to favourites',
    });
    await call(player, 'favorites', { mode: 'insert', type: 'casino', id: 101 });
    await call(player, 'favorites', { mode: 'insert', type: 'casino', id: 7 });
    await call(player, 'favorites', { mode: 'insert', type: 'livecasino', id: 101 });
    expect((await list('casino')).sort((a, b) => a - b)).toEqual([7, 101]);
    expect(await list('livecasino')).toEqual([101]);
    const removed = await call(player, 'favorites', { mode: 'delete', type: 'casino', id: 101 });
    expect(removed.body).toMatchObject({ result: true, data: { ids: [7] } });
    expect(
      (await call(player, 'favorites', { mode: 'delete', type: 'casino', id: 101 })).body.result,
    ).toBe(true);
    expect(await list('casino')).toEqual([7]);
    expect(await list('livecasino')).toEqual([101]);
  });

  it("acts on the session's player only: ids in data are ignored", async () => {
    const a = await newPlayer(h);
    const b = await newPlayer(h);
    await call(a, 'favorites', { mode: 'insert', type: 'casino', id: 555 });
    // B names A every way a payload could; the list is still B's own.
    const sneaky = {
      type: 'casino',
      uid: a.answer.uid,
      userId: 1,
      player_id: 1,
      username: a.values.username,
    };
    expect((await call(b, 'favorites', sneaky)).body.data).toEqual({ ids: [] });
    await call(b, 'favorites', { ...sneaky, mode: 'insert', id: 777 });
    await call(b, 'favorites', { ...sneaky, mode: 'delete', id: 555 });
    expect((await call(a, 'favorites', { type: 'casino' })).body.data).toEqual({ ids: [555] });
    expect((await call(b, 'favorites', { type: 'casino' })).body.data).toEqual({ ids: [777] });
    // B's session with A's uid in the context is refused outright.
    const mixed = await h.call(
      'user',
      'favorites',
      { type: 'casino' },
      { user: { ...b.user, uid: a.user.uid }, cookie: b.cookie },
    );
    expect(mixed.body.message).toBe('Oturum süresi doldu');
  });

  it.each([
    [{}, 'Zorunlu alan'],
    [{ type: 'slot' }, "'type' alanı için geçersiz değer; izin verilenler: casino, livecasino"],
    [
      { type: 'casino', mode: 'add', id: 1 },
      "'mode' alanı için geçersiz değer; izin verilenler: insert, delete",
    ],
    [{ type: 'casino', mode: 'insert' }, 'Zorunlu alan'],
    [
      { type: 'casino', mode: 'insert', id: 0 },
      "'id' alanı için geçersiz değer: en az 1 olmalıdır",
    ],
    [
      { type: 'casino', mode: 'insert', id: 1.5 },
      "'id' alanı için geçersiz değer: tam sayı olmalıdır",
    ],
    [{ type: 'casino', mode: 'insert', id: '12' }, "'id' alanının türü hatalı: sayı olmalıdır"],
  ])('refuses %j with 400', async (data, message) => {
    const player = await newPlayer(h);
    const reply = await call(player, 'favorites', data);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(message);
  });
});

describe('user.two_auth_type and get_user_profile', () => {
  it('reads none, refuses sms until the phone is confirmed, then sets it', async () => {
    const player = await newPlayer(h);
    expect((await call(player, 'two_auth_type')).body.data).toEqual({ type: 'none' });
    const refused = await call(player, 'two_auth_type', { type: 'sms' }, 'en');
    expect(refused.body).toEqual({
      result: false,
      data: null,
      message: 'Confirm your phone number before choosing SMS verification',
    });
    await h.db.query('UPDATE players SET phone_confirmed_at = now() WHERE username = $1', [
      player.values.username,
    ]);
    expect((await call(player, 'two_auth_type', { type: 'sms' })).body.data).toEqual({
      type: 'sms',
    });
    expect((await call(player, 'two_auth_type')).body.data).toEqual({ type: 'sms' });
    const profile = await call<{ twoFactor: string; phoneConfirmed: boolean }>(
      player,
      'get_user_profile',
    );
    expect(profile.body.data).toMatchObject({
      twoFactor: 'sms',
      phoneConfirmed: true,
      stepUpFactor: 'sms',
    });
    // Turning it off is a step-up: the password and a code sent for it.
    const unconfirmed = await call(player, 'two_auth_type', { type: 'none' }, 'en');
    expect(unconfirmed.body).toMatchObject({
      result: false,
      message: 'Enter your password to confirm this operation',
    });
    // From an address of its own: this file's other tests count SMS from the default one.
    await callFromNewAddress(h, 'user', 'step_up_sms', { action: 'factor-off' }, asUser(player));
    const [sms] = await smsOf(h, player);
    expect(sms!.body).toContain('Bir doğrulama yöntemini kapatma isteğiniz');
    const off = await call(player, 'two_auth_type', {
      type: 'none',
      password: player.values.password,
      ga_code: /(\d{6})/.exec(sms!.body)![1]!,
    });
    expect(off.body.data).toEqual({ type: 'none' });
    const bad = await call(player, 'two_auth_type', { type: 'authenticator' });
    expect(bad.status).toBe(400);
  });

  it("answers the calling player's profile only", async () => {
    const a = await newPlayer(h);
    const b = await newPlayer(h);
    const reply = await call(b, 'get_user_profile', {
      uid: a.answer.uid,
      username: a.values.username,
    });
    expect(reply.body.data).toMatchObject({ uid: b.answer.uid, username: b.values.username });
  });
});

/** The reset token of the latest e-mail to address. */
async function resetToken(address: string): Promise<string> {
  const [mail] = await outboxOf(h, address);
  const match = /https:\/\/site\.example\/account_reset\?token=([A-Za-z0-9_-]+)/.exec(
    mail?.body ?? '',
  );
  if (!match) throw new Error(`no reset link for ${address}`);
  return match[1]!;
}

const reset = (token: string, password = 'Reset1234', lang?: string) =>
  h.call('user', 'pass_reset', { token, password, passwordConfirm: password }, { lang });

describe('user.forgot and user.pass_reset', () => {
  it('mails a single-use link; the reset sets the password and ends every session', async () => {
    const player = await newPlayer(h);
    const other = await signInAgain(h, player);
    const forgot = await callFromNewAddress(h, 'user', 'forgot', {
      email: player.values.email.toUpperCase(),
    });
    expect(forgot.body).toEqual({
      result: true,
      data: null,
      message: 'Bu e-posta adresi kayıtlıysa şifre sıfırlama bağlantısı gönderildi',
    });
    const [mail] = await outboxOf(h, player.values.email);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Şifre sıfırlama' });
    expect(mail!.body).toContain('Merhaba Ece');
    const token = await resetToken(player.values.email);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    // Only the token's hash is stored.
    const stored = await h.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM password_resets',
    );
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    const done = await reset(token, 'Reset1234', 'en');
    expect(done.body).toEqual({
      result: true,
      data: null,
      message: 'Your password has been reset. You can log in with your new password.',
    });
    for (const session of [player, other]) {
      expect((await call(session, 'get_user_profile')).body.message).toBe('Oturum süresi doldu');
    }
    await signIn(h, player.values.username, 'Reset1234');
    // Used once.
    const again = await reset(token, 'Another123');
    expect(again).toEqual({
      status: 200,
      body: {
        result: false,
        data: null,
        message: 'Şifre sıfırlama bağlantısı geçersiz veya süresi dolmuş',
      },
    });
    await signIn(h, player.values.username, 'Reset1234');
  });

  it('answers an unknown address the same way and sends nothing', async () => {
    const reply = await callFromNewAddress(
      h,
      'user',
      'forgot',
      { email: 'nobody@example.com' },
      { lang: 'en' },
    );
    expect(reply.body).toEqual({
      result: true,
      data: null,
      message: 'If this e-mail address is registered, a password reset link has been sent',
    });
    expect(await outboxOf(h, 'nobody@example.com')).toEqual([]);
  });

  it('refuses an expired, an unknown or a superseded token', async () => {
    const player = await newPlayer(h);
    await callFromNewAddress(h, 'user', 'forgot', { email: player.values.email });
    const first = await resetToken(player.values.email);
    await callFromNewAddress(h, 'user', 'forgot', { email: player.values.email });
    const second = await resetToken(player.values.email);
    expect(second).not.toBe(first);
    expect((await reset(first)).body.result).toBe(false);
    await h.db.query(
      `UPDATE password_resets SET expires_at = now() - interval '1 second'
       WHERE player_id = (SELECT id FROM players WHERE username = $1)`,
      [player.values.username],
    );
    expect((await reset(second)).body.message).toBe(
      'Şifre sıfırlama bağlantısı geçersiz veya süresi dolmuş',
    );
    expect((await reset('x'.repeat(43))).body.result).toBe(false);
    // The old password still works.
    await signInAgain(h, player);
  });

  it('makes a link valid for 30 minutes', async () => {
    const player = await newPlayer(h);
    await callFromNewAddress(h, 'user', 'forgot', { email: player.values.email });
    const [row] = await h.db.query<{ minutes: number }>(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 60)::integer AS minutes
       FROM password_resets ORDER BY id DESC LIMIT 1`,
    );
    expect(row?.minutes).toBe(30);
  });

  it('validates payloads', async () => {
    expect((await callFromNewAddress(h, 'user', 'forgot', { email: 'not-mail' })).body).toEqual({
      result: false,
      data: { field: 'email' },
      message: 'Geçerli bir e-posta adresi girin',
    });
    const weak = await h.call('user', 'pass_reset', {
      token: 'abc',
      password: 'weak',
      passwordConfirm: 'weak',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe('Şifre en az 6 karakter olmalıdır');
    const noToken = await h.call('user', 'pass_reset', {
      password: 'Reset1234',
      passwordConfirm: 'Reset1234',
    });
    expect(noToken.body).toMatchObject({ data: { field: 'token' }, message: 'Zorunlu alan' });
  });
});

describe('user.sms_send and user.sms_validate', () => {
  const lastCode = async (player: Player) => {
    const [sms] = await smsOf(h, player);
    return /(\d{6})/.exec(sms?.body ?? '')![1]!;
  };

  it('sends a 6-digit code to the phone; the right code confirms the phone', async () => {
    const player = await newPlayer(h);
    const sent = await call(player, 'sms_send', {}, 'en');
    expect(sent.body).toEqual({
      result: true,
      data: null,
      message: 'A code has been sent to your phone',
    });
    const [sms] = await smsOf(h, player);
    expect(sms).toMatchObject({ channel: 'sms', recipient: phoneOf(player.values) });
    const code = await lastCode(player);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await call(player, 'sms_validate', { code: wrongCode, SiteType: 'desktop' });
    expect(wrong.body).toEqual({ result: false, data: null, message: 'Girdiğiniz kod hatalı' });
    const right = await call(player, 'sms_validate', { code, Lang: 'tr', SiteType: 'desktop' });
    expect(right.body).toEqual({
      result: true,
      data: true,
      message: 'Telefon numaranız doğrulandı',
    });
    const profile = await call<{ phoneConfirmed: boolean }>(player, 'get_user_profile');
    expect(profile.body.data.phoneConfirmed).toBe(true);
    // A used code is spent.
    expect((await call(player, 'sms_validate', { code })).body.result).toBe(false);
  });

  it('voids a code after 5 wrong attempts and an expired one', async () => {
    const player = await newPlayer(h);
    await call(player, 'sms_send');
    const code = await lastCode(player);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await call(player, 'sms_validate', { code: wrongCode });
    // Let the player try again (the per-player limit is tested below): the code itself is void.
    await h.db.query(`DELETE FROM rate_limits WHERE key LIKE 'code:%'`);
    expect((await call(player, 'sms_validate', { code })).body.message).toBe(
      'Kodun süresi doldu veya geçersiz; lütfen yeni kod isteyin',
    );
    await call(player, 'sms_send');
    const fresh = await lastCode(player);
    await h.db.query(
      `UPDATE sms_codes SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`,
    );
    expect((await call(player, 'sms_validate', { code: fresh })).body.result).toBe(false);
  });

  it('blocks code checks after 5 wrong codes in 15 minutes (429)', async () => {
    const player = await newPlayer(h);
    await call(player, 'sms_send');
    for (let i = 0; i < 3; i++) await call(player, 'sms_validate', { code: '000000' });
    await call(player, 'sms_send');
    const code = await lastCode(player);
    for (let i = 0; i < 2; i++) {
      await call(player, 'sms_validate', { code: code === '000000' ? '111111' : '000000' });
    }
    const blocked = await call(player, 'sms_validate', { code }, 'en');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too many attempts. Please try again in 15 minutes.');
  });

  it('sends 5 codes an hour at most (429)', async () => {
    const player = await newPlayer(h);
    for (let i = 0; i < 5; i++) expect((await call(player, 'sms_send')).body.result).toBe(true);
    const blocked = await call(player, 'sms_send');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Çok fazla deneme. Lütfen 60 dakika sonra tekrar deneyin.');
  });

  it('validates the code and needs a session', async () => {
    const player = await newPlayer(h);
    const reply = await call(player, 'sms_validate', { code: '12 34' }, 'en');
    expect(reply.body).toEqual({
      result: false,
      data: { field: 'code' },
      message: 'The code must be 6 digits',
    });
    expect((await h.call('user', 'sms_send')).body.message).toBe('Oturum süresi doldu');
  });
});

describe('outbox', () => {
  it('lists the latest messages through GET /operator/outbox and npm run outbox', async () => {
    await callFromNewAddress(h, 'user', 'forgot', { email: 'demo@ankacasino.example' });
    const denied = await fetch(`${h.operatorUrl}/operator/outbox`);
    expect(denied.status).toBe(401);
    const response = await fetch(`${h.operatorUrl}/operator/outbox?limit=1`, {
      headers: { 'x-operator-token': OPERATOR_TOKEN },
    });
    const body = (await response.json()) as { data: { recipient: string }[] };
    expect(body.data).toHaveLength(1);
    expect(body.data[0]!.recipient).toBe('demo@ankacasino.example');
    const printed = await runCli(['outbox'], h.cliEnv);
    expect(printed).toMatch(
      /^#\d+ {2}\S+ {2}email → demo@ankacasino\.example {2}Şifre sıfırlama\n/,
    );
    expect(printed).toContain('    https://site.example/account_reset?token=');
  });

  const outboxCount = async () =>
    (await h.db.query<{ n: number }>('SELECT count(*) AS n FROM outbox'))[0]!.n;

  it('without a delivery provider keeps nothing, logs each message it cannot send, and says so', async () => {
    // A second server on the same database, as a production start: no demo, dev or test mode.
    const other = await startHarness({
      db: h.db,
      config: { testScrypt: TEST_SCRYPT, trustProxy: 'loopback' },
    });
    const warn = vi.spyOn(other.app.log, 'warn');
    try {
      await h.db.query('DELETE FROM outbox');
      const player = await newPlayer(other);
      const registered = await callFromNewAddress(other, 'user', 'register', {
        ...newRegistration(),
      });
      expect(registered.body.message).toBe(RECEIVED_NO_MAIL);
      // Nothing promises a message that never comes: the requests are refused, alike for any
      // address, and leave no link or code behind.
      const forgot = await callFromNewAddress(other, 'user', 'forgot', {
        email: player.values.email,
      });
      expect(forgot.body).toEqual({ result: false, data: null, message: NO_EMAIL });
      const unknown = await callFromNewAddress(other, 'user', 'forgot', {
        email: 'nobody.here@example.com',
      });
      expect(unknown.body).toEqual(forgot.body);
      const sms = await callFromNewAddress(other, 'user', 'sms_send', {}, asUser(player));
      expect(sms.body).toEqual({ result: false, data: null, message: NO_SMS });
      const newAddress = await callFromNewAddress(
        other,
        'user',
        'change_email',
        { email: `new.${player.values.email}`, password: player.values.password },
        asUser(player),
      );
      expect(newAddress.body).toEqual({ result: false, data: null, message: NO_EMAIL });
      // A player whose second factor is SMS (confirmed while a provider was there).
      await h.db.query(
        `UPDATE players SET two_factor = 'sms', phone_confirmed_at = now() WHERE email = $1`,
        [player.values.email],
      );
      const stepUp = await callFromNewAddress(
        other,
        'user',
        'step_up_sms',
        { action: 'limit' },
        asUser(player),
      );
      expect(stepUp.body).toEqual({ result: false, data: null, message: NO_SMS });
      const login = await callFromNewAddress(other, 'user', 'login', {
        username: player.values.username,
        password: player.values.password,
      });
      expect(login.body).toEqual({ result: false, data: null, message: NO_SMS });
      expect(await outboxCount()).toBe(0);
      const [left] = await h.db.query<{ n: number }>(
        `SELECT (SELECT count(*) FROM password_resets r JOIN players p ON p.id = r.player_id
           WHERE p.email = $1) + (SELECT count(*) FROM sms_codes c JOIN players p
           ON p.id = c.player_id WHERE p.email = $1) + (SELECT count(*) FROM email_changes e
           JOIN players p ON p.id = e.player_id WHERE p.email = $1) AS n`,
        [player.values.email],
      );
      expect(left?.n).toBe(0);
      const notSent = 'no delivery provider is configured: message not sent';
      expect(warn).toHaveBeenCalledWith(
        { channel: 'email', recipient: maskRecipient(player.values.email) },
        notSent,
      );
      expect(warn).toHaveBeenCalledWith(
        { channel: 'sms', recipient: maskRecipient(phoneOf(player.values)) },
        notSent,
      );
      // The welcome mail, the two reset requests, the e-mail change and the three codes: never
      // the message itself.
      expect(warn.mock.calls.filter(([, message]) => message === notSent)).toHaveLength(8);
      // The test endpoint exists in test mode only.
      expect((await fetch(`${other.baseUrl}/__test__/outbox`)).status).toBe(404);
    } finally {
      await other.close();
    }
  });

  it.each([{ dev: true }, { demoOutbox: true }])('keeps every message with %o', async (flag) => {
    const other = await startHarness({
      db: h.db,
      config: { testScrypt: TEST_SCRYPT, trustProxy: 'loopback', ...flag },
    });
    try {
      await h.db.query('DELETE FROM outbox');
      const player = await newPlayer(other);
      const forgot = await callFromNewAddress(other, 'user', 'forgot', {
        email: player.values.email,
      });
      expect(forgot.body.result).toBe(true);
      const sms = await callFromNewAddress(other, 'user', 'sms_send', {}, asUser(player));
      expect(sms.body.result).toBe(true);
      // The welcome mail, the reset link and the code.
      expect(await outboxCount()).toBe(3);
    } finally {
      await other.close();
    }
  });
});

describe('pruning', () => {
  it('deletes sessions, tokens, codes and counters that can no longer be used', async () => {
    const player = await newPlayer(h);
    await callFromNewAddress(h, 'user', 'login', {
      username: player.values.username,
      password: 'Wrong1234',
    });
    await h.db.query(`UPDATE sessions SET created_at = now() - interval '2 days'`);
    await h.db.query(`UPDATE rate_limits SET window_start = now() - interval '2 days'`);
    await h.db.query(`UPDATE password_resets SET expires_at = now() - interval '2 days'`);
    const pruned = await pruneAccounts(h.db);
    expect(pruned.sessions).toBeGreaterThan(0);
    expect(pruned.rate_limits).toBeGreaterThan(0);
    expect(pruned.password_resets).toBeGreaterThan(0);
    const [left] = await h.db.query<{ n: number }>('SELECT count(*) AS n FROM sessions');
    expect(left?.n).toBe(0);
  });
});
