/**
 * A minimal socket.io client for the load generator: the socket.io wire protocol (engine.io v4
 * frames over one WebSocket) and nothing else, so that the benchmark measures the server and not
 * the client library. Packets: "40" connect, "42[event, payload]" event, "42<id>[…]" event with
 * ack, "43<id>[…]" ack, "2"/"3" ping/pong.
 */
import WebSocket from 'ws';

type Handler = (payload: unknown) => void;

/** A connection that did not complete its handshake in the time given. */
export class ConnectTimeout extends Error {}

export class RawSocketIo {
  private readonly handlers = new Map<string, Handler>();
  private readonly acks = new Map<number, (payload: unknown) => void>();
  private nextAck = 0;

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => this.receive(data.toString()));
    // A server killed under it resets the connection: that is a close, not a crash of the client.
    ws.on('error', () => {});
  }

  /**
   * Opens a connection; with `timeoutMs`, one that is not through the handshake by then is given
   * up (rejected with a ConnectTimeout) rather than left hanging.
   */
  static connect(url: string, opts: { timeoutMs?: number } = {}): Promise<RawSocketIo> {
    const wsUrl = `${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`;
    const ws = new WebSocket(wsUrl, { perMessageDeflate: false });
    return new Promise((resolve, reject) => {
      let settled = false;
      const fail = (err: Error) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        ws.terminate();
        reject(err);
      };
      const timer =
        opts.timeoutMs === undefined
          ? undefined
          : setTimeout(
              () => fail(new ConnectTimeout(`no handshake in ${opts.timeoutMs} ms`)),
              opts.timeoutMs,
            );
      ws.on('error', fail);
      ws.once('close', () => fail(new Error('closed during the handshake')));
      ws.on('message', function first(data: Buffer) {
        const text = data.toString();
        if (text.startsWith('0')) ws.send('40');
        else if (text.startsWith('40') && !settled) {
          settled = true;
          clearTimeout(timer);
          ws.off('message', first);
          ws.off('error', fail);
          ws.removeAllListeners('close');
          resolve(new RawSocketIo(ws));
        }
      });
    });
  }

  /** Called once the connection is gone (closed by either side, or reset). */
  onClose(handler: () => void): void {
    this.ws.once('close', handler);
  }

  /** Listens to one event (one handler per event name). */
  on(event: string, handler: Handler): void {
    this.handlers.set(event, handler);
  }

  off(event: string): void {
    this.handlers.delete(event);
  }

  emit(event: string, payload: unknown, ack?: (reply: unknown) => void): void {
    if (ack) {
      const id = this.nextAck++;
      this.acks.set(id, ack);
      this.ws.send(`42${id}${JSON.stringify([event, payload])}`);
    } else {
      this.ws.send(`42${JSON.stringify([event, payload])}`);
    }
  }

  close(): void {
    this.ws.close();
  }

  private receive(text: string): void {
    if (text === '2') {
      this.ws.send('3');
      return;
    }
    if (text.startsWith('42')) {
      const [event, payload] = JSON.parse(text.slice(2)) as [string, unknown];
      this.handlers.get(event)?.(payload);
    } else if (text.startsWith('43')) {
      const open = text.indexOf('[');
      const id = Number(text.slice(2, open));
      const [payload] = JSON.parse(text.slice(open)) as [unknown];
      this.acks.get(id)?.(payload);
      this.acks.delete(id);
    }
  }
}
