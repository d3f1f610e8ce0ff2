import { createClient } from '@supabase/supabase-js'

/** Node 20 has no WebSocket; the tests never open the realtime channel the client sets up. */
class NoWebSocket {
  constructor() {
    throw new Error('realtime is not used by these tests')
  }
}

/** A Supabase client as the shop's browser code makes one, for the functions alone. */
export const supabaseClient = (url: string, key: string, headers: Record<string, string> = {}) =>
  createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: NoWebSocket as unknown as typeof WebSocket },
    global: { headers },
  })
