import type * as React from 'react'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import { screenForPath } from '@commands/screens'
import { CommandToolbar } from '@/components/command-palette/command-toolbar'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'

/**
 * The page of a screen that a later issue builds: its catalog title and a short note, inside the shell.
 * `children` carries what the route already knows (such as the CRM deep link's mobile number). The toolbar is the
 * screen's, from the catalog: until the table exists nothing is selected and no action is carried out yet.
 */
export function ScreenPlaceholder({ children }: { children?: React.ReactNode }) {
  const { i18n } = useLingui()
  const pathname = useLocation({ select: (l) => l.pathname })
  const screen = screenForPath(pathname)
  return (
    <div className="p-4 md:p-6">
      <Card className="max-w-2xl">
        <CardHeader>
          <CardTitle>
            <h2 className="text-xl">{screen ? i18n._(screen.title) : null}</h2>
          </CardTitle>
          <CardDescription>
            <Trans>This screen is being built and will be available soon.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {children}
          <CommandToolbar />
        </CardContent>
      </Card>
    </div>
  )
}
