import { describe, expect, it } from 'vitest'
import {
  SLOT_TIMES,
  TEST_DRIVE_CONFIG_MESSAGES as M,
  minutesToSlotTime,
  slotMinutes,
  testDriveConfigForm,
  type TestDriveConfigFormInput,
} from '@shared/api/testdrive-config'
import { WEEK_DAYS } from '@shared/api/testdrive-config.table'
import { planWeek, todayInIndia } from '../../server/modules/testdrive/config-data'

/** A valid form: Sunday off, Monday to Saturday two slots each. */
function valid(): TestDriveConfigFormInput {
  return {
    branchId: '0190a6a0-0000-7000-8000-000000000001',
    title: 'Koramangala test rides',
    officeNo: '080-41230001',
    mobileNo: '9845012345',
    contactEmail: 'rides@example.com',
    week: WEEK_DAYS.map((day, n) => ({
      day,
      isHoliday: n === 0,
      slots:
        n === 0
          ? []
          : [
              { startAt: '10:00', endAt: '12:00', limit: 4 },
              { startAt: '14:00', endAt: '16:00', limit: 2 },
            ],
    })),
  }
}

type Week = NonNullable<TestDriveConfigFormInput['week']>
/** The form with Monday's slots (or the whole week) changed. */
function withMonday(slots: Week[number]['slots'], more: Partial<Week[number]> = {}): TestDriveConfigFormInput {
  const f = valid()
  f.week[1] = { ...f.week[1]!, slots, ...more }
  return f
}

/** The issues of a form as 'path: message'. */
function issues(form: unknown): string[] {
  const r = testDriveConfigForm.safeParse(form)
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
}

describe('the test-drive configuration form’s rules (spec 002 sections 5 and 9)', () => {
  it('accepts a valid week', () => {
    expect(issues(valid())).toEqual([])
  })

  it('needs at least one operational slot', () => {
    const f = valid()
    f.week = f.week.map((d) => ({ ...d, slots: [] }))
    expect(issues(f)).toEqual([`week: ${M.noSlot}`])
  })

  it('needs a start before its end', () => {
    expect(issues(withMonday([{ startAt: '12:00', endAt: '12:00', limit: 2 }]))).toEqual([`week.1.slots.0.endAt: ${M.startBeforeEnd}`])
    expect(issues(withMonday([{ startAt: '13:00', endAt: '12:00', limit: 2 }]))).toEqual([`week.1.slots.0.endAt: ${M.startBeforeEnd}`])
  })

  it('refuses overlapping slots within a day, not slots that only touch', () => {
    const overlapping = withMonday([
      { startAt: '10:00', endAt: '12:00', limit: 2 },
      { startAt: '11:30', endAt: '13:00', limit: 2 },
    ])
    expect(issues(overlapping)).toEqual([`week.1.slots.1.startAt: ${M.overlap}`])
    const touching = withMonday([
      { startAt: '12:00', endAt: '13:00', limit: 2 },
      { startAt: '10:00', endAt: '12:00', limit: 2 },
    ])
    expect(issues(touching)).toEqual([])
  })

  it('takes a limit from 1 to 366, whole numbers only', () => {
    for (const limit of [0, 367, 1.5, -1, 'many']) {
      expect(issues(withMonday([{ startAt: '10:00', endAt: '12:00', limit: limit as number }])), String(limit)).toEqual([
        `week.1.slots.0.limit: ${M.limit}`,
      ])
    }
    for (const limit of [1, 366, '6'])
      expect(issues(withMonday([{ startAt: '10:00', endAt: '12:00', limit: limit as number }]))).toEqual([])
  })

  it('needs at least one week-off day', () => {
    const f = valid()
    f.week[0] = { day: 'sunday', isHoliday: false, slots: [] }
    expect(issues(f)).toEqual([`week: ${M.weekOff}`])
  })

  it('keeps a holiday free of slots', () => {
    expect(issues(withMonday([{ startAt: '10:00', endAt: '12:00', limit: 2 }], { isHoliday: true }))).toEqual([
      `week.1.slots: ${M.holidaySlots}`,
    ])
  })

  it('needs a valid e-mail when one is given', () => {
    expect(issues({ ...valid(), contactEmail: 'rides@' })).toEqual([`contactEmail: ${M.validEmail}`])
    expect(issues({ ...valid(), contactEmail: '' })).toEqual([])
  })

  it('needs a 10-digit mobile number when one is given', () => {
    for (const mobileNo of ['98450', '98450123456', '98450-12345'])
      expect(issues({ ...valid(), mobileNo })).toEqual([`mobileNo: ${M.validMobile}`])
    expect(issues({ ...valid(), mobileNo: '' })).toEqual([])
  })

  it('requires the office number', () => {
    expect(issues({ ...valid(), officeNo: '' })).toEqual([`officeNo: ${M.officeNo}`])
    expect(issues({ ...valid(), officeNo: '   ' })).toEqual([`officeNo: ${M.officeNo}`])
    const { officeNo: _o, ...without } = valid()
    expect(issues(without)).toEqual([`officeNo: ${M.officeNo}`])
    expect(issues({ ...valid(), officeNo: '12' })).toEqual([`officeNo: ${M.validOfficeNo}`])
  })

  it('takes times only from the 30-minute list', () => {
    expect(SLOT_TIMES).toHaveLength(48)
    expect([slotMinutes('10:30'), slotMinutes('10:15'), minutesToSlotTime(630)]).toEqual([630, -1, '10:30'])
    expect(issues(withMonday([{ startAt: '10:15', endAt: '12:00', limit: 2 }]))).toEqual([`week.1.slots.0.startAt: ${M.time}`])
    expect(issues(withMonday([{ startAt: '10:00', endAt: '24:00', limit: 2 }]))).toEqual([`week.1.slots.0.endAt: ${M.time}`])
  })
})

describe('saving a week over the stored one (planWeek)', () => {
  const stored = [
    { id: 'a', day: 1, startMin: 600, endMin: 720, capacity: 4 },
    { id: 'b', day: 1, startMin: 840, endMin: 960, capacity: 4 },
    { id: 'c', day: 2, startMin: 600, endMin: 720, capacity: 4 },
  ]
  const ahead = new Map([
    ['a', [{ date: 1_780_000_000, booked: 3 }]],
    ['c', [{ date: 1_780_086_400, booked: 1 }]],
  ])

  it('keeps a slot by its day and start, changes its end and capacity in place, removes and adds the rest', () => {
    const plan = planWeek(
      stored,
      [
        { day: 1, startMin: 600, endMin: 750, capacity: 5 },
        { day: 3, startMin: 600, endMin: 720, capacity: 2 },
        { day: 2, startMin: 600, endMin: 720, capacity: 4 },
      ],
      new Map(),
      false,
    )
    expect(plan).toEqual({
      changed: [{ id: 'a', endMin: 750, capacity: 5, capacityChanged: true }],
      removed: [stored[1]],
      added: [{ day: 3, startMin: 600, endMin: 720, capacity: 2 }],
      inUse: [],
    })
  })

  it('lists removed slots with drives ahead and reduced ones below the places taken', () => {
    const plan = planWeek(stored, [{ day: 1, startMin: 600, endMin: 720, capacity: 2 }], ahead, false)
    expect(plan.inUse).toEqual([
      { day: 'monday', startAt: '10:00', endAt: '12:00', dates: [{ date: 1_780_000_000, booked: 3 }] },
      { day: 'tuesday', startAt: '10:00', endAt: '12:00', dates: [{ date: 1_780_086_400, booked: 1 }] },
    ])
    expect(planWeek(stored, [{ day: 1, startMin: 600, endMin: 720, capacity: 3 }, stored[2]!], ahead, false).inUse).toEqual([])
    expect(planWeek(stored, stored, ahead, true).inUse.map((s) => s.day)).toEqual(['monday', 'tuesday'])
  })

  it('knows today’s midnight in India', () => {
    expect(todayInIndia(new Date('2026-06-01T10:00:00Z')).toISOString()).toBe('2026-05-31T18:30:00.000Z')
    expect(todayInIndia(new Date('2026-06-01T18:29:59Z')).toISOString()).toBe('2026-05-31T18:30:00.000Z')
    expect(todayInIndia(new Date('2026-06-01T18:30:00Z')).toISOString()).toBe('2026-06-01T18:30:00.000Z')
  })
})
