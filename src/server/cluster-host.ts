import { fail, ok, type Result } from '../core/errors';
import type { Seat } from '../core/game';
import { type ClusterHost, NOT_OWNER } from './cluster/cluster';
import type { Forwarded } from './cluster/messages';
import { followRow } from './cluster/replica';
import type { LiveMatch } from './live-match';
import { MATCH_MOVED, type MatchService } from './match-service';
import type { Seating } from './players/seating';
import type { Delivery } from './socket/delivery';
import type { Rooms } from './socket/rooms';
import type { MatchStore } from './store/store';

/** What the cluster asks of this process: its matches, its sockets, and its command path. */
export function clusterHost(deps: {
  service: MatchService;
  store: MatchStore;
  rooms: Rooms;
  delivery: Delivery;
  seating: Seating;
  log: (msg: string) => void;
}): ClusterHost {
  const { service, store, rooms, delivery, seating } = deps;
  const moved = { ok: false as const, error: MATCH_MOVED };
  /** The answer, once what the command did is durable (its steps, or its other writes). */
  const durable = <T>(live: LiveMatch, value: Result<T>): Promise<Result<T>> =>
    new Promise((resolve) =>
      service.gate.whenDurable(
        live,
        () => resolve(value),
        () => resolve(moved),
      ),
    );
  const written = <T>(live: LiveMatch, value: Result<T>): Promise<Result<T>> =>
    new Promise((resolve) =>
      service.gate.afterWrites(
        live,
        () => resolve(value),
        () => resolve(moved),
      ),
    );

  /** Runs a command forwarded here, the owner, through the match's handle, as for a socket here. */
  async function run(body: Forwarded): Promise<unknown> {
    const live = await service.matches.get(body.matchId);
    if (!live) return fail('no-such-match', 'There is no such match.');
    if (!service.cluster?.owns(live.id)) return NOT_OWNER;
    const handle = service.handle(live);
    switch (body.op) {
      case 'act': {
        const { token, clientSeq, version, action } = body;
        return durable(live, await handle.act(token, clientSeq, version, action));
      }
      case 'sit': {
        const sat = await written(live, await handle.sit(body.seat, body.commandId));
        if (sat.ok) delivery.announceSeats(live);
        return sat;
      }
      case 'move-seat':
        return written(live, await handle.moveSeat(body.token, body.commandId));
      case 'give-seat':
        return written(live, await handle.giveSeat(body.seat, body.commandId));
      case 'rematch':
        return written(live, await handle.rematch(body.token, body.accept));
      case 'back':
        handle.comeBack(body.seat);
        return ok(null);
    }
  }

  return {
    peek: (id) => service.matches.peek(id),
    get: (id) => service.matches.get(id),
    drop: (id) => void service.matches.drop(id),
    owned(live) {
      // Its clocks and bots started when it was read here as its owner (MatchService's onLoad);
      // what is left is the grace of a player connected nowhere, which starts now, as after a
      // restart.
      for (let seat = 0; seat < live.spec.seats; seat++) {
        if (!service.isConnected(live.id, seat)) service.timers.departed(live, seat as Seat);
      }
    },
    localSeats: (id, seats) => Array.from({ length: seats }, (_, s) => rooms.count(id, s)),
    watchedHere(id) {
      const seats = service.matches.peek(id)?.spec.seats ?? 8;
      const viewers = [...Array.from({ length: seats }, (_, s) => s), 'spectator' as const];
      return rooms.watched(id, viewers);
    },
    presenceChanged(live, seat) {
      service.handle(live).presence(seat, service.isConnected(live.id, seat));
      delivery.announceSeats(live);
    },
    stepped: (live) => delivery.stepped(live),
    drafted: (live, seat) => delivery.drafted(live, seat),
    async metaChanged(live) {
      const stored = await store.load(live.id);
      if (!stored || service.matches.peek(live.id) !== live) return;
      if (followRow(live, stored)) delivery.agreed(live);
      else delivery.offered(live);
    },
    async playersChanged(live) {
      await seating.known(live);
      delivery.announceSeats(live);
    },
    run,
    log: deps.log,
  };
}
