import type { EnquiryDetails } from '../../../shared/api/enquiry'
import { enquiryRowOf } from './list'
import type { enquiries } from './schema'

export type EnquiryRow = typeof enquiries.$inferSelect

/** An enquiry as the details call answers it: the resolution's columns as `resolved`. */
export function detailsOf(r: EnquiryRow): EnquiryDetails {
  return {
    ...enquiryRowOf(r),
    attachment: r.attachment,
    userId: r.userId,
    resolved: { remark: r.resolvedRemark, attachment: r.resolvedAttachment, resolver: { fname: r.resolverFname } },
  }
}
