import type { Translation } from '../../i18n/types';
import type { en } from './en';

export const ja: Translation<typeof en> = {
  'profile.title': '{name}',
  'profile.since': '{date} から参加',
  'profile.ratings': 'ゲーム',
  'profile.noRated': 'レーティング対局はまだありません。',
  'profile.col.game': 'ゲーム',
  'profile.col.played': '対局数',
  'profile.col.record': '勝 / 敗 / 分',
  'profile.col.rating': 'レーティング',
  'profile.col.finish': '完走率',
  'profile.played': { other: '{count} 局' },
  'profile.record': '{wins} / {losses} / {draws}',
  'profile.recordLabel': '{wins} 勝 {losses} 敗 {draws} 分',
  'profile.rating': '{rating} ± {deviation}',
  'profile.provisional': '暫定',
  'profile.provisionalHint': '対局数が少ないため、レーティングはまだ大きく動くことがあります。',
  'profile.finishRate': '{percent}',
  'profile.finishRateLabel': {
    other: 'レーティング対局の {percent} を最後まで対局（{count} 局中 {left} 局で退席）',
  },
  'profile.recent': '最近の対局',
  'profile.noRecent': 'まだ対局がありません。',
  'profile.won': '勝ち',
  'profile.lost': '負け',
  'profile.drawn': '引き分け',
  'profile.place': '{seats} 人中 {place} 位',
  'profile.leftTable': '途中退席',
  'profile.unfinished': '未終了',
  'profile.casual': 'カジュアル',
  'profile.notFound': '「{name}」というプレイヤーはいません。',
};
