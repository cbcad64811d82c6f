import type { Translation } from '../../../i18n/types';
import type { en } from './en';

/** Knight placement in Japanese. */
export const ja: Translation<typeof en> = {
  'game.knights.name': 'ナイト配置ゲーム',
  'game.knights.blurb':
    'どのナイトにも利かれていないマスに交互にナイトを置きます。置けなくなった方の負けです。',
  'knights.board': '盤 {files}×{ranks}',
  'knights.boardSize': '{files}×{ranks}',
  'knights.legal': '{square}、置ける',
  'knights.attacked': '{square}、利きあり',
  'knights.empty': '{square}、空き',
  'knights.knight': '{square}、{player}のナイト',
  'knights.lastMove': '直前の手',
  'knights.rules':
    '空いているマスにナイトを置きます。ナイトの上や、どちらかのナイトが跳べるマスには置けません。自分の番に置けるマスがなければ負けです。',
  'knights.keys': '矢印キーで移動、Enter で置きます。',
  'knights.thinking': '{player}が考えています…',
  'knights.analysis.toggle': '解析',
  'knights.analysis.offBetweenPeople':
    '人どうしの対局中は、対局者にも観戦者にも解析は表示されません。対局が終わったらリプレイで解析できます。',
  'knights.analysis.spoiler': '勝ちのマスと負けのマスを表示します（ネタバレになります）。',
  'knights.analysis.legendWin': '勝ち',
  'knights.analysis.legendLose': '負け',
  'knights.analysis.squareWins': '{square}、置ける、勝ち',
  'knights.analysis.squareLoses': '{square}、置ける、負け',
  'knights.analysis.wins': { other: '手番の側の勝ち：勝ちのマスは {legal} マス中 {count} マス。' },
  'knights.analysis.winsCentre':
    '手番の側の勝ち：中央に置き、あとは中央を軸に点対称にまねします。ほかのマスはまだ調べています…',
  'knights.analysis.winsCentreOnly':
    '手番の側の勝ち：中央に置き、あとは中央を軸に点対称にまねします。',
  'knights.analysis.loses': {
    other: '相手が最善を尽くせば手番の側の負け（置けるマス {count}、勝ちのマスなし）。',
  },
  'knights.analysis.noSquare': '置けるマスがありません：手番の側の負けです。',
  'knights.analysis.analysing': { other: '解析中…（置けるマス {count}）' },
  'knights.analysis.slow':
    '大きな盤の序盤は、正確に解くのに長い時間がかかることがあります。解析は中止でき、その間もページは操作できます。',
  'knights.analysis.progress': { other: 'これまでに {positions} 局面を解析、{seconds} 秒。' },
  'knights.analysis.stop': '中止',
  'knights.analysis.stopped': { other: '解析を中止しました（置けるマス {count}）。' },
  'knights.analysis.stoppedAfter': {
    other: '{seconds} 秒で中止しました（{positions} 局面を解析済み）。解析した結果は残ります。',
  },
  'knights.analysis.resume': '続ける',
  'knights.analysis.tooEarly':
    'まだ序盤すぎて、ここでは解けません：空きマス {count} は、妥当な時間で解くには多すぎます。空きマスがおよそ {limit} 以下になれば、数秒で答えが出ます。',
  'knights.analysis.gaveUp': {
    other:
      '{seconds} 秒（{positions} 局面を解析）で打ち切りました。次の手のあとでもう一度試します。',
  },
  'knights.analysis.keepTrying': 'さらに続ける',
  'knights.analysis.mirror':
    '対称な局面です：相手はどの手にも鏡像のマスで応じられるので、手番の側の負けです。',
  'knights.analysis.failed': '解析が止まりました：{reason}',
  'knights.replay.title': 'リプレイ',
  'knights.replay.first': '最初の局面',
  'knights.replay.back': '1 手戻る',
  'knights.replay.forward': '1 手進む',
  'knights.replay.last': '最後の局面',
  'knights.replay.slider': 'リプレイの手',
  'knights.replay.start': { other: '空の盤：この対局は全 {count} 手。' },
  'knights.replay.move': '{total} 手中 {ply} 手目：{player}が {square} に置きました。',
  'knights.replay.winning': '勝ちの手です。',
  'knights.replay.mistake': '悪手：勝ちの局面だったのに、この手で勝ちを逃しました。',
  'knights.replay.forced': 'すでに負けの局面でした：どの手も負けです。',
  'knights.replay.pending': 'この手はまだ解析中です…',
  'knights.replay.nextWins': {
    other: '次の手番：{player}。勝ちの局面です（{legal} マス中 {count} マスが勝ち）。',
  },
  'knights.replay.nextWinsCentre': '次の手番：{player}。中央に置いてまねをすれば勝ちです。',
  'knights.replay.nextLoses': {
    other: '次の手番：{player}。相手が最善なら負けの局面です（{count} マス、勝ちのマスなし）。',
  },
  'knights.replay.nextPending': { other: '次の手番：{player}。解析中…（置けるマス {count}）' },
  'knights.replay.decisive':
    '{ply} 手目で決まりました：{player}が {square} に置き、勝ちの局面を逃しました。',
  'knights.replay.neverWon':
    '最初から決まっていました：{player}には一度も勝ちの局面がありませんでした。',
  'knights.replay.noMistake': '勝ちの局面を逃した手はありませんでした。',
  'knights.replay.searching':
    '勝負の分かれ目を探しています…（{total} 局面中 {done} 局面を解析済み）',
  'knights.replay.timeline': '対局の手順',
  'knights.replay.timelineMove': '{ply} 手目、{square}：{quality}',
  'knights.replay.timelineKey':
    '緑：勝ちの手。赤：悪手。灰色：すでに負けの局面。しま模様：解析中。',
  'knights.replay.unknown': 'まだ解析していません',
  'knights.replay.keys': '矢印キー ← → で 1 手ずつ、Home と End で最初と最後へ。',
  'knights.help.title': '必ず勝てるのはどちらか',
  'knights.help.evenBoth':
    '盤の縦横がどちらも偶数なら、後手が必ず勝てます：相手の手に、盤の中心について点対称のマスで応じます（点対称のマネ）。そのマスは相手が置いたマスからナイトの跳びの位置にないので、いつでも空いていて、先に置き場がなくなるのは先手です。',
  'knights.help.evenFiles':
    '盤の列の数が偶数なら、後手が必ず勝てます：相手の手に、左右対称のマスで応じます。そのマスは相手が置いたマスからナイトの跳びの位置にないので、いつでも空いていて、先に置き場がなくなるのは先手です。',
  'knights.help.evenRanks':
    '盤の行の数が偶数なら、後手が必ず勝てます：相手の手に、上下対称のマスで応じます。そのマスは相手が置いたマスからナイトの跳びの位置にないので、いつでも空いていて、先に置き場がなくなるのは先手です。',
  'knights.help.oddOdd':
    '盤の縦横がどちらも奇数なら、先手が必ず勝てます：まず中央のマスに置き、あとは相手の手に中心について点対称のマスで応じます。そのマスは相手が置いたマスからナイトの跳びの位置にないので、いつでも空いています。',

  'knights.error.board-too-small-to-rate':
    'レーティング対象の対局は {side}×{side} 以上の盤で行います。それより小さい盤では、ナイトを数個置くだけで終わってしまいます。',
  'knights.error.occupied': '{square} にはもうナイトがいます。',
  'knights.error.attacked': '{square} は {by} のナイトに利かれています。',
  'knights.error.off-board': '{square} はこの盤にありません。',

  'knights.howTo.link': '遊び方',
  'knights.howTo.title': 'ナイト配置ゲームの遊び方',
  'knights.howTo.lead':
    '2人で交互に盤へナイトを置いていき、置けなくなった方が負けです。ナイトは動かず、盤から取り除かれることもありません。盤は埋まっていく一方です。',
  'knights.howTo.sep': '、',
  'knights.howTo.jump.title': 'ナイトの利き',
  'knights.howTo.jump.text':
    'ナイトが利くのは、チェスのナイトが跳べるマスです。縦か横にまっすぐ2マス進み、そこから横へ1マス、つまりL字の形です。間にあるものには邪魔されません。盤の中央からは8マス、隅からは2マスにしか利きません。',
  'knights.howTo.jump.figure':
    '5×5の盤。{square}にナイトがあり、利いているマス（{squares}）に×がついています。',
  'knights.howTo.place.title': 'ナイトを置けるマス',
  'knights.howTo.place.text':
    '自分の番には、空いているマスにナイトを1つ置きます。空いているマスとは、ナイトがなく、どのナイトにも利かれていないマスのことです。',
  'knights.howTo.place.both':
    '自分のナイトも相手のナイトも同じように数えます。色はだれが置いたかを示すだけです。どのナイトも、両者が置けるマスを減らします。',
  'knights.howTo.place.figure':
    '5×4の盤。先手のナイトが{first}、後手のナイトが{second}にあります。×は利かれているマス、点は空いているマス（{squares}）です。',
  'knights.howTo.place.caption': '× 利きあり · • 空き',
  'knights.howTo.end.title': 'ゲームの終わり',
  'knights.howTo.end.text':
    '空いているマスは減っていくだけです。自分の番に空いているマスがなければ負けです。引き分けはなく、パスもできません。',
  'knights.howTo.end.example':
    'この図では、4×3の盤の一番上の段に4つのナイトが並び、残りのマスすべてに利いています。先手の番ですが置く場所がないので、後手の勝ちです。',
  'knights.howTo.end.figure':
    '4×3の盤。{squares}にナイトがあり、ほかのマスはすべて利かれています。手番の側の負けです。',
  'knights.howTo.here.title': 'このサイトでの遊び方',
  'knights.howTo.here.choose':
    '盤の大きさ（3×3から8×8まで）と相手を選びます。相手は好きなレベルのコンピューター、リンクを送った友だち、または同じ画面を使う隣の人です。',
  'knights.howTo.here.play':
    'マスをクリックかタップしてナイトを置きます。矢印キーで移動して Enter を押しても置けます。空いていないマスは受け付けられず、どのナイトが利いているかが表示されます。',
  'knights.howTo.here.analysis':
    '「解析」スイッチを入れると、空いているマスのうち勝ちのマスと負けのマスが表示されます（ネタバレになります）。ゲームが終わると、リプレイが勝負を決めた一手を見つけます。',
  'knights.howTo.here.figure':
    '5×4の盤で、最初のナイトがc2に置かれたあとの解析。手番の側は{squares}に置けば勝ち、ほかの空いているマスはすべて負けです。',
  'knights.howTo.here.caption': '緑の輪：勝ち · 赤い点：負け',
  'knights.howTo.start': 'ゲームを始める',
};
