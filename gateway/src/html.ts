/**
 * Text made safe inside HTML, in element content and in quoted attributes alike: the five characters that
 * could close or open markup. One function for every page and e-mail the gateway writes by hand.
 */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
