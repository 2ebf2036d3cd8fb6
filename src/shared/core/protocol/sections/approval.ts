import type { ProtocolLayout } from '../layout'
import type { LayoutContext } from './context'

/**
 * Appendix C.18, §4.5, §28.12: the director's approval with when — every approval when the results were reopened and
 * approved again — whether they are reopened now, and how many corrections came after the first (§27.8); or "not
 * approved" with a line to sign.
 */
export function approvalBlock({ doc, t, fmtZoned }: LayoutContext): ProtocolLayout['approval'] {
  return doc.approval
    ? {
        heading: t('protocol.section.approval'),
        approved: true,
        lines: [
          // §28.12: every approval — the first sealed the results, each later one closed a reopening.
          ...(doc.approvals.length > 1
            ? doc.approvals.map((a, i) =>
                t(i === 0 ? 'protocol.approvedFirst' : 'protocol.approvedAgain', {
                  by: a.by,
                  at: fmtZoned(a.at),
                  count: i + 1
                })
              )
            : [t('protocol.approvedBy', { by: doc.approval.by, at: fmtZoned(doc.approval.at) })]),
          ...(doc.reopened ? [t('protocol.reopenedPending')] : []),
          ...(doc.correctionsAfterApproval > 0
            ? [t('protocol.correctionsAfterApproval', { count: doc.correctionsAfterApproval })]
            : [])
        ],
        signature: null
      }
    : {
        heading: t('protocol.section.approval'),
        approved: false,
        lines: [t('protocol.notApproved')],
        signature: t('protocol.signature')
      }
}
