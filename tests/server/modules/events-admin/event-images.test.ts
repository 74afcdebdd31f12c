import { describe, expect, it } from 'vitest';
import type { AdminEvent } from '../../../../src/domain/contracts/events-admin.ts';
import { mediaUrl } from '../../../../src/domain/images.ts';
import { PERMISSIONS } from '../../../../src/domain/permissions.ts';
import { fakeDist } from '../../drawn-page.ts';
import { createTestApp } from '../../helper.ts';
import { call, createEvent, createTicket, logged, staffWith } from './fixtures.ts';

const app = await createTestApp({ staticDir: fakeDist([]) });
const organiser = await staffWith(app, 'image-organiser', [PERMISSIONS.changeEvents], '10.28.0.3');
const api = call(app);
const ENGLISH = mediaUrl('e'.repeat(64), 1920);
const ARABIC = mediaUrl('a'.repeat(64), 1920);

/** The picture the customers' API gives in a language, for the event and in the list. */
async function customerImages(slug: string, lang: 'en' | 'ar') {
  const detail = await app.inject({ url: `/api/v1/plugins/event/events/${slug}?lang=${lang}` });
  const list = await app.inject({ url: `/api/v1/plugins/event/events?lang=${lang}` });
  const card = list.json<{ results: { slug: string; image_url: string | null }[] }>().results;
  return {
    detail: detail.json<{ image_url: string | null }>().image_url,
    card: card.find((event) => event.slug === slug)?.image_url,
  };
}

/** The pictures the server-drawn page shows (the merchant's logo among them). */
async function drawnImages(path: string) {
  const html = (await app.inject({ url: path })).body;
  return [...html.matchAll(/<img[^>]* src="([^"]+)"/g)].map((match) => match[1]);
}

describe("an event's image per language", () => {
  it('shows the Arabic pages their own image, the English pages theirs; without it the Arabic show the one', async () => {
    const event = await createEvent(app, organiser, { image_url: ENGLISH, image_url_ar: ARABIC });
    expect(event).toMatchObject({ image_url: ENGLISH, image_url_ar: ARABIC });
    await createTicket(app, organiser, event.id);
    expect((await api(organiser, 'PATCH', `events/${event.id}`, { is_active: true })).statusCode).toBe(200);
    expect(await customerImages(event.slug, 'ar')).toEqual({ detail: ARABIC, card: ARABIC });
    expect(await customerImages(event.slug, 'en')).toEqual({ detail: ENGLISH, card: ENGLISH });
    for (const path of [`/ar/events/${event.slug}`, '/ar/events']) {
      const drawn = await drawnImages(path);
      expect(drawn).toContain(ARABIC);
      expect(drawn).not.toContain(ENGLISH);
    }
    const english = await drawnImages(`/en/events/${event.slug}`);
    expect(english).toContain(ENGLISH);
    expect(english).not.toContain(ARABIC);

    const cleared = await api(organiser, 'PATCH', `events/${event.id}`, { image_url_ar: null });
    expect(cleared.json<AdminEvent>().image_url_ar).toBeNull();
    expect(await customerImages(event.slug, 'ar')).toEqual({ detail: ENGLISH, card: ENGLISH });
    expect((await logged(app, 'activity.event_edited')).at(-1)?.params.changes).toEqual([
      { field: 'image_url_ar', before: ARABIC, after: null },
    ]);
  });

  it('copies the Arabic image with the event; refuses one the pipeline did not give, in Arabic too', async () => {
    const source = await createEvent(app, organiser, {
      slug: 'poster-night',
      image_url: ENGLISH,
      image_url_ar: ARABIC,
    });
    const copy = (await api(organiser, 'POST', `events/${source.id}/duplicate`)).json<AdminEvent>();
    expect(copy).toMatchObject({ slug: 'poster-night-copy', image_url: ENGLISH, image_url_ar: ARABIC });
    const refused = await api(
      organiser,
      'PATCH',
      `events/${copy.id}`,
      { image_url_ar: 'https://example.com/a.png' },
      'ar',
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      image_url_ar: ['ارفع الصورة هنا: لا يُعرض على العملاء إلا ما رُفع إلى جلف باي من صور.'],
    });
  });
});
