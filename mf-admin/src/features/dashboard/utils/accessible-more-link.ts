/**
 * FullCalendar draws a day's "+N more" as an `<a>` without `href`, at times with `aria-expanded`
 * and an empty `aria-controls`: an anchor without a destination may not have either, and the
 * empty reference points nowhere. It opens something on the page (a popover, the day's side
 * panel), so it is a button.
 */
export function accessibleMoreLink(el: HTMLElement): void {
  el.setAttribute('role', 'button');
  if (!el.getAttribute('aria-controls')) el.removeAttribute('aria-controls');
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '0');
}
