/**
 * The money operations of the run, each as its sender makes it: the player's cashier calls
 * (with an idempotency key), the game provider's signed seamless calls (with its transaction
 * ids), the payment provider's signed callbacks (with event ids) and the operator's decisions.
 * What each answer made (a deposit, a withdrawal, a stake in a round) is remembered per player,
 * so later operations act on it.
 */
import { randomUUID } from 'node:crypto';
import { makeTckn } from '../../server/players.ts';
import { envelopeOk } from './answers.ts';
import type { Book, Decision, Kind, Sent } from './book.ts';
import { desk, providerCallback, seamless, type Answer } from './calls.ts';
import type { Player } from './players.ts';

export interface Secrets {
  seamless: string;
  provider: string;
  /** The credential of the run's named operator. */
  operator: string;
}

interface Deposit {
  id: number;
  amount: number;
  /** Paid on the provider's page (its callback decides it); else the operator decides. */
  instant: boolean;
  /** Callbacks sent for it. */
  events: number;
}

interface Round {
  id: string;
  debits: Sent[];
  /** Until the run sends its final win. */
  open: boolean;
}

/** One player's part of the run. */
export interface Play {
  player: Player;
  deposits: Deposit[];
  withdrawals: number[];
  rounds: Round[];
  seq: number;
}

export const playOf = (player: Player): Play => ({
  player,
  deposits: [],
  withdrawals: [],
  rounds: [],
  seq: 0,
});

export type Random = () => number;

const DEPOSIT_METHODS = [
  { methodID: 1301, instant: true, fields: { walletNumber: '1234567890' } },
  { methodID: 1302, instant: true, fields: { walletNumber: '1234567890' } },
  { methodID: 1401, instant: true, fields: {} },
  { methodID: 1501, instant: true, fields: {} },
  {
    methodID: 1002,
    instant: false,
    fields: { branch: 'Nilüfer', account: '12345678', referenceNumber: 'REF2044' },
  },
  {
    methodID: 1201,
    instant: false,
    fields: {
      senderPhone: '5321234567',
      receiverPhone: '5309990011',
      senderTckn: makeTckn('123456789'),
      receiverTckn: makeTckn('234567891'),
    },
  },
];
const WITHDRAW_METHODS = [1301, 1302, 1303];

export class Operations {
  constructor(
    private readonly book: Book,
    private readonly secrets: Secrets,
    private readonly random: Random,
  ) {}

  private pick<T>(list: readonly T[]): T | undefined {
    return list[Math.floor(this.random() * list.length)];
  }

  private between(min: number, max: number) {
    return min + Math.floor(this.random() * (max - min + 1));
  }

  private nextId(play: Play, what: string) {
    return `p${play.player.index}-${what}${play.seq++}`;
  }

  /** A cashier call of the player over /v1, keyed by an idempotency key. */
  private async cashier(
    play: Play,
    kind: Kind,
    [cls, method]: [string, string],
    fields: Record<string, unknown>,
    onAnswer?: (answer: Answer) => void,
  ) {
    const idempotencyKey = randomUUID();
    const data = { ...fields, idempotencyKey };
    const sent = this.book.add({
      kind,
      player: play.player.index,
      key: idempotencyKey,
      fields: data,
      call: (server) => play.player.client.call(server, cls, method, data),
      onAnswer,
    });
    await this.book.send(sent);
  }

  async deposit(play: Play) {
    const method = this.pick(DEPOSIT_METHODS)!;
    const amount = this.between(100, 2_000) * 100;
    let made = false;
    await this.cashier(
      play,
      'deposit',
      ['prepayServices', 'processTransaction'],
      { type: 'deposit', methodID: method.methodID, amount, ...method.fields },
      (answer) => {
        if (made || !envelopeOk(answer)) return;
        made = true;
        const id = answer.body.data.transactionID as number;
        play.deposits.push({ id, amount, instant: method.instant, events: 0 });
      },
    );
  }

  /**
   * The provider's event for a paid or declined page; sometimes the same payment again under
   * another event id, which must not credit twice.
   */
  async callback(play: Play) {
    const instant = play.deposits.filter((d) => d.instant);
    const deposit = this.pick(instant.filter((d) => d.events === 0)) ?? this.pick(instant);
    if (!deposit) return this.bet(play);
    const declined = deposit.events === 0 && this.random() < 0.15;
    deposit.events++;
    const event = {
      eventId: randomUUID(),
      transactionID: deposit.id,
      status: declined ? 'declined' : 'paid',
      amount: deposit.amount,
    };
    const sent = this.book.add({
      kind: 'callback',
      player: play.player.index,
      key: event.eventId,
      fields: event,
      call: (server) => providerCallback(server, this.secrets.provider, event),
    });
    await this.book.send(sent);
  }

  async withdraw(play: Play) {
    let made = false;
    await this.cashier(
      play,
      'withdraw',
      ['prepayServices', 'processTransaction'],
      {
        type: 'withdraw',
        methodID: this.pick(WITHDRAW_METHODS),
        amount: this.between(100, 800) * 100,
        walletNumber: '1234567890',
        validityDate: '2035-01-01',
        note: '',
      },
      (answer) => {
        if (made || !envelopeOk(answer)) return;
        made = true;
        play.withdrawals.push(answer.body.data.id as number);
      },
    );
  }

  async cancel(play: Play) {
    const transactionID = this.pick(play.withdrawals);
    if (transactionID === undefined) return this.withdraw(play);
    await this.cashier(play, 'cancel', ['finance', 'cancel_withdrawal'], { transactionID });
  }

  /** The promo bonus (its code was redeemed at sign-up): one claim per player succeeds. */
  async claim(play: Play) {
    if (!play.player.bonus) return this.bet(play);
    await this.cashier(play, 'claim', ['bonus', 'claim'], { offerID: 4 });
  }

  async depositDecision(play: Play) {
    const deposit = this.pick(play.deposits.filter((d) => !d.instant));
    if (!deposit) return this.deposit(play);
    const action = this.random() < 0.8 ? 'approve' : 'reject';
    await this.decide({ transactionId: deposit.id, direction: 'deposit', action });
  }

  async withdrawalDecision(play: Play) {
    const id = this.pick(play.withdrawals);
    if (id === undefined) return this.withdraw(play);
    const roll = this.random();
    const action = roll < 0.45 ? 'approve' : roll < 0.8 ? 'pay' : 'reject';
    await this.decide({ transactionId: id, direction: 'withdraw', action });
  }

  private decide(decision: Decision) {
    const path = `/operator/cashier/transactions/${decision.transactionId}/${decision.action}`;
    return this.book.decide(decision, (server) =>
      desk(server, this.secrets.operator, path, { reason: 'Dekont eşleşmedi' }),
    );
  }

  /** A seamless call of the game provider for the player's launch. */
  private seamless(
    play: Play,
    action: 'debit' | 'credit' | 'rollback',
    fields: Record<string, unknown> & { transactionId: string },
  ): Sent {
    const body = { token: play.player.token, ...fields };
    return this.book.add({
      kind: action,
      player: play.player.index,
      key: fields.transactionId,
      fields: body,
      call: (server) => seamless(server, this.secrets.seamless, action, body),
    });
  }

  private openRounds(play: Play) {
    return play.rounds.filter((r) => r.open && r.debits.length > 0);
  }

  /**
   * A bet, in a new round or an open one; a few are too large for the balance, and some are
   * overtaken by their own rollback (the bet must then be refused).
   */
  async bet(play: Play) {
    let round = this.random() < 0.5 ? this.pick(this.openRounds(play)) : undefined;
    if (!round) {
      round = { id: this.nextId(play, 'r'), debits: [], open: true };
      play.rounds.push(round);
    }
    const amount = this.random() < 0.1 ? this.between(500, 5_000) * 100 : this.between(1, 50) * 100;
    const transactionId = this.nextId(play, 't');
    if (this.random() < 0.05) {
      const rollback = this.seamless(play, 'rollback', {
        roundId: round.id,
        transactionId: this.nextId(play, 't'),
        referenceTransactionId: transactionId,
      });
      await this.book.send(rollback);
    }
    const debit = this.seamless(play, 'debit', { roundId: round.id, transactionId, amount });
    round.debits.push(debit);
    await this.book.send(debit);
  }

  /** A win (or 0, a loss) for an open round; most of them settle it. */
  async win(play: Play) {
    const round = this.pick(this.openRounds(play));
    if (!round) return this.bet(play);
    const final = this.random() < 0.85;
    if (final) round.open = false;
    const amount = this.random() < 0.4 ? 0 : this.between(1, 120) * 100;
    const credit = this.seamless(play, 'credit', {
      roundId: round.id,
      transactionId: this.nextId(play, 't'),
      amount,
      final,
    });
    await this.book.send(credit);
  }

  async rollback(play: Play) {
    const round = this.pick(this.openRounds(play));
    const debit = round && this.pick(round.debits);
    if (!round || !debit) return this.bet(play);
    const rollback = this.seamless(play, 'rollback', {
      roundId: round.id,
      transactionId: this.nextId(play, 't'),
      referenceTransactionId: debit.key,
    });
    await this.book.send(rollback);
  }

  /** Any earlier request again, with its identity; at times two copies at once. */
  async retry() {
    const sent = this.pick(this.book.sent);
    if (!sent) return;
    const copies = this.random() < 0.3 ? 2 : 1;
    await Promise.all(Array.from({ length: copies }, () => this.book.send(sent)));
  }
}
