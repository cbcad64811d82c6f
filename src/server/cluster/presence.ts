/**
 * Who is connected to a match's seats on the other processes: each holder of the match says how
 * many sockets of each seat it has, and every holder adds them up. A process that stops beating
 * is forgotten (`keepOnly`).
 */
export class RemotePresence {
  /** Per match, per other process: its sockets per seat. */
  private readonly counts = new Map<string, Map<string, number[]>>();

  /** Records what `process` said of the match; whether any seat's presence changed. */
  set(matchId: string, process: string, seats: readonly number[]): boolean {
    let byProcess = this.counts.get(matchId);
    if (!byProcess) {
      byProcess = new Map();
      this.counts.set(matchId, byProcess);
    }
    const before = byProcess.get(process);
    const any = seats.some((n) => n > 0);
    if (any) byProcess.set(process, [...seats]);
    else byProcess.delete(process);
    if (byProcess.size === 0) this.counts.delete(matchId);
    return !sameSeats(before, any ? seats : undefined);
  }

  /** Whether a socket of the seat is connected to another process. */
  connected(matchId: string, seat: number): boolean {
    const byProcess = this.counts.get(matchId);
    if (!byProcess) return false;
    for (const seats of byProcess.values()) if ((seats[seat] ?? 0) > 0) return true;
    return false;
  }

  /** Forgets every process not in `alive`; the matches whose presence changed. */
  keepOnly(alive: ReadonlySet<string>): string[] {
    const changed: string[] = [];
    for (const [matchId, byProcess] of this.counts) {
      let lost = false;
      for (const process of byProcess.keys()) {
        if (!alive.has(process)) {
          byProcess.delete(process);
          lost = true;
        }
      }
      if (byProcess.size === 0) this.counts.delete(matchId);
      if (lost) changed.push(matchId);
    }
    return changed;
  }

  forget(matchId: string): void {
    this.counts.delete(matchId);
  }
}

function sameSeats(a: readonly number[] | undefined, b: readonly number[] | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return a.length === b.length && a.every((n, i) => n > 0 === (b[i] ?? 0) > 0);
}
