import { routes } from './manifest.ts'
import { permissionDetailsOf } from './permission-details.ts'

/** The permission details of the whole manifest, and each section's routes in manifest order. */
export const { details: permissionDetails, sectionRoutes } = permissionDetailsOf(routes)
