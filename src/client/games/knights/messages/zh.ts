import type { Translation } from '../../../i18n/types';
import type { en } from './en';

/** Knight placement in Simplified Chinese. */
export const zh: Translation<typeof en> = {
  'game.knights.name': '骑士放置',
  'game.knights.blurb': '轮流把骑士放在没有被任何骑士攻击的格子上。无处可放的一方输。',
  'knights.board': '棋盘 {files}×{ranks}',
  'knights.boardSize': '{files}×{ranks}',
  'knights.legal': '{square}，可放',
  'knights.attacked': '{square}，被攻击',
  'knights.empty': '{square}，空',
  'knights.knight': '{square}，{player}的骑士',
  'knights.lastMove': '上一步',
  'knights.rules':
    '把骑士放在空闲的格子上：不能放在骑士上，也不能放在任何一方骑士能跳到的格子上。轮到自己却无处可放的一方输。',
  'knights.keys': '方向键移动，回车放置。',
  'knights.thinking': '{player}正在思考…',
  'knights.analysis.toggle': '分析',
  'knights.analysis.offBetweenPeople':
    '真人对局进行中，对局者和观战者都不能使用分析；对局结束后可以在回放中分析。',
  'knights.analysis.spoiler': '标出必胜和必败的格子（会剧透）。',
  'knights.analysis.legendWin': '必胜',
  'knights.analysis.legendLose': '必败',
  'knights.analysis.squareWins': '{square}，可放，必胜',
  'knights.analysis.squareLoses': '{square}，可放，必败',
  'knights.analysis.wins': { other: '轮到的一方必胜：{legal} 个可放格中有 {count} 个必胜格。' },
  'knights.analysis.winsCentre':
    '轮到的一方必胜：先占中心，再以中心为对称点模仿对手。其他格子仍在分析…',
  'knights.analysis.winsCentreOnly': '轮到的一方必胜：先占中心，再以中心为对称点模仿对手。',
  'knights.analysis.loses': {
    other: '对手走法完美时，轮到的一方必败（{count} 个可放格，没有必胜格）。',
  },
  'knights.analysis.noSquare': '没有可放的格子：轮到的一方已经输了。',
  'knights.analysis.analysing': { other: '仍在分析…（{count} 个可放格）' },
  'knights.analysis.slow':
    '大棋盘的开局局面可能要很长时间才能精确算出。可以随时停止分析，期间页面仍可正常使用。',
  'knights.analysis.progress': { other: '已分析 {positions} 个局面，用时 {seconds} 秒。' },
  'knights.analysis.stop': '停止',
  'knights.analysis.stopped': { other: '分析已停止（{count} 个可放格）。' },
  'knights.analysis.stoppedAfter': {
    other: '{seconds} 秒后停止（已分析 {positions} 个局面）。已算出的结果会保留。',
  },
  'knights.analysis.resume': '继续',
  'knights.analysis.tooEarly':
    '开局太早，这里无法求解：{count} 个空格太多，无法在合理时间内算出。空格减少到大约 {limit} 个以下时，几秒内就能得出答案。',
  'knights.analysis.gaveUp': {
    other: '用时 {seconds} 秒（已分析 {positions} 个局面）后放弃。下一步之后会再试。',
  },
  'knights.analysis.keepTrying': '继续尝试',
  'knights.analysis.mirror': '这是对称局面：对手可以对每一步都下在镜像格上，所以轮到的一方必败。',
  'knights.analysis.failed': '分析已停止：{reason}',
  'knights.replay.title': '复盘',
  'knights.replay.first': '开始局面',
  'knights.replay.back': '上一步',
  'knights.replay.forward': '下一步',
  'knights.replay.last': '最后局面',
  'knights.replay.slider': '复盘的步数',
  'knights.replay.start': { other: '空棋盘：本局共 {count} 步。' },
  'knights.replay.move': '第 {ply} 步（共 {total} 步）：{player}放在 {square}。',
  'knights.replay.winning': '必胜的一步。',
  'knights.replay.mistake': '失误：原本是必胜局面，这一步把胜利送掉了。',
  'knights.replay.forced': '局面已经必败：怎么走都输。',
  'knights.replay.pending': '这一步仍在分析…',
  'knights.replay.nextWins': {
    other: '下一步轮到：{player}，必胜（{legal} 个格中 {count} 个必胜）。',
  },
  'knights.replay.nextWinsCentre': '下一步轮到：{player}，先占中心再模仿即可必胜。',
  'knights.replay.nextLoses': {
    other: '下一步轮到：{player}，对手走法完美时必败（{count} 个格，没有必胜格）。',
  },
  'knights.replay.nextPending': { other: '下一步轮到：{player}。仍在分析…（{count} 个可放格）' },
  'knights.replay.decisive': '胜负在第 {ply} 步决定：{player}放在 {square}，丢掉了必胜局面。',
  'knights.replay.neverWon': '从一开始就决定了：{player}从未处于必胜局面。',
  'knights.replay.noMistake': '没有哪一步丢掉了必胜局面。',
  'knights.replay.searching': '正在寻找胜负手…（已分析 {done}/{total} 个局面）',
  'knights.replay.timeline': '本局的着法',
  'knights.replay.timelineMove': '第 {ply} 步，{square}：{quality}',
  'knights.replay.timelineKey':
    '绿色：必胜的一步。红色：失误。灰色：当时已是必败局面。条纹：仍在分析。',
  'knights.replay.unknown': '尚未分析',
  'knights.replay.keys': '方向键 ← → 逐步查看；Home 和 End 跳到开头或结尾。',
  'knights.help.title': '谁总能获胜',
  'knights.help.evenBoth':
    '棋盘的长和宽都是偶数时，后手总能获胜：对手每放一步，就放在关于棋盘中心对称的格子上（中心对称模仿）。这个格子永远不在对手刚放格子的马步位置上，所以总是空着的，先无处可放的一定是先手。',
  'knights.help.evenFiles':
    '棋盘的列数是偶数时，后手总能获胜：对手每放一步，就放在左右对称的格子上。这个格子永远不在对手刚放格子的马步位置上，所以总是空着的，先无处可放的一定是先手。',
  'knights.help.evenRanks':
    '棋盘的行数是偶数时，后手总能获胜：对手每放一步，就放在上下对称的格子上。这个格子永远不在对手刚放格子的马步位置上，所以总是空着的，先无处可放的一定是先手。',
  'knights.help.oddOdd':
    '棋盘的长和宽都是奇数时，先手总能获胜：先占中心格，然后对手每放一步，就放在关于中心对称的格子上。这个格子永远不在对手刚放格子的马步位置上，所以总是空着的。',

  'knights.error.board-too-small-to-rate':
    '计等级分的对局需要至少 {side}×{side} 的棋盘：更小的棋盘上，放几个马就结束了。',
  'knights.error.occupied': '{square} 上已经有骑士了。',
  'knights.error.attacked': '{square} 被 {by} 上的骑士攻击。',
  'knights.error.off-board': '{square} 不在这个棋盘上。',

  'knights.howTo.link': '玩法',
  'knights.howTo.title': '骑士放置玩法',
  'knights.howTo.lead':
    '两名玩家轮流把骑士放到棋盘上，直到有一方放不下为止。骑士放下后不会移动，也不会离开棋盘：棋盘只会越来越满。',
  'knights.howTo.sep': '、',
  'knights.howTo.jump.title': '骑士的攻击范围',
  'knights.howTo.jump.text':
    '骑士攻击国际象棋中马能跳到的格子：朝任一方向直走两格，再向旁边走一格，呈 L 形。中间的棋子挡不住它。骑士在棋盘中央能攻击八个格子，在角上只能攻击两个。',
  'knights.howTo.jump.figure':
    '5×5 的棋盘，{square} 上有一个骑士，它攻击的格子（{squares}）都打了叉。',
  'knights.howTo.place.title': '骑士可以放在哪里',
  'knights.howTo.place.text':
    '轮到你时，把一个骑士放在空闲的格子上：格子上没有骑士，也没有被任何骑士攻击。',
  'knights.howTo.place.both':
    '双方的骑士都一样算数，颜色只表示是谁放的。所以每个骑士都会同时减少双方可放的格子。',
  'knights.howTo.place.figure':
    '5×4 的棋盘，先手的骑士在 {first}，后手的骑士在 {second}。叉号表示被攻击的格子，圆点表示空闲的格子：{squares}。',
  'knights.howTo.place.caption': '× 被攻击 · • 空闲',
  'knights.howTo.end.title': '游戏如何结束',
  'knights.howTo.end.text':
    '空闲的格子只会越来越少。轮到自己却没有空闲格子的一方输。没有和棋，也不能跳过。',
  'knights.howTo.end.example':
    '图中 4×3 棋盘的最上一排放了四个骑士，其余格子全被攻击。轮到先手，却无处可放，所以后手获胜。',
  'knights.howTo.end.figure':
    '4×3 的棋盘，骑士在 {squares}。其余格子都被攻击：轮到的一方已经输了。',
  'knights.howTo.here.title': '在这里玩',
  'knights.howTo.here.choose':
    '选择棋盘大小（3×3 到 8×8）和对手：任选级别的电脑、通过链接邀请的朋友，或在同一屏幕上和身边的人对战。',
  'knights.howTo.here.play':
    '点击或轻触格子放置骑士，也可以用方向键移动、按回车放置。不空闲的格子会被拒绝，并告诉你是哪个骑士攻击了它。',
  'knights.howTo.here.analysis':
    '打开“分析”开关会标出哪些空闲格子必胜、哪些必败（会剧透）。游戏结束后，复盘会找出决定胜负的那一步。',
  'knights.howTo.here.figure':
    '5×4 棋盘上第一个骑士放在 c2 之后的分析：轮到的一方放在 {squares} 必胜，其余空闲格子都必败。',
  'knights.howTo.here.caption': '绿圈：必胜 · 红点：必败',
  'knights.howTo.start': '开始游戏',
};
