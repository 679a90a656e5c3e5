/** Cents as money with its currency code: 14900, CAD → "149.00 CAD". */
export function money(cents: number, currency: string) {
  return `${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`
}

/** An ISO instant as a short local date and time: "Nov 23, 2026, 8:23 AM". */
export function dateTime(iso: string) {
  return new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })
}
