/** A match as its game names it: "Knights 8×8", "IQ Twist Junior 3"; null for a game not shown here. */
import type { LobbyEntry } from '../../core/protocol';
import { gameClient } from '../games/registry';
import { t } from '../i18n';

export function matchTitle(entry: LobbyEntry): string | null {
  const client = gameClient(entry.game);
  if (!client) return null;
  const about = client.describeOptions(entry.options);
  return about ? `${t(client.name)} ${about}` : t(client.name);
}
