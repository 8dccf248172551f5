/** A reader whose plain-JavaScript import the pool preloads: it reports how often that import ran. */
import { evaluations } from './preload-probe.mjs'

export const read = async () => ({ evaluations: evaluations() })
