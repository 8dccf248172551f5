import type { Candidate, Party } from '../rules/context'
import { columnHeadAbove, headingAbove, lineAt, type Flow } from './flow'
import type { Mention } from './mentions'

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
}

export type ScoredMention<T> = Mention<T> & { score: number; line: number; page: number }

const NEAREST = 3
const OTHER = 1
const EARLIER_SENTENCE = 0.5
const HEADING = 1.5
const PARTY = 1.5
const AFTER = 1.5
const BEFORE_CHARS = 140
const AFTER_CHARS = 30

const globalOf = (pattern: RegExp) =>
  new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`)

/** Cue hits in a stretch of text as [position, +1 for the field / -1 against it]. */
const cueHits = (text: string, profile: RoleProfile): [number, number][] =>
  [
    ...[...text.matchAll(globalOf(profile.cues))].map((m) => [m.index, 1] as [number, number]),
    ...[...text.matchAll(globalOf(profile.against))].map((m) => [m.index, -1] as [number, number]),
  ].sort((a, b) => a[0] - b[0])

const signOf = (text: string, profile: RoleProfile) => {
  const hits = cueHits(text, profile)
  return hits.length === 0 ? 0 : Math.sign(hits.reduce((sum, [, sign]) => sum + sign, 0))
}

export const scoreMention = <T>(
  flow: Flow,
  mention: Mention<T>,
  profile: RoleProfile,
  /** Where the stretch before the value may start: the end of the previous value of the same kind. */
  floor = 0,
  /** Where the stretch after it must end: the start of the next value of the same kind. */
  ceiling = Infinity,
): ScoredMention<T> => {
  const line = lineAt(flow, mention.start)
  const from = Math.max(floor, mention.start - BEFORE_CHARS)
  const before = flow.text.slice(from, mention.start)
  const hits = cueHits(before, profile)
  // Cues in earlier sentences speak less for the value than those in its own: in 'agree to rent it to Jo
  // Roe. You may move in on 08/15/2026' the 'to's are about the renting, not the date.
  const sentenceStart = Math.max(
    0,
    ...[...before.matchAll(/[.;]\s+(?=[A-Z])/g)].map((m) => m.index),
  )
  let score = 0
  const counted = profile.sameSentence ? hits.filter(([at]) => at >= sentenceStart) : hits
  counted.forEach(([at, sign], i) => {
    score +=
      sign * (i === counted.length - 1 ? NEAREST : at < sentenceStart ? EARLIER_SENTENCE : OTHER)
  })
  score += HEADING * signOf(headingAbove(flow, line), profile)
  score += HEADING * signOf(columnHeadAbove(flow, mention.start), profile)
  // The words after it, within its own sentence. A value that ends its line before a capital ends its
  // sentence too: an address block has no full stop, and the next line ('Any notice to …') is not about it.
  const next = flow.starts[lineAt(flow, Math.max(mention.start, mention.end - 1)) + 1]
  const lineEnds =
    next !== undefined && next - mention.end <= 2 && /^[A-Z]/.test(flow.text.slice(next, next + 1))
  const after =
    flow.text
      .slice(mention.end, Math.min(mention.end + AFTER_CHARS, ceiling, lineEnds ? next : Infinity))
      .split(/[.;](?:\s|$)/)[0] ?? ''
  score += AFTER * signOf(after, profile)
  const party = flow.sections[line]
  if (party && party === profile.party) score += PARTY
  if (party && profile.otherParties?.includes(party)) score -= PARTY
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
