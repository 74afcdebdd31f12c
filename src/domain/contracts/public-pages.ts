/** Where signed-out visitors land (issue 19, SPEC 2.2 and 9). */
import { type Static, Type } from 'typebox';
import { SIGNED_OUT_LANDINGS } from '../signed-out-landing.ts';
import { Nullable } from './common.ts';

const Landing = Type.Enum(SIGNED_OUT_LANDINGS);

/** PATCH /api/v1/admin/public-pages (superusers). */
export const PublicPagesSettings = Type.Object(
  { signed_out_landing: Landing },
  { additionalProperties: false },
);
export type PublicPagesSettings = Static<typeof PublicPagesSettings>;

/** GET /api/v1/admin/public-pages: the choice, and what each option needs. */
export const PublicPagesResponse = Type.Object({
  signed_out_landing: Landing,
  /** The options that work now: the menu needs food ordering, the website needs one set. */
  available: Type.Array(Landing),
  /** The website a visitor would be sent to (the merchant's first unit's). */
  website: Nullable(Type.String()),
});
export type PublicPagesResponse = Static<typeof PublicPagesResponse>;

/** In GET /api/v1/config/: where the app sends a signed-out visitor to /{lang}. */
export const SignedOutLandingTarget = Type.Union([
  Type.Object({ page: Type.Enum(['login', 'new-menu']) }),
  Type.Object({ url: Type.String() }),
]);
export type SignedOutLandingTarget = Static<typeof SignedOutLandingTarget>;
