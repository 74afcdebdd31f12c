import { Type } from 'typebox';
import {
  EventCheckInAdmin,
  EventGate,
  GatesRequest,
  KeyRotated,
} from '../../../src/domain/contracts/check-in.ts';
import { IdParams } from '../../../src/domain/contracts/common.ts';
import { bearer, errors } from '../../lib/schemas.ts';

const tags = ['events'];

export const checkInAdminSchema = {
  tags,
  summary:
    "An event's gates, signing keys (never their material) and admissions per gate (access_event or change_event)",
  security: bearer,
  params: IdParams,
  response: { 200: EventCheckInAdmin, ...errors(400, 401, 403, 404) },
};

export const gatesSchema = {
  tags,
  summary: "Replace an event's gates: at most 20, names 1–60 characters, unique (change_event)",
  security: bearer,
  params: IdParams,
  body: GatesRequest,
  response: { 200: Type.Array(EventGate), ...errors(400, 401, 403, 404) },
};

export const rotateKeySchema = {
  tags,
  summary:
    'Give an event a new signing key: new tickets carry it, old ones stay valid until the event ends (change_event)',
  security: bearer,
  params: IdParams,
  response: { 200: KeyRotated, ...errors(400, 401, 403, 404) },
};
