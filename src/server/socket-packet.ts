/**
 * A server event as socket.io puts it on the wire for the main namespace ("2" for an event, then
 * the JSON array of name and payload), so that a message going to several sockets is encoded
 * once, and without socket.io's search of the payload for binary parts (Parlour sends none).
 * Written with `socket.conn.write`, it arrives as any `socket.emit` would.
 */
export const encodeEvent = (event: string, msg: unknown): string =>
  `2${JSON.stringify([event, msg])}`;
