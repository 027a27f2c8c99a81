/** Text safe inside HTML element content and double-quoted attributes (the mails' HTML part). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
