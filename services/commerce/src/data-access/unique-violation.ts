/** PostgreSQL's unique_violation, with the constraint that fired (e.g. artworks_slug_unique). */
export function uniqueViolation(error: unknown): string | undefined {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  return code === '23505' ? (constraint ?? '') : undefined;
}
