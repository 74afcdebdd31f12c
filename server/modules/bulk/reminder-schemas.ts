import { BulkUploadParams } from '../../../src/domain/contracts/bulk.ts';
import { BulkReminderPlanBody, BulkReminders } from '../../../src/domain/contracts/bulk-logs.ts';
import { bearer, errors } from '../../lib/schemas.ts';

const tags = ['bulk'];

export const remindersSchema = {
  tags,
  summary:
    "The upload's reminder plan, reminders sent, unpaid links still to remind and the next one due (view_bulkupload)",
  security: bearer,
  params: BulkUploadParams,
  response: { 200: BulkReminders, ...errors(401, 403, 404) },
};

export const setRemindersSchema = {
  tags,
  summary:
    'Remind unpaid customers: their link again every `every_days` days after it was made, at most `times` times; audited (dispatch_bulkupload)',
  security: bearer,
  params: BulkUploadParams,
  body: BulkReminderPlanBody,
  response: { 200: BulkReminders, ...errors(400, 401, 403, 404) },
};

export const stopRemindersSchema = {
  tags,
  summary: "Stop the upload's reminders; those sent stay in the logs; audited (dispatch_bulkupload)",
  security: bearer,
  params: BulkUploadParams,
  response: { 200: BulkReminders, ...errors(401, 403, 404) },
};
