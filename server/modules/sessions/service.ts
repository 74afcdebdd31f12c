import type { SessionsEnded, UserSession } from '../../../src/domain/contracts/sessions.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { messageError } from '../../lib/errors.ts';
import { recordActivity } from '../activity/service.ts';
import { publishLiveEvent } from '../live-events/service.ts';
import { findUserById } from '../users/service.ts';
import {
  endSessionRows,
  findSessionsWithUsers,
  listOpenSessions,
  type SessionRow,
  type SessionsToEnd,
  touchSession,
  type User,
} from './repository.ts';
import { describeAgent } from './user-agent.ts';

export {
  findSessionsWithUsers,
  insertSession as startSession,
  type SessionOfUser,
  type SessionsToEnd,
} from './repository.ts';

/** Requests move a session's last use at most this often: a write per request would cost more than it tells. */
const TOUCH_EVERY_MS = 60_000;
/** A list a person reads: the most recently used first, and "sign out of all other devices" for the rest. */
const LISTED = 50;

/**
 * Ends sessions (see endSessionRows) and, when the transaction commits, tells every instance
 * which ones: a long-lived stream (an open kitchen page) opened with one of them closes at once,
 * where an ordinary request would only be refused at its next call. Every way a session ends
 * comes through here: signing out, ending devices, password changes, a reused refresh token,
 * deactivation.
 */
export async function endSessions(
  trx: DbHandle,
  userId: number,
  which: SessionsToEnd,
): Promise<SessionRow[]> {
  const ended = await endSessionRows(trx, userId, which);
  if (ended.length === 0) return ended;
  const user = await findUserById(trx, userId);
  if (!user) return ended;
  for (const session of ended) {
    await publishLiveEvent(trx, {
      merchantId: user.merchant_id,
      kind: 'session.ended',
      subjectId: session.id,
    });
  }
  return ended;
}

/** True while the session is open: not ended, its user active (a deactivation ends every session too). */
export async function isSessionOpen(db: DbHandle, id: string): Promise<boolean> {
  const session = (await findSessionsWithUsers(db, [id])).get(id);
  return Boolean(session && !session.ended_at && session.user.is_active);
}

/** A refresh is a use worth recording every time. */
export const markSessionUsed = (db: DbHandle, id: string) => touchSession(db, id, new Date());

/** A request's use of its session, written only when the last one is over a minute old. */
export async function noteSessionUse(db: DbHandle, id: string, lastUsedAt: Date): Promise<void> {
  const since = new Date(Date.now() - TOUCH_EVERY_MS);
  if (lastUsedAt < since) await touchSession(db, id, since);
}

const toUserSession = (row: SessionRow, currentId: string | null): UserSession => ({
  id: row.id,
  ...describeAgent(row.user_agent),
  user_agent: row.user_agent,
  ip_address: row.ip_address,
  created_at: new Date(row.created_at).toISOString(),
  last_used_at: new Date(row.last_used_at).toISOString(),
  current: row.id === currentId,
});

/** The device an entry of the history names: browser and system, which read the same in both languages. */
const deviceParams = (row: SessionRow): Record<string, string> => {
  const { browser, os } = describeAgent(row.user_agent);
  return { browser: browser ?? '?', os: os ?? '?' };
};

/** The user's own open sessions, `currentId` (the one asking) marked. */
export async function ownSessions(
  db: DbHandle,
  user: User,
  currentId: string | null,
): Promise<UserSession[]> {
  const rows = await listOpenSessions(db, user.id, LISTED);
  return rows.map((row) => toUserSession(row, currentId));
}

/** Ends one of the user's own sessions, else 404; ending the current one is signing out. */
export async function endOwnSession(db: DbHandle, user: User, id: string, currentId: string | null) {
  await inTransaction(db, async (trx) => {
    const [ended] = await endSessions(trx, user.id, { only: id });
    if (!ended) throw messageError(404, 'errors.not_found');
    const signingOut = id === currentId;
    await recordActivity(trx, {
      merchantId: user.merchant_id,
      actor: user.username,
      action: signingOut ? 'activity.logout' : 'activity.session_ended',
      plugin: null,
      params: signingOut ? {} : deviceParams(ended),
    });
  });
}

/** "Sign out of all other devices": every open session of the user but the current one. */
export async function endOtherOwnSessions(
  db: DbHandle,
  user: User,
  currentId: string | null,
): Promise<SessionsEnded> {
  return inTransaction(db, async (trx) => {
    const ended = await endSessions(trx, user.id, { except: currentId ?? undefined });
    await recordActivity(trx, {
      merchantId: user.merchant_id,
      actor: user.username,
      action: 'activity.sessions_ended_others',
      plugin: null,
    });
    return { ended: ended.length };
  });
}

/** One of the owner's merchant's accounts, else 404: another merchant's is not found. */
async function memberOf(db: DbHandle, owner: User, memberId: number): Promise<User> {
  const member = await findUserById(db, memberId);
  if (!member || member.merchant_id !== owner.merchant_id) throw messageError(404, 'errors.not_found');
  return member;
}

/** A member's open sessions as their owner sees them (the owner's own current one marked). */
export async function memberSessions(
  db: DbHandle,
  owner: User,
  memberId: number,
  currentId: string | null,
): Promise<UserSession[]> {
  const member = await memberOf(db, owner, memberId);
  const rows = await listOpenSessions(db, member.id, LISTED);
  return rows.map((row) => toUserSession(row, currentId));
}

/** An owner ends one session of a member of their merchant, else 404. */
export async function endMemberSession(
  db: DbHandle,
  owner: User,
  memberId: number,
  id: string,
): Promise<void> {
  const member = await memberOf(db, owner, memberId);
  await inTransaction(db, async (trx) => {
    const [ended] = await endSessions(trx, member.id, { only: id });
    if (!ended) throw messageError(404, 'errors.not_found');
    await recordActivity(trx, {
      merchantId: owner.merchant_id,
      actor: owner.username,
      action: 'activity.staff_session_ended',
      plugin: null,
      params: { username: member.username, ...deviceParams(ended) },
    });
  });
}

/** An owner ends every session of a member; their own current one is spared when the member is them. */
export async function endMemberSessions(
  db: DbHandle,
  owner: User,
  memberId: number,
  currentId: string | null,
): Promise<SessionsEnded> {
  const member = await memberOf(db, owner, memberId);
  return inTransaction(db, async (trx) => {
    const ended = await endSessions(trx, member.id, { except: currentId ?? undefined });
    await recordActivity(trx, {
      merchantId: owner.merchant_id,
      actor: owner.username,
      action: 'activity.staff_sessions_ended',
      plugin: null,
      params: { username: member.username },
    });
    return { ended: ended.length };
  });
}
