import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { AppToaster } from '@/components/app-toaster';
import { renderWithApp } from '../render';

/**
 * The API server is the one boundary these tests stand in for: it answers each call with
 * the status and body the test chooses and records what the page sent.
 */
export interface Call {
  url: string;
  method: string;
  body: unknown;
  headers: Record<string, string>;
}

export function serve(answer: (call: Call) => { status: number; body?: unknown }): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const call: Call = {
      url,
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init.headers as Record<string, string>) ?? {},
    };
    calls.push(call);
    const { status, body } = answer(call);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

/** Renders with a fresh query cache and the app's toast region, so toasts can be read. */
export function renderWithToasts(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithApp(
    <QueryClientProvider client={client}>
      {ui}
      <AppToaster />
    </QueryClientProvider>,
  );
}

/** The toast showing `text`, with its type (success green, warning orange, error red). */
export function toastType(element: HTMLElement): string | null {
  return element.closest('[data-type]')?.getAttribute('data-type') ?? null;
}
