import type { Db } from '@easel/service-kit';
import type { ArtistMessage } from '../domain/artist-page';

export function createMessagesRepository(db: Db) {
  return {
    async insertMany(messages: ArtistMessage[]): Promise<void> {
      const rows = messages.map((m) => ({
        artist_slug: m.artistSlug,
        from_email: m.fromEmail,
        message: m.message,
        created_at: m.createdAt,
        read_at: m.readAt,
      }));
      if (rows.length) await db('messages').insert(rows);
    },
    async countFor(artistSlug: string): Promise<number> {
      const [row] = await db('messages').where({ artist_slug: artistSlug }).count<{ n: string | number }[]>({ n: '*' });
      return Number(row?.n ?? 0);
    },
  };
}
