-- The search columns on locations (cover_image_url, event_types, tag_ids, activity_type_ids,
-- opening_weekdays) are copies of the relation tables. Statement-level triggers with transition tables
-- recompute them for the touched locations after every insert, update or delete, in the writer's
-- transaction and whatever the write path; a bulk insert costs one set-based update, not one per row.
CREATE OR REPLACE FUNCTION refresh_location_search_columns(ids uuid[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE locations l SET
    cover_image_url = c.cover_image_url,
    event_types = c.event_types,
    tag_ids = c.tag_ids,
    activity_type_ids = c.activity_type_ids,
    opening_weekdays = c.opening_weekdays
  FROM (
    SELECT x.id,
      (SELECT i.url FROM location_images i WHERE i.location_id = x.id ORDER BY i.position, i.id LIMIT 1) AS cover_image_url,
      coalesce((SELECT array_agg(e.event_type ORDER BY e.event_type) FROM location_event_types e WHERE e.location_id = x.id), '{}') AS event_types,
      coalesce((SELECT array_agg(t.tag_id ORDER BY t.tag_id) FROM location_tags t WHERE t.location_id = x.id), '{}') AS tag_ids,
      coalesce((SELECT array_agg(a.activity_type_id ORDER BY a.activity_type_id) FROM location_activity_types a WHERE a.location_id = x.id), '{}') AS activity_type_ids,
      coalesce((SELECT bit_or(1 << (array_position(
          ARRAY['MONDAY','TUESDAY','WEDNESDAY','THURSDAY','FRIDAY','SATURDAY','SUNDAY'], d.day) - 1))
        FROM location_opening_days d WHERE d.location_id = x.id), 0)::smallint AS opening_weekdays
    FROM (SELECT DISTINCT unnest(ids) AS id) x
  ) c
  WHERE l.id = c.id
    -- Unchanged rows are not rewritten (no dead tuples when, say, an image is re-ordered but stays first).
    AND (l.cover_image_url, l.event_types, l.tag_ids, l.activity_type_ids, l.opening_weekdays)
      IS DISTINCT FROM (c.cover_image_url, c.event_types, c.tag_ids, c.activity_type_ids, c.opening_weekdays);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION location_search_columns_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch reads only the transition tables its trigger declares.
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_location_search_columns(ARRAY(SELECT DISTINCT location_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_location_search_columns(ARRAY(SELECT DISTINCT location_id FROM old_rows));
  ELSE
    PERFORM refresh_location_search_columns(
      ARRAY(SELECT location_id FROM new_rows UNION SELECT location_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER location_images_search_ins AFTER INSERT ON location_images REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION location_search_columns_sync();
--> statement-breakpoint
CREATE TRIGGER location_images_search_upd AFTER UPDATE ON location_images REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION location_search_columns_sync();
--> statement-breakpoint
CREATE TRIGGER location_images_search_del AFTER DELETE ON location_images REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION location_search_columns_sync();
--> statement-breakpoint
CREATE TRIGGER location_event_types_search_ins AFTER INSERT ON location_event_types REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION location_search_columns_sync();
--> statement-breakpoint
CREATE TRIGGER location_event_types_search_upd AFTER UPDATE ON location_event_types REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION location_search_columns_sync();
--> statement-breakpoint
CREATE TRIGGER location_event_types_search_del AFTER DELETE ON location_event_types REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION location_search_columns_sync();
--> statement-breakpoint
CREATE TRIGGER location_tags_search_ins AFTER INSERT ON location_tags REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION location_search_columns_sync();
--> statement-breakpoint
CREATE TRIGGER location_tags_search_upd AFTER UPDATE ON location_tags REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION location_search_columns_sync();
--> statement-breakpoint
CREATE TRIGGER location_tags_search_del AFTER DELETE ON location_tags REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION location_search_columns_sync();
--> statement-breakpoint
CREATE TRIGGER location_activity_types_search_ins AFTER INSERT ON location_activity_types REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION location_search_columns_sync();
--> statement-breakpoint
CREATE TRIGGER location_activity_types_search_upd AFTER UPDATE ON location_activity_types REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION location_search_columns_sync();
--> statement-breakpoint
CREATE TRIGGER location_activity_types_search_del AFTER DELETE ON location_activity_types REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION location_search_columns_sync();
--> statement-breakpoint
CREATE TRIGGER location_opening_days_search_ins AFTER INSERT ON location_opening_days REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION location_search_columns_sync();
--> statement-breakpoint
CREATE TRIGGER location_opening_days_search_upd AFTER UPDATE ON location_opening_days REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION location_search_columns_sync();
--> statement-breakpoint
CREATE TRIGGER location_opening_days_search_del AFTER DELETE ON location_opening_days REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION location_search_columns_sync();
--> statement-breakpoint
-- Existing rows (the backfill; later writes go through the triggers).
SELECT refresh_location_search_columns(ARRAY(SELECT id FROM locations));
--> statement-breakpoint
-- Statistics for the new columns, so the first searches are planned on them and not on defaults.
ANALYZE locations;
