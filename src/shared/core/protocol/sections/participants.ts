import { explainPoints } from '../../league'
import { placeBasisKey, placeLabel } from '../../results'
import type { ProtocolParticipant } from '../document'
import { knockoutsLabel, stageLabel } from '../labels'
import type { Cell, LayoutSection } from '../layout'
import type { LayoutContext } from './context'
import { purchasesShown } from './purchases'
import { cell, plain, SPACE } from './spans'

/**
 * Appendix C.6 the participants, ranked, each with C.8 table and seat, C.10 status, C.11 level of elimination, C.12
 * place, C.13 the basis of the order and C.14 rating points (§28.4: how they were computed); an Olympic event's stage
 * (BFSP §3.2), rebuys and add-ons (§5.7, §5.8), knockouts and bounty in a bounty event (§5.10).
 */
export function participantsSection(c: LayoutContext): LayoutSection {
  const { doc, language, t, table } = c
  const tour = doc.tournament
  const olympic = doc.participants.some((p) => p.stage !== undefined)
  // §5.7, §5.8: a column of rebuys / add-ons where the event offers them or any entry has one.
  const purchases = purchasesShown(doc)
  // §5.10, §27.6: who eliminated whom — in a bounty event, or wherever an eliminator is recorded.
  const eliminators = tour.bounty !== undefined || doc.participants.some((p) => p.eliminatedBy?.length)
  const byId = new Map(doc.participants.map((p) => [p.entryId, p]))
  const named = (id: string): string => {
    const entry = byId.get(id)
    return entry ? `${entry.number !== undefined ? `#${entry.number} ` : ''}${entry.publicName}` : c.name(id)
  }
  return {
    id: 'results',
    heading: t('protocol.section.results'),
    table: table(
      [
        'protocol.col.place',
        // BFSP §3.2: an Olympic shootout names the stage each participant went out in.
        ...(olympic ? (['protocol.col.stage'] as const) : []),
        'protocol.col.number',
        'protocol.col.name',
        'protocol.col.status',
        'protocol.col.tableSeat',
        'protocol.col.eliminationLevel',
        'protocol.col.basis',
        'protocol.col.points',
        ...(purchases ? (['protocol.col.purchases'] as const) : []),
        ...(eliminators ? (['protocol.col.eliminatedBy'] as const) : []),
        // §5.10: knockouts (a split one as a share) and bounty collected, with the head, in a bounty event.
        ...(tour.bounty ? (['protocol.col.knockouts', 'protocol.col.bounty'] as const) : [])
      ],
      doc.participants.map((p) => [
        cell(placeLabel(p.place, p.placeTo)),
        ...(olympic ? [cell(p.stage ? stageLabel(p.stage, language) : '')] : []),
        cell(p.number ?? ''),
        // §27.11: the real name only in the internal version.
        [
          plain(p.publicName),
          ...(doc.audience === 'internal' && p.realName
            ? [SPACE, { text: `(${p.realName})`, style: 'internal' as const }]
            : []),
          ...(p.ticketFrom
            ? [SPACE, { text: t('protocol.byTicket', { satellite: p.ticketFrom }), style: 'remark' as const }]
            : [])
        ],
        statusCell(c, p),
        cell(p.table ? `${p.table}${p.seat !== undefined ? ` / ${p.seat}` : ''}` : ''),
        [
          plain(p.eliminationLevel ?? ''),
          ...(p.eliminationEnteredLater
            ? c.enteredLater(p.eliminationEnteredLater.occurredAt, p.eliminationEnteredLater.recordedAt)
            : [])
        ],
        [
          plain(p.basis ? `${t(placeBasisKey(p.basis))}${p.basisNote ? `: ${p.basisNote}` : ''}` : ''),
          // §24.7, §27.7: the start-of-hand stack that decided the order of a hand with several out — the basis's own
          // value when the stacks decided it, else a remark (equal stacks shared the places, a lot was drawn).
          ...(p.startStack === undefined
            ? []
            : p.basis === 'start-stack' && !p.basisNote
              ? [plain(`: ${c.chips(p.startStack)}`)]
              : [SPACE, { text: t('protocol.startStack', { stack: c.chips(p.startStack) }), style: 'remark' as const }])
        ],
        // §28.4: how the points were computed.
        p.points != null
          ? [
              plain(c.points(p.points)),
              ...(p.pointsExplanation
                ? [{ text: explainPoints(p.pointsExplanation, language), style: 'explanation' as const }]
                : [])
            ]
          : cell(''),
        ...(purchases ? [cell(`${p.rebuys ?? 0} / ${p.addons ?? 0}`)] : []),
        ...(eliminators ? [eliminatedByCell(c, p, named)] : []),
        ...(tour.bounty
          ? p.bounty
            ? [
                cell(knockoutsLabel(p.bounty.knockouts, language)),
                [
                  plain(p.bounty.collected),
                  ...(tour.bounty.kind === 'progressive'
                    ? [SPACE, { text: t('protocol.bounty.head', { head: p.bounty.head }), style: 'remark' as const }]
                    : []),
                  // §5.10: the winner wins their own head.
                  ...(p.bounty.ownHead
                    ? [
                        SPACE,
                        { text: t('protocol.bounty.ownHead', { head: p.bounty.ownHead }), style: 'remark' as const }
                      ]
                    : []),
                  // §5.10 with §5.5: the head this Day 2 entry brought from its flight's bag.
                  ...(p.bounty.carried
                    ? [
                        SPACE,
                        {
                          text: t('protocol.flights.bountyCarried', {
                            label: p.bounty.carried.label,
                            head: p.bounty.carried.head
                          }),
                          style: 'remark' as const
                        }
                      ]
                    : [])
                ]
              ]
            : [cell(''), cell('')]
          : [])
      ])
    )
  }
}

/** §5.10, §27.6: who eliminated the entry — each eliminator, with the bounty they collected for it in a bounty event. */
function eliminatedByCell(c: LayoutContext, p: ProtocolParticipant, named: (id: string) => string): Cell {
  const paid = new Map((p.bounty?.collectedBy ?? []).map((x) => [x.entryId, x.amount]))
  return (p.eliminatedBy ?? []).flatMap((id, i) => [
    ...(i > 0 ? [plain(', ')] : []),
    plain(
      c.doc.tournament.bounty && paid.has(id)
        ? c.t('protocol.bounty.paid', { name: named(id), amount: paid.get(id)! })
        : named(id)
    )
  ])
}

/** §6.5, §6.7: a waiting-list or withdrawn entry says since when / when and by whom (why: internal only). */
function statusCell({ doc, t, fmt }: LayoutContext, p: ProtocolParticipant): Cell {
  return [
    plain(t(`protocol.status.${p.status}`)),
    ...(p.waiting
      ? [
          SPACE,
          {
            text: t('protocol.waitingSince', { position: p.waiting.position, at: fmt(p.waiting.since) }),
            style: 'remark' as const
          }
        ]
      : []),
    ...(p.withdrawal
      ? [
          SPACE,
          {
            text:
              p.withdrawal.reason && doc.audience === 'internal'
                ? t('protocol.withdrawnAtWhy', {
                    at: fmt(p.withdrawal.at),
                    by: p.withdrawal.by,
                    reason: p.withdrawal.reason
                  })
                : t('protocol.withdrawnAt', { at: fmt(p.withdrawal.at), by: p.withdrawal.by }),
            style: 'remark' as const
          }
        ]
      : [])
  ]
}
