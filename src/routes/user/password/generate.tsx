import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { PasswordGeneratePage } from '@/features/auth/password-generate-page'
import { textParam } from '@/lib/search-params'

const searchSchema = z.object({ token: textParam })

export const Route = createFileRoute('/user/password/generate')({
  validateSearch: searchSchema,
  component: GeneratePasswordRoute,
})

function GeneratePasswordRoute() {
  const { token } = Route.useSearch()
  return <PasswordGeneratePage token={token} />
}
