import { describe, expect, it } from 'vitest';
import { DEMO_SVG, FONT_FACE, fakeDist, parseDrawnPage } from '../../drawn-page.ts';
import { createTestApp } from '../../helper.ts';

const app = await createTestApp({
  staticDir: fakeDist([
    'noto-sans-latin-600-normal-Ab12.woff2',
    'noto-sans-arabic-arabic-600-normal-Cd34.woff2',
  ]),
});

type QueryState = { status: string; data?: unknown; error?: { status: number } | null };

const eventsApi = async (path: string, lang: string) =>
  (await app.inject({ url: `/api/v1/plugins/event${path}?lang=${lang}` })).json() as {
    results?: { title: string }[];
    title?: string;
  };

describe('events pages drawn by the server', () => {
  for (const [lang, dir, heading, font] of [
    ['en', 'ltr', 'Events', 'noto-sans-latin-600-normal-Ab12.woff2'],
    ['ar', 'rtl', 'الفعاليات', 'noto-sans-arabic-arabic-600-normal-Cd34.woff2'],
  ] as const) {
    it(`draws the list with every event on sale, from the events API's answer (${lang})`, async () => {
      const res = await app.inject({ url: `/${lang}/events` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain(`<html lang="${lang}" dir="${dir}">`);
      expect(res.body).toContain(`rel="preload" href="/assets/${font}"`);
      // The stylesheet is in the page: the first paint waits for no request.
      expect(res.body).toContain(`<style>${FONT_FACE}</style>`);
      expect(res.body).not.toContain('rel="stylesheet"');
      const page = parseDrawnPage<QueryState>(res.body);
      expect(page.document.querySelector('h1')?.textContent).toBe(heading);
      const answer = await eventsApi('/events', lang);
      expect(answer.results?.length).toBeGreaterThan(0);
      for (const event of answer.results ?? []) expect(page.text).toContain(event.title);
      expect(page.queries).toHaveLength(1);
      expect(page.queries[0]?.state).toMatchObject({ status: 'success', data: answer });
      // The first event's picture, the largest thing on a phone's first screen, is asked for
      // first of all, at high priority; the others wait their turn.
      const head = res.body.slice(0, res.body.indexOf('</head>'));
      const first = (answer.results?.[0] as { image_url?: string } | undefined)?.image_url;
      const link = `<link rel="preload" as="image" href="${first}" fetchPriority="high"/>`;
      expect(head).toContain(link);
      expect(head.indexOf(link)).toBeLessThan(head.indexOf('as="font"'));
      expect(head.match(/as="image"/g)).toHaveLength(1);
    });

    it(`draws an event's page with its title as the heading (${lang})`, async () => {
      const res = await app.inject({ url: `/${lang}/events/community-iftar` });
      expect(res.statusCode).toBe(200);
      const page = parseDrawnPage<QueryState>(res.body);
      const event = await eventsApi('/events/community-iftar', lang);
      expect(page.document.querySelector('h1')?.textContent).toBe(event.title);
      expect(page.queries[0]?.state).toMatchObject({ status: 'success', data: event });
      // Its choices take no tap until the app answers: a date picked on the drawing was lost.
      expect(page.root?.querySelector('fieldset[disabled] button')).not.toBeNull();
    });
  }

  it("draws the booking form with the event's title as the heading and its first field", async () => {
    const res = await app.inject({ url: '/ar/register/community-iftar' });
    expect(res.statusCode).toBe(200);
    const page = parseDrawnPage<QueryState>(res.body);
    const event = await eventsApi('/events/community-iftar', 'ar');
    expect(page.document.querySelector('h1')?.textContent).toBe(event.title);
    // No ticket chosen in the link: the form says what to choose first.
    expect(page.text).toContain('اختر التذكرة والتاريخ والعدد أولًا.');
  });

  it("draws an unknown event as the app draws the API's refusal, with the refusal for the app to adopt", async () => {
    const res = await app.inject({ url: '/en/events/no-such-event' });
    expect(res.statusCode).toBe(200);
    const page = parseDrawnPage<QueryState>(res.body);
    expect(page.queries[0]?.state).toMatchObject({ status: 'error', error: { status: 404 } });
    expect(page.document.querySelector('h1')?.textContent).toBe('Event not found');
  });

  it("serves the app's own files at paths the pages' routes also match", async () => {
    const res = await app.inject({ url: '/demo/events/summit.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toBe(DEMO_SVG);
    const missing = await app.inject({ url: '/demo/events/missing.svg' });
    expect(missing.body).not.toContain('id="query-data"');
  });

  it('leaves any other language to the app', async () => {
    const res = await app.inject({ url: '/fr/events' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('id="query-data"');
  });
});
