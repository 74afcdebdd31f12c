/** Attachments customers download: documents and images only, recognised by their bytes. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The content types detectFileType recognises: the only ones a download is served with. */
export const ATTACHMENT_FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;

/**
 * The type the content really has, or null when it is none of the accepted ones. The
 * declared Content-Type is ignored: a script renamed to .pdf must not be served as a PDF.
 */
export function detectFileType(bytes: Uint8Array): string | null {
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** A name safe to store and to put in a URL path and a header: no directories, no controls. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter(
    (char) => char.charCodeAt(0) >= 0x20 && char !== '\u007f' && char !== '"',
  );
  const cleaned = printable.join('').trim().slice(-200);
  return cleaned || 'file';
}
