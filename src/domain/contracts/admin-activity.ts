/**
 * The Admin log (GET /api/v1/admin/activity, issue 18): the merchant's whole activity history,
 * for its owners, filtered by user, area and Kuwait calendar dates.
 */
import { type Static, Type } from 'typebox';
import { ACTIVITY_AREAS } from '../activity-areas.ts';
import { Paginated, PaginationQuery } from './common.ts';

/** A calendar date ("YYYY-MM-DD") of the business's zone; both bounds are whole days, included. */
const DateBound = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });

export const AdminActivityQuery = Type.Object({
  actor: Type.Optional(Type.String({ minLength: 1, maxLength: 150, description: 'A username' })),
  area: Type.Optional(Type.Enum([...ACTIVITY_AREAS])),
  from: Type.Optional(DateBound),
  to: Type.Optional(DateBound),
  ...PaginationQuery.properties,
});
/** What a client sends: every filter optional, and paging too (the server fills its defaults). */
export type AdminActivityQuery = Partial<Static<typeof AdminActivityQuery>>;

/**
 * One field an action changed. Secrets (passwords, tokens, keys, codes) are masked when the
 * entry is recorded: the log never holds them.
 */
export const ActivityChange = Type.Object({
  field: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
});
export type ActivityChange = Static<typeof ActivityChange>;

export const AdminActivityEntry = Type.Object({
  id: Type.Integer(),
  actor: Type.String(),
  area: Type.Enum([...ACTIVITY_AREAS]),
  description: Type.String({ description: "In the reader's language" }),
  timestamp: Type.String({ format: 'date-time' }),
  changes: Type.Array(ActivityChange),
});
export type AdminActivityEntry = Static<typeof AdminActivityEntry>;

export const AdminActivityPage = Paginated(AdminActivityEntry);

/** The filters' choices: who and which areas appear in the merchant's log. */
export const AdminActivityFilters = Type.Object({
  actors: Type.Array(Type.String()),
  areas: Type.Array(Type.Enum([...ACTIVITY_AREAS])),
});
export type AdminActivityFilters = Static<typeof AdminActivityFilters>;
