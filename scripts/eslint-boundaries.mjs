// An ESLint rule for the module boundaries: a server module never imports another server module, and a feature never
// imports another feature, by any path (an alias, `../other/…`, `../../modules/other/…`). Shared code lives in
// server/lib/ (and server/db, server/audit…), src/components/, src/lib/, shared/ and commands/.
import path from 'node:path'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')

/** The module a file belongs to: `{ area: 'server/modules', name }`, `{ area: 'src/features', name }`, or null. */
function moduleOf(file) {
  const rel = path.relative(root, file).split(path.sep)
  if (rel[0] === 'server' && rel[1] === 'modules' && rel.length > 3) return { area: 'server/modules', name: rel[2] }
  if (rel[0] === 'src' && rel[1] === 'features' && rel.length > 3) return { area: 'src/features', name: rel[2] }
  return null
}

/** Where an import points, as a path under the project (aliases resolved), or null for a package. */
function target(source, file) {
  if (source.startsWith('@/')) return path.join(root, 'src', source.slice(2))
  if (source.startsWith('.')) return path.resolve(path.dirname(file), source)
  return null
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Modules do not import each other: share through server/lib, src/components, src/lib, shared/ or commands/.' },
    messages: {
      crossing: '{{from}} imports {{to}}: modules do not import each other. Move what both need to {{shared}}.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename
    const own = moduleOf(file)
    if (!own) return {}
    const check = (node) => {
      const source = node.source?.value
      if (typeof source !== 'string') return
      const to = target(source, file)
      if (!to) return
      // A folder import (`../users`) counts as its index file.
      const other = moduleOf(path.join(to, 'index'))
      if (!other || (other.area === own.area && other.name === own.name)) return
      if (other.area !== own.area && own.area === 'src/features' && other.area === 'server/modules') return // reported by the app's own rule
      context.report({
        node: node.source,
        messageId: 'crossing',
        data: {
          from: `${own.area}/${own.name}`,
          to: `${other.area}/${other.name}`,
          shared: own.area === 'server/modules' ? 'server/lib/' : 'src/components/ or src/lib/',
        },
      })
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: (node) => check({ source: node.source }),
    }
  },
}

export const boundaries = { rules: { 'no-cross-module-imports': rule } }
