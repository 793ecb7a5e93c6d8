import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../server/config'

describe('TRUST_PROXY', () => {
  it('is off unless proxies are named', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false)
    expect(loadConfig({ TRUST_PROXY: ' ' }).TRUST_PROXY).toBe(false)
  })

  it('takes addresses, CIDR ranges and the named ranges, comma separated', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1, fd00::/8 ,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ])
  })

  it('refuses anything a client reaching the server directly could exploit or a typo, naming the value', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY.*true.*refused/)
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY.*hop counts/)
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/10\.0\.0\.0\/33/)
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1, proxy.local' })).toThrow(/proxy\.local/)
    expect(() => loadConfig({ TRUST_PROXY: '*' })).toThrow(/TRUST_PROXY/)
  })
})
