/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd, 31st: the suffix of the rent due day ("due on the 1st"). */
export const ordinal = (n: number): string => {
  const lastTwo = n % 100
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'
  return `${n}${suffix}`
}
