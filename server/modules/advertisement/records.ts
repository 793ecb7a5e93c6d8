import { and, eq, ne, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import {
  ADV_MESSAGES as AM,
  ADVERTISEMENT_PAGES,
  advertisementIssues,
  advertisementRecordContract,
  type AdvertisementFields,
} from '../../../shared/api/advertisement'
import { RC } from '../../../shared/response-codes'
import { claimFiles, setRecordFilesPublic } from '../../lib/file-claims'
import { lockActiveOption } from '../../lib/option-lists'
import { refuse } from '../../http'
import { registerRecordRoutes, type Refusal } from '../../lib/records'
import { columnsOf, detailsOf, mediaOf, periodOf, type AdRow } from './columns'
import { advertisements } from './schema'
import { indiaMidnight } from '../../../shared/india-day'
import { changesComment } from '../../lib/changed-fields'

/** India Standard Time, the business's day: a new ad may not start before today's midnight there. */
export const startOfTodayIst = (nowSeconds: number) => indiaMidnight(nowSeconds)

const secondsOf = (at: Date) => Math.floor(at.getTime() / 1000)

/**
 * The period rules the form schema cannot check: a new ad not starting before today (IST), an edited one not starting
 * after its end once the stored dates fill what the form leaves out.
 */
function periodRefusal(form: AdvertisementFields, before: AdRow | null, now: Date): Refusal | undefined {
  if (!before) {
    const late = advertisementIssues(form, startOfTodayIst(secondsOf(now))).find((i) => i.message === AM.startBeforeToday)
    return late && { code: RC.BAD_INPUT, message: late.message }
  }
  const { startAt, endAt } = periodOf(form, before, secondsOf(now))
  return startAt > endAt ? { code: RC.BAD_INPUT, message: AM.startAfterEnd } : undefined
}

/** Another active ad with the same title (ignoring case) on the same page and position (114). */
function sameAd(form: AdvertisementFields, except: string | null) {
  if (!form.active) return undefined
  return and(
    eq(advertisements.active, true),
    sql`lower(${advertisements.title}) = lower(${form.title})`,
    eq(advertisements.adPosition, form.adPosition!),
    form.advertisementPage
      ? eq(advertisements.advertisementPage, form.advertisementPage)
      : sql`${advertisements.advertisementPage} is null`,
    except ? ne(advertisements.id, except) : undefined,
  )
}

/**
 * The advertisement record calls (permission Advertisement): details (view), add (add), update (edit; publish and
 * active are fields of the form), soft delete of an active ad (delete). The page is an active value of the Options
 * screen's 'advertisementPage' list (110 selectPage), or the one the ad has. The fields a link type requires are the form
 * schema's; the ad's media become its files in the same transaction, public while it is published and active, and no
 * longer public once it is deleted.
 */
export function advertisementRecordRoutes(fastify: FastifyInstance): void {
  registerRecordRoutes(fastify, {
    contract: advertisementRecordContract,
    screen: 'Advertisement',
    entity: 'advertisement',
    what: 'advertisement',
    idMessage: AM.selectBannerAds,
    tags: ['advertisement'],
    table: advertisements,
    id: advertisements.id,
    active: advertisements.active,
    details: (row: AdRow) => ({ adv: detailsOf(row) }),
    columns: (form, { now }, before) => columnsOf(form, before, secondsOf(now)),
    createColumns: ({ auth }) => ({ createdById: auth.user.id }),
    checkFirst: (form, before, { now }) => periodRefusal(form, before, now),
    duplicate: (form, except) => sameAd(form, except),
    // The page: an active value of the advertisement pages option list (issue 21), share-locked till the commit so the
    // Options screen cannot delete it meanwhile; an edit may keep the page the ad has even when deactivated since.
    beforeWrite: async (tx, form, _ctx, { before }) => {
      const page = form.advertisementPage
      if (page === undefined || (before && before.advertisementPage === page)) return undefined
      const offered = await lockActiveOption(tx, 'advertisementPage', page)
      if (offered === false || (offered === null && !(ADVERTISEMENT_PAGES as readonly string[]).includes(page)))
        refuse(RC.BAD_INPUT, AM.selectPage)
      return undefined
    },
    afterWrite: (tx, recordId, form, { auth }) =>
      claimFiles(tx, { entity: 'advertisement', recordId, actorId: auth.user.id, ...mediaOf(form) }),
    afterRemove: (tx, row) => setRecordFilesPublic(tx, 'advertisement', row.id, false),
    // Restored, its media is public again while it is published (as a save of the form would make it).
    afterRestore: (tx, row) => setRecordFilesPublic(tx, 'advertisement', row.id, row.published),
    comment: {
      created: (form) => `advertisement "${form.title}" (${form.typeOfLink}) created`,
      updated: changesComment,
      deleted: (row) => `advertisement "${row.title}" deleted`,
    },
    messages: AM,
  })
}
