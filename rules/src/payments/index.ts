// The terminal payments report's range (spec 001 §2.11): the date pickers offer at most this many
// days, and the gateway refuses more before it lists a single day.

/** A year, leap day included: what the daily chart can show. */
export const MAX_RANGE_DAYS = 366;

export const RANGE_TOO_LONG = `The range can cover at most ${MAX_RANGE_DAYS} days.`;
