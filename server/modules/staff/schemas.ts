import { IdParams, MessageResponse } from '../../../src/domain/contracts/common.ts';
import {
  StaffEditRequest,
  StaffInviteRequest,
  StaffListQuery,
  StaffMember,
  StaffPage,
} from '../../../src/domain/contracts/staff.ts';
import { bearer, errors } from '../../lib/schemas.ts';

const tags = ['admin'];

export const staffListSchema = {
  tags,
  summary: "The signed-in owner's staff by username, searchable (owners)",
  security: bearer,
  querystring: StaffListQuery,
  response: { 200: StaffPage, ...errors(400, 401, 403) },
};

export const staffEditSchema = {
  tags,
  summary: "Change a staff member's names or email (owners)",
  security: bearer,
  params: IdParams,
  body: StaffEditRequest,
  response: { 200: StaffMember, ...errors(400, 401, 403, 404) },
};

const action = (summary: string) => ({
  tags,
  summary,
  security: bearer,
  params: IdParams,
  response: { 200: StaffMember, ...errors(400, 401, 403, 404, 409) },
});

export const deactivateSchema = action(
  'Deactivate a staff member: every session ends at once; never oneself or the last active owner (owners)',
);
export const reactivateSchema = action('Let a deactivated staff member sign in again (owners)');
export const resetTwoFactorSchema = action(
  "Turn off a staff member's two-factor sign-in (lost phone and recovery codes): every session of theirs ends; 409 for oneself or when it is off (owners)",
);

export const inviteSchema = {
  tags,
  summary: 'Invite a staff member: an account without a password, and an emailed link to choose one (owners)',
  security: bearer,
  body: StaffInviteRequest,
  response: { 201: StaffMember, ...errors(400, 401, 403) },
};

export const resetPasswordSchema = {
  tags,
  summary: 'Email an active staff member a one-hour link to choose a new password (owners)',
  security: bearer,
  params: IdParams,
  response: { 202: MessageResponse, ...errors(400, 401, 403, 404, 409) },
};

export const resendInvitationSchema = action(
  'Email an invitee who has not chosen a password yet a new link; the earlier links stop working (owners)',
);

export const withdrawInvitationSchema = {
  tags,
  summary:
    'Withdraw the invitation of someone who has not chosen a password yet: the account is removed (owners)',
  security: bearer,
  params: IdParams,
  response: { 200: MessageResponse, ...errors(400, 401, 403, 404, 409) },
};
