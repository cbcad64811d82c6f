import { afterEach, describe, expect, it } from 'vitest';
import type { LobbyEntry, SeatInfo } from '../../core/protocol';
import { language } from '../i18n';
import { describeYourGame } from './yourGame';

afterEach(() => {
  language.value = 'en';
});

const human = (more: Partial<SeatInfo> = {}): SeatInfo => ({
  kind: 'human',
  taken: true,
  connected: true,
  away: false,
  resigned: false,
  ...more,
});
const bot = (level: string): SeatInfo => ({ ...human(), kind: 'bot', level });

const entry = (more: Partial<LobbyEntry>): LobbyEntry => ({
  matchId: 'abcdef',
  game: 'knights',
  options: { files: 8, ranks: 8 },
  seats: [human(), human()],
  createdAt: 0,
  version: 0,
  finished: false,
  toMove: [0],
  outcome: null,
  next: null,
  ...more,
});

/** The row as one line, the way a reader meets it. */
const says = (e: LobbyEntry, mine: number[]) => {
  const row = describeYourGame(e, mine);
  return [row.against, ...row.progress].join(' · ');
};

describe('a row of your games', () => {
  it('names the computer and its level, and whose turn it is', () => {
    const e = entry({ seats: [human(), bot('casual')], version: 12, toMove: [0] });
    expect(says(e, [0])).toBe('against the computer (Casual) · your turn · 12 moves');
    expect(describeYourGame(e, [0])).toMatchObject({ standing: 'yourTurn', dismissable: false });
  });

  it('says that the friend has not come yet, without a turn', () => {
    const e = entry({ seats: [human(), human({ taken: false, connected: false })] });
    expect(says(e, [0])).toBe('waiting for a friend to join');
    expect(describeYourGame(e, [0])).toMatchObject({ standing: 'waiting', dismissable: false });
  });

  it("says when it is the other player's turn", () => {
    const e = entry({ version: 3, toMove: [1] });
    expect(says(e, [0])).toBe('against a friend · their turn · 3 moves');
  });

  it('tells a win, a loss and a draw apart, and lets them be dismissed', () => {
    const over = (winners: number[]) =>
      entry({ finished: true, version: 9, toMove: [], outcome: { winners, reason: 'resigned' } });
    expect(says(over([0]), [0])).toBe('against a friend · you won');
    expect(says(over([0]), [1])).toBe('against a friend · you lost');
    expect(says(over([]), [1])).toBe('against a friend · draw');
    expect(describeYourGame(over([0]), [1])).toMatchObject({ standing: 'lost', dismissable: true });
  });

  it('calls a game abandoned when the other player left, or when it was claimed so', () => {
    const left = entry({ seats: [human(), human({ away: true, connected: false })], version: 4 });
    expect(says(left, [0])).toBe('against a friend · abandoned');
    expect(describeYourGame(left, [0]).dismissable).toBe(true);
    const claimed = entry({
      finished: true,
      toMove: [],
      outcome: { winners: [1], reason: 'abandoned' },
    });
    expect(says(claimed, [1])).toBe('against a friend · abandoned');
  });

  it('plays on when a bot stands in for the player who left', () => {
    const e = entry({ seats: [human(), human({ away: true, level: 'casual' })], toMove: [1] });
    expect(describeYourGame(e, [0]).standing).toBe('theirTurn');
  });

  it('names the winner of a game played on one screen', () => {
    const e = entry({ finished: true, toMove: [], outcome: { winners: [1], reason: 'x' } });
    expect(says(e, [0, 1])).toBe('on this screen · player 2 won');
  });

  it('lists the others in a game of more seats', () => {
    const e = entry({
      seats: [human(), human(), bot('strong'), human({ taken: false, connected: false })],
      toMove: [],
    });
    expect(says(e, [0])).toBe(
      'against a friend and the computer (Strong) · waiting for 1 more player',
    );
  });

  it('speaks Japanese and Chinese', () => {
    const e = entry({ seats: [bot('casual'), human()], version: 2, toMove: [1] });
    language.value = 'ja';
    expect(says(e, [1])).toBe('コンピューター（気軽）と対戦 · あなたの番 · 2 手');
    language.value = 'zh';
    expect(says(e, [1])).toBe('对战电脑（休闲） · 轮到你 · 2 步');
  });
});
