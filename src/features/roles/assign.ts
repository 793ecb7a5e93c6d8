/** A user a role can be granted to (POST /role/permission/unassigned: admins and employees). */
export interface Candidate {
  _id: string
  fname: string
  lname: string
  mobileNo: string
  /** The role they hold now (null: none). */
  roleName?: string | null
  kind: 'admin' | 'employee'
}

/** The display name of a candidate. */
export function candidateName(c: Pick<Candidate, 'fname' | 'lname'>): string {
  return [c.fname, c.lname].filter(Boolean).join(' ').trim()
}

/**
 * The candidates matching the search text: every word must appear in the name or the mobile number (case and
 * spacing ignored). Empty text: all of them.
 */
export function filterCandidates<C extends Candidate>(candidates: readonly C[], text: string): C[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return [...candidates]
  return candidates.filter((c) => {
    const hay = `${candidateName(c)} ${c.mobileNo}`.toLowerCase()
    const digits = c.mobileNo.replace(/\D/g, '')
    return words.every((w) => hay.includes(w) || (/^\d+$/.test(w) && digits.includes(w)))
  })
}

/** Admins first, then employees, each as the server listed them; one entry per user id. */
export function mergeCandidates(admins: readonly Omit<Candidate, 'kind'>[], employees: readonly Omit<Candidate, 'kind'>[]): Candidate[] {
  const seen = new Set<string>()
  const out: Candidate[] = []
  for (const [kind, list] of [
    ['admin', admins],
    ['employee', employees],
  ] as const) {
    for (const c of list) {
      if (seen.has(c._id)) continue
      seen.add(c._id)
      out.push({ ...c, kind })
    }
  }
  return out
}

/** Toggles one id in a selection. */
export function toggleId(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected)
  if (next.has(id)) next.delete(id)
  else next.add(id)
  return next
}

/** An option's accessible name in the assign list: 'fname lname (mobileNo)', then ', now: <role>' when given. */
export function candidateLabel(c: Pick<Candidate, 'fname' | 'lname' | 'mobileNo'>, now?: string): string {
  const name = candidateName(c)
  const who = c.mobileNo ? `${name} (${c.mobileNo})` : name
  return now ? `${who}, ${now}` : who
}
