// A number broken at its hyphen by the line ('(504) 555-' / '0129') keeps the space the line break left.
export const PHONE_PATTERN = String.raw`(?:\+?1[\s.-]?)?\(?\b(\d{3})\)?[\s.-]?(\d{3})(?:[\s.]|-\s?)(\d{4})\b`
const PHONE = new RegExp(PHONE_PATTERN)

/** The first North American phone number in a text, formatted '(202) 555-0147'. */
export const parsePhone = (text: string): string | null => {
  const m = PHONE.exec(text)
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : null
}

// OCR can read the last dot of an address as a space ('yesenia.castellanos@example org').
const EMAIL =
  /[a-z0-9._%+-]+@(?:[a-z0-9.-]+\.[a-z]{2,}|[a-z0-9.-]*[a-z0-9] (?=(?:com|org|net|edu|ca)\b)[a-z]{2,})/gi

const EMAIL_LABEL =
  /^(?:e-?mail|mail|address|courriel|contact|notices?|to|at|is|by|via|zelle|interac|e-?transfer)$/i

// OCR can lose the space after an address's full stop ('jo@example.org.Written'): a capitalised word is no
// domain. It can read a dot in the name as a colon ('ines:cs@example.org'), which a label's colon is not
// ('Email:jo@example.org'). It can lose the space after the caption itself ('Emailkmaguire.oduya@example.net'):
// an address written in lower case does not start with a capitalised 'Email'.
export const findEmails = (text: string): string[] =>
  emailsWritten(text).map((email) => email.address)

/** Each e-mail address in a text, with where it is written. */
export const emailsWritten = (text: string): { address: string; start: number; end: number }[] =>
  [...text.matchAll(EMAIL)].map((m) => {
    const address = m[0]
      .replace(' ', '.')
      .replace(/^E-?mail(?=[a-z0-9])/, '')
      .replace(/(\.[a-z]{2,})\.[A-Z][a-z]+$/, '$1')
      .replace(/\.$/, '')
    const glued = /([a-z0-9._%+-]+):$/i.exec(text.slice(Math.max(0, m.index - 40), m.index))?.[1]
    return {
      address: glued && !EMAIL_LABEL.test(glued) ? `${glued}.${address}` : address,
      start: m.index,
      end: m.index + m[0].length,
    }
  })

export const parseEmail = (text: string): string | null => findEmails(text)[0] ?? null
