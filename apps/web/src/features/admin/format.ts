/** Cents as money: 12999 CAD → "CA$129.99". */
export function money(cents: number, currency: string) {
  return new Intl.NumberFormat('en-CA', { style: 'currency', currency }).format(cents / 100)
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
