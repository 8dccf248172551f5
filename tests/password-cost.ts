import { lowerHashCostForTests } from '../src/server/modules/auth/password'

// Every test file starts here (vitest.config.ts setupFiles). scrypt at 2^10 instead of 2^15 costs
// about a millisecond a hash; servers the tests start as processes keep the production cost.
lowerHashCostForTests(2 ** 10)
