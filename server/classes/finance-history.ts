import type { ClassMap } from '../envelope.ts';

/** finance history_totals, export_history, list_tickets and ticket_campaign. */
export const historyMethods: ClassMap = {};
