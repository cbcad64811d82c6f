import type { Translation } from '../../i18n/types';
import type { en } from './en';

export const zh: Translation<typeof en> = {
  'leaderboard.link': '排行榜',
  'leaderboard.title': '{game}排行榜',
  'leaderboard.tabs': '各游戏排行榜',
  'leaderboard.col.rank': '名次',
  'leaderboard.col.player': '玩家',
  'leaderboard.col.rating': '等级分',
  'leaderboard.col.games': '对局数',
  'leaderboard.rating': '{rating} ± {deviation}',
  'leaderboard.ratingLabel': '等级分 {rating}，误差 ±{deviation}',
  'leaderboard.played': { other: '{count} 局' },
  'leaderboard.empty': '这个排行榜上还没有人。',
  'leaderboard.who':
    '等级分稳定下来的玩家会出现在这里：偏差不超过 {deviation}，大约需要十几局计分对局。',
  'leaderboard.noSuchGame': '没有“{game}”的排行榜。',
  'leaderboard.solo': '{game}是单人游戏：没有等级分，也就没有排行榜。',
  'leaderboard.ofGame': '排行榜',
  'leaderboard.ofGameLabel': '{game}排行榜',
};
