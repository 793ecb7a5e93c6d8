import { useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import {
  configBranchesAnswer,
  slotInUse,
  TEST_DRIVE_CONFIG_CALLS,
  TEST_DRIVE_CONFIG_MESSAGES as TM,
  testDriveConfigRecordContract,
  testDriveConfigTableContract,
} from '@shared/api/testdrive-config'
import { RC } from '@shared/response-codes'
import { api, ApiError, type ApiAnswer } from '@/lib/api'
import { recordApi } from '@/lib/record-api'
import { testDriveConfigServerTexts } from './messages'

/** The configuration's record calls (shared/api/testdrive-config.ts): details with the form, add, update, delete, restore. */
export const testDriveConfigApi = recordApi(testDriveConfigTableContract, testDriveConfigRecordContract, {
  texts: testDriveConfigServerTexts,
})

export type ConfigBranch = z.infer<typeof configBranchesAnswer>['result'][number]

/**
 * GET /testdrive-config/branches: the active branches the actor may configure, with their centre and whether an
 * active configuration has them; kept a minute (a save elsewhere configures one).
 */
export function useConfigBranches(enabled = true) {
  return useQuery({
    queryKey: ['testdrive-config', TEST_DRIVE_CONFIG_CALLS.branches],
    enabled,
    staleTime: 60_000,
    queryFn: async ({ signal }): Promise<ConfigBranch[]> => {
      const answer = await api.get(TEST_DRIVE_CONFIG_CALLS.branches, { schema: configBranchesAnswer, signal })
      if (answer.responseCode !== RC.SUCCESS || !answer.data) throw new ApiError(answer)
      return answer.data.result
    },
  })
}

export type SlotInUse = z.infer<typeof slotInUse>

/** An update refused for slots that drives need: its message, and the slots with their booked dates when the answer carries them. */
export interface SlotsRefusal {
  message: string
  slots: SlotInUse[]
}

const refusalData = z.object({ slotsInUse: z.array(slotInUse) })

/**
 * The slots an update's 110 lists (`slotsInUse`, shared/api/testdrive-config.ts), or null for any other answer. The list
 * is read from the answer's `refusal` (the refused answer's own fields); an answer without it gives the message alone.
 */
export function slotsRefusalOf(answer: ApiAnswer): SlotsRefusal | null {
  if (answer.responseCode !== RC.BAD_INPUT || answer.message !== TM.slotsInUse) return null
  const data = refusalData.safeParse(answer.refusal)
  return { message: TM.slotsInUse, slots: data.success ? data.data.slotsInUse : [] }
}
