// `npm run i18n:check`: the catalogs are complete and current.
// 1. Extracts the messages of src/ and commands/ into a scratch folder and compares them with the
//    committed English catalog: nothing missing, nothing obsolete (run `npm run i18n:extract` to fix).
// 2. Every message has a real translation in es, de and zh: not empty, and not the English text
//    (except names that are the same in every language, listed below).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const LOCALES = ['es', 'de', 'zh']
/** Texts that stay as they are in every language: product and language names, acronyms. */
const SAME_EVERYWHERE = new Set([
  'CRM',
  'SCU',
  'OTP',
  'RTO',
  // Indian identifiers and payment system, proper names kept in every language.
  'PAN',
  'Aadhaar',
  'UPI',
  'WhatsApp',
  'English',
  'Español',
  'Deutsch',
  '中文',
  'EV Back Office',
  'SCU Stocks',
  'GPS',
  'Facebook',
  'Google',
  'Instagram',
  'YouTube',
])
/** Words a language writes as English does (German 'Status', 'System'; Spanish 'Cheque', 'Total'). */
// Scp and Scc: the spec's user-type display names (spec 000 section 4), the same in every language.
const SAME_IN = {
  de: new Set(['Status', 'System', 'Scp', 'Scc']),
  es: new Set(['Scp', 'Scc', 'Cheque', 'Total']),
  zh: new Set(['Scp', 'Scc']),
}

function parsePo(file) {
  const text = fs.readFileSync(file, 'utf8')
  const entries = new Map()
  let cur = null
  let field = null
  const unquote = (s) => JSON.parse(s)
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (line.startsWith('msgctxt ')) {
      cur = { ctx: unquote(line.slice(8)), id: '', str: '' }
      field = 'ctx'
    } else if (line.startsWith('msgid ')) {
      if (!cur || field !== 'ctx') cur = { ctx: '', id: '', str: '' }
      cur.id = unquote(line.slice(6))
      field = 'id'
    } else if (line.startsWith('msgstr ')) {
      cur.str = unquote(line.slice(7))
      field = 'str'
    } else if (line.startsWith('"') && cur && field) {
      cur[field] += unquote(line)
    } else if (line === '' && cur) {
      if (cur.id) entries.set(`${cur.ctx}\u0004${cur.id}`, cur)
      cur = null
      field = null
    }
  }
  if (cur?.id) entries.set(`${cur.ctx}\u0004${cur.id}`, cur)
  return entries
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'lingui-check-'))
const r = spawnSync('npx', ['lingui', 'extract', '--clean', '--locale', 'en'], {
  env: { ...process.env, LINGUI_CATALOG_ROOT: scratch },
  encoding: 'utf8',
})
if (r.status !== 0) {
  console.error(r.stdout, r.stderr)
  process.exit(1)
}
const problems = []
const extracted = parsePo(path.join(scratch, 'en', 'messages.po'))
const committedEn = path.join('src', 'locales', 'en', 'messages.po')
const committed = fs.existsSync(committedEn) ? parsePo(committedEn) : new Map()
for (const [key, e] of extracted) if (!committed.has(key)) problems.push(`missing from the catalogs: "${e.id}"`)
for (const [key, e] of committed) if (!extracted.has(key)) problems.push(`obsolete in the catalogs: "${e.id}"`)

for (const locale of LOCALES) {
  const file = path.join('src', 'locales', locale, 'messages.po')
  if (!fs.existsSync(file)) {
    problems.push(`${file} does not exist`)
    continue
  }
  const cat = parsePo(file)
  for (const [key, e] of extracted) {
    const t = cat.get(key)
    if (!t || !t.str.trim()) problems.push(`${locale}: no translation for "${e.id}"`)
    else if (
      t.str === e.id &&
      !SAME_EVERYWHERE.has(e.id) &&
      !SAME_IN[locale]?.has(e.id) &&
      /[a-z]{3}/i.test(e.id.replace(/\{[^}]*\}/g, ''))
    )
      problems.push(`${locale}: still English: "${e.id}"`)
  }
}
fs.rmSync(scratch, { recursive: true, force: true })

if (problems.length) {
  console.error(problems.slice(0, 60).join('\n'))
  if (problems.length > 60) console.error(`… and ${problems.length - 60} more`)
  console.error(`\n${problems.length} translation problem(s). Run \`npm run i18n:extract\` and translate the new messages.`)
  process.exit(1)
}
console.log(`translations: ${extracted.size} messages, complete in en, ${LOCALES.join(', ')}`)
