/** "84 days" / "1 day". */
export const formatDays = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`
