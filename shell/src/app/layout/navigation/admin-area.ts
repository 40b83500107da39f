import { ownsPath } from '../../routing/route-owners';

/** The admin area (mf-admin's paths) gets its own frame: no shop actions, no shop footer. */
export const isAdminArea = ownsPath('mf-admin');
