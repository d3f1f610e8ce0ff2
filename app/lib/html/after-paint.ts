/**
 * The page's JavaScript is fetched and run after the first paint.
 *
 * Every page is complete and usable from the server's HTML alone (links navigate, forms post), so
 * the HTML, the stylesheet and the largest image get the connection to themselves and the browser
 * paints before it downloads and evaluates ~150 KB of JavaScript. On the server React Router's
 * module preloads and its bootstrap module are given a rel and a type the browser ignores
 * (`after-paint.server.ts`); this loader, rendered after them, restores both once the page is on
 * screen: the preloads first, so the modules still load in parallel rather than one import at a
 * time.
 */
export const HELD_PRELOAD_REL = 'modulepreload-after-paint'
export const HELD_MODULE_TYPE = 'module-after-paint'

// Starts once the page has loaded (stylesheet and the images in view) and two frames have been
// drawn since, and the browser has reported the first contentful paint (which it does when that
// frame is on screen, sometimes frames later on a busy device); a hidden tab, which draws nothing,
// starts at once, and no page waits more than 3 seconds.
export const afterPaintLoader = `(function(){var started=false,waiting=2;function start(){if(started)return;started=true;document.querySelectorAll('link[rel="${HELD_PRELOAD_REL}"]').forEach(function(held){var l=document.createElement('link');l.rel='modulepreload';l.href=held.href;document.head.appendChild(l)});document.querySelectorAll('script[type="${HELD_MODULE_TYPE}"]').forEach(function(held){var s=document.createElement('script');s.type='module';s.nonce=held.nonce;s.textContent=held.textContent;document.head.appendChild(s)})}function ready(){if(--waiting===0)setTimeout(start,0)}if(document.visibilityState==='hidden')return start();document.addEventListener('visibilitychange',start);setTimeout(start,3000);function drawn(){requestAnimationFrame(function(){requestAnimationFrame(ready)})}if(document.readyState==='complete')drawn();else addEventListener('load',drawn);var timing=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];if(timing.indexOf('paint')<0)return ready();new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();ready()}}).observe({type:'paint',buffered:true})})()`
