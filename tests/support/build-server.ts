import { ensureServerBuilt } from '../../scripts/build-state.mjs';

/**
 * Vitest global setup: tests that start real server processes run the compiled server, as
 * `npm start` does, so it is built first when its sources changed.
 */
export default function setup(): void {
  ensureServerBuilt();
}
