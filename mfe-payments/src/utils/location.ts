/** A full page load of another page (the payment provider's): its own module so tests can stand in for it. */
export function assignLocation(url: string): void {
  window.location.assign(url);
}
