// E-commerce › Opções de busca: rules by term, fixed rules, agreement; their routes.
export { searchRulesRoutes, type SearchRulesRouteName } from './routes.ts'
