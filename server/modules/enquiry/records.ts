import { and, eq, ne } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { ENQUIRY_MESSAGES as EM, ENQUIRY_TYPES, enquiryRecordContract, type EnquiryForm } from '../../../shared/api/enquiry'
import { RC } from '../../../shared/response-codes'
import { claimFiles } from '../../lib/file-claims'
import { lockActiveOption } from '../../lib/option-lists'
import { refuse } from '../../http'
import { registerRecordRoutes } from '../../lib/records'
import { detailsOf, type EnquiryRow } from './details'
import { enquiries } from './schema'
import { changesComment } from '../../lib/changed-fields'

const columnsOf = (f: EnquiryForm) => ({
  fname: f.fname,
  lname: f.lname ?? null,
  mobileNo: f.mobileNo,
  email: f.email ?? null,
  city: f.city ?? null,
  enquiryType: f.enquiryType,
  ticketNo: f.ticketNo,
  status: f.status,
  content: f.content ?? null,
  attachment: [...new Set(f.attachment)],
  active: f.active,
  resolverFname: f.resolved.resolver.fname ?? null,
  resolvedRemark: f.resolved.remark ?? null,
  resolvedAttachment: [...new Set(f.resolved.attachment)],
})

/**
 * The enquiry record calls on the record kit (permission Enquiry): details (view), add (add; the screen does not offer
 * it, the call is the spec's "enquiry create"; answers eId) and update by eId (edit). The ticket number is unique
 * (114); the type is an active value of the 'requestType' option list (110 'Please select an enquiry type'); the enquiry claims the stored images it references, its own and its resolution's, in the write's transaction.
 */
export function enquiryRecordRoutes(fastify: FastifyInstance): void {
  registerRecordRoutes(fastify, {
    contract: enquiryRecordContract,
    screen: 'Enquiry',
    entity: 'enquiry',
    what: 'enquiry',
    idMessage: EM.selectEnquiry,
    tags: ['enquiry'],
    table: enquiries,
    id: enquiries.id,
    details: (row: EnquiryRow) => ({ enquiry: detailsOf(row) }),
    columns: columnsOf,
    duplicate: (form, except) => and(eq(enquiries.ticketNo, form.ticketNo), except ? ne(enquiries.id, except) : undefined),
    // The type: an active value of the enquiry types option list ('requestType', issue 21), share-locked till the commit
    // so the Options screen cannot delete it meanwhile; an edit may keep the type the enquiry has even when deactivated
    // since. Without the options module, one of the built-in types.
    beforeWrite: async (tx, form, _ctx, { before }) => {
      if (before && before.enquiryType === form.enquiryType) return undefined
      const offered = await lockActiveOption(tx, 'requestType', form.enquiryType)
      if (offered === false || (offered === null && !(ENQUIRY_TYPES as readonly string[]).includes(form.enquiryType)))
        refuse(RC.BAD_INPUT, EM.enquiryType)
      return undefined
    },
    afterWrite: async (tx, recordId, form, { auth }) => {
      const c = columnsOf(form)
      await claimFiles(tx, { entity: 'enquiry', recordId, urls: [...c.attachment, ...c.resolvedAttachment], actorId: auth.user.id })
    },
    comment: {
      created: (f) => `enquiry ${f.ticketNo} created`,
      updated: changesComment,
    },
  })
}
