import type { PluginKind } from './plugins';

/**
 * The sections whose forms take a staff attachment; POST /api/v1/attachment/upload?purpose=…
 * needs that section's access permission (access_payment_request, access_event).
 */
export const ATTACHMENT_PURPOSES = ['payment_request', 'event'] as const satisfies readonly PluginKind[];
export type AttachmentPurpose = (typeof ATTACHMENT_PURPOSES)[number];
