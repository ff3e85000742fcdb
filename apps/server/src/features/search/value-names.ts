/**
 * Names of the ids in `search_values` (cities, functions, roles, industries…), for labelling facets.
 * The table is append-only (an id never changes its meaning), so each process keeps a copy and only
 * reloads it when it meets an id it has not seen; a second process simply keeps its own copy.
 */
import type pg from "pg";

/** A burst of searches for a brand-new value reloads once, not once per search. */
const RELOAD_PAUSE_MS = 5_000;

export class ValueNames {
  private names = new Map<number, string>();
  private loading: Promise<void> | null = null;
  private loadedAt = 0;
  private readonly pool: pg.Pool;

  constructor(pool: pg.Pool) {
    this.pool = pool;
  }

  /** Names of the given ids; ids still unknown after a reload are left out. */
  async namesOf(ids: Iterable<number>): Promise<Map<number, string>> {
    const wanted = [...new Set(ids)];
    if (wanted.some((id) => !this.names.has(id)) && Date.now() - this.loadedAt > RELOAD_PAUSE_MS) {
      await this.reload();
    }
    const found = new Map<number, string>();
    for (const id of wanted) {
      const name = this.names.get(id);
      if (name !== undefined) found.set(id, name);
    }
    return found;
  }

  private reload(): Promise<void> {
    this.loading ??= this.pool
      .query<{ id: number; name: string }>("SELECT id, name FROM search_values")
      .then(({ rows }) => {
        this.names = new Map(rows.map((row) => [row.id, row.name]));
        this.loadedAt = Date.now();
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }
}
