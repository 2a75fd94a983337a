/**
 * The locale money and numbers are written in when a caller names none: the web app sets it to
 * the language it shows ("fr" writes 1 250,00 GH₵); unset, the reader's own (the browser's).
 */
let displayLocale: string | undefined;
export function setDisplayLocale(locale: string | undefined): void {
  displayLocale = locale;
}
export const getDisplayLocale = (): string | undefined => displayLocale;

/**
 * "GH₵ 1,250.00" from the API's decimal string, in the reader's way of writing money: the one
 * money format of the web pages, printable invoices and e-mails. Shown as given ("XYZ 10.00")
 * when the amount or the currency cannot be formatted.
 */
export function formatMoney(
  amount: string,
  currency: string,
  locale: string | undefined = displayLocale,
  /** `code` writes "GHS 1,250.00" (printed documents whose fonts lack some currency signs). */
  display: "symbol" | "code" = "symbol",
): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return `${currency} ${amount}`;
  try {
    return new Intl.NumberFormat(locale, { style: "currency", currency, currencyDisplay: display }).format(
      value,
    );
  } catch {
    return `${currency} ${amount}`;
  }
}
