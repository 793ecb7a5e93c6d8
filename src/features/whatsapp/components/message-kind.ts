import { useLingui } from '@lingui/react/macro'
import type { MessageKind } from '@shared/api/whatsapp'

/** What a customer's message holds when it is not plain text, in the active language ('' for text). */
export function useKindLabels(): Record<MessageKind, string> {
  const { t } = useLingui()
  return {
    text: '',
    image: t`Photo`,
    video: t`Video message`,
    audio: t`Voice message or audio`,
    document: t`Document`,
    sticker: t`Sticker`,
    location: t`Location`,
    contacts: t`Contact card`,
    interactive: t`Selected`,
    button: t`Selected`,
    order: t`Order`,
    system: t`WhatsApp notice`,
    unsupported: t`A message WhatsApp cannot show here`,
  }
}
