import { describe, expect, it } from 'vitest';
import { SecretBox } from '../../../server/lib/secret-box.ts';

describe('SecretBox', () => {
  const box = new SecretBox('a key from the environment');

  it('opens what it sealed, and seals the same text differently each time', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
  });

  it('refuses a value altered since, or sealed with another key', () => {
    const [version, iv, tag, body] = box.seal('JBSWY3DPEHPK3PXP').split('.') as [
      string,
      string,
      string,
      string,
    ];
    const flipped = `${body.startsWith('A') ? 'B' : 'A'}${body.slice(1)}`;
    expect(() => box.open([version, iv, tag, flipped].join('.'))).toThrow();
    expect(() => new SecretBox('another key').open(box.seal('x'))).toThrow();
  });

  it('fingerprints with its key: the same text, another key, another fingerprint', () => {
    expect(box.fingerprint('7KXQPM3VZA')).toBe(box.fingerprint('7KXQPM3VZA'));
    expect(new SecretBox('another key').fingerprint('7KXQPM3VZA')).not.toBe(box.fingerprint('7KXQPM3VZA'));
  });
});
