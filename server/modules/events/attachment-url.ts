/** Links to booking attachments: made by the customer upload, checked when a booking names one. */
import type { DbHandle } from '../../db/handle.ts';
import { filesPath, fileUrl } from '../attachments/service.ts';
import { isUuid } from '../payments/service.ts';
import { findFileName } from './repository.ts';

/**
 * Whether a booking's attachment_url is a file this server stored for the merchant: a booking
 * must not carry a link to anywhere else (staff open it from the dashboard).
 */
export async function isIssuedAttachment(
  db: DbHandle,
  publicUrl: string,
  merchantId: number,
  url: string,
): Promise<boolean> {
  const prefix = filesPath(publicUrl);
  if (!url.startsWith(prefix)) return false;
  const [id, name, ...rest] = url.slice(prefix.length).split('/');
  if (!id || !name || rest.length > 0 || !isUuid(id)) return false;
  const fileName = await findFileName(db, id, merchantId);
  return fileName !== undefined && url === fileUrl(publicUrl, id, fileName);
}
