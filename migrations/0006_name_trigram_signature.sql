-- Name search keeps a location when pg_trgm's `%` holds (trigram similarity at or above the threshold).
-- Walking the public locations newest first, that similarity costs a few microseconds a row, and most
-- rows fail it. A 256-bit signature of each name's trigrams (one bit per trigram hash) lets a row fail
-- far more cheaply: a name similar enough to the query must share at least
-- ceil(threshold * query trigrams) trigrams with it, and every shared trigram sets its bit in both
-- signatures, so the names whose signatures share fewer bits (allowing for the query's own colliding
-- trigrams) cannot match and are skipped before `%` runs. It only filters: `%` still decides.
-- The column is kept by Postgres (generated), and is not in the drizzle schema: nothing reads it but
-- the search statement, and full rows need not carry it.
-- PL/pgSQL rather than SQL bodies: the planner folds both functions of the query into constants for
-- every search, and a SQL body with a sub-select would be planned afresh each time.
CREATE FUNCTION trgm_signature(t text) RETURNS bit(256)
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT
AS $$
DECLARE
  sig bit(256) := repeat('0', 256)::bit(256);
  top bit(256) := ('1' || repeat('0', 255))::bit(256);
  g text;
BEGIN
  FOREACH g IN ARRAY show_trgm(t) LOOP
    sig := sig | (top >> (hashtext(g) & 255));
  END LOOP;
  RETURN sig;
END
$$;
--> statement-breakpoint
-- The fewest signature bits a name must share with query `t` to reach `threshold`: shared trigrams needed
-- (rounded down a hair, so float rounding never drops a true match), less the query's trigrams that
-- landed on an already-set bit.
CREATE FUNCTION trgm_min_shared_bits(t text, threshold float8) RETURNS integer
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT
AS $$
DECLARE
  n integer := cardinality(show_trgm(t));
BEGIN
  RETURN ceil(threshold * n - 1e-6)::integer - (n - bit_count(trgm_signature(t))::integer);
END
$$;
--> statement-breakpoint
ALTER TABLE locations ADD COLUMN name_trgm_sig bit(256) GENERATED ALWAYS AS (trgm_signature(name_normalized)) STORED;
--> statement-breakpoint
-- The covering index of search gains the signature, so the name filter stays an index-only walk.
DROP INDEX IF EXISTS locations_public_search_idx;
--> statement-breakpoint
CREATE INDEX locations_public_search_idx ON locations (seq)
  INCLUDE (id, min_price_cents, total_capacity, opening_weekdays, event_types, tag_ids, activity_type_ids, name_normalized, name_trgm_sig)
  WHERE is_public;
--> statement-breakpoint
-- Every search statement is planned with its values (see search/service.ts), and with a full histogram
-- the planner estimates `%` and `like '%…%'` by running them over a hundred or more sampled names: half
-- of a name search's planning. Below a hundred it takes pg_trgm's default selectivity instead, which
-- leads to the same plan (the newest-first walk of locations_public_search_idx).
ALTER TABLE locations ALTER COLUMN name_normalized SET STATISTICS 10;
