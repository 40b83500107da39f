export * from './messages';
export * from './account';
export * from './bookmarks';
export * from './demo';
export * from './catalog';
export * from './slug';
export * from './artist-name';
