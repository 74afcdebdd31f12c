import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageTemplate, MessageTemplates } from '@/domain/contracts/templates';
import { MESSAGE_KIND_SPECS, MESSAGE_KINDS, MESSAGE_LANGS } from '@/domain/message-kinds';
import { TemplatesPage } from '@/features/templates/components/templates-page';
import { applyLanguage } from '@/lib/i18n';
import { toaster } from '@/lib/toast-store';
import { fakeServer, renderAt } from './bookings-fixtures';

const template = (kind: MessageTemplate['kind'], lang: MessageTemplate['lang']): MessageTemplate => {
  const spec = MESSAGE_KIND_SPECS[kind];
  const subject = spec.channel === 'email' ? `Subject ${kind} {{merchant}}` : '';
  const body = `Body ${kind} ${spec.required.map((name) => `{{${name}}}`).join(' ')}`;
  return {
    kind,
    lang,
    channel: spec.channel,
    subject,
    body,
    default_subject: subject,
    default_body: body,
    customised: false,
    variables: [...spec.variables],
    required: [...spec.required],
    updated_at: null,
  };
};

const LIST: MessageTemplates = {
  email_receipts: true,
  templates: MESSAGE_KINDS.flatMap((kind) => MESSAGE_LANGS.map((lang) => template(kind, lang))),
};

beforeEach(() => applyLanguage('en'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => toaster.remove());
});

function serve() {
  return fakeServer((call) => {
    if (call.path === '/api/v1/admin/templates') return { status: 200, body: LIST };
    if (call.path === '/api/v1/admin/templates/preview') {
      const body = call.body as { subject: string; body: string };
      return {
        status: 200,
        body: { subject: body.subject, text: body.body, html: `<p>${body.body.replace(/</g, '&lt;')}</p>` },
      };
    }
    if (call.path === '/api/v1/admin/templates/settings') return { status: 200, body: call.body as object };
    if (call.method === 'PUT' && call.path.startsWith('/api/v1/admin/templates/'))
      return {
        status: 200,
        body: {
          ...template('payment_link', 'en'),
          ...(call.body as object),
          customised: true,
          updated_at: '2026-03-01T00:00:00Z',
        },
      };
    return undefined;
  });
}

describe('Templates page', { timeout: 20_000 }, () => {
  it('inserts a variable at the cursor, shows problems as typed, previews in a sandboxed frame and saves', async () => {
    const calls = serve();
    renderAt(() => <TemplatesPage initialLang="en" />, '/en/admin/templates');

    const body = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    expect(body.value).toBe('Body payment_link {{url}}');
    const frame = await screen.findByTitle('Preview of the email');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('Body payment_link');

    fireEvent.change(body, { target: { value: 'Pay {{amount_due}} now' } });
    expect(await screen.findByText('amount_due is not a variable of this message.')).toBeTruthy();
    expect(screen.getByText('This message must contain url.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);

    fireEvent.change(body, { target: { value: 'Pay  now' } });
    body.setSelectionRange(4, 4);
    fireEvent.click(screen.getByRole('button', { name: 'Insert amount' }));
    await waitFor(() => expect(body.value).toBe('Pay {{amount}} now'));
    fireEvent.change(body, { target: { value: `${body.value}: {{url}}` } });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false),
    );
    await waitFor(() =>
      expect(screen.getByTitle('Preview of the email').getAttribute('srcdoc')).toContain(
        'Pay {{amount}} now: {{url}}',
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Template saved.');
    const put = calls.find(
      (call) => call.method === 'PUT' && call.path === '/api/v1/admin/templates/payment_link/en',
    );
    expect(put?.body).toEqual({
      subject: 'Subject payment_link {{merchant}}',
      body: 'Pay {{amount}} now: {{url}}',
    });
    expect(await screen.findByText('Customised')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reset to default' })).toBeTruthy();
  });

  it('switches to another message and language, and turns receipts off', async () => {
    const calls = serve();
    renderAt(() => <TemplatesPage initialLang="en" />, '/en/admin/templates');
    const kind = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Message' });
    fireEvent.change(kind, { target: { value: 'payment_link_sms' } });
    expect(screen.queryByRole('textbox', { name: 'Subject' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Arabic' }));
    // A new language mounts a new form: read the field afresh.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Message' }).getAttribute('dir')).toBe('rtl'),
    );
    // An SMS has no HTML: its preview is the text itself, not a frame.
    expect(screen.queryByTitle('Preview of the email')).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Email receipts to customers' }));
    await screen.findByText('Customers will no longer get emailed receipts.');
    expect(calls.find((call) => call.path === '/api/v1/admin/templates/settings')?.body).toEqual({
      email_receipts: false,
    });
  });
});
