/** Route-schema helpers of the server: responses per status, security, page links. Shapes live in src/domain/contracts. */
import { ApiErrorBody } from '../../src/domain/contracts/common.ts';

/** The error responses a route declares, each in the one error shape. */
export const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, ApiErrorBody]));

export const bearer = [{ bearer: [] }];

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
