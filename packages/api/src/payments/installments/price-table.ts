/*
 * Installments as Brazilian stores sell them (issue 10 item 6): up to `interestFreeUpTo`
 * installments the price is simply divided ("3x sem juros"); beyond it each installment follows
 * the Price table (tabela Price: equal installments under compound monthly interest),
 *
 *   installment = price × i / (1 − (1 + i)^−n)
 *
 * rounded to the centavo, and the payer pays n equal installments. The formula runs in floating
 * point, but only to find one whole number of centavos: every amount returned is an integer,
 * and totals are sums of integers.
 */

export interface InstallmentsSetup {
  /** 1 to 24. */
  maxInstallments: number
  /** Installments up to this count carry no interest (1 = every parcelled sale pays interest). */
  interestFreeUpTo: number
  /** Monthly interest in hundredths of a percent: 299 is 2,99 % a month. */
  monthlyRateBasisPoints: number
  /** No installment below this (except paying at once): R$ 5,00 is 500. */
  minInstallmentCents: number
}

export interface InstallmentOption {
  count: number
  /** The installment the payer sees ("3x de R$ 33,34"). */
  installmentCents: number
  /** The first installment: it takes the centavos a division without interest leaves over. */
  firstInstallmentCents: number
  totalCents: number
  interestFree: boolean
}

/** Equal installments of the price under compound monthly interest, to the centavo. */
export function priceTableInstallment(priceCents: number, count: number, rateBasisPoints: number) {
  if (rateBasisPoints === 0) return Math.ceil(priceCents / count)
  const rate = rateBasisPoints / 10_000
  return Math.round((priceCents * rate) / (1 - (1 + rate) ** -count))
}

/** Every installment count the setup allows for this price, from paying at once upwards. */
export function installmentOptions(
  priceCents: number,
  setup: InstallmentsSetup,
): InstallmentOption[] {
  if (!Number.isSafeInteger(priceCents) || priceCents <= 0) return []
  const options: InstallmentOption[] = []
  for (let count = 1; count <= setup.maxInstallments; count++) {
    const interestFree = count <= setup.interestFreeUpTo || setup.monthlyRateBasisPoints === 0
    const option = interestFree
      ? dividedEvenly(priceCents, count)
      : withInterest(priceCents, count, setup.monthlyRateBasisPoints)
    // Paying at once is always offered; smaller installments than the minimum are not.
    if (count > 1 && option.installmentCents < setup.minInstallmentCents) break
    options.push(option)
  }
  return options
}

function dividedEvenly(priceCents: number, count: number): InstallmentOption {
  const installmentCents = Math.floor(priceCents / count)
  return {
    count,
    installmentCents,
    firstInstallmentCents: installmentCents + (priceCents - installmentCents * count),
    totalCents: priceCents,
    interestFree: true,
  }
}

function withInterest(priceCents: number, count: number, rate: number): InstallmentOption {
  const installmentCents = priceTableInstallment(priceCents, count, rate)
  return {
    count,
    installmentCents,
    firstInstallmentCents: installmentCents,
    totalCents: installmentCents * count,
    interestFree: false,
  }
}
