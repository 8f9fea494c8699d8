/** swr keys of the payer's account page: the slug names the store, the token the payer. */
export const payerAccountKeys = {
  all: ['payer-accounts'] as const,
  store: (slug: string) => [...payerAccountKeys.all, 'store', slug] as const,
  payments: (slug: string, token: string) =>
    [...payerAccountKeys.all, 'payments', slug, token] as const,
}
