// The label lives in the contract so the panel and the fixture word destinations the same way.
export { destinationLabel } from '@vitrine/api'
