import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The whole domain model of ARCHITECTURE.md. Keys are uuids, columns snake_case, e-mails unique
 * case-insensitively, enumerations checked by constraints, and every foreign key indexed.
 */
export class InitialSchema1763769600000 implements MigrationInterface {
  name = 'InitialSchema1763769600000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);

    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        password_hash text,
        google_subject text,
        first_name text NOT NULL DEFAULT '',
        middle_name text,
        last_name text NOT NULL DEFAULT '',
        contact_no text,
        role text NOT NULL CHECK (role IN ('job_seeker', 'recruiter', 'admin')),
        plan text NOT NULL DEFAULT 'basic' CHECK (plan IN ('basic', 'standard', 'premium')),
        latitude double precision,
        longitude double precision,
        last_login_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email))`);
    await q.query(
      `CREATE UNIQUE INDEX users_google_subject_key ON users (google_subject) WHERE google_subject IS NOT NULL`,
    );
    await q.query(`CREATE INDEX users_role_created_at_idx ON users (role, created_at DESC)`);

    await q.query(`
      CREATE TABLE files (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid REFERENCES users (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('resume', 'cover_letter', 'company_logo', 'profile_image')),
        original_name text NOT NULL,
        mime_type text NOT NULL,
        size_bytes integer NOT NULL CHECK (size_bytes >= 0),
        sha256 text NOT NULL,
        data bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX files_owner_id_idx ON files (owner_id)`);

    await q.query(`
      CREATE TABLE profiles (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
        bio text,
        skills text[] NOT NULL DEFAULT '{}',
        resume_file_id uuid REFERENCES files (id) ON DELETE SET NULL,
        cover_letter_file_id uuid REFERENCES files (id) ON DELETE SET NULL,
        profile_image_file_id uuid REFERENCES files (id) ON DELETE SET NULL,
        school_name text,
        school_grade text,
        school_percentage text,
        school_year text,
        credit_points integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX profiles_resume_file_id_idx ON profiles (resume_file_id)`);
    await q.query(`CREATE INDEX profiles_cover_letter_file_id_idx ON profiles (cover_letter_file_id)`);
    await q.query(`CREATE INDEX profiles_profile_image_file_id_idx ON profiles (profile_image_file_id)`);

    await q.query(`
      CREATE TABLE profile_experiences (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        profile_id uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
        sort_order integer NOT NULL DEFAULT 0,
        company text NOT NULL DEFAULT '',
        job_title text NOT NULL DEFAULT '',
        duration text NOT NULL DEFAULT '',
        description text NOT NULL DEFAULT ''
      )`);
    await q.query(
      `CREATE INDEX profile_experiences_profile_id_idx ON profile_experiences (profile_id, sort_order)`,
    );

    await q.query(`
      CREATE TABLE profile_colleges (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        profile_id uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
        sort_order integer NOT NULL DEFAULT 0,
        college_name text NOT NULL DEFAULT '',
        degree text NOT NULL DEFAULT '',
        year text NOT NULL DEFAULT '',
        cgpa text NOT NULL DEFAULT ''
      )`);
    await q.query(
      `CREATE INDEX profile_colleges_profile_id_idx ON profile_colleges (profile_id, sort_order)`,
    );

    await q.query(`
      CREATE TABLE companies (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name text NOT NULL,
        description text NOT NULL DEFAULT '',
        industry text NOT NULL DEFAULT '',
        location text NOT NULL DEFAULT '',
        size text NOT NULL DEFAULT '',
        website text NOT NULL DEFAULT '',
        contact_no text NOT NULL DEFAULT '',
        contact_email text NOT NULL DEFAULT '',
        recruiter_portal_link text,
        logo_color text NOT NULL,
        logo_text text NOT NULL,
        logo_file_id uuid REFERENCES files (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX companies_owner_id_idx ON companies (owner_id, created_at DESC)`);
    await q.query(`CREATE INDEX companies_logo_file_id_idx ON companies (logo_file_id)`);
    await q.query(`CREATE INDEX companies_name_trgm_idx ON companies USING gin (name gin_trgm_ops)`);

    await q.query(`
      CREATE TABLE jobs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        posted_by_id uuid REFERENCES users (id) ON DELETE SET NULL,
        title text NOT NULL,
        description text NOT NULL,
        requirements text[] NOT NULL DEFAULT '{}',
        skills text[] NOT NULL DEFAULT '{}',
        salary text NOT NULL DEFAULT '',
        location text NOT NULL,
        job_type text NOT NULL DEFAULT 'Full-time',
        category text NOT NULL DEFAULT 'Other',
        positions integer NOT NULL DEFAULT 1 CHECK (positions >= 1),
        shift text NOT NULL DEFAULT 'Day',
        status text NOT NULL DEFAULT 'active'
          CHECK (status IN ('active', 'inactive', 'closed', 'draft', 'paused', 'expired')),
        logo_color text,
        logo_text text,
        search_vector tsvector NOT NULL DEFAULT ''::tsvector,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX jobs_search_vector_idx ON jobs USING gin (search_vector)`);
    await q.query(`CREATE INDEX jobs_title_trgm_idx ON jobs USING gin (title gin_trgm_ops)`);
    await q.query(`CREATE INDEX jobs_status_created_at_idx ON jobs (status, created_at DESC, id)`);
    await q.query(`CREATE INDEX jobs_status_category_idx ON jobs (status, category, created_at DESC, id)`);
    await q.query(`CREATE INDEX jobs_status_job_type_idx ON jobs (status, job_type)`);
    await q.query(`CREATE INDEX jobs_status_location_idx ON jobs (status, location)`);
    await q.query(`CREATE INDEX jobs_company_id_idx ON jobs (company_id, created_at DESC)`);
    await q.query(`CREATE INDEX jobs_posted_by_id_idx ON jobs (posted_by_id, created_at DESC)`);

    // The search document: title (A), skills, category and company name (B), location (C), description (D).
    await q.query(`
      CREATE FUNCTION jobs_search_document(j jobs) RETURNS tsvector LANGUAGE plpgsql STABLE AS $$
      DECLARE company_name text;
      BEGIN
        SELECT c.name INTO company_name FROM companies c WHERE c.id = j.company_id;
        RETURN setweight(to_tsvector('english', coalesce(j.title, '')), 'A')
          || setweight(to_tsvector('english', array_to_string(j.skills, ' ')), 'B')
          || setweight(to_tsvector('english', coalesce(j.category, '')), 'B')
          || setweight(to_tsvector('english', coalesce(company_name, '')), 'B')
          || setweight(to_tsvector('english', coalesce(j.location, '')), 'C')
          || setweight(to_tsvector('english', coalesce(j.description, '')), 'D');
      END $$`);
    await q.query(`
      CREATE FUNCTION jobs_search_vector_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.search_vector := jobs_search_document(NEW);
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER jobs_search_vector_trigger BEFORE INSERT OR UPDATE OF title, skills, category, location, description, company_id
      ON jobs FOR EACH ROW EXECUTE FUNCTION jobs_search_vector_refresh()`);
    await q.query(`
      CREATE FUNCTION companies_name_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE jobs SET search_vector = jobs_search_document(jobs) WHERE company_id = NEW.id;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER companies_name_changed_trigger AFTER UPDATE OF name ON companies
      FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION companies_name_changed()`);

    await q.query(`
      CREATE TABLE applications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        job_id uuid NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
        applicant_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'reviewed', 'shortlisted', 'seen', 'accept', 'reject', 'recruited')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT applications_job_applicant_key UNIQUE (job_id, applicant_id)
      )`);
    await q.query(
      `CREATE INDEX applications_applicant_id_idx ON applications (applicant_id, created_at DESC)`,
    );
    await q.query(
      `CREATE INDEX applications_job_status_idx ON applications (job_id, status, created_at DESC)`,
    );
    await q.query(`CREATE INDEX applications_created_at_idx ON applications (created_at DESC)`);

    await q.query(`
      CREATE TABLE application_events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
        from_status text,
        to_status text NOT NULL,
        actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX application_events_application_id_idx ON application_events (application_id, created_at)`,
    );
    await q.query(`CREATE INDEX application_events_actor_id_idx ON application_events (actor_id)`);

    await q.query(`
      CREATE TABLE bookmarks (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        job_id uuid NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT bookmarks_user_job_key UNIQUE (user_id, job_id)
      )`);
    await q.query(`CREATE INDEX bookmarks_user_created_at_idx ON bookmarks (user_id, created_at DESC)`);
    await q.query(`CREATE INDEX bookmarks_job_id_idx ON bookmarks (job_id)`);

    await q.query(`
      CREATE TABLE preference_surveys (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
        job_title text NOT NULL,
        skills text[] NOT NULL DEFAULT '{}',
        job_type text NOT NULL,
        category text NOT NULL,
        location text NOT NULL,
        salary text NOT NULL,
        shift text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE otp_challenges (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        purpose text NOT NULL CHECK (purpose IN ('sign_up', 'password_reset')),
        role text NOT NULL CHECK (role IN ('job_seeker', 'recruiter', 'admin')),
        company_name text,
        code_hash text NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        sends integer NOT NULL DEFAULT 1,
        expires_at timestamptz NOT NULL,
        resend_available_at timestamptz NOT NULL,
        verified_at timestamptz,
        consumed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX otp_challenges_email_idx ON otp_challenges (lower(email), purpose, created_at DESC)`,
    );

    await q.query(`
      CREATE TABLE notifications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        title text NOT NULL,
        body text NOT NULL,
        application_id uuid REFERENCES applications (id) ON DELETE SET NULL,
        read_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX notifications_user_created_at_idx ON notifications (user_id, created_at DESC)`,
    );
    await q.query(
      `CREATE INDEX notifications_user_unread_idx ON notifications (user_id) WHERE read_at IS NULL`,
    );
    await q.query(`CREATE INDEX notifications_application_id_idx ON notifications (application_id)`);

    await q.query(`
      CREATE TABLE newsletter_subscriptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE UNIQUE INDEX newsletter_subscriptions_email_key ON newsletter_subscriptions (lower(email))`,
    );

    await q.query(`
      CREATE TABLE waitlist_entries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX waitlist_entries_email_key ON waitlist_entries (lower(email))`);

    await q.query(`
      CREATE TABLE upgrade_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        recruiter_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'granted', 'declined')),
        requested_plan text CHECK (requested_plan IN ('basic', 'standard', 'premium')),
        granted_plan text CHECK (granted_plan IN ('basic', 'standard', 'premium')),
        decided_by_id uuid REFERENCES users (id) ON DELETE SET NULL,
        decided_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE UNIQUE INDEX upgrade_requests_one_open_key ON upgrade_requests (recruiter_id) WHERE status = 'open'`,
    );
    await q.query(
      `CREATE INDEX upgrade_requests_recruiter_idx ON upgrade_requests (recruiter_id, created_at DESC)`,
    );
    await q.query(`CREATE INDEX upgrade_requests_decided_by_idx ON upgrade_requests (decided_by_id)`);

    await q.query(`
      CREATE TABLE mail_outbox (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        to_address text NOT NULL,
        subject text NOT NULL,
        text_body text NOT NULL,
        html_body text,
        sent_at timestamptz,
        error text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX mail_outbox_created_at_idx ON mail_outbox (created_at DESC)`);

    await q.query(`
      CREATE TABLE audit_events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
        action text NOT NULL,
        target_type text NOT NULL,
        target_id uuid,
        details jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX audit_events_created_at_idx ON audit_events (created_at DESC)`);
    await q.query(`CREATE INDEX audit_events_actor_id_idx ON audit_events (actor_id)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'audit_events',
      'mail_outbox',
      'upgrade_requests',
      'waitlist_entries',
      'newsletter_subscriptions',
      'notifications',
      'otp_challenges',
      'preference_surveys',
      'bookmarks',
      'application_events',
      'applications',
    ]) {
      await q.query(`DROP TABLE ${table}`);
    }
    await q.query(`DROP TRIGGER companies_name_changed_trigger ON companies`);
    await q.query(`DROP FUNCTION companies_name_changed()`);
    await q.query(`DROP TRIGGER jobs_search_vector_trigger ON jobs`);
    await q.query(`DROP FUNCTION jobs_search_vector_refresh()`);
    await q.query(`DROP FUNCTION jobs_search_document(jobs)`);
    await q.query(`DROP TABLE jobs`);
    for (const table of [
      'companies',
      'profile_colleges',
      'profile_experiences',
      'profiles',
      'files',
      'users',
    ]) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
