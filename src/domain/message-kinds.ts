/**
 * The catalogue of the messages a merchant may reword (issue 20): what each is for, the
 * placeholders it offers, which of them it cannot do without, and its channel. The server
 * checks a save against it and the Templates page lists and checks the same names.
 */
import { type TemplateProblem, templateProblems } from './message-template.ts';

export const MESSAGE_KINDS = [
  'payment_link',
  'payment_link_sms',
  'receipt',
  'booking_confirmation',
  'tickets',
  'event_canceled',
  'event_rescheduled',
  'order_confirmation',
  'password_reset',
  'invitation',
  'payment_attention',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MESSAGE_LANGS = ['en', 'ar'] as const;
export type MessageLang = (typeof MESSAGE_LANGS)[number];

export type MessageChannel = 'email' | 'sms';

export interface MessageKindSpec {
  channel: MessageChannel;
  /** Every placeholder the kind offers, for subject and body alike. */
  variables: readonly string[];
  /** Placeholders the body must carry: without them the message cannot do its job. */
  required: readonly string[];
}

/** Placeholders holding an address: the HTML version of an email makes them links. */
export const LINK_VARIABLES: readonly string[] = ['url', 'link'];

const TICKET_VARIABLES = ['name', 'event', 'places', 'date', 'time', 'link'] as const;

export const MESSAGE_KIND_SPECS: Record<MessageKind, MessageKindSpec> = {
  payment_link: {
    channel: 'email',
    variables: ['merchant', 'customer_name', 'amount', 'url'],
    required: ['url'],
  },
  payment_link_sms: {
    channel: 'sms',
    variables: ['merchant', 'customer_name', 'amount', 'url'],
    required: ['url'],
  },
  receipt: {
    channel: 'email',
    variables: ['merchant', 'customer_name', 'amount', 'reference', 'references', 'date', 'gateway', 'url'],
    required: ['amount'],
  },
  booking_confirmation: { channel: 'email', variables: TICKET_VARIABLES, required: ['link'] },
  tickets: { channel: 'email', variables: TICKET_VARIABLES, required: ['link'] },
  event_canceled: {
    channel: 'email',
    variables: ['name', 'event', 'date', 'refund', 'note'],
    required: ['event', 'date'],
  },
  event_rescheduled: {
    channel: 'email',
    variables: ['name', 'event', 'old_date', 'date', 'time', 'link', 'note'],
    required: ['event', 'date', 'link'],
  },
  order_confirmation: {
    channel: 'email',
    variables: ['merchant', 'customer_name', 'number', 'amount', 'url'],
    required: ['number', 'url'],
  },
  password_reset: { channel: 'email', variables: ['username', 'link'], required: ['link'] },
  invitation: {
    channel: 'email',
    variables: ['merchant', 'username', 'link'],
    required: ['username', 'link'],
  },
  // To the owners: a bank success no transaction could take is waiting on the needs-attention list.
  payment_attention: {
    channel: 'email',
    variables: ['merchant', 'amount', 'gateway', 'reason', 'link'],
    required: ['link'],
  },
};

export function isMessageKind(value: string): value is MessageKind {
  return (MESSAGE_KINDS as readonly string[]).includes(value);
}

export function isMessageLang(value: string): value is MessageLang {
  return (MESSAGE_LANGS as readonly string[]).includes(value);
}

/** Limits of a saved text: a subject is one line of a mail header, an SMS body stays short. */
export const SUBJECT_MAX_LENGTH = 200;
export const BODY_MAX_LENGTH = 5000;

export interface MessageTextProblems {
  subject: TemplateProblem[];
  body: TemplateProblem[];
}

/**
 * What stops a template from being saved, per field: the subject may use the kind's
 * placeholders but need not carry the required ones, which belong in the body.
 */
export function messageTextProblems(
  kind: MessageKind,
  text: { subject: string; body: string },
): MessageTextProblems {
  const spec = MESSAGE_KIND_SPECS[kind];
  return {
    subject: spec.channel === 'email' ? templateProblems(text.subject, spec.variables) : [],
    body: templateProblems(text.body, spec.variables, spec.required),
  };
}
