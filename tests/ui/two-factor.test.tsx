import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TwoFactorStatus } from '@/domain/contracts/two-factor';
import { TwoFactorStep } from '@/features/auth/components/two-factor-step';
import { TwoFactorSection } from '@/features/user/components/two-factor/two-factor-section';
import { getAccessToken } from '@/lib/auth-storage';
import { applyLanguage } from '@/lib/i18n';
import { renderWithApp } from './render';

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** The API server is the boundary: each path answers as the test says, in order. */
function serve(answers: Record<string, { status: number; body: unknown }[]>) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const path = url.replace('/api/v1', '').split('?')[0] as string;
    calls.push({
      method: init.method ?? 'GET',
      path,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    const queue = answers[path] ?? [];
    const answer = (queue.length > 1 ? queue.shift() : queue[0]) ?? { status: 404, body: {} };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

function withQueries(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithApp(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

const TOKENS = { access: 'access-token', refresh: 'refresh-token', sessionid: 'session' };

afterEach(async () => {
  vi.unstubAllGlobals();
  await applyLanguage('en');
});

describe("sign-in's second step", () => {
  const renderStep = () => {
    const onSignedIn = vi.fn(async () => undefined);
    const onRestart = vi.fn();
    withQueries(<TwoFactorStep challenge="the-challenge" onSignedIn={onSignedIn} onRestart={onRestart} />);
    return { onSignedIn, onRestart };
  };

  it('asks for the code with the number pad and the code the phone offers, then signs in', async () => {
    const calls = serve({ '/user/token/two-factor/': [{ status: 200, body: TOKENS }] });
    const { onSignedIn } = renderStep();
    const input = screen.getByLabelText('Authentication code');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    fireEvent.change(input, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/user/token/two-factor/',
        body: { challenge: 'the-challenge', code: '123456' },
      },
    ]);
    expect(getAccessToken()).toBe('access-token');
  });

  it('switches to a recovery code, typed with letters', async () => {
    serve({});
    renderStep();
    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const input = screen.getByLabelText('Recovery code');
    expect(input.getAttribute('inputmode')).toBe('text');
    expect(screen.getByRole('button', { name: 'Use the code from the app' })).toBeTruthy();
  });

  it('shows a wrong code under the field, and goes back to the password when the challenge is spent', async () => {
    serve({
      '/user/token/two-factor/': [
        { status: 400, body: { code: ['That code is not right.'] } },
        { status: 400, body: { message: 'This sign-in has expired.' } },
      ],
    });
    const { onRestart, onSignedIn } = renderStep();
    fireEvent.change(screen.getByLabelText('Authentication code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('That code is not right.');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onRestart).toHaveBeenCalled());
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('speaks Arabic', async () => {
    serve({});
    await applyLanguage('ar');
    renderStep();
    expect(screen.getByLabelText('رمز المصادقة')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'استخدام رمز استرداد' })).toBeTruthy();
  });
});

describe('the account page section', () => {
  const OFF: TwoFactorStatus = { enabled: false, required: false, must_enrol: false, recovery_codes_left: 0 };
  const ON: TwoFactorStatus = { enabled: true, required: false, must_enrol: false, recovery_codes_left: 10 };
  const CODES = Array.from({ length: 10 }, (_, i) => `AAAA${i}-BBBB${i}`);

  it('sets up an app: QR code and key, a code to turn it on, then the recovery codes once', async () => {
    const calls = serve({
      '/user/two-factor': [
        { status: 200, body: OFF },
        { status: 200, body: ON },
      ],
      '/user/two-factor/setup': [
        {
          status: 200,
          body: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauth_uri: 'otpauth://totp/x' },
        },
      ],
      '/user/two-factor/confirm': [{ status: 200, body: { recovery_codes: CODES } }],
    });
    withQueries(<TwoFactorSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));

    expect(
      await screen.findByRole('img', { name: 'QR code to add Gulf Pay to an authenticator app' }),
    ).toBeTruthy();
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    const code = screen.getByLabelText('6-digit code from the app');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    fireEvent.change(code, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));

    await waitFor(() => expect(screen.getAllByTestId('recovery-code')).toHaveLength(10));
    expect(calls.find((call) => call.path === '/user/two-factor/confirm')?.body).toEqual({ code: '654321' });
    expect(screen.getByRole('button', { name: 'Copy codes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    await screen.findByText('10 recovery codes left.');
    expect(screen.queryAllByTestId('recovery-code')).toHaveLength(0);
  });

  it('turns off only after asking for the password and a code', async () => {
    const calls = serve({
      '/user/two-factor': [{ status: 200, body: ON }],
      '/user/two-factor/disable': [
        { status: 400, body: { password: ['Your current password is not right.'] } },
      ],
    });
    withQueries(<TwoFactorSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off two-factor sign-in' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(
      Array.from(dialog.querySelectorAll('button')).find(
        (b) => b.textContent === 'Turn off two-factor sign-in',
      ) as HTMLElement,
    );
    await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(2));
    expect(calls.some((call) => call.path === '/user/two-factor/disable')).toBe(false);

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.change(screen.getByLabelText('Code from the app, or a recovery code'), {
      target: { value: '111111' },
    });
    fireEvent.click(
      Array.from(dialog.querySelectorAll('button')).find(
        (b) => b.textContent === 'Turn off two-factor sign-in',
      ) as HTMLElement,
    );
    await screen.findByText('Your current password is not right.');
    expect(calls.find((call) => call.path === '/user/two-factor/disable')?.body).toEqual({
      password: 'wrong',
      code: '111111',
    });
  });
});
