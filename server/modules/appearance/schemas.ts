import { AppearanceSettings, AppearanceUpdate } from '../../../src/domain/contracts/appearance.ts';
import { bearer, errors } from '../../lib/schemas.ts';

const tags = ['admin'];

export const getAppearanceSchema = {
  tags,
  summary: "Each customer-facing plugin's theme and header buttons (superusers)",
  security: bearer,
  response: { 200: AppearanceSettings, ...errors(401, 403) },
};

export const putAppearanceSchema = {
  tags,
  summary: "Set plugins' themes and header buttons (superusers); plugins left out keep theirs",
  security: bearer,
  body: AppearanceUpdate,
  response: { 200: AppearanceSettings, ...errors(400, 401, 403) },
};
