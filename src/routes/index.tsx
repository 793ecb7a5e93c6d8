import { createFileRoute } from '@tanstack/react-router'
import { redirectIfSignedIn } from '@/features/auth/redirect-if-signed-in'
import { SignInPage } from '@/features/auth/sign-in-page'

/** '/' also shows the sign-in page (spec 000 section 2). */
export const Route = createFileRoute('/')({
  beforeLoad: redirectIfSignedIn,
  component: SignInPage,
})
