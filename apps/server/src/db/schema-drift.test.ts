import { is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/test-database";
import type { TDatabase } from "./client";
import * as schema from "./schema";

/** The migrations' own bookkeeping, which the app never queries through the schema. */
const MIGRATOR_TABLES = new Set(["schema_migrations"]);

type TColumn = { table: string; column: string; type: string; nullable: boolean };

/** information_schema's spelling of a type, as Drizzle writes it (an enum by its name, an array as "text[]"). */
function typeOf(row: { data_type: string; udt_name: string }): string {
  if (row.data_type === "USER-DEFINED") return row.udt_name;
  if (row.data_type === "ARRAY") return `${row.udt_name.replace(/^_/, "")}[]`;
  return row.data_type;
}

/** Drizzle's spelling of a column type, as information_schema writes it (serials are integers, numerics without precision). */
function drizzleType(sqlType: string): string {
  const type = sqlType.toLowerCase();
  if (type.startsWith("timestamp")) return type.includes("with time zone") ? "timestamp with time zone" : "timestamp without time zone";
  if (type.startsWith("numeric")) return "numeric";
  return ({ serial: "integer", bigserial: "bigint" } as Record<string, string>)[type] ?? type;
}

function drizzleColumns(): TColumn[] {
  return Object.values(schema)
    .filter((value) => is(value, PgTable))
    .flatMap((table) => {
      const config = getTableConfig(table);
      return config.columns.map((c) => ({ table: config.name, column: c.name, type: drizzleType(c.getSQLType()), nullable: !c.notNull }));
    });
}

const described = (c: TColumn) => `${c.table}.${c.column}: ${c.type}${c.nullable ? "" : " not null"}`;

describe("Drizzle schema and migrations", () => {
  let database: TDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it("describe the same tables and columns (names, types, nullability)", async () => {
    const result = await database.db.execute<{ table_name: string; column_name: string; data_type: string; udt_name: string; is_nullable: string }>(
      sql`SELECT c.table_name, c.column_name, c.data_type, c.udt_name, c.is_nullable
          FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
          WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'`,
    );
    const migrated: TColumn[] = result.rows
      .filter((row) => !MIGRATOR_TABLES.has(row.table_name))
      .map((row) => ({ table: row.table_name, column: row.column_name, type: typeOf(row), nullable: row.is_nullable === "YES" }));
    const inMigrations = new Set(migrated.map(described));
    const inDrizzle = new Set(drizzleColumns().map(described));
    expect({
      onlyInMigrations: [...inMigrations].filter((c) => !inDrizzle.has(c)).sort(),
      onlyInDrizzle: [...inDrizzle].filter((c) => !inMigrations.has(c)).sort(),
    }).toEqual({ onlyInMigrations: [], onlyInDrizzle: [] });
  });
});
