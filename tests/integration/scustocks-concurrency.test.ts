import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SCU_STOCK_MESSAGES as M } from '../../shared/api/scustocks'
import { testDatabases } from './support/databases'
import { S, stockWorld, type StockWorld } from './support/scustocks'

/**
 * The promise of the ledger (issue 19): quantities never go negative, also when movements race. The database decides
 * (postMovement's one conditional decrement), so many issues or transfers at once take exactly what is on hand.
 */
describe.each(testDatabases)('SCU stock under concurrency on $name', (tdb) => {
  let w: StockWorld
  beforeAll(async () => {
    w = await stockWorld(tdb)
  })
  afterAll(() => w.h.close())

  const outcome = (answers: { status: number; body: Record<string, unknown> }[]) => {
    const accepted = answers.filter((r) => r.body.responseCode === 109)
    const refusals = answers.filter((r) => r.body.responseCode !== 109)
    for (const r of refusals) expect([r.status, r.body.responseCode, r.body.message]).toEqual([400, 110, M.insufficientStock])
    return { accepted: accepted.length, refused: refusals.length }
  }

  it('accepts exactly 5 of 20 issues of 1 fired at once at a balance of 5; the other 15 are insufficient stock', async () => {
    const productId = await w.product('RACE-ISSUE')
    await w.post(`${S}/adjust`, { scuId: w.homeCentre, productId, quantity: 5, reason: 'Opening stock' })
    const refId = await w.reference('serviceRequest', w.homeCentre)
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        w.post(`${S}/issue`, { scuId: w.homeCentre, productId, quantity: 1, refType: 'serviceRequest', refId }),
      ),
    )
    expect(outcome(answers)).toEqual({ accepted: 5, refused: 15 })
    expect(await w.balance(w.homeCentre, productId)).toBe(0)
    const ledger = await w.ledger(w.homeCentre, productId)
    const issues = ledger.filter((m) => m.kind === 'issue')
    expect(issues).toHaveLength(5)
    expect(issues.map((m) => m.balanceAfter).sort()).toEqual([0, 1, 2, 3, 4])
  })

  it('lets one of two transfers racing for the last 3 units through, and many of 1 take exactly what is there', async () => {
    const productId = await w.product('RACE-MOVE')
    await w.post(`${S}/adjust`, { scuId: w.homeCentre, productId, quantity: 3, reason: 'Opening stock' })
    const move = (toScuId: string, quantity: number) => w.post(`${S}/transfer`, { fromScuId: w.homeCentre, toScuId, productId, quantity })
    const two = await Promise.all([move(w.otherCentre, 2), move(w.thirdCentre, 2)])
    expect(outcome(two)).toEqual({ accepted: 1, refused: 1 })
    expect(await w.balance(w.homeCentre, productId)).toBe(1)
    const moved = ((await w.balance(w.otherCentre, productId)) ?? 0) + ((await w.balance(w.thirdCentre, productId)) ?? 0)
    expect(moved).toBe(2)

    await w.post(`${S}/adjust`, { scuId: w.homeCentre, productId, quantity: 3, reason: 'Found' })
    const many = await Promise.all(Array.from({ length: 12 }, (_, n) => move(n % 2 ? w.otherCentre : w.thirdCentre, 1)))
    expect(outcome(many)).toEqual({ accepted: 4, refused: 8 })
    expect(await w.balance(w.homeCentre, productId)).toBe(0)
    const ins = [...(await w.ledger(w.otherCentre, productId)), ...(await w.ledger(w.thirdCentre, productId))]
    const outs = (await w.ledger(w.homeCentre, productId)).filter((m) => m.kind === 'transferOut')
    expect(outs).toHaveLength(5)
    expect(ins.filter((m) => m.kind === 'transferIn').reduce((s, m) => s + m.quantity, 0)).toBe(6)
    expect(new Set(outs.map((m) => m.refId))).toEqual(new Set(ins.map((m) => m.refId)))
  })
})
