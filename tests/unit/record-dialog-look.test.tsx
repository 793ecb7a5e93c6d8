import fs from 'node:fs'
import path from 'node:path'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { useForm } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { grant, PermissionSet } from '../../shared/permissions'
import { DEMO_ROLES } from '../../server/db/seed/roles'
import { SelectFormField, SwitchFormField } from '@/components/form-choice-fields'
import { TextFormField } from '@/components/form-text-field'
import { ReadOnlyFields } from '@/components/read-only-fields'
import { RequiredMark } from '@/components/required-mark'
import { mayEditOn } from '@/components/record-screen/may-edit'
import { Form } from '@/components/ui/form'

/**
 * One look in every record dialog (issue: visual consistency): the styled select everywhere, one required mark, a
 * message line kept free under each field, read-only values in view mode and Edit only for who may edit.
 */

const SRC = path.resolve(__dirname, '../../src')

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) return p.includes(`${path.sep}locales`) ? [] : sourceFiles(p)
    return /\.tsx?$/.test(e.name) ? [p] : []
  })
}
const rel = (p: string) => path.relative(SRC, p).split(path.sep).join('/')
/** The code without its comments (a JSDoc line is ` *`, a star of its own). */
const code = (p: string) =>
  fs
    .readFileSync(p, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')

describe('the styled select everywhere', () => {
  it('no native <select> in src/ outside the shared data table (its own controls, left as they are)', () => {
    const native = sourceFiles(SRC)
      .filter((p) => !rel(p).startsWith('components/data-table/'))
      .filter((p) => /<select\b/.test(code(p)))
      .map(rel)
    expect(native).toEqual([])
  })
})

describe('one required mark', () => {
  /** Ways a star gets drawn: JSX text that is only a star, a label ending in ' *', a '*' string. */
  const STAR = [/>\s*\*\s*</, /^\s*\*\s*$/m, /\s\*[`'"]/, /(['"`])\*\1/]

  it('is drawn only by RequiredMark (src/components/required-mark.tsx)', () => {
    const drawing = sourceFiles(SRC)
      .filter((p) => STAR.some((re) => re.test(code(p))))
      .map(rel)
    expect(drawing).toEqual(['components/required-mark.tsx'])
  })
})

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })

function FormOf({ values, children }: { values: Record<string, unknown>; children: ReactNode }) {
  const form = useForm({ defaultValues: values })
  return <Form {...form}>{children}</Form>
}

const render = (node: ReactNode, values: Record<string, unknown>, readOnly: boolean) =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <FormOf values={values}>
        <ReadOnlyFields readOnly={readOnly}>{node}</ReadOnlyFields>
      </FormOf>
    </I18nProvider>,
  )

const fields = (
  <>
    <TextFormField name="title" label="Title" required />
    <SelectFormField
      name="status"
      label="Status"
      required
      options={[
        { value: 'open', label: 'Open' },
        { value: 'closed', label: 'Closed' },
      ]}
    />
    <SwitchFormField name="active" label="Active" />
    <TextFormField name="password" label="Password" type="password" />
  </>
)
const values = { title: 'Eco', status: 'closed', active: true, password: '' }

describe('the shared fields', () => {
  it('mark a mandatory field with RequiredMark and keep a line under each field for its message', () => {
    const html = render(fields, values, false)
    expect(html.match(/data-slot="required-mark"/g)).toHaveLength(2)
    // A line per labelled field, there before any message shows (so a message moves nothing).
    expect(html.match(/data-slot="form-message-line"/g)).toHaveLength(3)
    expect(html).not.toContain('data-slot="form-message"')
    expect(html).toMatch(/<input[^>]*name="title"/)
    expect(html).toMatch(/<button[^>]*role="combobox"[^>]*name="status"|<button[^>]*name="status"[^>]*role="combobox"/)
  })

  it('show read-only values in view mode: label and text, no input, no star, no message line, no password', () => {
    const html = render(fields, values, true)
    expect(html).not.toMatch(/<input|<textarea|<select|role="combobox"|role="switch"/)
    expect(html).not.toContain('data-slot="required-mark"')
    expect(html).not.toContain('form-message-line')
    expect(html).not.toContain('Password')
    const shown = [...html.matchAll(/data-readonly-field="([^"]+)"[\s\S]*?data-slot="readonly-value"[^>]*>([^<]*)</g)].map((m) => [
      m[1],
      m[2],
    ])
    expect(shown).toEqual([
      ['title', 'Eco'],
      ['status', 'Closed'],
      ['active', 'Yes'],
    ])
  })

  it('RequiredMark draws nothing when off or among read-only values', () => {
    expect(renderToStaticMarkup(<RequiredMark />)).toContain('*')
    expect(renderToStaticMarkup(<RequiredMark on={false} />)).toBe('')
    expect(
      renderToStaticMarkup(
        <ReadOnlyFields readOnly>
          <RequiredMark />
        </ReadOnlyFields>,
      ),
    ).toBe('')
  })
})

describe('Edit in a view dialog', () => {
  it('is offered where the session may edit on the screen, as the toolbar decides', () => {
    const admin = new PermissionSet(null, true)
    for (const screen of [
      '/admin/users',
      '/admin/crm',
      '/admin/enquiry',
      '/admin/riding/mode',
      '/admin/advertisement',
      '/admin/security/role',
    ]) {
      expect(mayEditOn(admin, screen), screen).toBe(true)
    }
    // The support role edits leads and enquiries.
    const support = new PermissionSet(DEMO_ROLES.Support)
    expect(mayEditOn(support, '/admin/crm')).toBe(true)
    expect(mayEditOn(support, '/admin/enquiry')).toBe(true)
  })

  it('is not offered without the edit button (a role granted query and view), nor where the screen has no edit', () => {
    const auditor = new PermissionSet(grant({ Users: ['query', 'view'], Enquiry: ['query', 'view'] }))
    expect(mayEditOn(auditor, '/admin/users')).toBe(false)
    expect(mayEditOn(auditor, '/admin/enquiry')).toBe(false)
    expect(mayEditOn(new PermissionSet(grant({ Users: ['query', 'view', 'edit'] })), '/admin/users')).toBe(true)
    // A sent notification is viewed, never edited.
    expect(mayEditOn(new PermissionSet(null, true), '/admin/notification')).toBe(false)
  })
})
