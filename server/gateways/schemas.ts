import { Type } from 'typebox';
import { LogoParams } from '../../src/domain/contracts/platform.ts';

/**
 * A browser-facing route stays out of the API document (`hide`): it answers an image, not the
 * JSON API; its response is still declared with its content type.
 */
export const logoSchema = {
  hide: true,
  tags: ['gateways'],
  summary: "A gateway's logo, drawn from its code",
  params: LogoParams,
  response: { 200: { description: 'An SVG image', content: { 'image/svg+xml': { schema: Type.String() } } } },
};
