import { describe, expect, it } from 'vitest'
import type { ServiceRequestServiceOption } from '@shared/api/servicereq'
import { linesWithServices } from '@/features/servicereq/service-lines'

const option = (name: string, netPrice: number): ServiceRequestServiceOption => ({
  _id: name,
  name,
  price: netPrice,
  netPrice,
  durationMinutes: 30,
})
const CATALOGUE = [option('Periodic service', 127_440), option('Brake pad replacement', 76_700), option('Tyre replacement', 53_100)]

describe('adding the picked catalogue services to an estimate (src/features/servicereq/service-lines.ts)', () => {
  it('adds a line per catalogue service at its net price as exact rupee text, in the services’ order', () => {
    const r = linesWithServices([], ['Tyre replacement', 'Periodic service'], CATALOGUE, 30)
    expect(r.lines).toEqual([
      { description: 'Tyre replacement', amount: '531.00' },
      { description: 'Periodic service', amount: '1274.40' },
    ])
    expect(r.added).toEqual(['Tyre replacement', 'Periodic service'])
  })

  it('does not duplicate a line of the same name (case and spaces aside) nor a service listed twice', () => {
    const lines = [{ description: ' periodic SERVICE ', amount: '1000' }]
    const r = linesWithServices(lines, ['Periodic service', 'brake pad replacement', 'Brake pad replacement'], CATALOGUE, 30)
    expect(r.lines).toEqual([lines[0], { description: 'Brake pad replacement', amount: '767.00' }])
    expect(r.present).toEqual(['Periodic service'])
    expect(r.added).toEqual(['Brake pad replacement'])
    // Twice: nothing more.
    expect(linesWithServices(r.lines, ['Periodic service', 'Brake pad replacement'], CATALOGUE, 30).added).toEqual([])
  })

  it('reports free-text services (no price) and those past the most lines, and drops blank rows', () => {
    const blank = { description: '', amount: ' ' }
    const kept = { description: 'Labour', amount: '100' }
    const r = linesWithServices([blank, kept], ['Mirror realignment', ' ', 'Periodic service', 'Tyre replacement'], CATALOGUE, 2)
    expect(r.lines).toEqual([kept, { description: 'Periodic service', amount: '1274.40' }])
    expect(r.unpriced).toEqual(['Mirror realignment'])
    expect(r.overflow).toEqual(['Tyre replacement'])
  })
})
