import { explainPoints } from '../../rating/pointsExplanationText'
import { placeBasisKey } from '../../results/places/placeBasis'
import { placeLabel } from '../../results/places/placeLabel'
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
        cell(p.basis ? `${t(placeBasisKey(p.basis))}${p.basisNote ? `: ${p.basisNote}` : ''}` : ''),
        // §28.4: how the points were computed.
        p.points != null
          ? [
              plain(p.points),
              ...(p.pointsExplanation
                ? [{ text: explainPoints(p.pointsExplanation, language), style: 'explanation' as const }]
                : [])
            ]
          : cell(''),
        ...(purchases ? [cell(`${p.rebuys ?? 0} / ${p.addons ?? 0}`)] : []),
        ...(tour.bounty
          ? p.bounty
            ? [
                cell(knockoutsLabel(p.bounty.knockouts)),
                [
                  plain(p.bounty.collected),
                  ...(tour.bounty.kind === 'progressive'
                    ? [SPACE, { text: t('protocol.bounty.head', { head: p.bounty.head }), style: 'remark' as const }]
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
