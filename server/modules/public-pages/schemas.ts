import { PublicPagesResponse, PublicPagesSettings } from '../../../src/domain/contracts/public-pages.ts';
import { bearer, errors } from '../../lib/schemas.ts';

const tags = ['merchant'];

export const getPublicPagesSchema = {
  tags,
  summary: 'Where signed-out visitors to the root land (superusers): login, the food menu or the website',
  security: bearer,
  response: { 200: PublicPagesResponse, ...errors(401, 403) },
};

export const patchPublicPagesSchema = {
  tags,
  summary: 'Choose where signed-out visitors to the root land (superusers)',
  security: bearer,
  body: PublicPagesSettings,
  response: { 200: PublicPagesResponse, ...errors(400, 401, 403) },
};
