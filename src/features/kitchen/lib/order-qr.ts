/**
 * SPEC 5 Order QR: the code is JSON with an id ({"id": …}, as the order confirmation draws
 * it). Anything else is not an order code, and the page says "Invalid QR Code".
 */
export function orderIdFromQr(text: string): string | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const id = (value as { id?: unknown }).id;
  if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  if (typeof id === 'string' && id.trim()) return id.trim();
  return null;
}
