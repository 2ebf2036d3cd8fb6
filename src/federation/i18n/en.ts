/**
 * The federation's words in English, the complete dictionary (ru.ts and sv.ts must have every key: a test holds them
 * to it). Refusals are answered with their key and parameters, and with these texts in all three languages, so a hall
 * shows the federation's reason in its director's language even for a reason newer than the hall's own build.
 */
export const en = {
  // Refusals of a publication (Appendix C, §28.14): each its own reason, none of them counted.
  'federation.refused.notJson': 'The publication is not JSON.',
  'federation.refused.tooLarge': 'The publication is larger than the federation accepts ({limit} MB).',
  'federation.refused.malformed': 'The publication is not in the federation’s format (at “{path}”).',
  'federation.refused.hash': 'The publication’s hash is not the hash of its contents: it was changed after signing.',
  'federation.refused.signature': 'The signature is not the hall key’s signature of this publication.',
  'federation.refused.unknownHall': 'The publication is signed by a key no registered hall holds.',
  'federation.refused.suspendedHall': 'The hall that signed it is suspended by the federation.',
  'federation.refused.keyRetired':
    'It is signed with a key the hall replaced on {retiredAt}, and it was published after that.',
  'federation.refused.conflict':
    'Version {version} of this tournament was already accepted with other contents; a correction needs a new version.',
  'federation.refused.record': 'Record {seq} ({type}) does not read by its schema (at “{path}”).',
  'federation.refused.recordVersion':
    'Record {seq} ({type}) is written in version {version}, which this federation does not know yet.',
  'federation.refused.recordOrder': 'Record {seq} is out of order or not of this tournament (stream “{stream}”).',
  'federation.refused.firstRecord': 'The records do not begin with the creation of tournament {tournamentId}.',
  'federation.refused.notFolding': 'Record {seq} ({type}) does not fit the records before it: {detail}.',
  'federation.refused.notComputable': 'The results cannot be computed from the journal: {detail}.',
  'federation.refused.notApproved':
    'The journal has no approval of the results: only approved protocols are published.',
  'federation.refused.protocol': 'The protocol is not this tournament’s public protocol (at “{path}”).',
  'federation.refused.places': 'The protocol gives entry {entry} place {recorded}; its journal gives place {computed}.',
  'federation.refused.drawMissing': 'The journal has a verifiable draw, but the publication does not reveal it.',
  'federation.refused.drawUnrecorded': 'The publication names a draw that its journal does not record.',
  'federation.refused.drawCommitment':
    'The draw’s commitment or seed is not the one its journal recorded before the draw.',
  'federation.refused.drawSeed': 'The seating recomputed from the revealed seed is not the recorded one: {problem}.',

  // The administrator's API.
  'federation.error.unauthorized': 'This needs the federation administrator’s token.',
  'federation.error.notFound': 'Nothing here.',
  'federation.error.badRequest': 'The request is not valid (at “{path}”).',
  'federation.error.hallKeyTaken': 'A hall with this public key is already registered.',
  'federation.error.hallUnknown': 'No hall {hallId} is registered.',
  'federation.error.internal': 'The federation could not answer; nothing was changed.',
  'federation.error.mergeSelf': 'Player {player} cannot be merged into itself.',
  'federation.error.playerUnknown': 'No player {player} is in the federation’s registry.',
  'federation.error.alreadyMerged': 'Player {player} was already merged into {into}; a merge is never changed.',
  'federation.error.mergedAway': 'Player {player} was merged into {into}: merge into {into} instead.',

  // The public site (§28.12, Appendix C): only what a hall's public protocol shows.
  'federation.site.title': 'Federation results',
  'federation.site.tournaments': 'Tournaments',
  'federation.site.noTournaments': 'No tournament has been published yet.',
  'federation.site.standings': 'Standings',
  'federation.site.noSeries': 'No series is defined yet.',
  'federation.site.noStandings': 'No results counted in this series yet.',
  'federation.site.rank': 'Place',
  'federation.site.player': 'Player',
  'federation.site.points': 'Points',
  'federation.site.events': 'Events',
  'federation.site.tournament': 'Tournament',
  'federation.site.date': 'Date',
  'federation.site.hall': 'Hall',
  'federation.site.entrants': 'Entrants',
  'federation.site.version': 'Version',
  'federation.site.versionN': 'version {version}',
  'federation.site.perEvent': '{name} ({date}): place {place}, {points} points',
  'federation.site.verified': 'Verified: signature and draw checked',
  'federation.site.verifiedDetails':
    "Signed by {hall} (key {key}); SHA-256 {hash}. The places were recomputed from {records, plural, one {# journal record} other {# journal records}} and equal the protocol's.",
  'federation.site.drawChecked':
    'The seating was recomputed from the revealed seed {seed} (commitment {commitment}) and equals the recorded one.',
  'federation.site.noDraw': 'The journal records no verifiable draw.',
  'federation.site.history': 'History',
  'federation.site.historyLine': 'Version {version}, published {publishedAt}: {reason}',
  'federation.site.firstApproval': 'approved',
  'federation.site.back': 'All tournaments',
  'federation.site.language': 'Language',
  'federation.site.notFound': 'No such tournament.',
  'federation.site.playerPage': 'Player page',
  'federation.site.playerNotFound': 'No such player.',
  'federation.site.playerId': 'Federation player {id}',
  'federation.site.mergedInto': 'Id {id} ({name}) was merged into this player on {date}: {reason}',
  'federation.site.wasMerged': 'Id {id} was merged into another player; their page:',
  'federation.site.seriesRank':
    'Place {rank} with {points} points from {events, plural, one {# event} other {# events}}',
  'federation.site.notCounted': 'not counted: only the best {count} results count',
  'federation.site.noResults': 'No results of this player are counted yet.',
  'federation.site.why': 'Why these points',
  'federation.site.protocolUnreadable': "This protocol cannot be laid out by this federation's version; its places:",
  'federation.site.find': 'Find a player',
  'federation.site.findButton': 'Find',
  'federation.site.found': '{count, plural, one {# player} other {# players}} named like “{query}”',
  'federation.site.foundFirst': 'The first {shown} are shown: type more of the name.',
  'federation.site.wholeTable': 'The whole table',
  'federation.site.pages': 'Pages',
  'federation.site.pageOf': 'Page {page} of {pages}',
  'federation.site.firstPage': '« First',
  'federation.site.previousPage': '‹ Previous',
  'federation.site.nextPage': 'Next ›',
  'federation.site.lastPage': 'Last »'
} as const

export type FederationMessageKey = keyof typeof en
