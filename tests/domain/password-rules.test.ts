import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkPassword, commonCandidates, PASSWORD_RULES } from '../../src/domain/password-rules';

const common = new Set(['password', 'password1', 'qwerty123', 'letmein', 'admin', 'monkey', 'abc']);
const isCommon = (value: string) => common.has(value);
const FATIMA = { username: 'fatima', email: 'fatima.k@store.kw' };
const check = (password: string, owner: object = FATIMA) => checkPassword(password, owner, isCommon);

describe('checkPassword: length and characters', () => {
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

  it('reports every broken rule at once, in a stable order', () => {
    expect(check('fatima')).toEqual([
      'too_short',
      'too_similar_username',
      'too_similar_email',
      'no_special',
      'no_digit',
      'no_uppercase',
    ]);
  });

  it('works without an owner', () => {
    expect(checkPassword('Saffron#Dhow77', {}, () => false)).toEqual([]);
  });
});

describe('checkPassword: common passwords', () => {
  it('rejects a listed password case-insensitively, whatever else it satisfies', () => {
    expect(check('PASSWORD1')).toEqual(['too_common', 'no_special']);
  });

  it('rejects a listed word with digits and symbols added at either end', () => {
    expect(check('Password1!')).toEqual(['too_common']);
    expect(check('!!Monkey2026')).toEqual(['too_common']);
    expect(check('Admin#2026', {})).toEqual(['too_common']);
    expect(check('1Letmein!')).toEqual(['too_common']);
  });

  it('rejects a listed word written with look-alike characters', () => {
    expect(check('P@ssw0rd!')).toEqual(['too_common']);
    expect(check('P4$$w0rd7')).toEqual(['too_common']);
    expect(check('M0nk3y#99')).toEqual(['too_common']);
    // 1 read as l: "passw0rd1" is not listed, "password" after stripping the end is.
    expect(check('Pa55word1?')).toEqual(['too_common']);
  });

  it('keeps a password whose common word is only a small part of it', () => {
    expect(check('Monkey#Saffron7')).toEqual([]);
    // A three-letter core is not looked up: "abc" alone is listed.
    expect(check('Abc#739215')).toEqual([]);
  });

  it('looks up the typed form and its derived forms', () => {
    expect(commonCandidates('P@ssw0rd1!')).toEqual([
      'p@ssw0rd1!',
      'p@ssw0rd',
      'passwordl!',
      'passwordl',
      'passwordi!',
      'passwordi',
      'password',
    ]);
  });
});

describe('checkPassword: personal information', () => {
  it('rejects a password containing the username, forwards or reversed', () => {
    expect(check('Fatima#2026', { username: 'fatima' })).toEqual(['too_similar_username']);
    expect(check('X#amitaf2026', { username: 'fatima' })).toEqual(['too_similar_username']);
    expect(check('Door#2026', { username: 'door' })).toEqual(['too_similar_username']);
  });

  it('undoes look-alike substitutions, 1 standing for both l and i', () => {
    expect(check('F4t1m@#2026', { username: 'fatima' })).toEqual(['too_similar_username']);
    expect(check('Sh3ll3y#2026', { username: 'shelley' })).toEqual(['too_similar_username']);
    expect(check('Ma71d#2026Q', { username: 'majid' })).toEqual([]);
    expect(check('W4l1d#2026', { username: 'walid' })).toEqual(['too_similar_username']);
    expect(check('Y#d1law2026', { username: 'walid' })).toEqual(['too_similar_username']);
    expect(check('Kh@$$an#2026', { username: 'khassan' })).toEqual(['too_similar_username']);
    expect(check('Q#n1mda7', { username: 'admin' })).toEqual(['too_similar_username']);
    expect(check('Q#7e57er1', { username: 'tester' })).toEqual(['too_similar_username']);
  });

  it('matches a username written with look-alikes against the plain password too', () => {
    expect(check('Admin#2026Q', { username: 'adm1n' })).toEqual(['too_similar_username']);
  });

  it('ignores usernames shorter than 3 characters, so short names do not forbid common letters', () => {
    expect(check('Al#Saffron77', { username: 'al' })).toEqual([]);
    expect(check('Ali#Saffron7', { username: 'ali' })).toEqual(['too_similar_username']);
  });

  it('rejects a password containing the email local part or one of its words', () => {
    const owner = { username: 'staff7', email: 'khalid.alsabah@store.kw' };
    expect(check('Khalid.Alsabah#1', owner)).toEqual(['too_similar_email']);
    expect(check('Alsabah#12', owner)).toEqual(['too_similar_email']);
    expect(check('Q#hab4sla9', owner)).toEqual(['too_similar_email']);
    expect(check('Saffron#Dhow77', owner)).toEqual([]);
    // The domain is not personal information.
    expect(check('Store#Dhow77', owner)).toEqual([]);
  });

  it('rejects a password containing a first or last name of 4 or more characters', () => {
    const owner = { username: 'k7', first_name: 'Noura', last_name: 'Al Sabah' };
    expect(check('N0ura#2026', owner)).toEqual(['too_similar_name']);
    expect(check('Q#aruon2026', owner)).toEqual(['too_similar_name']);
    expect(check('AlSabah#2026', owner)).toEqual(['too_similar_name']);
    expect(check('Q#5abah2026', owner)).toEqual(['too_similar_name']);
    expect(check('Q#habas2026', owner)).toEqual(['too_similar_name']);
    // "Al" alone is shorter than 4 characters.
    expect(check('Al#Saffron77', owner)).toEqual([]);
    expect(check('Ali#Saffron7', { first_name: 'Ali' })).toEqual([]);
    expect(check('Saffron#Dhow77', owner)).toEqual([]);
  });

  it('folds case and compatibility forms of non-Latin names alike', () => {
    expect(check('ＦＡＴＩＭＡ#2026', { username: 'fatima' })).toEqual(['too_similar_username']);
    expect(check('نورة#2026Xy', { first_name: 'نورة' })).toEqual(['too_similar_name']);
  });
});

describe('rule messages', () => {
  const read = (path: string) => JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8'));

  it('every rule has an English and an Arabic message on both sides', () => {
    for (const lang of ['en', 'ar']) {
      const server = read(`locales/${lang}/server.json`) as Record<string, string>;
      const client = read(`locales/${lang}/password.json`) as { errors: Record<string, string> };
      for (const rule of PASSWORD_RULES) {
        expect(server[`password.${rule}`], `${lang} server ${rule}`).toMatch(/\S/);
        expect(client.errors[rule], `${lang} client ${rule}`).toBe(server[`password.${rule}`]);
      }
    }
  });
});
