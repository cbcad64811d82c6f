import type { Translation } from '../../i18n/types';
import type { en } from './en';

export const zh: Translation<typeof en> = {
  'profile.title': '{name}',
  'profile.since': '{date} 加入',
  'profile.ratings': '游戏',
  'profile.noRated': '还没有计分对局。',
  'profile.col.game': '游戏',
  'profile.col.played': '对局数',
  'profile.col.record': '胜 / 负 / 和',
  'profile.col.rating': '等级分',
  'profile.col.finish': '完成率',
  'profile.played': { other: '{count} 局' },
  'profile.record': '{wins} / {losses} / {draws}',
  'profile.recordLabel': '{wins} 胜 {losses} 负 {draws} 和',
  'profile.rating': '{rating} ± {deviation}',
  'profile.provisional': '暂定',
  'profile.provisionalHint': '对局还太少，等级分可能仍会大幅变动。',
  'profile.finishRate': '{percent}',
  'profile.finishRateLabel': {
    other: '计分对局完成 {percent}（{count} 局中中途离开 {left} 局）',
  },
  'profile.recent': '最近对局',
  'profile.noRecent': '还没有对局。',
  'profile.won': '胜',
  'profile.lost': '负',
  'profile.drawn': '和',
  'profile.place': '{seats} 人中第 {place} 名',
  'profile.leftTable': '中途离开',
  'profile.unfinished': '未结束',
  'profile.casual': '休闲',
  'profile.notFound': '没有名为“{name}”的玩家。',
};
