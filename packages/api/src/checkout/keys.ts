/** swr keys of the payer's pages: no app id (the slug and the token name their store). */
export const checkoutKeys = {
  all: ['checkout'] as const,
  link: (slug: string) => [...checkoutKeys.all, 'link', slug] as const,
  capture: (hash: string) => [...checkoutKeys.all, 'capture', hash] as const,
  payment: (token: string) => [...checkoutKeys.all, 'payment', token] as const,
}
