export { type ActivityInput, recordActivityIn as recordActivity } from './repository.ts';
