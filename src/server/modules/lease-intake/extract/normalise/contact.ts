const PHONE = /(?:\+?1[\s.-]?)?\(?\b(\d{3})\)?[\s.-]?(\d{3})[\s.-](\d{4})\b/

/** The first North American phone number in a text, formatted '(202) 555-0147'. */
export const parsePhone = (text: string): string | null => {
  const m = PHONE.exec(text)
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : null
}

const EMAIL = /[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/gi

export const findEmails = (text: string): string[] =>
  [...text.matchAll(EMAIL)].map((m) => m[0].replace(/\.$/, ''))

export const parseEmail = (text: string): string | null => findEmails(text)[0] ?? null
