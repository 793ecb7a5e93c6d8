import { createFileRoute } from '@tanstack/react-router'
import { redirectIfSignedIn } from '@/features/auth/redirect-if-signed-in'
import { SignInPage } from '@/features/auth/sign-in-page'

export const Route = createFileRoute('/login')({
  beforeLoad: redirectIfSignedIn,
  component: SignInPage,
})
