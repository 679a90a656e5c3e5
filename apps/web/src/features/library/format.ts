/** 75 → "1:15", 3725 → "1:02:05": a lecture's length as a player shows it. */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds))
  const hours = Math.floor(s / 3600)
  const minutes = Math.floor((s % 3600) / 60)
  const seconds = String(s % 60).padStart(2, '0')
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`
}

/** The same for screen readers: "1 minute 15 seconds". */
export function spokenDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds))
  const parts: string[] = []
  const add = (n: number, unit: string) => {
    if (n > 0) parts.push(`${n} ${unit}${n === 1 ? '' : 's'}`)
  }
  add(Math.floor(s / 3600), 'hour')
  add(Math.floor((s % 3600) / 60), 'minute')
  add(s % 60, 'second')
  return parts.join(' ') || '0 seconds'
}
