import {
  DEFAULT_MAINTENANCE,
  isMaintenanceOn,
  type MaintenanceRecord,
  maintenanceRecord,
} from "@cm/contracts";
import { eq } from "drizzle-orm";
import { maintenance } from "../../db/tables";
import type { Clock } from "../../platform/clock";
import { presenter, theRow } from "../../platform/resources/presenter";
import type { Data } from "../../platform/resources/scoped-data";

const present = presenter(maintenanceRecord);
const CACHE_MS = 2_000;
type Values = Partial<typeof maintenance.$inferInsert>;

/**
 * The single maintenance record. Every gated request asks whether maintenance is on, so the
 * answer is cached for two seconds (other instances see a change within that time).
 */
export class MaintenanceService {
  private cached: { at: number; record: MaintenanceRecord } | undefined;

  constructor(
    private readonly db: Data,
    private readonly clock: Clock,
  ) {}

  async record(): Promise<MaintenanceRecord> {
    const now = this.clock.now().getTime();
    if (this.cached && now - this.cached.at < CACHE_MS) return this.cached.record;
    const [row] = await this.db.select().from(maintenance).where(eq(maintenance.id, 1));
    const record = row ? this.activate(row) : { ...DEFAULT_MAINTENANCE, is_enabled: false, is_active: false };
    this.cached = { at: now, record };
    return record;
  }

  /** The record while maintenance is on, else null. */
  async whenOn(): Promise<MaintenanceRecord | null> {
    const record = await this.record();
    return isMaintenanceOn(record) ? record : null;
  }

  async save(values: Values): Promise<MaintenanceRecord> {
    const row = theRow(
      await this.db
        .insert(maintenance)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: maintenance.id, set: values })
        .returning(),
    );
    this.cached = undefined;
    return this.activate(row);
  }

  /** A scheduled window whose start has come is active, without anyone flipping a switch. */
  private activate(row: typeof maintenance.$inferSelect): MaintenanceRecord {
    const record = present(row);
    const start = row.start_time;
    const due =
      record.is_enabled &&
      !record.actual_end_time &&
      start !== null &&
      start.getTime() <= this.clock.now().getTime();
    return due ? { ...record, is_active: true } : record;
  }
}
