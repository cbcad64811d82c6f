/**
 * A fresh id for a request that must take effect once (taking a seat, moving one): the server
 * answers the same id as it did the first time, so the request may be sent again safely. 144
 * random bits, URL-safe, kept by this page alone: the seat's token is derived from it.
 */
export function newCommandId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
