import { type DbHandle, queryable } from '../../db/handle.ts';
import type { User } from '../../db/types.ts';

export type { User };

export async function insertSession(
  trx: DbHandle,
  session: { id: string; userId: number; userAgent: string | null; ipAddress: string | null },
): Promise<void> {
  await queryable(trx)
    .insertInto('user_sessions')
    .values({
      id: session.id,
      user_id: session.userId,
      user_agent: session.userAgent,
      ip_address: session.ipAddress,
      created_at: new Date(),
      last_used_at: new Date(),
    })
    .execute();
}

export interface SessionOfUser {
  user: User;
  ended_at: Date | null;
  last_used_at: Date;
}

/** Sessions with their users, by session id, in one query (two primary-key lookups). */
export async function findSessionsWithUsers(
  db: DbHandle,
  ids: string[],
): Promise<Map<string, SessionOfUser>> {
  if (ids.length === 0) return new Map();
  const rows = await queryable(db)
    .selectFrom('user_sessions')
    .innerJoin('users', 'users.id', 'user_sessions.user_id')
    .selectAll('users')
    .select([
      'user_sessions.id as session_id',
      'user_sessions.ended_at as session_ended_at',
      'user_sessions.last_used_at as session_last_used_at',
    ])
    .where('user_sessions.id', 'in', ids)
    .execute();
  return new Map(
    rows.map(({ session_id, session_ended_at, session_last_used_at, ...user }) => [
      session_id,
      { user, ended_at: session_ended_at, last_used_at: session_last_used_at },
    ]),
  );
}

/** Moves last use to now unless it moved after `since`: concurrent requests write it once. */
export async function touchSession(db: DbHandle, id: string, since: Date): Promise<void> {
  await queryable(db)
    .updateTable('user_sessions')
    .set({ last_used_at: new Date() })
    .where('id', '=', id)
    .where('last_used_at', '<', since)
    .execute();
}

/**
 * The user's open sessions: not ended, and holding a refresh token that can still be used
 * (a session whose refresh token expired is over, though nobody ended it).
 */
export function listOpenSessions(db: DbHandle, userId: number, limit: number) {
  return queryable(db)
    .selectFrom('user_sessions as s')
    .selectAll('s')
    .where('s.user_id', '=', userId)
    .where('s.ended_at', 'is', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('refresh_tokens as t')
          .select('t.id')
          .whereRef('t.family_id', '=', 's.id')
          .where('t.used_at', 'is', null)
          .where('t.revoked_at', 'is', null)
          .where('t.expires_at', '>', new Date()),
      ),
    )
    .orderBy('s.last_used_at', 'desc')
    .orderBy('s.id')
    .limit(limit)
    .execute();
}

export type SessionRow = Awaited<ReturnType<typeof listOpenSessions>>[number];

/** Which of a user's sessions to end: one, or all (but one, e.g. the one asking). */
export type SessionsToEnd = { only: string } | { except?: string };

/**
 * Ends sessions and revokes their refresh tokens together, so neither a refresh nor an
 * access token of theirs works again. The tokens are revoked by family, which also reaches
 * families older than the sessions table. Answers the sessions it ended.
 */
export async function endSessionRows(
  trx: DbHandle,
  userId: number,
  which: SessionsToEnd,
): Promise<SessionRow[]> {
  let sessions = queryable(trx)
    .updateTable('user_sessions')
    .set({ ended_at: new Date() })
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null);
  let tokens = queryable(trx)
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if ('only' in which) {
    sessions = sessions.where('id', '=', which.only);
    tokens = tokens.where('family_id', '=', which.only);
  } else if (which.except) {
    sessions = sessions.where('id', '!=', which.except);
    tokens = tokens.where('family_id', '!=', which.except);
  }
  await tokens.execute();
  return sessions.returningAll().execute();
}
