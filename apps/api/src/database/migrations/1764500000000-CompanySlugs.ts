import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Readable, stable, unique addresses for public company pages (`/companies/{slug}`, e.g.
 * `technova-solutions`). The database keeps them for every writer (the API, seeds, bulk loads):
 *
 * - a new company gets the slug of its name (lower-case letters and digits joined by single dashes, at
 *   most 60 characters, `company` when nothing is left), with `-2`, `-3` … when that slug is taken, by
 *   a company now or before a rename;
 * - a rename gives the new name's slug and keeps the old one in `company_slugs`, so old links answer
 *   with a permanent redirect to the new address;
 * - the slug is never set by hand: a write that sets it without changing the name keeps the old one.
 */
export class CompanySlugs1764500000000 implements MigrationInterface {
  name = 'CompanySlugs1764500000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION company_slug_base(name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
        SELECT coalesce(
          nullif(trim(both '-' from left(trim(both '-' from regexp_replace(lower(name), '[^a-z0-9]+', '-', 'g')), 60)), ''),
          'company')
      $$`);
    await q.query(`
      CREATE TABLE company_slugs (
        slug text PRIMARY KEY,
        company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX company_slugs_company_id_idx ON company_slugs (company_id)`);
    await q.query(`ALTER TABLE companies ADD COLUMN slug text`);
    await q.query(`
      CREATE FUNCTION company_free_slug(base text, own uuid) RETURNS text LANGUAGE plpgsql AS $$
      DECLARE
        candidate text := base;
        n int := 1;
      BEGIN
        -- One writer per base at a time, so two companies of one name never get the same slug.
        PERFORM pg_advisory_xact_lock(hashtext('company_slug:' || base));
        LOOP
          IF NOT EXISTS (SELECT 1 FROM companies WHERE slug = candidate AND id IS DISTINCT FROM own)
             AND NOT EXISTS (SELECT 1 FROM company_slugs WHERE slug = candidate AND company_id IS DISTINCT FROM own) THEN
            RETURN candidate;
          END IF;
          n := n + 1;
          candidate := base || '-' || n;
        END LOOP;
      END
      $$`);
    await q.query(`
      CREATE FUNCTION companies_slug() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          NEW.slug := company_free_slug(company_slug_base(NEW.name), NEW.id);
        ELSIF NEW.name IS DISTINCT FROM OLD.name AND company_slug_base(NEW.name) <> company_slug_base(OLD.name) THEN
          INSERT INTO company_slugs (slug, company_id) VALUES (OLD.slug, OLD.id) ON CONFLICT (slug) DO NOTHING;
          -- Back to an earlier name: its slug is this company's again.
          DELETE FROM company_slugs WHERE company_id = NEW.id AND slug = company_slug_base(NEW.name);
          NEW.slug := company_free_slug(company_slug_base(NEW.name), NEW.id);
        ELSE
          NEW.slug := OLD.slug;
        END IF;
        RETURN NEW;
      END
      $$`);
    // Existing companies, oldest first: the first of a name keeps the plain slug.
    const rows = (await q.query(`SELECT id, name FROM companies ORDER BY created_at, id`)) as {
      id: string;
      name: string;
    }[];
    for (const row of rows) {
      await q.query(
        `UPDATE companies SET slug = company_free_slug(company_slug_base($2), $1) WHERE id = $1`,
        [row.id, row.name],
      );
    }
    await q.query(`ALTER TABLE companies ALTER COLUMN slug SET NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX companies_slug_key ON companies (slug)`);
    await q.query(`
      CREATE TRIGGER companies_slug BEFORE INSERT OR UPDATE ON companies
      FOR EACH ROW EXECUTE FUNCTION companies_slug()`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER companies_slug ON companies`);
    await q.query(`DROP FUNCTION companies_slug()`);
    await q.query(`DROP FUNCTION company_free_slug(text, uuid)`);
    await q.query(`ALTER TABLE companies DROP COLUMN slug`);
    await q.query(`DROP TABLE company_slugs`);
    await q.query(`DROP FUNCTION company_slug_base(text)`);
  }
}
