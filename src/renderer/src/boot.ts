/**
 * The first script of index.html. The hall display in a browser goes to its own small page (display.html) before
 * anything big loads; inside Electron, and for the admin, the full app loads.
 */
if (/^#\/?clock/.test(location.hash) && !window.floorclock) {
  location.replace(`./display.html${location.hash}`)
} else if (/^#\/?p(?:\?|$)/.test(location.hash)) {
  // The players' own phone page, its own small bundle.
  location.replace(`./phone.html${location.hash}`)
} else {
  void import('./main')
}
