/** A confidence score shown as a rounded percentage. */
export const percent = (score: number): string => `${Math.round(score * 100)}%`

export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`
