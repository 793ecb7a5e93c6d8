const toSeconds = (d: Date) => Math.floor(d.getTime() / 1000)

/** Unix seconds of a timestamp column value, or null (what every answer carries for a date). */
export const unixSeconds = (d: Date | null | undefined): number | null => (d ? toSeconds(d) : null)
