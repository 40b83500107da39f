import { OAuth2Client } from 'google-auth-library';
import { GoogleCertsUnavailable } from '../domain/errors';

/** Google's signing keys by key id (PEM); production fetches them, tests pass their own. */
export type GoogleCertSource = () => Promise<Record<string, string>>;

export interface GoogleIdentity {
  email: string;
  emailVerified: boolean;
  firstName?: string;
  lastName?: string;
  name?: string;
  picture?: string;
}

export interface GoogleIdTokens {
  /** Throws GoogleCertsUnavailable when the keys cannot be had, anything else when the token is not good. */
  verify(credential: string): Promise<GoogleIdentity>;
}

const ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

export function createGoogleIdTokens(clientId: string, certSource?: GoogleCertSource): GoogleIdTokens {
  const client = new OAuth2Client({ clientId });
  const certs =
    certSource ?? (async () => (await client.getFederatedSignonCertsAsync()).certs as Record<string, string>);
  return {
    async verify(credential) {
      const keys = await certs().catch((error: unknown) => {
        throw new GoogleCertsUnavailable(String(error));
      });
      // Checks signature (RS256 against the keys), iat/exp with Google's 5 minutes of skew, issuer and audience.
      const ticket = await client.verifySignedJwtWithCertsAsync(credential, keys, clientId, ISSUERS);
      const payload = ticket.getPayload();
      if (!payload?.email) throw new Error('Google token without e-mail');
      return {
        email: payload.email,
        emailVerified: payload.email_verified === true,
        firstName: payload.given_name,
        lastName: payload.family_name,
        name: payload.name,
        picture: payload.picture,
      };
    },
  };
}
