/** The body of every roll of a secret (API keys, their webhook secrets, webhook endpoints). */
import { type Static, Type } from 'typebox';
import { ROLL_OVERLAP_HOURS } from '../secret-rolls.ts';

export const RollRequest = Type.Object(
  {
    /** Hours the old secret keeps working beside the new one (0: it stops at once). */
    overlap_hours: Type.Enum(ROLL_OVERLAP_HOURS, { type: 'integer' }),
  },
  { additionalProperties: false },
);
export type RollRequest = Static<typeof RollRequest>;
