import { afterEach, describe, expect, it } from 'vitest';
import type { LobbyEntry, SeatInfo } from '../../core/protocol';
import { language } from '../i18n';
import { botSeat, humanSeat as human } from '../widgets/table-state.fixture';
import { describeYourGame, kindOf } from './yourGame';

afterEach(() => {
  language.value = 'en';
});

const bot = botSeat;

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

  it('calls a game abandoned when the other player left; one claimed then is won or lost', () => {
    const left = entry({ seats: [human(), human({ away: true, connected: false })], version: 4 });
    expect(says(left, [0])).toBe('against a friend · abandoned');
    expect(describeYourGame(left, [0]).dismissable).toBe(true);
    const claimed = entry({
      finished: true,
      toMove: [],
      outcome: { winners: [1], reason: 'abandoned' },
    });
    expect(says(claimed, [1])).toBe('against a friend · you won');
    expect(says(claimed, [0])).toBe('against a friend · you lost');
  });

  it('says a game everyone left before it began was aborted and not rated', () => {
    const aborted = entry({
      finished: true,
      toMove: [],
      outcome: { winners: [], reason: 'aborted' },
    });
    expect(says(aborted, [0])).toBe('against a friend · aborted, not rated');
    expect(describeYourGame(aborted, [0]).dismissable).toBe(true);
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

  it('counts identical computers once, with real plurals, and names each level', () => {
    const three = entry({
      game: 'guillotine',
      seats: [bot('random'), bot('random'), human(), bot('random')],
      toMove: [2],
    });
    expect(describeYourGame(three, [2]).against).toBe('against 3 computers (Random cards)');
    const mixed = entry({
      game: 'guillotine',
      seats: [bot('random'), human(), human(), bot('random')],
      toMove: [1],
    });
    expect(describeYourGame(mixed, [2]).against).toBe(
      'against a friend and 2 computers (Random cards)',
    );
    const levels = entry({
      game: 'junqi',
      seats: [bot('random'), bot('strong'), human(), bot('random')],
    });
    expect(describeYourGame(levels, [2]).against).toBe(
      'against 2 computers (Random moves) and the computer (Strong)',
    );
    language.value = 'ja';
    expect(describeYourGame(three, [2]).against).toBe('コンピューター3人（ランダム）と対戦');
    language.value = 'zh';
    expect(describeYourGame(three, [2]).against).toBe('对战3 个电脑（随机出牌）');
  });

  it('says how far the game has come in its own words, where it has them', () => {
    const e = entry({
      game: 'guillotine',
      seats: [bot('random'), bot('random'), human(), bot('random')],
      version: 130,
      toMove: [2],
    });
    expect(describeYourGame(e, [2], 'deal 5 of 24').progress).toEqual([
      'your turn',
      'deal 5 of 24',
    ]);
    expect(describeYourGame(e, [2]).progress).toEqual(['your turn', '130 moves']);
    const setup = describeYourGame(
      entry({ game: 'junqi', version: 3, toMove: [0, 1] }),
      [0],
      'setting up',
    );
    expect(setup.progress).toEqual(['your turn', 'setting up']);
  });

  it('says a table with nobody at it is paused, and whom it waits for', () => {
    const away = (more: Partial<SeatInfo> = {}) =>
      human({ connected: false, offlineFor: 60_000, ...more });
    // This browser's player left first (the computer plays for them); the other person went too.
    const e = entry({
      game: 'guillotine',
      seats: [away(), bot('random'), away({ away: true, level: 'random' }), bot('random')],
      version: 40,
      toMove: [0],
    });
    expect(describeYourGame(e, [2], 'deal 2 of 24')).toMatchObject({
      standing: 'paused',
      progress: ['paused: waiting for your friend to come back', 'deal 2 of 24'],
      dismissable: false,
    });
    // Two friends: the one awaited is named as the table names them, in seat order.
    const two = entry({
      game: 'guillotine',
      seats: [away(), away(), away(), bot('random')],
      toMove: [1],
    });
    expect(describeYourGame(two, [0]).progress[0]).toBe(
      'paused: waiting for Friend 1 to come back',
    );
    // Someone at the table: the absent player's grace runs, and the table plays on.
    const here = entry({ ...two, seats: [human(), away(), away(), bot('random')] });
    expect(describeYourGame(here, [0]).standing).toBe('theirTurn');
    language.value = 'ja';
    expect(describeYourGame(two, [0]).progress[0]).toBe('中断中：友だち1が戻るのを待っています');
    language.value = 'zh';
    expect(describeYourGame(two, [0]).progress[0]).toBe('已暂停：等待朋友 1回来');
  });

  it('is nobody’s turn here once the computer plays this browser’s resigned seat', () => {
    const e = entry({
      game: 'guillotine',
      seats: [
        bot('random'),
        bot('random'),
        human({ resigned: true, level: 'random' }),
        bot('random'),
      ],
      toMove: [2],
    });
    expect(describeYourGame(e, [2], 'deal 9 of 24')).toMatchObject({
      standing: 'playing',
      progress: ['deal 9 of 24'],
    });
  });

  it('names the other player where the server does, and says rated or casual', () => {
    const named = entry({
      seats: [
        human({ player: { name: 'Cai' } }),
        human({ player: { name: 'Aiko', rating: 1623 } }),
      ],
      version: 3,
      toMove: [1],
    });
    expect(says(named, [0])).toBe('against Aiko · their turn · 3 moves');
    expect(kindOf(named, [0], true)).toBe('rated');
    expect(kindOf(named, [0], false)).toBe('casual');
    expect(kindOf(named, [0], undefined)).toBeNull();
    // Against the computer, or on one screen, there is nothing to say.
    expect(kindOf(entry({ seats: [human(), bot('casual')] }), [0], false)).toBeNull();
    expect(kindOf(entry({}), [0, 1], false)).toBeNull();
    language.value = 'ja';
    expect(kindOf(named, [0], true)).toBe('レーティング対局');
    language.value = 'zh';
    expect(kindOf(named, [0], false)).toBe('休闲');
  });

  it('names the people of a larger table, counting those the server does not name', () => {
    const e = entry({
      game: 'guillotine',
      seats: [human({ player: { name: 'Aiko' } }), human(), human(), bot('random')],
      toMove: [0],
    });
    expect(describeYourGame(e, [2]).against).toBe(
      'against Aiko, a friend, and the computer (Random cards)',
    );
  });
});
