/** The attachments' public surface: what other modules use of them. */
export { filesPath, fileUrl, oneFileUpload, storeUpload } from './store-upload.ts';
