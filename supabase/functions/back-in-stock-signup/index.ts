// The back-in-stock-signup function on Supabase's Edge runtime: the shop's own handler (services/functions/edge.ts).
import { edgeFunction } from '../_shared/backend.js'

Deno.serve(edgeFunction('back-in-stock-signup', Deno.env.toObject()))
