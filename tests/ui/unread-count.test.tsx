import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useUnreadCount } from '@/hooks/use-unread-count';
import { KV_KEYS, setKv } from '@/lib/db';

// The count is read once the first page has settled (src/lib/page-settled.ts): seconds after.
const SETTLED = { timeout: 10_000 };

function Badge() {
  const unread = useUnreadCount();
  return <p>{unread > 0 ? `${unread} unread` : 'all read'}</p>;
}

afterEach(async () => {
  await setKv(KV_KEYS.unreadNotifications, 0);
});

describe("the side menu's unread orders badge", { timeout: 30_000 }, () => {
  it('shows what the notification handler stored, and follows its later writes', async () => {
    await setKv(KV_KEYS.unreadNotifications, 3);
    const view = render(<Badge />);
    expect(await screen.findByText('3 unread', {}, SETTLED)).toBeDefined();
    await setKv(KV_KEYS.unreadNotifications, 0);
    expect(await screen.findByText('all read')).toBeDefined();
    view.unmount();
  });

  it('starts following again when a badge is drawn after every one was gone', async () => {
    render(<Badge />).unmount();
    await setKv(KV_KEYS.unreadNotifications, 2);
    render(<Badge />);
    expect(await screen.findByText('2 unread', {}, SETTLED)).toBeDefined();
  });
});
