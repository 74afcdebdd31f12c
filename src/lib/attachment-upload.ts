import { useMutation } from '@tanstack/react-query';
import type { AttachmentPurpose } from '@/domain/attachment-purposes';
import type { AttachmentUploadResponse } from '@/domain/contracts/integrations';
import { apiUpload } from '@/lib/api-client';

/** The file types the attachment endpoint takes, for the file picker's filter. */
export const ATTACHMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,.webp,application/pdf,image/png,image/jpeg,image/webp';

/**
 * Uploads one file for a section's form (the server checks that section's permission); forms
 * keep only the URL and original name it answers with.
 */
export const useUploadAttachment = (purpose: AttachmentPurpose) =>
  useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiUpload<AttachmentUploadResponse>(`/attachment/upload?purpose=${purpose}`, form);
    },
  });
