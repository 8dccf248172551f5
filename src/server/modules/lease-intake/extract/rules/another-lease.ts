/**
 * Words that put a sentence about a lease other than this one: the lease a renewal replaces ('under the
 * lease dated August 1, 2026, at $1,725.00 per month', 'which expired on May 31, 2027', 'The Original Lease ends on
 * …'), or a sublease's master lease. Its rent and dates are not this lease's.
 */
export const ANOTHER_LEASE = String.raw`lease\s+dated|master\s+lease|(?:previous|prior|earlier|former|expired|original)\s+(?:lease|rent|tenancy)`
