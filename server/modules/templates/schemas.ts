import {
  MessageSettings,
  MessageTemplate,
  MessageTemplates,
  TemplateParams,
  TemplatePreview,
  TemplatePreviewRequest,
  TemplateText,
} from '../../../src/domain/contracts/templates.ts';
import { bearer, errors } from '../../lib/schemas.ts';

const tags = ['admin'];

export const listTemplatesSchema = {
  tags,
  summary:
    "Each message kind's text per language, its variables, and whether receipts are emailed (superusers)",
  security: bearer,
  response: { 200: MessageTemplates, ...errors(401, 403) },
};

export const saveTemplateSchema = {
  tags,
  summary: "Set the merchant's text of a message kind in a language (superusers)",
  description:
    'Refused with 400, naming the variable, when the text uses an unknown one, leaves out a required one or has stray braces.',
  security: bearer,
  params: TemplateParams,
  body: TemplateText,
  response: { 200: MessageTemplate, ...errors(400, 401, 403, 404) },
};

export const resetTemplateSchema = {
  tags,
  summary: 'Return a message kind in a language to its default text (superusers)',
  security: bearer,
  params: TemplateParams,
  response: { 200: MessageTemplate, ...errors(401, 403, 404) },
};

export const previewTemplateSchema = {
  tags,
  summary:
    'A text filled with sample values, as the email (text and HTML) or SMS would carry it (superusers)',
  security: bearer,
  body: TemplatePreviewRequest,
  response: { 200: TemplatePreview, ...errors(400, 401, 403) },
};

export const messageSettingsSchema = {
  tags,
  summary: 'Whether customers who gave an email get a receipt of each successful payment (superusers)',
  security: bearer,
  body: MessageSettings,
  response: { 200: MessageSettings, ...errors(400, 401, 403) },
};
