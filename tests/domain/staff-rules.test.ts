import { describe, expect, it } from 'vitest';
import { isUsername, STAFF_STATUSES, staffStatusOf, USERNAME_MAX_LENGTH } from '@/domain/staff-rules';

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

describe('staffStatusOf', () => {
  it('puts every member in exactly one status: deactivated first, then invited or active', () => {
    expect(staffStatusOf({ is_active: true, invited: false })).toBe('active');
    expect(staffStatusOf({ is_active: true, invited: true })).toBe('invited');
    expect(staffStatusOf({ is_active: false, invited: true })).toBe('inactive');
    expect(staffStatusOf({ is_active: false, invited: false })).toBe('inactive');
    expect(STAFF_STATUSES).toEqual(['active', 'invited', 'inactive']);
  });
});
