import { describe, expect, it } from 'vitest';
import {
  asText,
  escapeHtml,
  renderTemplate,
  templateProblems,
  templateVariables,
} from '../../src/domain/message-template.ts';

describe('message templates', () => {
  it('lists the placeholders a text uses, once each', () => {
    expect(templateVariables('Hi {{name}}, pay {{ amount }} at {{url}}. {{name}}')).toEqual([
      'name',
      'amount',
      'url',
    ]);
  });

  it('refuses unknown names, leaves out no required one and catches stray braces', () => {
    expect(templateProblems('Pay {{amount}} {{secret}}', ['amount', 'url'], ['url'])).toEqual([
      { kind: 'unknown', name: 'secret' },
      { kind: 'missing', name: 'url' },
    ]);
    expect(templateProblems('Pay {{amount} now', ['amount'])).toEqual([{ kind: 'malformed' }]);
    expect(templateProblems('Pay {{ amount }} at {{url}}', ['amount', 'url'], ['url'])).toEqual([]);
  });

  it('escapes every value for HTML, so a customer name cannot become markup', () => {
    expect(renderTemplate('<p>{{name}}</p>', { name: '<img src=x onerror="a()"> & \'b\'' }, escapeHtml)).toBe(
      '<p>&lt;img src=x onerror=&quot;a()&quot;&gt; &amp; &#39;b&#39;</p>',
    );
    expect(renderTemplate('Hi {{name}}', { name: '<b>' }, asText)).toBe('Hi <b>');
  });

  it('does not read placeholders inside values, so a value cannot pull in another', () => {
    expect(renderTemplate('{{a}} {{b}}', { a: '{{b}}', b: 'x' }, asText)).toBe('{{b}} x');
  });

  it('throws when a value is absent rather than sending an empty gap', () => {
    expect(() => renderTemplate('Hi {{name}}', {}, asText)).toThrow(/name/);
  });
});
