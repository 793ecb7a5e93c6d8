import { createFileRoute } from '@tanstack/react-router'
import { usersSearchSchema } from '@/features/users/search'
import { UsersPage } from '@/features/users/users-page'

/** The users screen; its search params are the table's state (page, size, sort, keyword, filters). */
export const Route = createFileRoute('/admin/users')({
  validateSearch: usersSearchSchema,
  component: UsersPage,
})
