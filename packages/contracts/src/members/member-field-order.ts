// Kept apart from the schemas (no zod here), so a list page can order fields without loading them.

/** A church's fields in the order a person reads them: by position, then by id. */
export const byPosition = <F extends { position: number; id: number }>(fields: readonly F[]): F[] =>
  [...fields].sort((a, b) => a.position - b.position || a.id - b.id);
