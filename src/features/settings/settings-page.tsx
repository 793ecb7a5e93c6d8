import { Trans, useLingui } from '@lingui/react/macro'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { setTheme, useTheme } from '@/lib/theme'

/** /admin/setting: the dark theme switch, stored in the browser under `theme` (spec 000 section 2). */
export function SettingsPage() {
  const { t } = useLingui()
  const theme = useTheme()
  return (
    <div className="grid max-w-3xl gap-6 p-4 md:p-6">
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>
              <Trans>Appearance</Trans>
            </h2>
          </CardTitle>
          <CardDescription>
            <Trans>The choice is kept in this browser.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <div className="flex items-center justify-between gap-4">
            <Label htmlFor="dark-theme">{t`Dark theme`}</Label>
            <Switch id="dark-theme" checked={theme === 'DARK'} onCheckedChange={(on) => setTheme(on ? 'DARK' : 'LIGHT')} />
          </div>
        </CardContent>
      </Card>
    </div>
  )
}
