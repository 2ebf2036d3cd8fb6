import type { ProtocolLayout } from '../layout'
import type { LayoutContext } from './context'

/**
 * Appendix C.18, §4.5: the director's approval with when, and how many corrections came after it (§27.8); or "not
 * approved" with a line to sign.
 */
export function approvalBlock({ doc, t, fmtZoned }: LayoutContext): ProtocolLayout['approval'] {
  return doc.approval
    ? {
        heading: t('protocol.section.approval'),
        approved: true,
        lines: [
          t('protocol.approvedBy', { by: doc.approval.by, at: fmtZoned(doc.approval.at) }),
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
