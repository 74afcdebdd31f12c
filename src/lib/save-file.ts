/** Hands a downloaded Blob to the browser as a file, through a temporary download link. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download synchronously; revoking later lets slow browsers read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
