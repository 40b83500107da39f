import type { Migration } from '@easel/service-kit';

/** The live-ranked running week: every candidate's place, the voting switch, unique views, the outbox. */
export const pulseLive: Migration = {
  name: '006-pulse-live',
  async up() {},
  async down() {},
};
