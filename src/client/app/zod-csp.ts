import { z } from 'zod'

/*
 * Zod compiles fast object parsers with `new Function` when eval is allowed, and probes for that
 * by calling it. Under the app's CSP (no unsafe-eval) the probe is blocked but still reported as
 * a violation on every page, so the client runs zod without the compiler. Imported first in
 * main.tsx: the setting must be in place before any schema is built.
 */
z.config({ jitless: true })
