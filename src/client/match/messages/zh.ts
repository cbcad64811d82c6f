import type { Translation } from '../../i18n/types';
import type { en } from './en';

export const zh: Translation<typeof en> = {
  'table.offline': '{player}已断开连接（{time}）。',
  'table.offlineGrace': '{player}已断开连接（{time}）；{grace}后其座位将视为离开。',
  'table.left': '{player}已离开牌桌。',
  'table.leftBot': '{player}已离开；在其回来之前由电脑代为下棋。',
  'table.claimWin': '判我获胜',
  'table.claimDraw': '判为和棋',
  'table.standIn': '让电脑代替对方',
  'table.claimExplain': '你的对手已离开。你可以结束对局，或等待对方回来。',
  'table.rejoinTitle': '此座位的专属链接',
  'table.rejoinExplain':
    '在任何浏览器中打开它，即可在那里继续这个座位。它包含座位的密钥：请勿分享。',
  'table.elsewhere': '此座位也在另一个浏览器中打开着。',
  'table.continueHere': '在这里继续',
  'table.movedAway': '你已在另一个浏览器中继续这局，此页面现在只能观战。',
  'table.rematch': '再来一局',
  'table.playAgain': '再玩一次',
  'table.rematchOffered': '{player}提议再来一局。',
  'table.rematchWaiting': '已提议再来一局，正在等待其他玩家…',
  'table.rematchAccept': '接受',
  'table.rematchDecline': '拒绝',
  'table.rematchDeclined': '{player}拒绝了再来一局。',
  'table.rematchStarted': '新的一局已经开始。',
  'table.goToRematch': '前往新的一局',
  'table.backToGames': '返回游戏列表',
  'table.offlineMove': '你已离线：这步棋没有发送。恢复连接后即可下。',
};
