import { describe, expect, it } from 'vitest';
import { isUsername, USERNAME_MAX_LENGTH } from '@/domain/staff-rules';

describe('isUsername', () => {
  it.each(['cashier', 'Cashier_2', 'sara.ali', 'a+b-c', 'fahad@branch', '7'])('takes %s', (name) => {
    expect(isUsername(name)).toBe(true);
  });

  it.each(['', 'two words', 'فهد', 'semi;colon', 'slash/ed', ' padded', 'emoji🙂'])('refuses %j', (name) => {
    expect(isUsername(name)).toBe(false);
  });

  it('refuses a name longer than the limit and takes one at it', () => {
    expect(isUsername('a'.repeat(USERNAME_MAX_LENGTH))).toBe(true);
    expect(isUsername('a'.repeat(USERNAME_MAX_LENGTH + 1))).toBe(false);
  });
});
