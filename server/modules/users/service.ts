/** Users' public surface (issue 15: the kitchen names the staff member who acts). */
export type { User } from './repository.ts';
