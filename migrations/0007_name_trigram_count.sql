-- The signature bound of 0006 had to assume the fewest trigrams a name can have, so it kept every name
-- sharing a few of the query's trigrams (for 'villa aurora', any 'Villa …'). pg_trgm's similarity is
-- shared / (query trigrams + name trigrams - shared), so with the name's own count the trigrams it must
-- share are known exactly: shared >= t * (query + name) / (1 + t). The count is a generated column in
-- the covering index, and the test stays an index-only walk with integer and float arithmetic per row.
ALTER TABLE locations ADD COLUMN name_trgm_count smallint GENERATED ALWAYS AS (cardinality(show_trgm(name_normalized))) STORED;
--> statement-breakpoint
-- The query's trigrams that landed on a bit another of its trigrams had already set: shared trigrams can
-- show as that many fewer shared signature bits.
CREATE FUNCTION trgm_collisions(t text) RETURNS integer
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT
AS $$
BEGIN
  RETURN cardinality(show_trgm(t)) - bit_count(trgm_signature(t))::integer;
END
$$;
--> statement-breakpoint
DROP FUNCTION trgm_min_shared_bits(text, float8);
--> statement-breakpoint
DROP INDEX IF EXISTS locations_public_search_idx;
--> statement-breakpoint
CREATE INDEX locations_public_search_idx ON locations (seq)
  INCLUDE (id, min_price_cents, total_capacity, opening_weekdays, event_types, tag_ids, activity_type_ids, name_normalized, name_trgm_sig, name_trgm_count)
  WHERE is_public;
--> statement-breakpoint
-- Full statistics on the name again (0006 had set 10 to halve the planning of a name search). With
-- pg_trgm's default selectivity the planner underestimates a common word and, in a catalogue of a
-- couple of thousand locations, scans and sorts every row (3.8 ms for 'villa aurora' at 2,000) instead of
-- walking the index newest first until the page is full (0.55 ms). Catalogues that size are the common case.
ALTER TABLE locations ALTER COLUMN name_normalized SET STATISTICS -1;
