/**
 * Leaves the app for the payment provider's page (Checkout, Billing Portal) in the same window: the
 * provider sends the browser back to our return addresses. One function, so tests can stand in for it
 * (jsdom cannot navigate).
 */
export function leaveApp(url: string) {
  window.location.assign(url);
}
