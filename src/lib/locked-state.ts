/**
 * SPEC 8: a 423 marks the page locked with the server's message. Kept outside React so
 * the API client can set it; the root layout subscribes and shows the locked screen.
 */
type Locked = { message: string } | null;

let locked: Locked = null;
const listeners = new Set<() => void>();

export function setLocked(message: string | null): void {
  locked = message === null ? null : { message };
  for (const listener of listeners) listener();
}

export const getLocked = (): Locked => locked;

export function subscribeLocked(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
