import type { DbHandle } from '../../db/handle.ts';
import { queryable } from '../../db/handle.ts';
import { ticketsUrlForTransaction as ticketsUrlOf } from './ticket-email.ts';

/** The tickets link of the booking an event transaction paid for (the result page's "Download Ticket"). */
export const ticketsUrlForTransaction = (
  db: DbHandle,
  publicUrl: string,
  transactionId: string,
  lang: string,
): Promise<string | null> => ticketsUrlOf(queryable(db), publicUrl, transactionId, lang);
