import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImageField } from '@/components/image-field';
import type { ImageKind } from '@/domain/images';
import { storeTokens } from '@/lib/auth-storage';
import { FakeXhr } from './fake-xhr';
import { renderWithApp } from './render';

const HASH = 'ab'.repeat(32);
const STORED = `/media/${HASH}-384.webp`;

function Host({ initial = null, kind = 'logo' }: { initial?: string | null; kind?: ImageKind }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <ImageField label="Logo" kind={kind} value={value} onChange={setValue} hint="Shown on every page." />
      <output data-testid="value">{value ?? 'none'}</output>
    </>
  );
}

const png = (size = 1024) => new File([new Uint8Array(size)], 'logo.png', { type: 'image/png' });
const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText(/^Logo/), { target: { files: [file] } });
const lastRequest = () => {
  const request = FakeXhr.sent.at(-1);
  if (!request) throw new Error('no upload was sent');
  return request;
};

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  storeTokens({ access: 'access-token', refresh: 'refresh-token' });
});
afterEach(() => vi.unstubAllGlobals());

describe('ImageField', () => {
  it('is a labelled file input for the pipeline’s types, with the formats told', () => {
    renderWithApp(<Host />);
    const input = screen.getByLabelText(/^Logo/) as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/png,image/jpeg,image/webp,image/gif,image/avif');
    expect(input.tabIndex).not.toBe(-1);
    expect(screen.getByText('Choose image')).toBeTruthy();
    expect(
      screen.getByText(/Shown on every page\. JPEG, PNG, WebP, GIF or AVIF, at most 10 MB/),
    ).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows the upload’s progress, then keeps the URL the server answered', async () => {
    renderWithApp(<Host />);
    choose(png());
    const request = lastRequest();
    expect(request.url).toBe('/api/v1/admin/images');
    expect(request.headers).toMatchObject({ Authorization: 'Bearer access-token', 'Accept-Language': 'en' });
    expect([...(request.body?.keys() ?? [])]).toEqual(['kind', 'file']);
    expect(request.body?.get('kind')).toBe('logo');

    request.progress(512, 1280);
    const bar = screen.getByRole('progressbar', { name: 'Uploading Logo' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText('40%')).toBeTruthy();
    expect((screen.getByLabelText(/^Logo/) as HTMLInputElement).disabled).toBe(true);

    await request.respond(201, { url: STORED, srcset: '', width: 384, height: 384 });
    expect(screen.getByTestId('value').textContent).toBe(STORED);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('Replace image')).toBeTruthy();
  });

  it('shows the server’s refusal under the field and keeps the old image', async () => {
    renderWithApp(<Host initial={STORED} />);
    choose(png());
    await lastRequest().respond(400, { file: ['This is not an image we accept.'] });
    expect(screen.getByText('This is not an image we accept.')).toBeTruthy();
    expect(screen.getByLabelText(/^Logo/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('value').textContent).toBe(STORED);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says so when the upload never reached the server', async () => {
    renderWithApp(<Host />);
    choose(png());
    await act(async () => lastRequest().onerror?.());
    expect(
      screen.getByText('The image could not be uploaded. Check your connection and try again.'),
    ).toBeTruthy();
  });

  it('refuses a file over 10 MB without sending it', () => {
    renderWithApp(<Host />);
    choose(png(10 * 1024 * 1024 + 1));
    expect(FakeXhr.sent).toHaveLength(0);
    expect(screen.getByText('The image is larger than 10 MB.')).toBeTruthy();
  });

  it('previews the stored image at its widths, and removes it', () => {
    renderWithApp(<Host initial={STORED} />);
    const preview = screen.getByRole('img', { name: 'Logo: the current image' });
    expect(preview.getAttribute('src')).toBe(STORED);
    expect(preview.getAttribute('srcset')).toBe(
      [96, 192, 384].map((width) => `/media/${HASH}-${width}.webp ${width}w`).join(', '),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.getByTestId('value').textContent).toBe('none');
    expect(within(document.body).getByText('No image')).toBeTruthy();
  });
});
