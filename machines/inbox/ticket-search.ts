/** Ticket numbers are letters, digits and '-' (e.g. 'NY25-000123'). */
const TICKET_SEARCH = /^[A-Za-z0-9-]*$/;
export const TICKET_SEARCH_MAX = 32;

/** Why a ticket search cannot be sent (a message id), or null when it can. */
export function ticketSearchError(text: string): string | null {
  const search = text.trim();
  if (!TICKET_SEARCH.test(search)) return 'tickets.search.invalid';
  if (search.length > TICKET_SEARCH_MAX) return 'tickets.search.tooLong';
  return null;
}
