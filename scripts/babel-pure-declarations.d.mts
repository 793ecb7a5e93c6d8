/** The Babel plugin marking shared/'s top-level initialisers pure (see babel-pure-declarations.mjs). */
export default function pureDeclarations(): object
