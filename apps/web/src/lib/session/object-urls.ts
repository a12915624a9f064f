/**
 * Object URLs (`blob:`) of the signed-in customer's own files, such as a payment proof. One
 * per file for the session: the image preview page opens the same URL after the component
 * that made it has gone, so none is revoked on unmount. All are revoked when the session ends
 * or changes (`forgetCustomerObjectUrls`): a `blob:` URL outlives the query cache, and the
 * preview route is public, so the next person at the phone could otherwise open the previous
 * customer's file from the history.
 */
const urls = new Map<string, { blob: Blob; url: string }>();

/** The object URL of `blob`, the file known as `key`; the same URL for the same blob. */
export function customerObjectUrl(key: string, blob: Blob): string {
  const known = urls.get(key);
  if (known?.blob === blob) return known.url;
  if (known) URL.revokeObjectURL(known.url);
  const url = URL.createObjectURL(blob);
  urls.set(key, { blob, url });
  return url;
}

/** Revokes and forgets every object URL made for the customer. */
export function forgetCustomerObjectUrls(): void {
  for (const { url } of urls.values()) URL.revokeObjectURL(url);
  urls.clear();
}
