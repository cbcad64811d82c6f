/** The HTTP half of the protocol: listing games and matches, creating a match. */
import type { CreateMatchRequest, CreateMatchResponse, LobbyEntry } from '../../core/protocol';

export interface GameInfo {
  id: string;
  minSeats: number;
  maxSeats: number;
  /** Bot level ids, weakest first. */
  bots: string[];
}

/** A refusal from the server, carrying its error code so the UI can translate it. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly params?: Record<string, string | number>,
  ) {
    super(message);
  }
}

async function request<T>(path: string, init?: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, { ...init, headers: { 'content-type': 'application/json' } });
  } catch (e) {
    throw new ApiError('network', e instanceof Error ? e.message : String(e));
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const err = (body ?? {}) as {
      code?: string;
      message?: string;
      params?: Record<string, string | number>;
    };
    throw new ApiError(err.code ?? 'network', err.message ?? `HTTP ${res.status}`, err.params);
  }
  return body as T;
}

export function fetchGames(): Promise<GameInfo[]> {
  return request<GameInfo[]>('/api/games');
}

export function fetchMatches(): Promise<LobbyEntry[]> {
  return request<LobbyEntry[]>('/api/matches');
}

export function createMatch(req: CreateMatchRequest): Promise<CreateMatchResponse> {
  return request<CreateMatchResponse>('/api/matches', {
    method: 'POST',
    body: JSON.stringify(req),
  });
}

/** The matches this browser plays in (by their ids, private ones included), as the lobby lists them. */
export function fetchMyMatches(ids: readonly string[]): Promise<LobbyEntry[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return request<LobbyEntry[]>(`/api/matches?ids=${ids.map(encodeURIComponent).join(',')}`);
}
