import type { AdminEvent, EventFormConfig } from '../../../src/domain/contracts/events-admin.ts';
import { customFieldProblems } from '../../../src/domain/event-admin-rules.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { fieldErrors, type Msg, msg } from '../../lib/errors.ts';
import type { Actor } from '../branding/service.ts';
import { eventDetail, eventRowOf, logEvent } from './events.ts';
import { formConfigOf } from './present.ts';
import { updateEvent } from './repository.ts';

/** Refuses custom fields the booking form cannot use, naming the field (`custom.2`) at fault. */
function checkForm(config: EventFormConfig): EventFormConfig {
  const custom = config.custom.map((field) => ({
    ...field,
    label_en: field.label_en.trim(),
    label_ar: field.label_ar.trim(),
  }));
  const problems = customFieldProblems(custom);
  const errors: Record<string, Msg[]> = {};
  if (problems.list.length > 0)
    errors.custom = [
      msg('events_admin.too_many_fields', {
        max: problems.list[0]?.code === 'too_many' ? problems.list[0].max : 0,
      }),
    ];
  for (const [index, found] of Object.entries(problems.fields)) {
    const name = custom[Number(index)]?.name ?? '';
    errors[`custom.${index}`] = found.map((problem) => msg(`events_admin.field_${problem.code}`, { name }));
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  // A switch that is off cannot require its field.
  const field = (value: { enabled: boolean; required: boolean }) => ({
    enabled: value.enabled,
    required: value.enabled && value.required,
  });
  return { phone: field(config.phone), attachment: field(config.attachment), custom };
}

/** Checks and sets the booking form in the caller's transaction, unlogged (for the demo seed, as writeEvent). */
export async function writeEventForm(trx: DbHandle, eventId: number, input: EventFormConfig) {
  await updateEvent(trx, eventId, { form_config: JSON.stringify(checkForm(input)) });
}

/** Sets the booking form's built-in switches and custom fields, logged before and after. */
export function saveEventForm(
  db: DbHandle,
  actor: Actor,
  eventId: number,
  input: EventFormConfig,
): Promise<AdminEvent> {
  return inTransaction(db, async (trx) => {
    const event = await eventRowOf(trx, actor.merchant_id, eventId, true);
    const before = formConfigOf(event);
    const after = checkForm(input);
    const changes = (['phone', 'attachment', 'custom'] as const).flatMap((field) =>
      JSON.stringify(before[field]) === JSON.stringify(after[field])
        ? []
        : [{ field, before: before[field], after: after[field] }],
    );
    if (changes.length > 0) {
      await updateEvent(trx, eventId, { form_config: JSON.stringify(after) });
      await logEvent(trx, actor, 'event_form_edited', event, changes);
    }
    return eventDetail(trx, actor.merchant_id, eventId);
  });
}
