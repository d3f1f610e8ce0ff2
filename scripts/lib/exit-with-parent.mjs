// Loaded with `--import` into every shop the tests and scripts start: a shop whose starter was
// killed outright (SIGKILL, a crashed runner) stops itself instead of holding its port and
// database for the next run. An orphan is handed to another parent, so its parent id changes.
const parent = process.ppid
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM')
}, 1000).unref()
