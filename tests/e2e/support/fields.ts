import type { Locator } from 'playwright-core'

/**
 * Picks an option of a styled select (src/components/ui/select.tsx) as a user does: a click on its trigger (the
 * combobox), then on the option, by value (its data-value), by label or by position (0: the placeholder, if any);
 * waits for the option to be listed (options that load late) and for the list to close.
 */
export async function choose(trigger: Locator, option: string | { label: string | RegExp } | { index: number }): Promise<void> {
  const page = trigger.page()
  await trigger.click()
  // The select's list opens in a portal at the end of the page, after any listbox of the screen itself (e.g.
  // WhatsApp's conversations).
  const last = page.getByRole('listbox').last()
  await last.waitFor()
  const id = await last.getAttribute('id')
  const list = id ? page.locator(`[id="${id}"]`) : last
  const item =
    typeof option === 'string'
      ? list.locator(`[role="option"][data-value="${option}"]`)
      : 'label' in option
        ? list.getByRole('option', { name: option.label, exact: typeof option.label === 'string' })
        : list.getByRole('option').nth(option.index)
  await item.click()
  await list.waitFor({ state: 'hidden' })
}

/** The options a styled select lists (opened, counted, closed with Esc). */
export async function optionLabels(trigger: Locator): Promise<string[]> {
  const page = trigger.page()
  await trigger.click()
  const list = page.getByRole('listbox')
  await list.waitFor()
  const labels = await list.getByRole('option').allInnerTexts()
  await page.keyboard.press('Escape')
  await list.waitFor({ state: 'hidden' })
  return labels.map((l) => l.trim())
}

/** The text a read-only field shows (a record dialog in view mode), by the form field's path. */
export const shownValue = (dialog: Locator, name: string) => dialog.locator(`[data-readonly-field="${name}"] [data-slot="readonly-value"]`)

/** The required marks drawn in `scope` (src/components/required-mark.tsx). */
export const requiredMarks = (scope: Locator) => scope.locator('[data-slot="required-mark"]')

/** Native selects a user would see in `scope` (the styled select's hidden one for its form is aria-hidden). */
export const nativeSelects = (scope: Locator) => scope.locator('select:not([aria-hidden="true"])')

/** Controls of `scope` that are disabled: none in a view dialog, which shows values instead. */
export const disabledControls = (scope: Locator) =>
  scope.locator('input:disabled, textarea:disabled, select:not([aria-hidden="true"]):disabled, button[role="combobox"]:disabled')
