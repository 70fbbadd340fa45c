-- Search walks the public locations newest first and drops those failing the filters. With every column a
-- filter reads in the index entry, that walk is an index-only scan: no heap visit (and no decoding of the
-- wide row) per rejected location, only for the page's own rows. Replaces locations_public_seq_idx (0005).
-- Not in the drizzle schema because drizzle cannot declare INCLUDE columns.
CREATE INDEX IF NOT EXISTS locations_public_search_idx ON locations (seq)
  INCLUDE (id, min_price_cents, total_capacity, opening_weekdays, event_types, tag_ids, activity_type_ids, name_normalized)
  WHERE is_public;
