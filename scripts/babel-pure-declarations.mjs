// A Babel plugin for the app build: the top-level constants of shared/ (zod schemas, contracts, message tables) are
// built by calls the bundler cannot prove free of side effects, so a route that reads one schema of a shared/api module
// would carry all of that module's schemas into the first page. Building them has no side effects: this marks every
// call in such an initialiser (outside functions) /*#__PURE__*/, and the unused constants are dropped.
export default function pureDeclarations() {
  const mark = (path) => {
    if (path.isCallExpression() || path.isNewExpression()) path.addComment('leading', '#__PURE__')
    path.traverse({
      Function: (inner) => inner.skip(),
      'CallExpression|NewExpression': (call) => call.addComment('leading', '#__PURE__'),
    })
  }
  return {
    name: 'pure-shared-declarations',
    visitor: {
      Program(program) {
        for (const statement of program.get('body')) {
          const declaration = statement.isExportNamedDeclaration() ? statement.get('declaration') : statement
          if (!declaration.isVariableDeclaration()) continue
          for (const d of declaration.get('declarations')) if (d.node.init) mark(d.get('init'))
        }
      },
    },
  }
}
