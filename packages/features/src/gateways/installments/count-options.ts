/** 1x to 24x, as the installment selects offer them. */
export const countOptions = Array.from({ length: 24 }, (_, index) => ({
  value: String(index + 1),
  label: `${index + 1}x`,
}))
