// Loaded with `node --import` by db-generate.mjs. npm hoists drizzle-kit to the root
// node_modules but keeps drizzle-orm beside this package, and drizzle-kit finds drizzle-orm with
// a dynamic import() from its own folder, which fails ("Please install latest version of
// drizzle-orm"). This hook resolves drizzle-orm from the server package instead.
import { register } from 'node:module'

const serverPackage = new URL('../package.json', import.meta.url).href

register(
  `data:text/javascript,${encodeURIComponent(`
    export async function resolve(specifier, context, next) {
      if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
        return next(specifier, { ...context, parentURL: ${JSON.stringify(serverPackage)} })
      }
      return next(specifier, context)
    }
  `)}`,
)
