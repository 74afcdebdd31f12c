import {
  AttachmentFile,
  AttachmentParams,
  AttachmentUploadQuery,
  AttachmentUploadResponse,
} from '../../../src/domain/contracts/integrations.ts';
import { bearer, errors } from '../../lib/schemas.ts';
import { ATTACHMENT_FILE_TYPES } from './file-types.ts';

const tags = ['attachments'];

export const uploadSchema = {
  tags,
  summary:
    'Upload one attachment (multipart field "file": PDF, PNG, JPEG or WebP, at most 10 MB) for a section\'s form; needs that section\'s access permission',
  security: bearer,
  consumes: ['multipart/form-data'],
  querystring: AttachmentUploadQuery,
  response: { 201: AttachmentUploadResponse, ...errors(400, 401, 403, 406, 413) },
};

export const downloadSchema = {
  tags,
  summary: 'Download an uploaded attachment',
  params: AttachmentParams,
  response: {
    200: {
      description: 'The file, as an attachment, with the type recognised from its bytes on upload',
      content: Object.fromEntries(ATTACHMENT_FILE_TYPES.map((type) => [type, { schema: AttachmentFile }])),
    },
    ...errors(400, 404),
  },
};
