import { artistApi } from '../../../app/artist-api';

/** The newsletter's cache tag: sending one asks again for the audience and the sent list. */
export const newsletterApi = artistApi.enhanceEndpoints({ addTagTypes: ['Newsletter'] });
