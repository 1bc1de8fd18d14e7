import { describe, expect, it } from 'vitest';
import { runCashier } from '../../server/cashier-cli.ts';
import { runMessages } from '../../server/messages-cli.ts';
import { runProtection } from '../../server/protection-cli.ts';
import { OPERATOR_TOKEN, harnessForFile } from './harness.ts';
import { newPlayer, userTestConfig } from './players.ts';

/** npm run cashier, messages and protection: each over the desk's one client (operator-client.ts). */
const h = harnessForFile({ config: userTestConfig() });
const target = () => ({ baseUrl: h.operatorUrl, token: OPERATOR_TOKEN });

describe('the operator commands', () => {
  it('cashier: audits the ledger and switches a setting the desk keeps', async () => {
    expect(await runCashier(['audit'], target())).toMatch(/^ledger OK: /);
    expect(await runCashier(['settings', '--withdrawal-cancel', 'off'], target())).toBe(
      'withdrawal cancellation by players: OFF',
    );
    expect(await runCashier(['settings'], target())).toBe(
      'withdrawal cancellation by players: OFF',
    );
  });

  it('messages: a mass message sent is listed with its titles', async () => {
    const sent = await runMessages(
      [
        'send',
        '--title-tr',
        'Hafta sonu',
        '--body-tr',
        'Metin',
        '--title-en',
        'Weekend',
        '--body-en',
        'Text',
      ],
      target(),
    );
    expect(sent).toContain('Hafta sonu / Weekend');
    expect(await runMessages(['list'], target())).toContain('Hafta sonu / Weekend');
  });

  it("protection: shows a player's tools and sets a limit for them", async () => {
    const { username } = (await newPlayer(h)).values;
    const limited = await runProtection(
      ['limit', username, 'deposit', 'day', '500', '--reason', 'affordability check'],
      target(),
    );
    expect(limited).toContain('500,00 TRY');
    expect(await runProtection(['show', username], target())).toContain('500,00 TRY');
  });

  it('refuses a caller without a valid operator credential', async () => {
    await expect(runCashier(['audit'], { ...target(), token: 'wrong' })).rejects.toThrow(
      /^40[13]: /,
    );
  });
});
