import { AUDIENCE, type TokenSigner } from '@easel/service-kit';
import type { Admin } from './admin';

const ADMIN_SESSION = '12h';
const ENROLMENT_WINDOW = '15m';

/** The role of a token that opens only the second factor's set-up: every guarded admin route refuses it. */
export const ENROLMENT_ROLE = 'admin-enrolment';

/** Admin-audience tokens: a session, or the short set-up pass of an owner who has no second factor yet. */
export const adminTokens = (signer: TokenSigner) => ({
  session: (admin: Admin) => signer.sign({ sub: admin.id, role: 'admin' }, AUDIENCE.admin, ADMIN_SESSION),
  enrolment: (admin: Admin) => signer.sign({ sub: admin.id, role: ENROLMENT_ROLE }, AUDIENCE.admin, ENROLMENT_WINDOW),
});
