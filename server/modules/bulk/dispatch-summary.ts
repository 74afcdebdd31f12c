import type {
  BulkDispatchPreview,
  BulkDispatchProgress,
} from '../../../src/domain/contracts/bulk-dispatch.ts';
import type { DbHandle } from '../../db/handle.ts';
import { dispatchPreview, runningDispatch } from './dispatch-repository.ts';
import type { UploadRow } from './repository.ts';

/** The detail's dispatch part: what Dispatch would send, and the running dispatch's progress. */
export async function dispatchSummary(
  db: DbHandle,
  upload: Pick<UploadRow, 'id' | 'state'>,
): Promise<{ dispatch: BulkDispatchPreview; progress: BulkDispatchProgress | null }> {
  const [preview, running] = await Promise.all([
    dispatchPreview(db, upload.id),
    upload.state === 'dispatching' ? runningDispatch(db, upload.id) : undefined,
  ]);
  const progress = running
    ? { done: running.created_count + running.failed_count, total: running.total }
    : null;
  return { dispatch: upload.state === 'ready' ? preview : { links: 0, emails: 0, sms: 0 }, progress };
}
