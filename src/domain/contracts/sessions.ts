/**
 * Signed-in devices (issue 18): each sign-in is a session, listed by its holder
 * (GET /api/v1/user/sessions) and by the merchant's owners (GET /api/v1/admin/staff/{id}/sessions),
 * and ended by either, at once.
 */
import { type Static, Type } from 'typebox';
import { Id, Nullable } from './common.ts';

export const UserSession = Type.Object({
  id: Type.String({ description: 'Random and unguessable: the sign-in session (refresh-token family)' }),
  browser: Nullable(Type.String({ description: 'Read from the user agent; null when not recognised' })),
  os: Nullable(Type.String({ description: 'Read from the user agent; null when not recognised' })),
  user_agent: Nullable(Type.String()),
  ip_address: Nullable(Type.String({ description: 'The address it signed in from' })),
  created_at: Type.String({ format: 'date-time', description: 'When it signed in' }),
  last_used_at: Type.String({
    format: 'date-time',
    description: 'Its last refresh, or a request (to the minute)',
  }),
  current: Type.Boolean({ description: 'The session making this request' }),
});
export type UserSession = Static<typeof UserSession>;

export const UserSessionList = Type.Array(UserSession, {
  description: 'Sessions still open, most recently used first (at most 50)',
});
export type UserSessionList = Static<typeof UserSessionList>;

/** A session's id in a path: a UUID, though any text is taken and an unknown one is not found. */
const SessionId = Type.String({ minLength: 1, maxLength: 64 });

export const SessionParams = Type.Object({ id: SessionId });
export const MemberSessionParams = Type.Object({ id: Id, sessionId: SessionId });

export const SessionsEnded = Type.Object({
  ended: Type.Integer({ minimum: 0, description: 'How many sessions ended' }),
});
export type SessionsEnded = Static<typeof SessionsEnded>;
