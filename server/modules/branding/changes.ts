import type { ActivityChange } from '../../../src/domain/contracts/admin-activity.ts';

/** The owner making a change: the Admin log names them. */
export interface Actor {
  merchant_id: number;
  username: string;
}

/** The fields `after` gives another value than `before` has, as the Admin log shows them. */
export function changesOf<T extends object>(before: Partial<T>, after: Partial<T>): ActivityChange[] {
  return (Object.keys(after) as (keyof T & string)[]).flatMap((field) =>
    after[field] === undefined || after[field] === before[field]
      ? []
      : [{ field, before: before[field] ?? null, after: after[field] ?? null }],
  );
}
