// Fails when the source has an import cycle: modules that load each other (type-only imports are erased and load
// nothing, so they do not count; TanStack Router's typed routes are such a cycle by design). `npm run check:cycles`;
// `npm test` runs it after the lint.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const DIRS = ['src', 'server', 'shared', 'commands']
const ALIASES = { '@/': 'src/', '@shared/': 'shared/', '@commands/': 'commands/' }
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx']

function files(dir) {
  const out = []
  for (const e of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.join(dir, e.name)
    if (e.isDirectory()) out.push(...files(rel))
    else if (/\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts')) out.push(rel)
  }
  return out
}

function resolve(from, spec) {
  let base
  const alias = Object.keys(ALIASES).find((a) => spec.startsWith(a))
  if (alias) base = ALIASES[alias] + spec.slice(alias.length)
  else if (spec.startsWith('.')) base = path.join(path.dirname(from), spec)
  else return null
  for (const ext of ['', ...EXTENSIONS]) {
    const candidate = path.normalize(base + ext)
    if (fs.existsSync(path.join(root, candidate)) && fs.statSync(path.join(root, candidate)).isFile()) return candidate
  }
  return null
}

const IMPORT = /(?:^|\n)\s*(import|export)\s([^'"]*?)from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

/** Whether an import or export statement loads the module at run time (not `import type`, not only `type` names). */
function loadsModule(clause) {
  if (/^type\s/.test(clause)) return false
  const names = /\{([^}]*)\}/.exec(clause)
  if (!names) return true
  const rest = clause.replace(names[0], '').replace(/,/g, '').trim()
  return rest !== '' || names[1].split(',').some((n) => n.trim() && !/^type\s/.test(n.trim()))
}
const graph = new Map()
for (const file of DIRS.flatMap(files)) {
  const text = fs.readFileSync(path.join(root, file), 'utf8')
  const deps = new Set()
  for (const m of text.matchAll(IMPORT)) {
    if (m[3] && !loadsModule(m[2].trim())) continue
    const target = resolve(file, m[3] ?? m[4])
    if (target && target !== file) deps.add(target)
  }
  graph.set(file, [...deps])
}

// Tarjan's strongly connected components: each component of more than one file is a cycle.
let index = 0
const stack = []
const state = new Map()
const cycles = []
function visit(v) {
  state.set(v, { index, low: index, onStack: true })
  index++
  stack.push(v)
  for (const w of graph.get(v) ?? []) {
    if (!graph.has(w)) continue
    if (!state.has(w)) {
      visit(w)
      state.get(v).low = Math.min(state.get(v).low, state.get(w).low)
    } else if (state.get(w).onStack) state.get(v).low = Math.min(state.get(v).low, state.get(w).index)
  }
  if (state.get(v).low === state.get(v).index) {
    const component = []
    let w
    do {
      w = stack.pop()
      state.get(w).onStack = false
      component.push(w)
    } while (w !== v)
    if (component.length > 1) cycles.push(component.sort())
  }
}
for (const v of graph.keys()) if (!state.has(v)) visit(v)

if (cycles.length === 0) {
  console.log(`import cycles: none in ${graph.size} files`)
} else {
  console.error(`import cycles: ${cycles.length}`)
  for (const c of cycles) console.error(`  ${c.join(' ↔ ')}`)
  process.exit(1)
}
