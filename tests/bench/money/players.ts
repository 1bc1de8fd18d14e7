/**
 * The run's players, made as the site makes them: registered, signed in (full scrypt on the
 * server), their session encrypted with the server's key, and a slot launched for the game
 * provider's seamless calls.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { LoginAnswer } from '../../../machines/shared/contract.ts';
import { encryptField, newRegistration, randomAddress } from '../../server/players.ts';
import { PlayerClient, type Answer } from './calls.ts';
import type { Fleet, ServerProcess } from './fleet.ts';

export interface Player {
  index: number;
  username: string;
  client: PlayerClient;
  /** The game session token of the slot launched: what seamless calls name. */
  token: string;
  /** Claims the promo bonus during the run (and so wagers bonus money). */
  bonus: boolean;
}

/** A slot whose bets count toward the promo bonus (it excludes no game). */
const SLOT = 2620;
/** Registrations hash one at a time per server: a few at once keep both cores busy. */
const AT_ONCE = 6;

export async function makePlayers(fleet: Fleet, count: number): Promise<Player[]> {
  const players: Player[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      while (next < count) {
        const index = next++;
        players[index] = await makePlayer(await fleet.pick(), index);
      }
    }),
  );
  return players;
}

async function makePlayer(server: ServerProcess, index: number): Promise<Player> {
  const values = newRegistration();
  const client = new PlayerClient(randomAddress());
  await expectOk(client, server, 'user', 'register', { ...values });
  const login = await expectOk(client, server, 'user', 'login', {
    username: values.username,
    password: values.password,
  });
  const answer = login.body.data as LoginAnswer;
  const response = await fetch(`${server.url}/v1/session-key`);
  const { publicKey } = ((await response.json()) as { data: { publicKey: string } }).data;
  client.user = {
    uid: encryptField(publicKey, answer.uid),
    sid: encryptField(publicKey, answer.sid),
    uip: encryptField(publicKey, answer.uip),
    gmt: '+03:00',
    lang: 'en',
  };
  const launch = await expectOk(client, server, 'casino', 'init_game', { gameID: SLOT });
  const token = String(launch.body.data.url).split('/').pop()!;
  const bonus = index % 4 === 3;
  if (bonus) await expectOk(client, server, 'bonus', 'redeem_code', { code: 'HOSGELDIN100' });
  return { index, username: values.username, client, token, bonus };
}

/** The call's answer; a refusal stops the run (setup happens before any kill). */
async function expectOk(
  client: PlayerClient,
  server: ServerProcess,
  cls: string,
  method: string,
  data: Record<string, unknown>,
): Promise<Answer> {
  for (;;) {
    const answer = await client.call(server, cls, method, data);
    // Registrations over every client are limited per minute: a large run waits its turn.
    if (answer?.status === 429 && method === 'register') {
      await sleep(5_000);
      continue;
    }
    if (answer?.body.result !== true) {
      throw new Error(`${cls} ${method} refused: ${JSON.stringify(answer?.body ?? 'no answer')}`);
    }
    return answer;
  }
}
