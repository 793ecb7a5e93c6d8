import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { ScreenPlaceholder } from '@/components/layout/screen-placeholder'
import { optionalTextParam } from '@/lib/search-params'

/** `keyword`: the table's search text (the palette's "Find user" sends a mobile number); odd values are dropped. */
const searchSchema = z.object({ keyword: optionalTextParam })

/** Built by a later issue; until then the shared placeholder shows the screen's title and the keyword. */
export const Route = createFileRoute('/admin/users')({
  validateSearch: searchSchema,
  component: UsersRoute,
})

function UsersRoute() {
  const { keyword } = Route.useSearch()
  return (
    <ScreenPlaceholder>
      {keyword && (
        <p>
          <Trans>Search: {keyword}</Trans>
        </p>
      )}
    </ScreenPlaceholder>
  )
}
