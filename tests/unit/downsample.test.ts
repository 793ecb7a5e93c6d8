import { describe, expect, it } from 'vitest'
import { lowerBound, minMaxDownsample, strideIndexes, windowOf } from '../../server/lib/downsample'

const series = (n: number, f: (i: number) => number) => {
  const t = new Float64Array(n)
  const v = new Float64Array(n)
  for (let i = 0; i < n; i++) {
    t[i] = 1_000_000 + i * 1000
    v[i] = f(i)
  }
  return { t, v }
}

describe('min/max downsampling', () => {
  it('keeps at most two points per bucket, in time order', () => {
    const { t, v } = series(100_000, (i) => Math.sin(i / 50) * 10 + (i % 7))
    const out = minMaxDownsample(t, v, 500)
    expect(out.t.length).toBeLessThanOrEqual(1000)
    expect(out.t.length).toBeGreaterThan(500)
    for (let i = 1; i < out.t.length; i++) expect(out.t[i]!).toBeGreaterThan(out.t[i - 1]!)
  })

  it('keeps the extremes: a one-point spike and dip survive', () => {
    const { t, v } = series(1_000_000, (i) => (i === 123_457 ? 999 : i === 876_543 ? -999 : Math.sin(i / 1000)))
    const out = minMaxDownsample(t, v, 1000)
    expect(Math.max(...out.v)).toBe(999)
    expect(Math.min(...out.v)).toBe(-999)
    expect(out.t).toContain(t[123_457])
    expect(out.t.length).toBeLessThanOrEqual(2000)
  })

  it('answers every point when there are fewer than two per bucket, and none for an empty window', () => {
    const { t, v } = series(50, (i) => i)
    expect(minMaxDownsample(t, v, 100).v).toEqual([...v])
    expect(minMaxDownsample(t, v, 100, 10, 10).t).toEqual([])
  })

  it('downsamples a window only', () => {
    const { t, v } = series(10_000, (i) => i)
    const w = windowOf(t, t[1000]!, t[1999]!)
    expect(w).toEqual({ start: 1000, end: 2000 })
    const out = minMaxDownsample(t, v, 10, w.start, w.end)
    expect(out.v[0]).toBe(1000)
    expect(out.v[out.v.length - 1]).toBe(1999)
    expect(out.v.length).toBeLessThanOrEqual(20)
    expect(lowerBound(t, 0)).toBe(0)
    expect(lowerBound(t, Number.MAX_VALUE)).toBe(10_000)
  })

  it('thins a route to about the asked count, ending on the last point', () => {
    const idx = strideIndexes(0, 100_000, 1000)
    expect(idx.length).toBeLessThanOrEqual(1001)
    expect(idx[idx.length - 1]).toBe(99_999)
  })
})
