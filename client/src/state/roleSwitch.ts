/**
 * A role switch in flight. The role lives in a synchronous store while react-router renders navigations
 * as transitions, so the page being left renders once with the new role before the destination arrives.
 * Its guards must not answer that render with a redirect of their own (the guest home sent a fresh HOST
 * to /dashboard, replacing the switch's own /create/location): the switch's navigation decides.
 */
let destination: string | null = null;

export function beginRoleSwitch(to: string) {
  destination = to;
}

/** True while the current page is only being left for a role switch's destination. */
export function isLeavingForRoleSwitch(pathname: string): boolean {
  return destination !== null && destination !== pathname;
}

/** Any committed navigation ends the switch. */
export function endRoleSwitch() {
  destination = null;
}
