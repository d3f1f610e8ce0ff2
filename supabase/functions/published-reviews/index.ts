// The published-reviews function on Supabase's Edge runtime: the shop's own handler (services/functions/edge.ts).
import { edgeFunction } from '../_shared/backend.js'

Deno.serve(edgeFunction('published-reviews', Deno.env.toObject()))
