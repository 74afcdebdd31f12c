import type { CheckInSyncRequest, CheckInSyncResponse } from '@/domain/contracts/check-in';
import { db } from '@/lib/db';
import type { QueuedScan } from '@/lib/door-store-types';

/** Scans per request: a door offline for a whole evening uploads in a few small requests. */
export const SYNC_BATCH = 500;

export type SendSync = (request: CheckInSyncRequest) => Promise<CheckInSyncResponse>;

export interface SyncSummary {
  uploaded: number;
  conflicts: number;
  rejected: number;
}

let running: Promise<SyncSummary> | null = null;

/**
 * Uploads every queued scan, oldest first, in batches. A row becomes 'uploaded' only with the
 * server's answer for its nonce, so a batch lost on the way is simply sent again (the server
 * answers a known nonce with its first judgement). One upload runs at a time per tab.
 */
export function uploadQueue(send: SendSync, device: { device_id: string; gate: string }) {
  running ??= drain(send, device).finally(() => {
    running = null;
  });
  return running;
}

async function drain(send: SendSync, device: { device_id: string; gate: string }): Promise<SyncSummary> {
  const summary: SyncSummary = { uploaded: 0, conflicts: 0, rejected: 0 };
  for (;;) {
    const batch = await db.scanQueue.where('state').equals('queued').sortBy('scanned_at');
    if (batch.length === 0) return summary;
    const rows = batch.slice(0, SYNC_BATCH);
    const response = await send({
      device_id: device.device_id,
      gate: device.gate,
      scans: rows.map((row) => ({
        nonce: row.nonce,
        event_id: row.event_id,
        qrcode: row.qrcode,
        scanned_at: row.scanned_at,
      })),
    });
    const answered = await recordResults(rows, response);
    if (answered === 0) return summary;
    summary.uploaded += answered;
    for (const result of response.results) {
      if (result.outcome === 'conflict') summary.conflicts += 1;
      if (result.outcome === 'rejected') summary.rejected += 1;
    }
  }
}

async function recordResults(rows: QueuedScan[], response: CheckInSyncResponse): Promise<number> {
  const sent = new Set(rows.map((row) => row.nonce));
  const answers = response.results.filter((result) => sent.has(result.nonce));
  await db.transaction('rw', db.scanQueue, async () => {
    for (const result of answers) {
      await db.scanQueue.update(result.nonce, {
        state: 'uploaded',
        outcome: result.outcome,
        first_admission: result.first_admission,
        reason: result.reason,
      });
    }
  });
  return answers.length;
}
