/** JSON schemas shared by route modules; they validate input and feed the OpenAPI document. */

export const errorSchema = {
  type: 'object',
  description: 'Error shape: a message, per-field messages, or non_field_errors.',
  properties: {
    message: { type: 'string' },
    non_field_errors: { type: 'array', items: { type: 'string' } },
  },
  additionalProperties: { type: 'array', items: { type: 'string' } },
} as const;

export const messageSchema = {
  type: 'object',
  required: ['message'],
  properties: { message: { type: 'string' } },
} as const;

export const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, errorSchema]));

export const bearer = [{ bearer: [] }];

/** A required, non-blank string; maxLength keeps abuse of the storage small. */
export const text = (maxLength = 150) => ({ type: 'string', minLength: 1, maxLength }) as const;

/** The largest int4, the type of serial ids; a bigger id cannot exist and must not reach a query. */
export const MAX_INT4 = 2_147_483_647;

/** A serial id (int4) in a path, query or body. */
export const id = { type: 'integer', minimum: 1, maximum: MAX_INT4 } as const;

/** Path params `{ id }` of one serial id. */
export const idParams = { type: 'object', required: ['id'], properties: { id } } as const;

export const paginationQuery = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 1000, default: 10 },
    offset: { type: 'integer', minimum: 0, maximum: MAX_INT4, default: 0 },
  },
} as const;

export const paginated = (item: object) =>
  ({
    type: 'object',
    required: ['count', 'next', 'previous', 'results'],
    properties: {
      count: { type: 'integer' },
      next: { type: ['string', 'null'] },
      previous: { type: ['string', 'null'] },
      results: { type: 'array', items: item },
    },
  }) as const;

/** next/previous links keep every other query parameter of the request. */
export function pageLinks(url: string, count: number, limit: number, offset: number) {
  const link = (newOffset: number) => {
    const parsed = new URL(url, 'http://local');
    parsed.searchParams.set('limit', String(limit));
    parsed.searchParams.set('offset', String(newOffset));
    return `${parsed.pathname}${parsed.search}`;
  };
  return {
    next: offset + limit < count ? link(offset + limit) : null,
    previous: offset > 0 ? link(Math.max(0, offset - limit)) : null,
  };
}
