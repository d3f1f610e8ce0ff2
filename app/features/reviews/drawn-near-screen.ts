/**
 * Decision 069's drawing as the section nears the screen, for a band that is the first element of
 * an island: app.css defers every section of the page but the first child of its parent, which
 * the island's wrapper makes the band (decision 073). Given to the band's content, it skips the
 * same style, layout and paint, and is drawn once the page has a `:target` as before.
 */
export const drawnNearScreen = '[html:not(:has(:target))_&]:[content-visibility:auto] [html:not(:has(:target))_&]:[contain-intrinsic-size:auto_900px]'
