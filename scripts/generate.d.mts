/** Writes the generated registries (see generate.mjs); answers the files it changed. */
export function generate(): string[]
