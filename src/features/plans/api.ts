import { planRecordContract, planTableContract } from '@shared/api/plans'
import { recordApi } from '@/lib/record-api'
import { PLAN_TEXTS, planServerTexts } from './messages'

/** The recharge plan calls (shared/api/plans.ts): details, add, update (which may make a new version), delete and restore. */
export const planApi = recordApi(planTableContract, planRecordContract, {
  texts: planServerTexts,
  deleted: PLAN_TEXTS.deleted,
})
