/**
 * Decision 069's drawing as the section nears the screen, for a band that is the first element of
 * an island: app.css defers every section of the page but the first child of its parent, which
 * the island's wrapper makes the band (decision 073). Given to the band's content, the class
 * (defined beside the sections' rule in app.css, so the rule is written once) skips the same
 * style, layout and paint, and is drawn once the page has a `:target` as before.
 */
export const drawnNearScreen = 'drawn-near-screen'
