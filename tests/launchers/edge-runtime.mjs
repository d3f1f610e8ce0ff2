// Run by Deno (tests/launchers/supabase-local.ts): Supabase's Edge runtime in small. Each function's
// entry (supabase/functions/<name>/index.ts) is imported as the runtime imports it; the handler it
// gives Deno.serve is kept and answers requests for /<name>, as a function sees them on Supabase.
const [functionsDir, port, ...names] = Deno.args
const handlers = new Map()
const serve = Deno.serve
for (const name of names) {
  Deno.serve = (handler) => {
    handlers.set(name, handler)
    return { finished: Promise.resolve(), shutdown: async () => {}, addr: { port: 0 } }
  }
  await import(`file://${functionsDir}/${name}/index.ts`)
}
Deno.serve = serve
Deno.serve({ hostname: '127.0.0.1', port: Number(port), onListen: () => console.log(`edge runtime listening on ${port}`) }, (request) => {
  const name = new URL(request.url).pathname.split('/')[1] ?? ''
  const handler = handlers.get(name)
  if (!handler) return Response.json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, { status: 404 })
  return handler(request)
})

// Ends with the process that started it, however that one ends (a SIGKILL after a shutdown that
// took too long included): its end closes this stdin, which nothing else writes to.
void (async () => {
  for await (const _ of Deno.stdin.readable) void _
  Deno.exit(0)
})()
