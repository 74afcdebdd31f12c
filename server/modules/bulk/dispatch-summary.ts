import { kuwaitToday } from '../../../src/domain/business-time.ts';
import type {
  BulkDispatchPreview,
  BulkDispatchProgress,
} from '../../../src/domain/contracts/bulk-dispatch.ts';
import type { DbHandle } from '../../db/handle.ts';
import { dispatchPreview, latestDispatch } from './dispatch-repository.ts';
import type { UploadRow } from './repository.ts';

const NONE = { links: 0, emails: 0, sms: 0 };
const NOTHING: BulkDispatchPreview = { ...NONE, scheduled: 0, today: NONE };

/** The detail's dispatch part: what Dispatch would send, and how far the latest dispatch got. */
export async function dispatchSummary(
  db: DbHandle,
  upload: Pick<UploadRow, 'id' | 'state'>,
): Promise<{ dispatch: BulkDispatchPreview; progress: BulkDispatchProgress | null }> {
  const [preview, latest] = await Promise.all([
    dispatchPreview(db, upload.id, kuwaitToday()),
    latestDispatch(db, upload.id),
  ]);
  const progress = latest
    ? { done: latest.created_count + latest.failed_count + latest.scheduled_count, total: latest.total }
    : null;
  return { dispatch: upload.state === 'ready' ? preview : NOTHING, progress };
}
