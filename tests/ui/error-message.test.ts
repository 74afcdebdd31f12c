import { describe, expect, it } from 'vitest';
import { errorMessage, fieldErrors, successMessage } from '@/lib/error-message';

describe('errorMessage (SPEC 8 toast text)', () => {
  it('shows the server message first', () => {
    expect(errorMessage({ message: 'Too many failed login attempts.', username: ['x'] }, 'fallback')).toBe(
      'Too many failed login attempts.',
    );
  });

  it('falls back to the first per-field message, non-field errors included', () => {
    expect(errorMessage({ email: ['Enter a valid email address.', 'second'] }, 'fallback')).toBe(
      'Enter a valid email address.',
    );
    expect(
      errorMessage({ non_field_errors: ['Unable to log in with provided credentials.'] }, 'fallback'),
    ).toBe('Unable to log in with provided credentials.');
  });

  it('skips empty values and uses the error text when the body says nothing', () => {
    expect(errorMessage({ message: '', email: [] }, 'Network error')).toBe('Network error');
    expect(errorMessage(undefined, 'Unexpected error')).toBe('Unexpected error');
  });
});

describe('fieldErrors', () => {
  it('keeps the first message of each field the form shows, and ignores the others', () => {
    const body = { new_password: ['This password is too common.', 'Too short'], other: ['x'] };
    expect(fieldErrors(body, ['new_password', 'repeat_password'])).toEqual({
      new_password: 'This password is too common.',
    });
  });
});

describe('successMessage', () => {
  const texts = { applied: 'Applied successfully', created: 'Created successfully' };
  it('prefers the server message, else the text for 201 or 200', () => {
    expect(successMessage({ message: 'Your message has been sent.' }, 201, texts)).toBe(
      'Your message has been sent.',
    );
    expect(successMessage({}, 201, texts)).toBe('Created successfully');
    expect(successMessage(undefined, 200, texts)).toBe('Applied successfully');
  });
});
