/** The attachments' public surface (issue 15: the kitchen's product upload stores its error report here). */
export { oneFileUpload, readFilePart, storeFile, type UploadLimit } from './store-upload.ts';
