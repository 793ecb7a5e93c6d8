/** Keeps the digits of a typed or pasted value, at most `max` of them (mobile number, one-time code). */
export const digitsOnly = (value: string, max: number): string => value.replace(/\D/g, '').slice(0, max)
