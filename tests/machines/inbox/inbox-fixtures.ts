/** Inbox fixtures: notifications, mass messages and lottery tickets (machines, views, paths). */
import type {
  LotteryTicket,
  MassMessage,
  PlayerNotification,
} from '../../../machines/shared/history.ts';

/** A deposit-approved notification (spec §4): 500 TL by default, unread. */
export function notification(overrides: Partial<PlayerNotification> = {}): PlayerNotification {
  const id = overrides.id ?? 1;
  return {
    id,
    transaction_category_id: 2,
    transaction_status: 1003,
    amount: 50_000,
    title: `Para yatırma onaylandı #${id}`,
    message: `${id} numaralı yatırımın onaylandı ve bakiyene eklendi.`,
    relatedTransactionID: 100 + id,
    read: false,
    createdAt: '2026-11-20T12:00:00.000Z',
    ...overrides,
  };
}

export function massMessage(overrides: Partial<MassMessage> = {}): MassMessage {
  const id = overrides.id ?? 1;
  return {
    id,
    title: `Duyuru ${id}`,
    body: `Hafta sonu kampanyası ${id}.\n\nDetaylar promosyonlar sayfasında.`,
    read: false,
    createdAt: '2026-11-19T09:30:00.000Z',
    ...overrides,
  };
}

export function ticket(overrides: Partial<LotteryTicket> = {}): LotteryTicket {
  const id = overrides.transactionID ?? 501;
  return {
    ticketNumber: `NY26-${String(id).padStart(6, '0')}`,
    transactionID: id,
    amount: 30_000,
    depositedAt: '2026-11-21T15:00:00.000Z',
    drawAt: '2027-01-01T18:00:00.000Z',
    ...overrides,
  };
}

/** No answer at all. */
export const offline = () =>
  Object.assign(new Error('Network Error'), { kind: 'network' as const, data: null });
/** result false with the server's message. */
export const refused = (message = 'İşlem yapılamadı') =>
  Object.assign(new Error(message), { kind: 'refused' as const, data: null });
