/**
 * Words that put a sentence about a lease other than this one: the lease a renewal replaces ('under the
 * lease dated August 1, 2026, at $1,725.00 per month', 'which expired on May 31, 2027', 'The Original Lease ends on
 * …', a renewal letter's 'your present fixed-term tenancy … ends on June 30, 2027'), or a sublease's master lease.
 * Its rent and dates are not this lease's. 'The present lease' alone is this one, as a translated lease says it.
 */
export const ANOTHER_LEASE = String.raw`lease\s+dated|master\s+lease|(?:previous|prior|earlier|former|expired|original)\s+(?:lease|rent|tenancy)|your\s+(?:present|current|existing)\s+(?:[\w-]+\s+)?(?:lease|rent|tenancy)`
