/** The attachments' public surface: what other modules use of them. */
export {
  filesPath,
  fileUrl,
  oneFileUpload,
  readFilePart,
  storeFile,
  storeUpload,
  type UploadLimit,
} from './store-upload.ts';
