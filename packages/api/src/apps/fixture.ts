import { ApiError } from '../http/api-error.ts'
import type { AppsApi } from './api.ts'
import type { AppListItem } from './schema.ts'

export const sampleApps: AppListItem[] = [
  {
    id: 101,
    name: 'Loja Aurora',
    layout_id: 11,
    is_migrated: true,
    status: true,
    has_financial_pending: false,
    days_until_lockdown: 0,
    role: 'owner',
  },
  {
    id: 238,
    name: 'Casa Bonita Decor',
    layout_id: null,
    is_migrated: false,
    status: true,
    has_financial_pending: true,
    days_until_lockdown: 12,
    role: 'manager',
  },
]

export interface AppsFixtureState {
  apps: AppListItem[]
}

export function createAppsFixture(state: AppsFixtureState): AppsApi {
  return {
    async list() {
      return state.apps.map((app) => ({ ...app }))
    },
    async get(appId) {
      const app = state.apps.find((candidate) => candidate.id === appId)
      if (!app) {
        throw new ApiError({
          statusCode: 404,
          statusMessage: 'Not Found',
          message: 'Loja não encontrada.',
        })
      }
      const { role: _role, ...rest } = app
      return { ...rest }
    },
  }
}
