import { describe, expect, it } from 'vitest';
import { LINK_MAX_LENGTH, linkProblem } from '../../src/domain/link-rules.ts';

describe('linkProblem', () => {
  it('passes absolute http and https addresses with a host', () => {
    for (const url of [
      'https://example.kw',
      'http://example.kw/a?b=c#d',
      'HTTPS://EXAMPLE.KW',
      'https://مثال.كويت',
    ])
      expect(linkProblem(url), url).toBeNull();
  });

  it('refuses other schemes, whatever their case', () => {
    for (const url of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'ftp://a.kw',
      'mailto:a@b.kw',
    ])
      expect(linkProblem(url), url).toBe('scheme');
  });

  it('refuses relative, scheme-relative and malformed addresses', () => {
    for (const url of [
      '//evil.example',
      '/path',
      'example.kw',
      'https://',
      'https:example.kw',
      'http:/x.kw',
      'https://a b.kw',
      'https://a.kw\n',
      '',
    ])
      expect(linkProblem(url), JSON.stringify(url)).toBe('malformed');
  });

  it('refuses addresses longer than the limit', () => {
    expect(linkProblem(`https://a.kw/${'x'.repeat(LINK_MAX_LENGTH)}`)).toBe('too_long');
  });
});
