/**
 * The IPAY error codes the adapter tells apart (manual K-064, section 10). Every other code
 * is the gateway's answer to the request and leaves nothing done.
 */

/**
 * "Payment details not available": the inquiry's answer for a track id the gateway never saw.
 * The manual lists the code without saying which call returns it; the local fake follows this
 * reading, and a live terminal's first inquiry of an unknown track id is the place to confirm it.
 */
export const NO_RECORD = new Set(['IPAY0100054']);

/** The tranportal ID, password or terminal was refused: the account, not the payment, is wrong. */
export const CREDENTIALS_REFUSED = new Set([
  'IPAY0100005',
  'IPAY0100006',
  'IPAY0100008',
  'IPAY0100014',
  'IPAY0100015',
  'IPAY0100016',
  'IPAY0100017',
  'IPAY0100018',
  'IPAY0100019',
  'IPAY0100095',
]);

/**
 * Answers that do not say whether the money moved: a duplicate track id (the refund may have
 * gone through on an earlier call) and the gateway's own failures ("Problem occurred…",
 * "Unable to process…"). These are settled by inquiry, never by asking again.
 */
export function isUndecided(code: string): boolean {
  return (
    code.startsWith('IPAY02') ||
    ['IPAY0100114', 'IPAY0100038', 'IPAY0100159', 'IPAY0100160', 'IPAY0100163'].includes(code)
  );
}
