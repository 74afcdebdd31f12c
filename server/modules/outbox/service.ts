export { enqueueIn as enqueue, type OutboxInput } from './repository.ts';
