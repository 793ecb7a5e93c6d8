/**
 * Exotel's calls to the incoming-call webhook, with every parameter its documentation lists for them (support.exotel.com:
 * "Working with Passthru applet", "Working with Connect applet (Dial Whom)", "Connect applet (dynamic URL)", "Agent
 * pass-through"), in the formats it gives (StartTime `yyyy-mm-dd hh:mm:ss`, the constant EndTime, `digits` in double
 * quotes, an empty parameter when it has no value). Exotel calls with GET and these as the query string; a test also
 * sends each as a POST form body. The agent dialled is the support demo account (9000000002), the caller 9876543210.
 *
 * `announces`: whether the dialled agent is shown the call (false: accepted, nobody told — no agent yet, or the agent's
 * call has ended).
 */
export interface ExotelPayload {
  name: string
  params: Readonly<Record<string, string>>
  announces: boolean
}

export const EXOTEL_AGENT = '9000000002'
export const EXOTEL_CALLER = '9876543210'

export const EXOTEL_PAYLOADS: readonly ExotelPayload[] = [
  {
    name: 'Passthru after the Connect applet (CallFrom/CallTo and From/To)',
    params: {
      CallSid: 'c7a3f1e9d2b84c6a9e5f0b1d3a7c8e2f',
      CallFrom: '09876543210',
      CallTo: '08039591234',
      Direction: 'incoming',
      Created: 'Tue, 10 Jun 2025 10:05:11',
      DialCallDuration: '0',
      StartTime: '2025-06-10 10:05:11',
      EndTime: '1970-01-01 05:30:00',
      CallType: 'call-attempt',
      DialWhomNumber: '09000000002',
      flow_id: '228155',
      tenant_id: '67291',
      From: '09876543210',
      To: '08039591234',
      CurrentTime: '2025-06-10 10:05:19',
      digits: '"2"',
      CustomField: '',
    },
    announces: true,
  },
  {
    name: 'Passthru, the older parameters, after a completed conversation',
    params: {
      CallSid: '5f0e6b2c9a1d4e7f8b3c2a1d0e9f8a7b',
      From: '+919876543210',
      To: '08039591234',
      Direction: 'incoming',
      DialCallDuration: '43',
      StartTime: '2025-06-10 10:05:11',
      CurrentTime: '2025-06-10 10:06:02',
      EndTime: '1970-01-01 05:30:00',
      CallType: 'completed',
      DialWhomNumber: '+91 90000 00002',
      digits: '""',
      RecordingUrl: 'https://s3-ap-southeast-1.amazonaws.com/exotelrecordings/example/5f0e6b2c9a1d4e7f8b3c2a1d0e9f8a7b.mp3',
    },
    announces: true,
  },
  {
    name: 'Passthru before the Connect applet (no agent dialled yet)',
    params: {
      CallSid: '8e2d4c6b1a3f5e7d9c0b2a4f6e8d0c1b',
      From: '09876543210',
      To: '08039591234',
      Direction: 'incoming',
      DialCallDuration: '0',
      StartTime: '2025-06-10 10:05:11',
      CurrentTime: '2025-06-10 10:05:12',
      EndTime: '1970-01-01 05:30:00',
      CallType: 'call-attempt',
      digits: '"1"',
      DialWhomNumber: '',
    },
    announces: false,
  },
  {
    name: 'Connect applet, dial whom from a URL (CallFrom/CallTo only)',
    params: {
      CallSid: '0b9a8c7d6e5f4a3b2c1d0e9f8a7b6c5d',
      CallFrom: '09876543210',
      CallTo: '08039591234',
      CallStatus: 'in-progress',
      Direction: 'incoming',
      Created: '2025-06-10 10:05:11',
      DialCallDuration: '0',
      StartTime: '2025-06-10 10:05:11',
      EndTime: '1970-01-01 05:30:00',
      CallType: 'call-attempt',
      DialWhomNumber: '09000000002',
      flow_id: '228155',
      tenant_id: '67291',
      CurrentTime: '2025-06-10 10:05:14',
      digits: '"3"',
    },
    announces: true,
  },
  {
    name: 'Connect applet, agent pass-through: the agent is being called (busy)',
    params: { CallSid: '3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f', From: '09876543210', DialWhomNumber: '09000000002', Status: 'busy' },
    announces: true,
  },
  {
    name: 'Connect applet, agent pass-through: the call to the agent ended (free)',
    params: { CallSid: '3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f', From: '09876543210', DialWhomNumber: '09000000002', Status: 'free' },
    announces: false,
  },
]

/** `params` as a query string or form body. */
export const encoded = (params: Readonly<Record<string, string>>) => new URLSearchParams(params).toString()
