/**
 * The dimmed backdrop behind a dialog. Radix's own Overlay wraps itself in react-remove-scroll,
 * which injects a <style> element that our Content-Security-Policy (style-src 'self', no inline
 * styles) refuses, logging a violation each time a dialog opens (issue 26). This plain element
 * draws the same backdrop; the page is kept still by styles.css (`body:has(.modal-overlay)`), and
 * Radix still traps focus, hides the rest of the page from screen readers and closes on Escape
 * or a click outside.
 */
export function ModalOverlay() {
  return <div aria-hidden className="modal-overlay pointer-events-auto fixed inset-0 z-40 bg-slate-900/40" />;
}
