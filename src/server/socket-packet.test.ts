import { Decoder, Encoder, PacketType } from 'socket.io-parser';
import { describe, expect, it } from 'vitest';
import { encodeEvent } from './socket-packet';

describe('encodeEvent', () => {
  const msg = { matchId: 'm1', version: 3, steps: [{ v: 3, events: [] }], note: 'quote " é 王' };

  it('writes what socket.io writes for the same event', () => {
    const [expected] = new Encoder().encode({
      type: PacketType.EVENT,
      nsp: '/',
      data: ['match:state', msg],
    });
    expect(encodeEvent('match:state', msg)).toBe(expected);
  });

  it('is read back by socket.io as that event and payload', () => {
    const decoder = new Decoder();
    let got: unknown = null;
    decoder.on('decoded', (packet: unknown) => {
      got = packet;
    });
    decoder.add(encodeEvent('match:state', msg));
    expect(got).toEqual({ type: PacketType.EVENT, nsp: '/', data: ['match:state', msg] });
  });
});
