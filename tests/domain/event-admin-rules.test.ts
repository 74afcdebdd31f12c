import { describe, expect, it } from 'vitest';
import {
  copySlug,
  customFieldProblems,
  type EventRulesInput,
  eventProblems,
  MAX_CUSTOM_FIELDS,
} from '../../src/domain/event-admin-rules';

const EVENT: EventRulesInput = {
  slug: 'gulf-tech-summit',
  title_en: 'Gulf Tech Summit',
  title_ar: 'قمة الخليج للتقنية',
  sale_starts_at: null,
  sale_ends_at: null,
  lat: null,
  lng: null,
  confirmation_subject_en: '',
  confirmation_subject_ar: '',
  confirmation_body_en: '',
  confirmation_body_ar: '',
};

describe('eventProblems', () => {
  it('accepts a plain event whose confirmation text is left to the merchant template', () => {
    expect(eventProblems(EVENT)).toEqual({});
  });

  it('refuses a bad slug, blank titles, a sale window out of order and coordinates out of range', () => {
    const problems = eventProblems({
      ...EVENT,
      slug: 'Gulf Tech',
      title_ar: '  ',
      sale_starts_at: '2026-12-10T10:00:00Z',
      sale_ends_at: '2026-12-10T09:00:00Z',
      lat: 91,
      lng: 48,
    });
    expect(problems).toEqual({
      slug: [{ code: 'slug' }],
      title_ar: [{ code: 'blank' }],
      sale_ends_at: [{ code: 'sale_window_order' }],
      lat: [{ code: 'coordinate_range' }],
    });
    expect(eventProblems({ ...EVENT, lat: 29.3 }).lng).toEqual([{ code: 'coordinates_pair' }]);
  });

  it('checks the confirmation text with the booking confirmation variables, naming the unknown one', () => {
    const problems = eventProblems({
      ...EVENT,
      confirmation_subject_en: 'Your {{event}} places',
      confirmation_body_en: 'Hello {{name}}, see you at {{venue}}',
      confirmation_body_ar: 'مرحبًا {{name}} {{link}}',
    });
    expect(problems.confirmation_body_en).toEqual([
      { code: 'template', problem: { kind: 'unknown', name: 'venue' } },
      { code: 'template', problem: { kind: 'missing', name: 'link' } },
    ]);
    expect(problems.confirmation_subject_ar).toEqual([{ code: 'confirmation_pair' }]);
    expect(problems.confirmation_subject_en).toBeUndefined();
  });
});

describe('customFieldProblems', () => {
  const field = (name: string) => ({
    name,
    label_en: 'Company',
    label_ar: 'الشركة',
    type: 'text',
    required: true,
  });

  it('wants names of the pattern, unique and not a built-in field, with both labels', () => {
    const found = customFieldProblems([
      field('company'),
      field('Company'),
      field('phone'),
      field('company'),
      { ...field('badge'), label_ar: ' ' },
    ]);
    expect(found.list).toEqual([]);
    expect(found.fields).toEqual({
      1: [{ code: 'name' }],
      2: [{ code: 'reserved' }],
      3: [{ code: 'repeated' }],
      4: [{ code: 'label_blank' }],
    });
  });

  it('allows at most MAX_CUSTOM_FIELDS fields', () => {
    const many = Array.from({ length: MAX_CUSTOM_FIELDS + 1 }, (_, i) => field(`f${i}`));
    expect(customFieldProblems(many).list).toEqual([{ code: 'too_many', max: MAX_CUSTOM_FIELDS }]);
    expect(customFieldProblems(many.slice(1)).list).toEqual([]);
  });
});

describe('copySlug', () => {
  it('takes the first free -copy slug', () => {
    expect(copySlug('iftar', new Set(['iftar']))).toBe('iftar-copy');
    expect(copySlug('iftar', new Set(['iftar', 'iftar-copy', 'iftar-copy-2']))).toBe('iftar-copy-3');
  });
});
