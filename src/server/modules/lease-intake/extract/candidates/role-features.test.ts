import { describe, expect, it } from 'vitest'
import { contextFrom } from '../test-document'
import { buildFlow } from './flow'
import { moneyMentions, phoneMentions } from './mentions'
import { SECURITY_DEPOSIT, TENANT_CONTACT } from './profiles'
import { handScore, questionFeatures } from './role-features'
import { scoreMentions } from './role-scorer'

describe('role features', () => {
  it('splits the scorer signals of a known sentence into separate numbers', () => {
    const flow = buildFlow(
      contextFrom('Landlord: Acme LLC, phone 512-555-0100. Tenant: Jo Roe, phone 512-555-0101.'),
    )
    const [landlord, tenant] = questionFeatures(flow, phoneMentions(flow), TENANT_CONTACT)
    expect(landlord).toMatchObject({ nearest: -1, otherSameSentence: 0, firstOfKind: 1 })
    // The tenant's phone: its stretch starts after the landlord's phone, so 'Tenant' is the only cue.
    expect(tenant).toMatchObject({
      nearest: 1,
      otherSameSentence: 0,
      otherEarlierSentence: 0,
      nearestInSentence: 1,
      lastOfKind: 1,
    })
  })

  it('gives back the hand-weighted score from the features', () => {
    const flow = buildFlow(
      contextFrom(
        'Rent is $1,200.00 per month. Tenant shall pay a security deposit of $1,200.00, and a pet fee of $300.00.',
      ),
    )
    const mentions = moneyMentions(flow)
    const features = questionFeatures(flow, mentions, SECURITY_DEPOSIT)
    const scored = scoreMentions(flow, mentions, SECURITY_DEPOSIT)
    expect(features.map(handScore)).toEqual(scored.map((m) => m.score))
    // Two of the three amounts are the same value; the largest ranks 1.
    expect(features[1]).toMatchObject({ repeats: Math.log(2), firstOfValue: 0, sizeRank: 1 })
    expect(features[2]).toMatchObject({ sizeRank: 0 })
  })
})
