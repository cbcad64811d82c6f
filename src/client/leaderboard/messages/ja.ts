import type { Translation } from '../../i18n/types';
import type { en } from './en';

export const ja: Translation<typeof en> = {
  'leaderboard.link': 'ランキング',
  'leaderboard.title': '{game} ランキング',
  'leaderboard.tabs': 'ゲーム別ランキング',
  'leaderboard.col.rank': '順位',
  'leaderboard.col.player': 'プレイヤー',
  'leaderboard.col.rating': 'レーティング',
  'leaderboard.col.games': '対局数',
  'leaderboard.rating': '{rating} ± {deviation}',
  'leaderboard.ratingLabel': 'レーティング {rating}（誤差 ±{deviation}）',
  'leaderboard.played': { other: '{count} 局' },
  'leaderboard.empty': 'このランキングにはまだ誰もいません。',
  'leaderboard.who':
    'レーティングが定まったプレイヤーがここに載ります：偏差が {deviation} 以下になるまで、レーティング対局でおよそ十数局です。',
  'leaderboard.noSuchGame': '「{game}」のランキングはありません。',
  'leaderboard.solo': '{game} は一人で遊ぶゲームなので、レーティングもランキングもありません。',
  'leaderboard.ofGame': 'ランキング',
  'leaderboard.ofGameLabel': '{game} ランキング',
};
