/* Storage: what a visitor chose, remembered in localStorage. Where storage is refused (private mode, blocked
   cookies) nothing is remembered and nothing fails. */
function remembered(key) {
  try { return window.localStorage.getItem(key); } catch (e) { return null; }
}

function remember(key, value) {
  try { window.localStorage.setItem(key, value); } catch (e) { /* private mode: not remembered */ }
}
