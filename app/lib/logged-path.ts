/** The longest part of a path a log line repeats: enough to tell the page, never a flood. */
export const LOGGED_PATH_LENGTH = 200

/**
 * A request's path as the logs show it: at most LOGGED_PATH_LENGTH characters, with how long it
 * was when cut (a 16 KB path of a probe would otherwise be written out whole, once per request).
 */
export function loggedPath(url: string): string {
  const { pathname } = new URL(url)
  return pathname.length <= LOGGED_PATH_LENGTH ? pathname : `${pathname.slice(0, LOGGED_PATH_LENGTH)}… (${pathname.length} characters)`
}
