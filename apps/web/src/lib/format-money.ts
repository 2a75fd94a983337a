/**
 * "GH₵ 1,250.00" from the API's decimal string, in the browser's way of writing money; shown as
 * given ("XYZ 10.00") when the browser cannot format the amount or the currency.
 */
export function formatMoney(amount: string, currency: string, locale?: string): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return `${currency} ${amount}`;
  try {
    return new Intl.NumberFormat(locale, { style: "currency", currency }).format(value);
  } catch {
    return `${currency} ${amount}`;
  }
}
