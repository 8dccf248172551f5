/** A reader module whose loading never ends, for the reader pool's limit on starting. */
await new Promise(() => {})

export const read = () => 'never'
