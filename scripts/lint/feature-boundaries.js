import path from 'node:path'

/**
 * Imports inside the client flow one way: lib and components ← features ← app. A feature is a
 * folder under features/ (features/auth, features/tenant/<name>, features/admin/<name>); it never
 * imports another feature — what two features share moves down into lib/ or components/ — and
 * no client file imports server code. Paths are resolved, so `../../x` and `@/x` are judged alike.
 */
const clientRoot = path.resolve(import.meta.dirname, '../../src/client')
const serverRoot = path.resolve(import.meta.dirname, '../../src/server')

/** The folder of the feature a file belongs to, or null outside features/. */
const featureOf = (file) => {
  const relative = path.relative(path.join(clientRoot, 'features'), file)
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null
  const [group, name] = relative.split(path.sep)
  return group === 'admin' || group === 'tenant' ? `${group}/${name}` : group
}

const resolveImport = (file, specifier) => {
  if (specifier.startsWith('@/')) return path.join(clientRoot, specifier.slice(2))
  if (specifier.startsWith('.')) return path.resolve(path.dirname(file), specifier)
  return null
}

const isInside = (file, root) => !path.relative(root, file).startsWith('..')

const rule = {
  meta: {
    type: 'problem',
    messages: {
      crossFeature:
        'The {{from}} feature imports the {{to}} feature: move what both need into lib/ or components/.',
      server: 'Client code never imports server code.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename
    if (!isInside(file, clientRoot)) return {}
    const from = featureOf(file)
    const check = (node) => {
      const specifier = node.source?.value
      if (typeof specifier !== 'string') return
      const target = resolveImport(file, specifier)
      if (!target) return
      if (isInside(target, serverRoot)) {
        context.report({ node: node.source, messageId: 'server' })
        return
      }
      const to = featureOf(target)
      if (from && to && from !== to) {
        context.report({ node: node.source, messageId: 'crossFeature', data: { from, to } })
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    }
  },
}

export const featureBoundaries = { rules: { 'feature-boundaries': rule } }
