import { useMediaQuery } from '@easel/ui';

/** Spec §9's 768 px breakpoint: below it the page is laid out for phones. */
export const useSmallScreen = () => useMediaQuery('(max-width: 767.98px)');
