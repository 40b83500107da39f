import type {
  CommunityReport,
  CommunityReportsPage,
  ModeratedArtwork,
  ModerationQueuePage,
  ReportsQueueQuery,
} from '@easel/contracts';
import type { Admin } from './admin';
import type { AdminDeps } from './admin-deps';

/** identity's public profile (GET /internal/users/:id), as far as the queue names a reporter. */
interface PublicProfile {
  artistName: string | null;
  firstName: string;
  lastName: string;
}

/** catalog's works by slug (GET /internal/artworks?slugs=): a hidden one is no longer published. */
interface CatalogArtworks {
  artworks: { slug: string; title: string; published: boolean }[];
}

const UNKNOWN_REPORTER = 'Unknown user';

/** The queue: community's reports, each with the work it is about (catalog) and its reporter's name (identity). */
export async function moderationQueue(
  deps: Pick<AdminDeps, 'services'>,
  query: ReportsQueueQuery,
): Promise<ModerationQueuePage> {
  const params = new URLSearchParams({
    status: query.status,
    page: String(query.page),
    pageSize: String(query.pageSize),
  });
  const { body: page } = await deps.services.get<CommunityReportsPage>('community', `/internal/reports?${params}`);
  const [artworks, reporters] = await Promise.all([artworksOf(deps, page.reports), reporterNames(deps, page.reports)]);
  return {
    items: page.reports.map((report) => ({
      ...report,
      reporter: { id: report.reporterId, name: reporters.get(report.reporterId) ?? UNKNOWN_REPORTER },
      artwork: artworks.get(report.artSlug) ?? null,
    })),
    total: page.total,
    page: page.page,
    pageSize: page.pageSize,
  };
}

async function artworksOf(deps: Pick<AdminDeps, 'services'>, reports: CommunityReport[]) {
  const slugs = [...new Set(reports.map((report) => report.artSlug))];
  if (!slugs.length) return new Map<string, { slug: string; title: string; hidden: boolean }>();
  const { body } = await deps.services.get<CatalogArtworks>(
    'catalog',
    `/internal/artworks?slugs=${slugs.map(encodeURIComponent).join(',')}`,
  );
  return new Map(body.artworks.map((art) => [art.slug, { slug: art.slug, title: art.title, hidden: !art.published }]));
}

/** A reporter identity no longer knows (or cannot tell now) is named as unknown: the queue still opens. */
async function reporterNames(deps: Pick<AdminDeps, 'services'>, reports: CommunityReport[]) {
  const ids = [...new Set(reports.map((report) => report.reporterId))];
  const named = await Promise.all(
    ids.map(async (id) => {
      try {
        const { body } = await deps.services.get<PublicProfile>(
          'identity',
          `/internal/users/${encodeURIComponent(id)}`,
        );
        return [id, body.artistName || `${body.firstName} ${body.lastName}`.trim() || UNKNOWN_REPORTER] as const;
      } catch {
        return [id, UNKNOWN_REPORTER] as const;
      }
    }),
  );
  return new Map(named);
}

/** A moderator hides a work (with the reason its owner reads) or restores it; the report acted on, if any, is closed. */
export async function setArtworkHidden(
  deps: Pick<AdminDeps, 'services' | 'auditLog'>,
  admin: Admin,
  change: { slug: string; hidden: boolean; reason: string; reportId?: string },
): Promise<ModeratedArtwork> {
  const path = `/internal/artworks/${encodeURIComponent(change.slug)}/hidden`;
  const body = change.hidden ? { hidden: true, reason: change.reason } : { hidden: false };
  const { body: moderated } = await deps.services.put<{ before: ModeratedArtwork; after: ModeratedArtwork }>(
    'catalog',
    path,
    body,
  );
  await deps.auditLog.record({
    adminId: admin.id,
    action: change.hidden ? 'artwork.hide' : 'artwork.restore',
    target: `artwork:${change.slug}`,
    reason: change.reason,
    before: moderated.before,
    after: moderated.after,
    ...(change.reportId && { details: { reportId: change.reportId } }),
  });
  if (change.reportId) await closeReport(deps, change.reportId);
  return moderated.after;
}

/** A moderator deletes a comment for everyone; community closes its reports. */
export async function deleteComment(
  deps: Pick<AdminDeps, 'services' | 'auditLog'>,
  admin: Admin,
  commentId: string,
  reason: string,
) {
  const { body } = await deps.services.put<{ comment: unknown; closedReports: number }>(
    'community',
    `/internal/comments/${encodeURIComponent(commentId)}/deleted`,
  );
  await deps.auditLog.record({
    adminId: admin.id,
    action: 'comment.delete',
    target: `comment:${commentId}`,
    reason,
    before: body.comment,
    after: null,
    details: { closedReports: body.closedReports },
  });
  return body;
}

/** A moderator dismisses a report: nothing to act on. */
export async function dismissReport(
  deps: Pick<AdminDeps, 'services' | 'auditLog'>,
  admin: Admin,
  reportId: string,
  reason: string,
) {
  const { before, after } = await closeReport(deps, reportId);
  await deps.auditLog.record({
    adminId: admin.id,
    action: 'report.dismiss',
    target: `report:${reportId}`,
    reason,
    before,
    after,
  });
  return after;
}

const closeReport = async (deps: Pick<AdminDeps, 'services'>, reportId: string) =>
  (
    await deps.services.put<{ before: CommunityReport; after: CommunityReport }>(
      'community',
      `/internal/reports/${encodeURIComponent(reportId)}/resolved`,
    )
  ).body;
