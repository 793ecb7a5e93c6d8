import { useSaveGate } from '@/lib/use-save-gate'

/**
 * The question before a broadcast (issue 15): a new notification without a recipient goes to every active customer,
 * so the dialog's save waits for the confirmation's Send or Cancel; `asking` shows the confirmation.
 */
export const useBroadcastGate = () => useSaveGate((payload, mode) => mode === 'new' && !(payload as { userId?: string }).userId)
