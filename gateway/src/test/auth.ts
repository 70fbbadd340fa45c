/**
 * The sign-in mutation the integration tests send, with every field any of them reads: one document, so a
 * change to LoginInput or to the payload is made in one place.
 */
export const LOGIN = `mutation ($input: LoginInput!) {
  login(input: $input) { token isVerified completed user { email } firstLocation { id } }
}`;

/** What LOGIN answers, for `gw.gql<LoginData>(LOGIN, …)`. */
export interface LoginData {
  login: {
    token: string | null;
    isVerified: boolean;
    completed: boolean;
    user: { email: string } | null;
    firstLocation: { id: string } | null;
  };
}
