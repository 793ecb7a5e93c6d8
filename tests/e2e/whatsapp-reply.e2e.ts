import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { signWebhook } from '../../server/providers/whatsapp'
import { MESSAGE_PAYLOADS, REACTED_ID, USER } from '../integration/support/whatsapp-payloads'
import { inboundText } from '../support/whatsapp-body'
import { adminCall, bodyRows, signedInPages } from './support/pages'
import { useProduct } from './support/suite'

const SUPER_ADMIN = '9000000001'
const SECRET = 'whatsapp-e2e-app-secret-0123'
const LEAD = { fname: 'Meera', lname: 'Nair', mobileNo: '6123000091' }

/**
 * Issue 21 in Chromium: the palette's "Reply on WhatsApp to …" on the selected CRM lead starts and opens the
 * conversation, and the side menu's WhatsApp entry counts unread messages live. Issue 35: a photo's caption and a
 * reaction show as such (from Meta's documented webhook bodies), and dates as the shared formatters write them.
 */
describe('replying on WhatsApp from the palette, and the menu’s unread count, in Chromium', () => {
  const product = useProduct({ WHATSAPP_APP_SECRET: SECRET })
  const pageErrors: string[] = []
  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([])
  })
  const pageAs = signedInPages(product, pageErrors)
  const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' })

  const signed = (raw: string) =>
    fetch(`${product.server.url}/api/whatsapp/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signWebhook(raw, SECRET) },
      body: raw,
    })
  const inbound = (from: string, text: string) => signed(inboundText(from, text, `wamid.e2e-${from}-${text.length}`))
  /** One of Meta's documented bodies, from this customer (and reacting to `reactedId`). */
  const documented = (name: string, from: string, reactedId = REACTED_ID) =>
    signed(
      JSON.stringify(MESSAGE_PAYLOADS.find((p) => p.name === name)!.body)
        .replaceAll(USER, from)
        .replaceAll(REACTED_ID, reactedId),
    )

  it('starts the conversation with the selected lead and counts unread messages in the menu', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, '/admin/crm')
    expect((await adminCall(page, '/crm/add', LEAD)).responseCode).toBe(109)
    await page.goto(`/admin/crm?keyword=${LEAD.mobileNo}`)
    const row = bodyRows(page).filter({ hasText: LEAD.mobileNo }).first()
    await row.click()
    await expect.poll(() => row.getAttribute('aria-selected')).toBe('true')

    await page.keyboard.press('Control+K')
    await palette(page).waitFor()
    await page.getByRole('combobox', { name: 'Type a command or search…' }).fill('whatsapp')
    await palette(page)
      .getByRole('option', { name: /^Reply on WhatsApp to Meera Nair/ })
      .click()
    await page.waitForURL(`**/admin/whatsapp?mobileNo=${LEAD.mobileNo}`)
    const thread = page.getByTestId('whatsapp-thread')
    await expect.poll(() => thread.locator('header').innerText()).toContain('Meera Nair')
    expect(await thread.locator('header').innerText()).toContain(`+91${LEAD.mobileNo}`)
    // Nobody has written yet: only an approved template may be sent.
    await thread.getByTestId('whatsapp-window-closed').waitFor()

    // A customer writes: the menu's WhatsApp entry shows the count at once, without a reload.
    const menuLink = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: /^WhatsApp/ })
    expect(await menuLink.getByTestId('menu-badge-whatsapp').count()).toBe(0)
    expect((await inbound('919811100071', 'Is my scooter ready?')).status).toBe(200)
    expect((await inbound('919811100071', 'Hello?')).status).toBe(200)
    // The link's accessible name carries the count ("WhatsApp 2 unread"); the visible digits are hidden from it.
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: /^WhatsApp\s*2 unread$/ })
      .waitFor()
    expect(await menuLink.getByTestId('menu-badge-whatsapp').innerText()).toContain('2')

    // Reading the conversation clears the count (the list shows the lead's number until the search is cleared).
    await page.getByRole('searchbox', { name: 'Search by name or number (/)' }).fill('')
    await page.getByTestId('whatsapp-conversation').filter({ hasText: 'Phone Name' }).dblclick()
    await expect.poll(() => menuLink.getByTestId('menu-badge-whatsapp').count()).toBe(0)

    // A photo with a caption shows its caption under "Photo"; a reaction shows beside the message it reacts to (and
    // counts as no unread message); times read dd/MM/yyyy HH:mm, as everywhere.
    await expect.poll(() => thread.locator('header').innerText()).toContain('Phone Name')
    expect((await documented('image with caption', '919811100071')).status).toBe(200)
    expect((await documented('reaction', '919811100071', 'wamid.e2e-919811100071-20')).status).toBe(200)
    const messages = thread.getByTestId('whatsapp-messages')
    const photo = messages.locator('li').filter({ hasText: 'Black jacket' })
    await photo.waitFor()
    expect(await photo.getByTestId('whatsapp-message-kind').innerText()).toBe('Photo')
    const reacted = messages.locator('li').filter({ hasText: 'Is my scooter ready?' })
    await reacted.getByTestId('whatsapp-reaction').waitFor()
    expect(await reacted.getByTestId('whatsapp-reaction').innerText()).toBe('👍')
    expect(await messages.innerText()).not.toMatch(/\[(image|reaction)\]/)
    expect(await reacted.innerText()).toMatch(/\b\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\b/)
    const listed = page.getByTestId('whatsapp-conversation').filter({ hasText: 'Phone Name' })
    await expect.poll(() => listed.innerText()).toContain('Photo: Black jacket')
    expect(await listed.innerText()).toMatch(/\b\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\b/)
    await context.close()
  })
})
