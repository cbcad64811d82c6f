import { fail, ok, type Result } from '../core/errors';
import type { Seat } from '../core/game';
import type { BotPool } from './bots/pool';
import { type ClusterHost, NOT_OWNER } from './cluster/cluster';
import type { Forwarded } from './cluster/messages';
import type { LiveMatch } from './live-match';
import { MATCH_MOVED, type MatchService } from './match-service';
import type { Seating } from './players/seating';
import type { Delivery } from './socket/delivery';
import type { Rooms } from './socket/rooms';
import type { MatchStore } from './store/store';

/** A match's clocks and grace periods stop here (another process runs them now). */
function stopTimers(live: LiveMatch): void {
  for (const timers of [live.graceTimers, live.clockTimers]) {
    for (let seat = 0; seat < timers.length; seat++) {
      const t = timers[seat];
      if (t) clearTimeout(t);
      timers[seat] = null;
    }
  }
  live.clockStarted.fill(null);
}

/** What the cluster asks of this process: its matches, its sockets, and its command path. */
export function clusterHost(deps: {
  service: MatchService;
  store: MatchStore;
  bots: BotPool;
  rooms: Rooms;
  delivery: Delivery;
  seating: Seating;
  log: (msg: string) => void;
}): ClusterHost {
  const { service, store, bots, rooms, delivery, seating } = deps;
  const durable = <T>(live: LiveMatch, value: Result<T>): Promise<Result<T>> =>
    new Promise((resolve) =>
      service.gate.whenDurable(
        live,
        () => resolve(value),
        () => resolve({ ok: false, error: MATCH_MOVED }),
      ),
    );
  const committed = () => new Promise<void>((resolve) => service.gate.afterCommit(resolve));

  /** Runs a command forwarded here, the owner; as this process would for a socket of its own. */
  async function run(body: Forwarded): Promise<unknown> {
    const live = await service.matches.get(body.matchId);
    if (!live) return fail('no-such-match', 'There is no such match.');
    if (!service.ownsHere(live)) return NOT_OWNER;
    switch (body.op) {
      case 'act': {
        const { token, clientSeq, version, action } = body;
        return durable(live, service.actOn(live, token, clientSeq, version, action));
      }
      case 'sit': {
        const sat = await service.sit(body.matchId, body.seat);
        await committed();
        if (sat.ok) delivery.announceSeats(live);
        return sat;
      }
      case 'move-seat': {
        const moved = await service.moveSeat(body.matchId, body.token);
        if (!moved.ok) return moved;
        await committed();
        return ok({ seat: moved.value.seat, token: moved.value.token });
      }
      case 'give-seat': {
        const given = await service.giveSeat(body.matchId, body.seat);
        if (!given.ok) return given;
        await committed();
        return ok({ seat: given.value.seat, token: given.value.token });
      }
      case 'rematch': {
        const seat = live.seatOfToken(body.token);
        if (seat === null) return fail('bad-token', 'That seat token is not valid for this match.');
        const done = await service.rematch(live, seat, body.token, body.accept);
        await committed();
        return done;
      }
      case 'back':
        service.comeBack(live, body.seat);
        return ok(null);
    }
  }

  return {
    peek: (id) => service.matches.peek(id),
    get: (id) => service.matches.get(id),
    drop(id) {
      const live = service.matches.drop(id);
      if (!live) return;
      stopTimers(live);
      bots.release(id);
    },
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
      if (service.ownsHere(live) && !live.finished) {
        if (service.isConnected(live.id, seat)) service.timers.arrived(live, seat);
        else service.timers.departed(live, seat);
      }
      delivery.announceSeats(live);
    },
    stepped(live) {
      delivery.stepped(live);
      service.followed(live);
    },
    drafted: (live, seat) => delivery.drafted(live, seat),
    async metaChanged(live) {
      const stored = await store.load(live.id);
      if (!stored || service.matches.peek(live.id) !== live) return;
      for (const [seat, hash] of stored.tokenHashes.entries()) {
        if (hash !== null && hash !== live.tokenHashes[seat]) live.setTokenHash(seat, hash);
      }
      live.rematch = stored.rematch;
      const agreed = live.next === null && stored.next !== null;
      live.next = stored.next;
      if (agreed) delivery.agreed(live);
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
