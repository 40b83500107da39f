import type { Migration } from '@easel/service-kit';

/** Comments and artworks reported by users, waiting for the admin area; the voter's fp on comment votes. */
export const commentReports: Migration = {
  name: '005-comment-reports',
  async up() {},
  async down() {},
};
