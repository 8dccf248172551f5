/** The plain module preload-probe.mjs, typed for the reader that imports it. */
export declare const evaluations: () => number
