import type { EventCheckInAdmin, GatesRequest, KeyRotated } from '../../../src/domain/contracts/check-in.ts';
import { gateProblems, MAX_GATES } from '../../../src/domain/event-gates.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { fieldErrors, type Msg, messageError, msg } from '../../lib/errors.ts';
import { recordActivity } from '../activity/service.ts';
import { acceptedKeys, eventKeyRing, issueEventKey } from '../event-keys/service.ts';
import { publishLiveEvent } from '../live-events/service.ts';
import { admittedPerGate, findMerchantEvent, gatesOf, replaceGates } from './repository.ts';

export { gatesOfEvents } from './repository.ts';

export interface Actor {
  merchant_id: number;
  username: string;
}

async function eventOf(db: DbHandle, merchantId: number, eventId: number, lock = false) {
  const event = await findMerchantEvent(db, merchantId, eventId, lock);
  if (!event) throw messageError(404, 'errors.not_found');
  return event;
}

/** What the event's check-in panel shows: gates, keys without their material, admissions per gate. */
export async function eventCheckIn(
  db: DbHandle,
  merchantId: number,
  eventId: number,
): Promise<EventCheckInAdmin> {
  await eventOf(db, merchantId, eventId);
  const [gates, ring, checkIns] = await Promise.all([
    gatesOf(db, eventId),
    eventKeyRing(db, eventId),
    admittedPerGate(db, eventId),
  ]);
  const accepted = new Set(ring ? acceptedKeys(ring, new Date()).map((key) => key.kid) : []);
  return {
    gates,
    keys: (ring?.keys ?? []).map((key) => ({
      kid: key.kid,
      created_at: key.createdAt.toISOString(),
      retired_at: key.retiredAt?.toISOString() ?? null,
      current: key.current,
      accepted: accepted.has(key.kid),
    })),
    check_ins: checkIns,
  };
}

const PROBLEM_MESSAGES = {
  blank: () => msg('errors.blank'),
  too_long: () => msg('event_door.gate_too_long'),
  repeated: (name: string) => msg('event_door.gate_repeated', { name }),
} as const;

/** Replaces the event's gates (GatesRequest); answers them as saved. */
export function saveGates(db: DbHandle, actor: Actor, eventId: number, body: GatesRequest) {
  return inTransaction(db, async (trx) => {
    const event = await eventOf(trx, actor.merchant_id, eventId, true);
    const before = await gatesOf(trx, eventId);
    const names = body.gates.map((gate) => gate.name);
    const problems = gateProblems(names);
    const errors: Record<string, Msg[]> = {};
    if (problems.tooMany) errors.gates = [msg('event_door.too_many_gates', { max: MAX_GATES })];
    for (const [index, problem] of problems.names)
      errors[`gates.${index}.name`] = [PROBLEM_MESSAGES[problem](names[index]?.trim() ?? '')];
    const known = new Set(before.map((gate) => gate.id));
    body.gates.forEach((gate, index) => {
      if (gate.id !== undefined && !known.has(gate.id))
        errors[`gates.${index}.id`] = [msg('errors.not_found')];
    });
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);

    const gates = body.gates.map((gate) => ({ ...gate, name: gate.name.trim() }));
    await replaceGates(trx, eventId, gates);
    const after = await gatesOf(trx, eventId);
    await recordActivity(trx, {
      merchantId: actor.merchant_id,
      actor: actor.username,
      action: 'activity.event_gates_changed',
      plugin: 'event',
      params: {
        name: event.title_en,
        changes: [
          {
            field: 'gates',
            before: before.map((gate) => gate.name).join(', '),
            after: after.map((gate) => gate.name).join(', '),
          },
        ],
      },
    });
    return after;
  });
}

/**
 * Gives the event a new signing key. Old tickets stay valid until the event ends; every
 * instance drops its cached keys on the live event, which goes out when this commits.
 */
export function rotateKey(db: DbHandle, actor: Actor, eventId: number): Promise<KeyRotated> {
  return inTransaction(db, async (trx) => {
    const event = await eventOf(trx, actor.merchant_id, eventId, true);
    const kid = await issueEventKey(trx, eventId);
    if (kid === null) throw messageError(404, 'errors.not_found');
    await publishLiveEvent(trx, {
      merchantId: actor.merchant_id,
      kind: 'event.keys_changed',
      subjectId: String(eventId),
    });
    await recordActivity(trx, {
      merchantId: actor.merchant_id,
      actor: actor.username,
      action: 'activity.event_key_rotated',
      plugin: 'event',
      params: { name: event.title_en, kid: String(kid) },
    });
    return { kid };
  });
}
