import type { ApiError } from './errors.ts';

/**
 * Thrown by work inside a database transaction that needs something no transaction may wait
 * for, such as a provider's fee quote: the runner rolls back, prepares outside any
 * transaction, and runs the work once more. Work that still lacks it answers `unprepared`.
 */
export class PrepareFirst extends Error {
  constructor(
    readonly prepare: () => Promise<unknown>,
    readonly unprepared: ApiError,
  ) {
    super('prepare outside the transaction first');
  }
}

/** Runs `work`, and once more after its preparation when it asks for one (PrepareFirst). */
export async function afterPreparing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof PrepareFirst)) throw error;
    await error.prepare();
  }
  try {
    return await work();
  } catch (error) {
    throw error instanceof PrepareFirst ? error.unprepared : error;
  }
}
