import type { Candidate, Party } from '../rules/context'
import { lineAt, type Flow } from './flow'
import type { Mention } from './mentions'
import { handScore, mentionFeatures } from './role-features'

/**
 * Which field a value belongs to, judged by the words around it rather than by one wording: a profile lists
 * the cue words that speak for the field and those that speak for another one. The cue nearest before the
 * value weighs most (in 'Landlord: … Tenant phone: (512) 555-0101' the phone is the tenant's), other cues in
 * the same stretch, the heading above, the party block and the words just after in its sentence
 * (' ("Premises")', ' as a security deposit') add or take less.
 *
 * Hand weights, measured against a trained model (docs/lease-intake.md, "A trained scorer, tried";
 * scripts/scorer/): a small ranking model over these same signals (role-features.ts), trained on the
 * development corpus and tested on templates it had not seen, was right more often over all questions, but
 * by always answering the fields the rules answer first (start date, deposit, rent), and with three to six
 * times the invented values; on the questions this scorer answers in production it was within two points
 * of these weights either way, with more wrong values. It learned per-field priors rather than wordings (its features hold
 * none), and gave the nearest cue the most weight, as these weights do.
 */
export type RoleProfile = {
  cues: RegExp
  against: RegExp
  /** The party block that speaks for the field, and those that speak against it. */
  party?: Party
  otherParties?: Party[]
  /**
   * Only words in the value's own sentence speak for or against it. Counts of days are everywhere in a lease
   * (notice periods, repairs, refunds): a cue one sentence back says nothing about the next count.
   */
  sameSentence?: boolean
  /** What a value says of itself, whatever its surroundings: +1 for the field, -1 against it, 0 nothing. */
  valueSays?: (value: string) => number
}

export type ScoredMention<T> = Mention<T> & { score: number; line: number; page: number }

/**
 * A value's score: the hand weights (role-features.ts) over the signals around it. The stretch before the value
 * may start at `floor`, the end of the previous value of the same kind, and the stretch after it must end at
 * `ceiling`, the start of the next one.
 */
export const scoreMention = <T>(
  flow: Flow,
  mention: Mention<T>,
  profile: RoleProfile,
  floor = 0,
  ceiling = Infinity,
): ScoredMention<T> => {
  const line = lineAt(flow, mention.start)
  const score = handScore(mentionFeatures(flow, mention, profile, floor, ceiling))
  return { ...mention, score, line, page: flow.lines[line]?.page ?? 1 }
}

/** Scores every mention; its stretches before and after stop at the neighbouring mentions of the same kind. */
export const scoreMentions = <T>(
  flow: Flow,
  mentions: Mention<T>[],
  profile: RoleProfile,
): ScoredMention<T>[] =>
  mentions.map((mention, i) =>
    scoreMention(flow, mention, profile, mentions[i - 1]?.end ?? 0, mentions[i + 1]?.start),
  )

/** The score a value needs before it is offered at all: at least the nearest cue speaks for the field. */
export const MIN_SCORE = 2

/**
 * The most a value read from its surroundings alone (no label, no clause made for it) may be trusted: just
 * under High. On leases nobody here wrote such readings were right far less often than labelled ones, so the
 * landlord is asked to check them.
 */
export const ROLE_READING_MAX = 0.78

/**
 * The best-scored value as a candidate, or null when nothing speaks for the field. Confidence grows with the
 * score and drops when a different value scores nearly as well (two phones both near 'Tenant').
 */
export const bestByRole = <T>(
  scored: ScoredMention<T>[],
  what: string,
  same: (a: T, b: T) => boolean = (a, b) => a === b,
): Candidate<T> | null => {
  const ranked = [...scored].sort((a, b) => b.score - a.score || a.start - b.start)
  const best = ranked[0]
  if (!best || best.score < MIN_SCORE) return null
  const rival = ranked.find((m) => !same(m.value, best.value))
  const contested = rival !== undefined && rival.score >= best.score - 1
  const base = best.score >= 4.5 ? ROLE_READING_MAX : best.score >= 3 ? 0.76 : 0.68
  return {
    value: best.value,
    confidence: contested ? base - 0.16 : base,
    source: `${what} (page ${best.page})`,
  }
}
