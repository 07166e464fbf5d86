-- A tag's name is unique per language, letter case aside. Names stored twice before this rule:
-- the oldest tag keeps its name, each later one gets its id appended, so the indexes can be built.
UPDATE "blog_tag" t SET "name" = jsonb_set(t."name", '{pl}', to_jsonb((t."name"->>'pl') || ' (' || t."id" || ')')) WHERE EXISTS (SELECT 1 FROM "blog_tag" o WHERE lower(o."name"->>'pl') = lower(t."name"->>'pl') AND o."id" < t."id");--> statement-breakpoint
UPDATE "blog_tag" t SET "name" = jsonb_set(t."name", '{en}', to_jsonb((t."name"->>'en') || ' (' || t."id" || ')')) WHERE t."name"->>'en' <> '' AND EXISTS (SELECT 1 FROM "blog_tag" o WHERE lower(o."name"->>'en') = lower(t."name"->>'en') AND o."id" < t."id");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_tag_name_pl_key" ON "blog_tag" USING btree (lower("name"->>'pl'));--> statement-breakpoint
CREATE UNIQUE INDEX "blog_tag_name_en_key" ON "blog_tag" USING btree (lower("name"->>'en')) WHERE "blog_tag"."name"->>'en' <> '';