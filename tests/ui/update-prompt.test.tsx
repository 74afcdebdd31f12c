import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UpdatePrompt } from '@/components/update-prompt';
import { applyLanguage } from '@/lib/i18n';
import {
  appUpdateSource,
  connectServiceWorker,
  createUpdateSource,
  type UpdateEventSource,
} from '@/lib/sw-registration';
import { renderWithApp } from './render';

/** Stands in for workbox-window's Workbox: the browser's service-worker events are unreachable here. */
class FakeWorkbox implements UpdateEventSource {
  readonly target = new EventTarget();
  skipWaitingMessages = 0;
  addEventListener(type: 'waiting' | 'controlling', listener: () => void) {
    this.target.addEventListener(type, listener);
  }
  messageSkipWaiting() {
    this.skipWaitingMessages += 1;
  }
  emit(type: 'waiting' | 'controlling') {
    act(() => {
      this.target.dispatchEvent(new Event(type));
    });
  }
}

async function setup(lang: 'en' | 'ar' = 'en') {
  await applyLanguage(lang);
  const workbox = new FakeWorkbox();
  let reloads = 0;
  const source = createUpdateSource(workbox, () => {
    reloads += 1;
  });
  renderWithApp(<UpdatePrompt source={source} />);
  return { workbox, reloads: () => reloads };
}

describe('UpdatePrompt', () => {
  afterEach(() => applyLanguage('en'));

  it('stays hidden until a new version is waiting, then offers Reload and Later', async () => {
    const { workbox } = await setup();
    expect(screen.queryByRole('status')).toBeNull();

    workbox.emit('waiting');

    const prompt = screen.getByRole('status');
    expect(prompt.textContent).toContain('A new version is available');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Later' })).toBeTruthy();
  });

  it('sends SKIP_WAITING on Reload and reloads once the new worker controls the page', async () => {
    const { workbox, reloads } = await setup();
    workbox.emit('waiting');

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(workbox.skipWaitingMessages).toBe(1);
    expect(reloads()).toBe(0);

    workbox.emit('controlling');
    expect(reloads()).toBe(1);
  });

  it('does not reload when the first install takes control without an update being requested', async () => {
    const { workbox, reloads } = await setup();
    workbox.emit('controlling');
    expect(reloads()).toBe(0);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('Later hides the prompt until the next version arrives', async () => {
    const { workbox } = await setup();
    workbox.emit('waiting');
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(workbox.skipWaitingMessages).toBe(0);

    workbox.emit('waiting');
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('speaks Arabic', async () => {
    const { workbox } = await setup('ar');
    workbox.emit('waiting');
    expect(screen.getByRole('status').textContent).toContain('يتوفر إصدار جديد');
    expect(screen.getByRole('button', { name: 'إعادة التحميل' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'لاحقًا' })).toBeTruthy();
  });
});

describe('connectServiceWorker', () => {
  /** A browser whose service-worker API is blocked answers register() with nothing or a refusal. */
  class RefusingWorkbox extends FakeWorkbox {
    constructor(private readonly refusal: 'nothing' | 'error') {
      super();
    }
    register() {
      return this.refusal === 'nothing'
        ? Promise.resolve(undefined)
        : Promise.reject(new DOMException('Service workers are disabled', 'SecurityError'));
    }
    update() {
      return Promise.resolve();
    }
  }

  it.each(['nothing', 'error'] as const)(
    'leaves the app working when registration returns %s',
    async (refusal) => {
      const workbox = new RefusingWorkbox(refusal);
      await expect(connectServiceWorker(async () => workbox)).resolves.toBe(false);

      workbox.emit('waiting');
      expect(appUpdateSource.isWaiting()).toBe(false);
    },
  );
});
