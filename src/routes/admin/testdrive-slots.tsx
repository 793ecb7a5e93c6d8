import { createFileRoute } from '@tanstack/react-router'
import { ScreenPlaceholder } from '@/components/layout/screen-placeholder'

/** Built by a later issue; until then the shared placeholder shows the screen's title. */
export const Route = createFileRoute('/admin/testdrive-slots')({
  component: ScreenPlaceholder,
})
