import { describe, expect, it } from 'vitest'
import { RIDING_MODE_MESSAGES as RM, RIDING_MODE_NUMBERS, ridingModeForm } from '../../shared/api/riding-mode'

const valid = () => ({ title: ' Eco ', ...Object.fromEntries(RIDING_MODE_NUMBERS.map((k, i) => [k, String(i + 0.5)])) })

describe('the riding-mode form schema', () => {
  it('turns the inputs’ text into numbers, trims the title and defaults the flags', () => {
    const r = ridingModeForm.parse(valid())
    expect(r).toMatchObject({ title: 'Eco', maxMotorCurrent: 0.5, maxRevPower: 10.5, regenBreaking: false, active: true })
  })

  it('requires the title and all eleven numbers with the mandatory-fields message', () => {
    const r = ridingModeForm.safeParse({ title: '  ' })
    expect(r.success).toBe(false)
    const issues = r.error!.issues
    expect(issues).toHaveLength(12)
    expect(new Set(issues.map((i) => i.message))).toEqual(new Set([RM.mandatory]))
  })

  it('refuses text that is not a number, negatives and values over a million', () => {
    for (const bad of ['abc', '1,5', '-1', '1000001', 'Infinity', '0x10']) {
      const r = ridingModeForm.safeParse({ ...valid(), maxFwdSpeed: bad })
      expect(r.success, bad).toBe(false)
      expect(r.error!.issues[0]!.message, bad).toBe(RM.validNumber)
    }
    expect(ridingModeForm.parse({ ...valid(), maxFwdSpeed: 45 }).maxFwdSpeed).toBe(45)
    expect(ridingModeForm.parse({ ...valid(), maxFwdSpeed: '1e3' }).maxFwdSpeed).toBe(1000)
  })
})
