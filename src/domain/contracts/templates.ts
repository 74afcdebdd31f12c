/**
 * The Templates page (issue 20): the merchant's wording of each message kind per language,
 * its preview, and whether paid customers get an emailed receipt.
 */
import { type Static, Type } from 'typebox';
import { BODY_MAX_LENGTH, MESSAGE_KINDS, MESSAGE_LANGS, SUBJECT_MAX_LENGTH } from '../message-kinds.ts';

const Kind = Type.Enum(MESSAGE_KINDS);
const Lang = Type.Enum(MESSAGE_LANGS);

/** One kind in one language: the text in use, the default it falls back to, and what it may hold. */
export const MessageTemplate = Type.Object({
  kind: Kind,
  lang: Lang,
  channel: Type.Union([Type.Literal('email'), Type.Literal('sms')]),
  subject: Type.String(),
  body: Type.String(),
  default_subject: Type.String(),
  default_body: Type.String(),
  /** Whether the merchant's own text replaces the default. */
  customised: Type.Boolean(),
  variables: Type.Array(Type.String()),
  required: Type.Array(Type.String()),
  updated_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type MessageTemplate = Static<typeof MessageTemplate>;

/** GET /api/v1/admin/templates */
export const MessageTemplates = Type.Object({
  email_receipts: Type.Boolean(),
  templates: Type.Array(MessageTemplate),
});
export type MessageTemplates = Static<typeof MessageTemplates>;

export const TemplateParams = Type.Object({ kind: Kind, lang: Lang });
export type TemplateParams = Static<typeof TemplateParams>;

/** A subject is one header line: no line breaks. An SMS has no subject and sends "". */
const Subject = Type.String({ maxLength: SUBJECT_MAX_LENGTH, pattern: '^[^\\r\\n]*$' });

/** PUT /api/v1/admin/templates/{kind}/{lang} */
export const TemplateText = Type.Object(
  {
    subject: Subject,
    body: Type.String({ minLength: 1, maxLength: BODY_MAX_LENGTH }),
  },
  { additionalProperties: false },
);
export type TemplateText = Static<typeof TemplateText>;

/** POST /api/v1/admin/templates/preview: a text as the form holds it, saved or not. */
export const TemplatePreviewRequest = Type.Object(
  {
    kind: Kind,
    lang: Lang,
    subject: Subject,
    body: Type.String({ minLength: 1, maxLength: BODY_MAX_LENGTH }),
  },
  { additionalProperties: false },
);
export type TemplatePreviewRequest = Static<typeof TemplatePreviewRequest>;

/** The message filled with sample values; `html` is what the email's HTML part would be (null for SMS). */
export const TemplatePreview = Type.Object({
  subject: Type.String(),
  text: Type.String(),
  html: Type.Union([Type.String(), Type.Null()]),
});
export type TemplatePreview = Static<typeof TemplatePreview>;

/** PUT /api/v1/admin/templates/settings */
export const MessageSettings = Type.Object(
  { email_receipts: Type.Boolean() },
  { additionalProperties: false },
);
export type MessageSettings = Static<typeof MessageSettings>;
