import { columnHeadAbove, headingAbove, lineAt, type Flow } from './flow'
import type { Mention } from './mentions'
import type { RoleProfile } from './role-scorer'

/**
 * The role scorer's signals for one value, kept apart as numbers instead of summed with hand weights, plus a
 * few generic ones (where the value stands, whether it is a labelled cell, how often it recurs). Used to train
 * and measure a model against the hand weights (scripts/scorer/); `HAND_WEIGHTS` · the first nine features is
 * exactly `scoreMention`'s score, which the experiment checks on every value.
 */
export const FEATURE_NAMES = [
  // The role scorer's signals (signs of cue hits: +1 for the field, -1 against it).
  'nearest', // the nearest counted cue before the value
  'otherSameSentence', // the sum of the other cues before it in its own sentence
  'otherEarlierSentence', // the sum of the other cues before it in earlier sentences (within 140 chars)
  'heading', // the heading above its line
  'column', // the caption heading its column
  'after', // the words after it in its sentence
  'partyFor', // it sits in the party block that speaks for the field
  'partyAgainst', // it sits in a party block that speaks against it
  'value', // what the value itself says (an apartment in an address speaks for the premises)
  // Generic signals.
  'nearestDistance', // characters from the nearest cue to the value, / 140 (1 with no cue)
  'nearestInSentence', // the nearest cue is in the value's own sentence
  'cuesFor', // how many cues for the field before it (counted)
  'cuesAgainst', // how many cues against it
  'afterColon', // the text just before it ends with a colon (a label)
  'tableLine', // its line has more than one cell (a table row or a label and value)
  'ownCell', // it fills most of its cell (a value in a box, not a word in prose)
  'position', // where in the document it stands, 0..1
  'firstPage', // on the first page
  'firstOfKind', // the first value of its kind offered for the field
  'lastOfKind', // the last one
  'repeats', // how many other values of the field's candidates are the same value, log(1 + n)
  'firstOfValue', // the first time this value is written
  'sizeRank', // numbers: its rank among the distinct values offered, largest 1, smallest 0 (0.5 otherwise)
] as const

export type FeatureName = (typeof FEATURE_NAMES)[number]
export type Features = Record<FeatureName, number>
/** The features of one value alone, without those that compare it to the other values offered. */
type SignalFeatures = Omit<
  Features,
  'firstOfKind' | 'lastOfKind' | 'repeats' | 'firstOfValue' | 'sizeRank'
>

/**
 * The role scorer's hand weights over the first nine features. The cue nearest before a value weighs most;
 * cues in earlier sentences speak less for it than those in its own (in 'agree to rent it to Jo Roe. You may
 * move in on 08/15/2026' the 'to's are about the renting, not the date).
 */
export const HAND_WEIGHTS: Partial<Record<keyof SignalFeatures, number>> = {
  nearest: 3,
  otherSameSentence: 1,
  otherEarlierSentence: 0.5,
  heading: 1.5,
  column: 1.5,
  after: 1.5,
  partyFor: 1.5,
  partyAgainst: -1.5,
  value: 1.5,
}

const BEFORE_CHARS = 140
const AFTER_CHARS = 30

const globalOf = (pattern: RegExp) =>
  new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`)

const cueHits = (text: string, profile: RoleProfile): [number, number, number][] =>
  [
    ...[...text.matchAll(globalOf(profile.cues))].map(
      (m) => [m.index, 1, m.index + m[0].length] as [number, number, number],
    ),
    ...[...text.matchAll(globalOf(profile.against))].map(
      (m) => [m.index, -1, m.index + m[0].length] as [number, number, number],
    ),
  ].sort((a, b) => a[0] - b[0])

const signOf = (text: string, profile: RoleProfile) => {
  const hits = cueHits(text, profile)
  return hits.length === 0 ? 0 : Math.sign(hits.reduce((sum, [, sign]) => sum + sign, 0))
}

/** The features of one value; the stretches before and after stop at the neighbouring values of its kind. */
export const mentionFeatures = <T>(
  flow: Flow,
  mention: Mention<T>,
  profile: RoleProfile,
  floor = 0,
  ceiling = Infinity,
): SignalFeatures => {
  const line = lineAt(flow, mention.start)
  const from = Math.max(floor, mention.start - BEFORE_CHARS)
  const before = flow.text.slice(from, mention.start)
  const hits = cueHits(before, profile)
  const sentenceStart = Math.max(
    0,
    ...[...before.matchAll(/[.;]\s+(?=[A-Z])/g)].map((m) => m.index),
  )
  const counted = profile.sameSentence ? hits.filter(([at]) => at >= sentenceStart) : hits
  const nearestHit = counted.at(-1)
  const others = counted.slice(0, -1)
  const sum = (list: typeof counted) => list.reduce((total, [, sign]) => total + sign, 0)
  // The words after it, within its own sentence. A value that ends its line before a capital ends its
  // sentence too: an address block has no full stop, and the next line ('Any notice to …') is not about it.
  const next = flow.starts[lineAt(flow, Math.max(mention.start, mention.end - 1)) + 1]
  const lineEnds =
    next !== undefined && next - mention.end <= 2 && /^[A-Z]/.test(flow.text.slice(next, next + 1))
  const after =
    flow.text
      .slice(mention.end, Math.min(mention.end + AFTER_CHARS, ceiling, lineEnds ? next : Infinity))
      .split(/[.;](?:\s|$)/)[0] ?? ''
  const party = flow.sections[line]
  const lineOf = flow.lines[line]
  const lineLength = lineOf ? lineOf.cells.reduce((n, c) => n + c.text.trim().length, 0) : 1
  const cellLength = Math.max(
    1,
    ...(lineOf?.cells ?? []).map((c) => c.text.trim().length).filter((n) => n > 0),
  )
  const valueLength = mention.end - mention.start
  return {
    nearest: nearestHit?.[1] ?? 0,
    otherSameSentence: sum(others.filter(([at]) => at >= sentenceStart)),
    otherEarlierSentence: sum(others.filter(([at]) => at < sentenceStart)),
    heading: signOf(headingAbove(flow, line), profile),
    column: signOf(columnHeadAbove(flow, mention.start), profile),
    after: signOf(after, profile),
    partyFor: party && party === profile.party ? 1 : 0,
    partyAgainst: party && profile.otherParties?.includes(party) ? 1 : 0,
    value: profile.valueSays ? profile.valueSays(String(mention.value)) : 0,
    nearestDistance: nearestHit ? Math.min(1, (before.length - nearestHit[2]) / BEFORE_CHARS) : 1,
    nearestInSentence: nearestHit && nearestHit[0] >= sentenceStart ? 1 : 0,
    cuesFor: counted.filter(([, sign]) => sign > 0).length,
    cuesAgainst: counted.filter(([, sign]) => sign < 0).length,
    afterColon: /:\s*$/.test(before) ? 1 : 0,
    tableLine: (lineOf?.cells.length ?? 1) > 1 ? 1 : 0,
    ownCell:
      lineOf && lineOf.cells.length > 1
        ? Math.min(1, valueLength / cellLength)
        : Math.min(1, valueLength / Math.max(1, lineLength)),
    position: flow.text.length > 0 ? mention.start / flow.text.length : 0,
    firstPage: (lineOf?.page ?? 1) === 1 ? 1 : 0,
  }
}

/** The features of every value offered for a field, with those that compare it to the others. */
export const questionFeatures = <T>(
  flow: Flow,
  mentions: Mention<T>[],
  profile: RoleProfile,
  same: (a: T, b: T) => boolean = (a, b) => a === b,
): Features[] => {
  const numbers = [
    ...new Set(mentions.map((m) => m.value).filter((v): v is T & number => typeof v === 'number')),
  ].sort((a, b) => a - b)
  return mentions.map((mention, i) => {
    const copies = mentions.filter((m) => same(m.value, mention.value))
    const rank = typeof mention.value === 'number' ? numbers.indexOf(mention.value) : -1
    return {
      ...mentionFeatures(flow, mention, profile, mentions[i - 1]?.end ?? 0, mentions[i + 1]?.start),
      firstOfKind: i === 0 ? 1 : 0,
      lastOfKind: i === mentions.length - 1 ? 1 : 0,
      repeats: Math.log1p(copies.length - 1),
      firstOfValue: copies[0] === mention ? 1 : 0,
      sizeRank: rank < 0 || numbers.length < 2 ? 0.5 : rank / (numbers.length - 1),
    }
  })
}

/** The hand-weighted score from the features: role-scorer.ts's `scoreMention` score. */
export const handScore = (features: SignalFeatures): number =>
  Object.entries(HAND_WEIGHTS).reduce(
    (sum, [name, weight]) => sum + weight * features[name as keyof SignalFeatures],
    0,
  )
