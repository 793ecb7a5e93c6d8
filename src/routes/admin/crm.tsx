import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { MOBILE_LENGTH } from '@shared/validation'
import { ScreenPlaceholder } from '@/components/layout/screen-placeholder'
import { digitsParam } from '@/lib/search-params'

/** `mobileNo`: the CRM deep link (incoming-call overlay); exactly 10 digits, else dropped. */
const searchSchema = z.object({ mobileNo: digitsParam(MOBILE_LENGTH) })

export const Route = createFileRoute('/admin/crm')({
  validateSearch: searchSchema,
  component: CrmRoute,
})

function CrmRoute() {
  const { mobileNo } = Route.useSearch()
  return (
    <ScreenPlaceholder>
      {mobileNo && (
        <p>
          <Trans>Mobile number: {mobileNo}</Trans>
        </p>
      )}
    </ScreenPlaceholder>
  )
}
