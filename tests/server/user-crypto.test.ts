import { describe, expect, it } from 'vitest';
import { OWASP_SCRYPT, createPasswordHasher } from '../../server/accounts/passwords.ts';
import {
  base32Decode,
  base32Encode,
  hotp,
  newTotpSecret,
  otpauthUri,
  totp,
  verifyTotp,
} from '../../server/accounts/totp.ts';
import { TEST_SCRYPT } from './players.ts';

describe('TOTP (RFC 6238) and HOTP (RFC 4226)', () => {
  const ascii = (text: string) => Buffer.from(text, 'ascii');

  it('matches the HOTP test values of RFC 4226 appendix D', () => {
    const key = ascii('12345678901234567890');
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(expected.map((_, counter) => hotp(key, counter))).toEqual(expected);
  });

  // RFC 6238 appendix B: 8 digits, 30 s steps; each algorithm has its own seed length.
  const seeds = {
    sha1: ascii('12345678901234567890'),
    sha256: ascii('12345678901234567890123456789012'),
    sha512: ascii('1234567890123456789012345678901234567890123456789012345678901234'),
  };
  it.each([
    [59, '94287082', '46119246', '90693936'],
    [1111111109, '07081804', '68084774', '25091201'],
    [1111111111, '14050471', '67062674', '99943326'],
    [1234567890, '89005924', '91819424', '93441116'],
    [2000000000, '69279037', '90698825', '38618901'],
    [20000000000, '65353130', '77737706', '47863826'],
  ])('matches the RFC 6238 test vectors at T=%i', (seconds, sha1, sha256, sha512) => {
    const at = seconds * 1000;
    expect(totp(seeds.sha1, at, { digits: 8 })).toBe(sha1);
    expect(totp(seeds.sha256, at, { digits: 8, algorithm: 'sha256' })).toBe(sha256);
    expect(totp(seeds.sha512, at, { digits: 8, algorithm: 'sha512' })).toBe(sha512);
  });

  it('reads and writes base32 as authenticator apps do', () => {
    expect(base32Decode('JBSWY3DPEHPK3PXP')).toEqual(
      Buffer.from([0x48, 0x65, 0x6c, 0x6c, 0x6f, 0x21, 0xde, 0xad, 0xbe, 0xef]),
    );
    expect(base32Decode('jbsw y3dp ehpk 3pxp')).toEqual(base32Decode('JBSWY3DPEHPK3PXP'));
    // RFC 4648 §10 vectors.
    for (const [text, encoded] of [
      ['f', 'MY'],
      ['fo', 'MZXQ'],
      ['foo', 'MZXW6'],
      ['foob', 'MZXW6YQ'],
      ['fooba', 'MZXW6YTB'],
      ['foobar', 'MZXW6YTBOI'],
    ] as const) {
      expect(base32Encode(Buffer.from(text))).toBe(encoded);
      expect(base32Decode(`${encoded}======`).toString()).toBe(text);
    }
    expect(() => base32Decode('JBSW1')).toThrow();
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
  });

  it('accepts one step either way, not two, and each step once', () => {
    const secret = 'JBSWY3DPEHPK3PXP';
    const key = base32Decode(secret);
    const now = 1_900_000_000_000;
    const step = Math.floor(now / 30_000);
    const code = (offset: number) => hotp(key, step + offset);
    expect(verifyTotp(secret, code(0), now, 0)).toBe(step);
    expect(verifyTotp(secret, code(-1), now, 0)).toBe(step - 1);
    expect(verifyTotp(secret, code(1), now, 0)).toBe(step + 1);
    expect(verifyTotp(secret, code(-2), now, 0)).toBeNull();
    expect(verifyTotp(secret, code(2), now, 0)).toBeNull();
    // The step of the last accepted code and those before it are spent.
    expect(verifyTotp(secret, code(0), now, step)).toBeNull();
    expect(verifyTotp(secret, code(-1), now, step)).toBeNull();
    expect(verifyTotp(secret, code(1), now, step)).toBe(step + 1);
    expect(verifyTotp(secret, '12345', now, 0)).toBeNull();
    expect(verifyTotp(secret, 'abcdef', now, 0)).toBeNull();
  });

  it('writes the otpauth URI of the contract', () => {
    expect(otpauthUri('demo2fa', 'JBSWY3DPEHPK3PXP')).toBe(
      'otpauth://totp/Anka%20Casino:demo2fa?secret=JBSWY3DPEHPK3PXP&issuer=Anka%20Casino&digits=6&period=30&algorithm=SHA1',
    );
  });
});

describe('password hashing (scrypt)', () => {
  it('hashes at OWASP strength by default', () => {
    // A hash at these parameters is made and checked in user-login-full.test.ts.
    expect(createPasswordHasher().params).toEqual({
      N: 2 ** 17,
      r: 8,
      p: 1,
      keyLength: 64,
      saltLength: 16,
    });
    expect(OWASP_SCRYPT).toEqual(createPasswordHasher().params);
  });

  it('salts every hash and compares exactly', async () => {
    const hasher = createPasswordHasher(TEST_SCRYPT);
    const stored = await hasher.hash('Demo1234');
    expect(await hasher.hash('Demo1234')).not.toBe(stored);
    expect(await hasher.verify('Demo1234', stored)).toBe(true);
    for (const wrong of ['demo1234', 'Demo12345', 'Demo123', '']) {
      expect(await hasher.verify(wrong, stored)).toBe(false);
    }
  });

  it('verifies a hash made with other parameters and says it needs rehashing', async () => {
    const fast = createPasswordHasher(TEST_SCRYPT);
    const stored = await fast.hash('Şifre123');
    expect(stored.split('$')[2]).toBe('ln=10,r=8,p=1');
    const owasp = createPasswordHasher(OWASP_SCRYPT);
    expect(await owasp.verify('Şifre123', stored)).toBe(true);
    // Unicode passwords compare as NFC: a decomposed Ş matches a composed one.
    expect(await owasp.verify('S\u0327ifre123', stored)).toBe(true);
    expect(owasp.needsRehash(stored)).toBe(true);
    expect(fast.needsRehash(stored)).toBe(false);
  });

  it('refuses malformed or out-of-bounds stored values without running scrypt on them', async () => {
    const hasher = createPasswordHasher(TEST_SCRYPT);
    const good = await hasher.hash('Secret123');
    for (const stored of [
      '',
      'plain-text',
      good.replace('ln=10', 'ln=30'),
      good.replace('r=8', 'r=0'),
      good.replace(/\$[^$]+$/, '$AAAA'),
    ]) {
      expect(await hasher.verify('Secret123', stored)).toBe(false);
      expect(hasher.needsRehash(stored)).toBe(true);
    }
    expect(await hasher.verifyDummy('Secret123')).toBe(false);
    expect(() => createPasswordHasher({ ...TEST_SCRYPT, N: 1000 })).toThrow(/power of two/);
  });
});
