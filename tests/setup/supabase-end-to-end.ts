/**
 * The end-to-end tests run a second time through the deployable Supabase functions (under Deno, on a
 * Postgres): the newsletter, contact and review submissions that reach the functions; the others
 * (failures staged in the browser) do not.
 */
export const supabaseEndToEndTests = {
  testMatch: ['newsletter.spec.ts', 'contact.spec.ts', 'testimonials.spec.ts'],
  grep: [
    /subscribing disables the form|signing up again|subscribes and shows the success message/,
    /contact form with(out)? JavaScript sends/,
    /Review submission (a review with two photos|a text file renamed|without JavaScript, a review is sent)/,
  ],
}

/** Why the Supabase end-to-end tests cannot run here, or null: they need a Postgres (under CI its absence fails the run). */
export const supabaseEndToEndSkipped: string | null =
  process.env.TEST_DATABASE_URL || process.env.CI ? null : 'needs TEST_DATABASE_URL (the deployable functions run on a Postgres)'

/** Whether a test (by its file and its title path) is one of the Supabase end-to-end tests. */
export function isSupabaseEndToEndTest(file: string, titlePath: string): boolean {
  return supabaseEndToEndTests.testMatch.some((name) => file.endsWith(`/${name}`)) && supabaseEndToEndTests.grep.some((pattern) => pattern.test(titlePath))
}
