/** Links to booking attachments: made by the customer upload, checked when a booking names one. */
import type { Db } from '../../db/database.ts';
import { filesPath, fileUrl } from '../attachments/service.ts';
import { isUuid } from '../payments/repository.ts';

/**
 * Whether a booking's attachment_url is a file this server stored for the merchant: a booking
 * must not carry a link to anywhere else (staff open it from the dashboard).
 */
export async function isIssuedAttachment(
  db: Db,
  publicUrl: string,
  merchantId: number,
  url: string,
): Promise<boolean> {
  const prefix = filesPath(publicUrl);
  if (!url.startsWith(prefix)) return false;
  const [id, name, ...rest] = url.slice(prefix.length).split('/');
  if (!id || !name || rest.length > 0 || !isUuid(id)) return false;
  const file = await db
    .selectFrom('files')
    .select('name')
    .where('id', '=', id)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return file !== undefined && url === fileUrl(publicUrl, id, file.name);
}
