import { describe, expect, it } from 'vitest';
import { MESSAGE_KIND_SPECS, MESSAGE_KINDS, messageTextProblems } from '../../src/domain/message-kinds.ts';
import { renderHtmlBody, renderMessage } from '../../src/domain/message-render.ts';

describe('renderMessage', () => {
  const values = { name: 'Ali <b>&</b> "Co"', url: 'https://pay.test/en/pos/pay/1?a=1&b=2' };

  it('keeps the text as written and escapes everything in the HTML', () => {
    const shown = renderMessage(
      { subject: 'Hi {{name}}', body: 'Dear {{name}} <i>,\n\nPay here:\n{{url}}' },
      values,
      { channel: 'email', links: ['url'], lang: 'en' },
    );
    expect(shown.text).toBe(
      'Dear Ali <b>&</b> "Co" <i>,\n\nPay here:\nhttps://pay.test/en/pos/pay/1?a=1&b=2',
    );
    expect(shown.html).toContain('<p>Dear Ali &lt;b&gt;&amp;&lt;/b&gt; &quot;Co&quot; &lt;i&gt;,</p>');
    expect(shown.html).toContain(
      '<p>Pay here:<br><a href="https://pay.test/en/pos/pay/1?a=1&amp;b=2">https://pay.test/en/pos/pay/1?a=1&amp;b=2</a></p>',
    );
    expect(shown.subject).toBe('Hi Ali <b>&</b> "Co"');
  });

  it('links only http(s) addresses, and only under a link placeholder', () => {
    const html = renderHtmlBody(
      '{{url}} {{name}}',
      { url: 'javascript:alert(1)', name: 'https://x.test' },
      ['url'],
      'en',
    );
    expect(html).not.toContain('<a');
    expect(html).toContain('javascript:alert(1) https://x.test');
  });

  it('writes Arabic right to left, folds line breaks out of the subject, and has no HTML for SMS', () => {
    expect(renderHtmlBody('مرحبًا', {}, [], 'ar')).toContain('<html lang="ar" dir="rtl">');
    const sms = renderMessage(
      { subject: '{{name}}', body: 'Pay {{url}}' },
      { name: 'a\r\nb', url: 'https://x' },
      {
        channel: 'sms',
        links: ['url'],
        lang: 'en',
      },
    );
    expect(sms).toEqual({ subject: 'a b', text: 'Pay https://x', html: null });
  });
});

describe('message kinds', () => {
  it('requires only variables a kind offers', () => {
    for (const kind of MESSAGE_KINDS) {
      const spec = MESSAGE_KIND_SPECS[kind];
      expect(
        spec.required.every((name) => spec.variables.includes(name)),
        kind,
      ).toBe(true);
    }
  });

  it('checks the subject against the variables and the body against the required ones too', () => {
    expect(messageTextProblems('password_reset', { subject: '{{link}}', body: 'Open {{link}}' })).toEqual({
      subject: [],
      body: [],
    });
    expect(messageTextProblems('password_reset', { subject: '{{amount}}', body: 'Open it' })).toEqual({
      subject: [{ kind: 'unknown', name: 'amount' }],
      body: [{ kind: 'missing', name: 'link' }],
    });
    expect(
      messageTextProblems('payment_link_sms', { subject: '{{ignored}}', body: '{{url}' }).subject,
    ).toEqual([]);
  });
});
