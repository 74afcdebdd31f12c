import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UpdatePrompt } from '@/components/update-prompt';
import { applyLanguage } from '@/lib/i18n';
import {
  appUpdateSource,
  browserWorker,
  connectServiceWorker,
  createUpdateSource,
  type UpdateEventSource,
} from '@/lib/sw-registration';
import { renderWithApp } from './render';

/** Stands in for the registered worker (browserWorker): the browser's service-worker events are unreachable here. */
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

describe('browserWorker', () => {
  /** The browser's service-worker objects, moved through their states by the test. */
  class FakeWorker extends EventTarget {
    state = 'installing';
    readonly messages: unknown[] = [];
    postMessage(message: unknown) {
      this.messages.push(message);
    }
    become(state: string) {
      this.state = state;
      this.dispatchEvent(new Event('statechange'));
    }
  }
  class FakeRegistration extends EventTarget {
    installing: FakeWorker | null = null;
    waiting: FakeWorker | null = null;
    updates = 0;
    async update() {
      this.updates += 1;
    }
  }
  class FakeContainer extends EventTarget {
    controller: object | null = null;
    readonly registration = new FakeRegistration();
    readonly registered: string[] = [];
    async register(url: string) {
      this.registered.push(url);
      return this.registration;
    }
  }

  async function registered(container: FakeContainer) {
    const worker = browserWorker('/sw.js', container as unknown as ServiceWorkerContainer);
    const seen: string[] = [];
    worker.addEventListener('waiting', () => seen.push('waiting'));
    worker.addEventListener('controlling', () => seen.push('controlling'));
    await worker.register();
    return { worker, seen };
  }

  it('says a new version is waiting once it installs behind the worker controlling the page', async () => {
    const container = new FakeContainer();
    container.controller = {};
    const { seen } = await registered(container);
    const next = new FakeWorker();
    container.registration.installing = next;
    container.registration.dispatchEvent(new Event('updatefound'));
    expect(seen).toEqual([]);

    next.become('installed');
    expect(container.registered).toEqual(['/sw.js']);
    expect(seen).toEqual(['waiting']);
  });

  it('says nothing when the first worker installs: it takes the page over at once', async () => {
    const container = new FakeContainer();
    const first = new FakeWorker();
    container.registration.installing = first;
    const { seen } = await registered(container);
    first.become('installed');
    first.become('activated');
    container.dispatchEvent(new Event('controllerchange'));
    expect(seen).toEqual(['controlling']);
  });

  it('finds a version left waiting by an earlier visit, and asks it to take over', async () => {
    const container = new FakeContainer();
    container.controller = {};
    const waiting = new FakeWorker();
    waiting.state = 'installed';
    container.registration.waiting = waiting;
    const { worker, seen } = await registered(container);
    expect(seen).toEqual(['waiting']);

    worker.messageSkipWaiting();
    expect(waiting.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    await worker.update();
    expect(container.registration.updates).toBe(1);
  });
});
