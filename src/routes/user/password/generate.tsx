import { createFileRoute } from '@tanstack/react-router'
import { searchObject, textParam } from '@shared/url-params'
import { PasswordGeneratePage } from '@/features/auth/password-generate-page'

const searchSchema = searchObject({ token: textParam })

export const Route = createFileRoute('/user/password/generate')({
  validateSearch: searchSchema,
  component: GeneratePasswordRoute,
})

function GeneratePasswordRoute() {
  const { token } = Route.useSearch()
  return <PasswordGeneratePage token={token} />
}
