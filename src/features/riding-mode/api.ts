import { ridingModeRecordContract, ridingModeTableContract } from '@shared/api/riding-mode'
import { recordApi } from '@/lib/record-api'

/** The riding-mode calls (shared/api/riding-mode.ts): view with the tax object, add, update, soft delete. */
export const ridingModeApi = recordApi(ridingModeTableContract, ridingModeRecordContract)
