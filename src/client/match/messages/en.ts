/** The table around every game: presence, leaving, claiming, rejoining, rematches. */
export const en = {
  'table.offline': '{player} is disconnected ({time}).',
  'table.offlineGrace':
    '{player} is disconnected ({time}); after {grace} their seat counts as left.',
  'table.left': '{player} has left the table.',
  'table.leftBot': '{player} has left; the computer plays for them until they are back.',
  'table.claimWin': 'Claim the win',
  'table.claimDraw': 'Call it a draw',
  'table.standIn': 'Let the computer play for them',
  'table.claimExplain': 'Your opponent has left. You may end the game, or wait for them.',
  'table.rejoinTitle': 'Your private link to this seat',
  'table.rejoinExplain':
    'Open it in any browser to play this seat there. It carries your seat’s secret: do not share it.',
  'table.elsewhere': 'This seat is also open in another browser.',
  'table.continueHere': 'Continue here',
  'table.movedAway': 'You continued this game in another browser, so this page only watches now.',
  'table.rematch': 'Rematch',
  'table.playAgain': 'Play again',
  'table.rematchOffered': '{player} offers a rematch.',
  'table.rematchWaiting': 'Rematch offered; waiting for the others…',
  'table.rematchAccept': 'Accept',
  'table.rematchDecline': 'Decline',
  'table.rematchDeclined': '{player} declined the rematch.',
  'table.rematchStarted': 'The rematch has started.',
  'table.goToRematch': 'Go to the rematch',
  'table.backToGames': 'Back to the games',
  'table.offlineMove': 'You are offline: your move was not sent. It can be made once you are back.',
} as const;
