/**
 * Opens the question with this id (its `<details>`; the others in its group close), scrolls it
 * into view below the fixed header and moves keyboard focus to it. Ids that are not questions
 * (the category anchors) are left to the browser.
 */
export function openQuestion(id: string): boolean {
  const el = document.getElementById(id)
  if (!(el instanceof HTMLDetailsElement)) return false
  el.open = true
  el.scrollIntoView({ block: 'start' })
  el.querySelector('summary')?.focus({ preventScroll: true })
  return true
}
