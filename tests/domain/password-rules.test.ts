import { describe, expect, it } from 'vitest';
import {
  checkPassword,
  isTooSimilar,
  PASSWORD_RULE_MESSAGES,
  PASSWORD_RULES,
  quickRatio,
} from '../../src/domain/password-rules';

const common = new Set(['password1', 'qwerty123', 'letmein!']);
const isCommon = (value: string) => common.has(value);
const check = (password: string, owner = { username: 'fatima', email: 'fatima.k@store.kw' }) =>
  checkPassword(password, owner, isCommon);

describe('checkPassword', () => {
  it('accepts a password that breaks no rule', () => {
    expect(check('Saffron#Dhow77')).toEqual([]);
    expect(check('كلمةسر#2026X')).toEqual([]);
  });

  it('requires at least 8 characters, counting characters rather than UTF-16 units', () => {
    expect(check('Ab#1xyz')).toEqual(['too_short']);
    expect(check('Ab#1xyzw')).toEqual([]);
    expect(check('Ab#1😀😀😀')).toEqual(['too_short']);
  });

  it('rejects passwords entirely numeric, with the other rules they break', () => {
    expect(check('20262026')).toEqual(['entirely_numeric', 'no_special', 'no_uppercase']);
  });

  it('requires a special character, a digit and an uppercase letter, each with its own rule', () => {
    expect(check('Saffron1Dhow')).toEqual(['no_special']);
    expect(check('Saffron#Dhow')).toEqual(['no_digit']);
    expect(check('saffron#dhow7')).toEqual(['no_uppercase']);
    expect(check('saffrondhow')).toEqual(['no_special', 'no_digit', 'no_uppercase']);
  });

  it('treats spaces and Arabic punctuation as special characters', () => {
    expect(check('Saffron Dhow7')).toEqual([]);
    expect(check('Saffron،Dhow7')).toEqual([]);
  });

  it('rejects common passwords case-insensitively, whatever else they satisfy', () => {
    expect(check('Password1')).toEqual(['too_common', 'no_special']);
    expect(check('LETMEIN!')).toEqual(['too_common', 'no_digit']);
  });

  it('rejects passwords too similar to the username', () => {
    expect(check('Fatima#1', { username: 'fatima', email: '' })).toEqual(['too_similar_username']);
    expect(checkPassword('Door#2026', { username: 'door' }, isCommon)).toEqual([]);
  });

  it('rejects passwords too similar to the email, its local part or a part of it', () => {
    const owner = { username: 'staff7', email: 'khalid.alsabah@store.kw' };
    expect(check('Khalid.Alsabah#1', owner)).toEqual(['too_similar_email']);
    expect(check('Alsabah#12', owner)).toEqual(['too_similar_email']);
    expect(check('Saffron#Dhow77', owner)).toEqual([]);
  });

  it('works without an owner', () => {
    expect(checkPassword('Saffron#Dhow77', {}, () => false)).toEqual([]);
  });

  it('reports every broken rule at once, in a stable order', () => {
    expect(check('fatima')).toEqual([
      'too_short',
      'too_similar_username',
      'no_special',
      'no_digit',
      'no_uppercase',
    ]);
  });

  it('has an English message for every rule', () => {
    for (const rule of PASSWORD_RULES) expect(PASSWORD_RULE_MESSAGES[rule]).toMatch(/\.$/);
    expect(PASSWORD_RULE_MESSAGES.too_short).toBe(
      'This password is too short. It must contain at least 8 characters.',
    );
    expect(PASSWORD_RULE_MESSAGES.too_similar_username).toBe('The password is too similar to the username.');
  });
});

describe('similarity (Django UserAttributeSimilarityValidator)', () => {
  it('computes difflib quick_ratio', () => {
    expect(quickRatio('abcd', 'abcd')).toBe(1);
    expect(quickRatio('abcd', 'wxyz')).toBe(0);
    expect(quickRatio('door123', 'door')).toBeCloseTo(8 / 11);
    expect(quickRatio('', '')).toBe(1);
  });

  it('skips a part much shorter than a long password', () => {
    expect(isTooSimilar('averyveryverylongpassphrase', 'ab')).toBe(false);
    expect(isTooSimilar('door123', 'door')).toBe(true);
    expect(isTooSimilar('anything', '')).toBe(false);
    expect(isTooSimilar('anything', null)).toBe(false);
  });
});
