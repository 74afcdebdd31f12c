/**
 * One Idempotency-Key per payment intent: a double click or a retry of the same request
 * reuses the key, so the server makes one attempt; a different request body (another
 * gateway or amount) is a new intent and gets a new key, since the server refuses a key
 * reused with another body (422).
 */
export interface IntentKeys {
  keyFor(request: unknown): string;
}

export function createIntentKeys(generate: () => string = () => crypto.randomUUID()): IntentKeys {
  let current: { fingerprint: string; key: string } | undefined;
  return {
    keyFor(request) {
      const fingerprint = JSON.stringify(request);
      if (current?.fingerprint !== fingerprint) current = { fingerprint, key: generate() };
      return current.key;
    },
  };
}
