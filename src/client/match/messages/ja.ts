import type { Translation } from '../../i18n/types';
import type { en } from './en';

export const ja: Translation<typeof en> = {
  'table.offline': '{player}の接続が切れています（{time}）。',
  'table.offlineGrace': '{player}の接続が切れています（{time}）。{grace}後に退席扱いになります。',
  'table.left': '{player}が退席しました。',
  'table.leftBot': '{player}が退席しました。戻るまでコンピューターが代わりに指します。',
  'table.claimWin': '勝ちにする',
  'table.claimDraw': '引き分けにする',
  'table.standIn': 'コンピューターに代わりを任せる',
  'table.claimExplain': '相手が退席しました。対局を終えるか、戻るのを待てます。',
  'table.rejoinTitle': 'この席専用のリンク',
  'table.rejoinExplain':
    'どのブラウザーで開いても、この席で続けられます。席の秘密が含まれているので、他の人に教えないでください。',
  'table.elsewhere': 'この席は別のブラウザーでも開かれています。',
  'table.continueHere': 'ここで続ける',
  'table.movedAway': '別のブラウザーで対局を続けたため、このページは観戦のみになりました。',
  'table.rematch': '再戦',
  'table.playAgain': 'もう一度',
  'table.rematchOffered': '{player}が再戦を申し込んでいます。',
  'table.rematchWaiting': '再戦を申し込みました。相手の返事を待っています…',
  'table.rematchAccept': '受ける',
  'table.rematchDecline': '断る',
  'table.rematchDeclined': '{player}は再戦を断りました。',
  'table.rematchStarted': '再戦が始まりました。',
  'table.goToRematch': '再戦へ',
  'table.backToGames': 'ゲーム一覧に戻る',
  'table.offlineMove': 'オフラインのため、手は送られていません。接続が戻ってから指せます。',
};
