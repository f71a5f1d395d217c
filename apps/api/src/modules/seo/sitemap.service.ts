import { once } from 'node:events';
import { Transform, type TransformCallback, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { JOB_CATEGORIES } from '@hireloop/schema';
import { SitemapIndexStream, SitemapStream } from 'sitemap';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config';
import { listedCompaniesAfter, listedCompanyChunks, listedCompanyIdAt } from '../companies/companies.queries';
import { listedJobCategories, listedJobChunks, listedJobIdAt, listedJobsAfter } from '../jobs/jobs.queries';

/** The kinds of sitemap file: /sitemaps/{kind}-{n}.xml. */
export const SITEMAP_KINDS = ['pages', 'jobs', 'companies'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/**
 * Rows read from the database per statement while a sitemap file is written: each read is a short
 * statement of its own (keyset: the ids after the last one sent), so no connection is held while the
 * client reads, and memory stays at about one batch whatever the number of jobs.
 */
export const SITEMAP_BATCH = 2_000;

/** One URL of a sitemap: a path on the site and when what it shows last changed. */
interface Entry {
  path: string;
  /** Null: not known (a page that shows no job yet). */
  lastmod: Date | null;
}

/** The entries of a sitemap file, batch by batch. */
type Batches = AsyncGenerator<Entry[], void, undefined>;

/**
 * The sitemap: an index (/sitemap.xml) of files of at most `sitemapChunkSize` URLs each, per kind (the
 * public pages, the listed jobs, the companies with listed jobs), each file written as it is read from
 * the database. Absolute addresses come from PUBLIC_URL only.
 */
@Injectable()
export class SitemapService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    if (!config.publicUrl) {
      new Logger('Sitemap').warn(
        'PUBLIC_URL is not set: /sitemap.xml and the search feeds answer 404 (their addresses must be absolute), and /robots.txt names no sitemap',
      );
    }
  }

  /** The site's public address; undefined: no sitemap (its addresses must be absolute). */
  get publicUrl(): string | undefined {
    return this.config.publicUrl;
  }

  private get size(): number {
    return this.config.sitemapChunkSize;
  }

  /** The newest change of each file of a kind, file 1 first: exactly the files that exist. */
  async chunks(kind: SitemapKind): Promise<(Date | null)[]> {
    if (kind === 'jobs') return (await listedJobChunks(this.db, this.size)).map((c) => c.lastmod);
    if (kind === 'companies') return (await listedCompanyChunks(this.db, this.size)).map((c) => c.lastmod);
    const pages = await this.pages();
    const out: (Date | null)[] = [];
    for (let i = 0; i < pages.length; i += this.size) out.push(newest(pages.slice(i, i + this.size)));
    return out;
  }

  /**
   * The index of every sitemap file that exists, with each one's newest change, ready to write, and the
   * newest change of all (null when none is known).
   */
  async index(
    publicUrl: string,
  ): Promise<{ lastModified: Date | null; write: (out: Writable) => Promise<void> }> {
    const items: { url: string; lastmod?: string }[] = [];
    let lastModified: Date | null = null;
    for (const kind of SITEMAP_KINDS) {
      const chunks = await this.chunks(kind);
      chunks.forEach((lastmod, i) => {
        const url = `${publicUrl}/sitemaps/${kind}-${i + 1}.xml`;
        items.push(lastmod ? { url, lastmod: lastmod.toISOString() } : { url });
        if (lastmod && (!lastModified || lastmod > lastModified)) lastModified = lastmod;
      });
    }
    return {
      lastModified,
      write: async (out) => {
        const index = new SitemapIndexStream();
        const done = pipeline(index, out);
        for (const item of items) index.write(item);
        index.end();
        await done;
      },
    };
  }

  /**
   * The file `n` (from 1) of a kind, ready to write; null when there is no such file. Its first batch is
   * read before anything is sent, so a missing file is known in time for a 404.
   */
  async chunk(kind: SitemapKind, n: number): Promise<((out: Writable) => Promise<void>) | null> {
    if (!Number.isSafeInteger(n) || n < 1) return null;
    const batches = this.batches(kind, n);
    const first = await batches.next();
    if (first.done || !first.value.length) return null;
    const publicUrl = this.publicUrl ?? '';
    return async (out) => {
      const sitemap = new SitemapStream({ xmlns: { news: false, video: false, image: false, xhtml: false } });
      const done = pipeline(sitemap, new Coalesce(), out);
      // A client that goes away fails the pipeline at any moment; that failure is awaited below.
      done.catch(() => undefined);
      const write = async (entries: Entry[]) => {
        for (const e of entries) {
          const url = `${publicUrl}${e.path}`;
          sitemap.write(e.lastmod ? { url, lastmod: e.lastmod.toISOString() } : { url });
        }
        // Backpressure: the next batch is read once the client has taken in what is written (at most a
        // batch waits in memory).
        if (sitemap.writableNeedDrain) await Promise.race([once(sitemap, 'drain'), done]);
        return !sitemap.destroyed;
      };
      try {
        let more = await write(first.value);
        while (more) {
          const next = await batches.next();
          if (next.done) break;
          more = await write(next.value);
        }
      } catch (error) {
        // Never a file that looks complete but is not: the client sees it cut short.
        sitemap.destroy(error as Error);
        throw error;
      } finally {
        await batches.return();
      }
      sitemap.end();
      await done;
    };
  }

  /** The entries of file `n` of a kind, read batch by batch in id order (the first batch from its start). */
  private batches(kind: SitemapKind, n: number): Batches {
    const start = (n - 1) * this.size;
    if (kind === 'jobs') return this.jobRows(start);
    if (kind === 'companies') return this.companyRows(start);
    return this.pageRows(start);
  }

  /** The public pages from the one at `start`, at most a file's worth. */
  private async *pageRows(start: number): Batches {
    const pages = (await this.pages()).slice(start, start + this.size);
    if (pages.length) yield pages;
  }

  /** Listed jobs from the one at `start` (in id order), at most a file's worth, batch by batch. */
  private jobRows(start: number): Batches {
    return this.keyset(
      start,
      (offset) => listedJobIdAt(this.db, offset),
      async (after, limit) => {
        const rows = await listedJobsAfter(this.db, after, limit);
        return rows.map((r) => ({ id: r.id, path: `/job/${r.id}`, lastmod: r.lastmod }));
      },
    );
  }

  /** Listed companies from the one at `start` (in id order), at most a file's worth, batch by batch. */
  private companyRows(start: number): Batches {
    return this.keyset(
      start,
      (offset) => listedCompanyIdAt(this.db, offset),
      async (after, limit) => {
        const rows = await listedCompaniesAfter(this.db, after, limit);
        return rows.map((r) => ({
          id: r.id,
          path: `/companies/${encodeURIComponent(r.slug)}`,
          lastmod: r.lastmod,
        }));
      },
    );
  }

  /**
   * A file's rows by keyset: the file starts after the row before its first one (found by its place in
   * id order), then each batch continues after the last id read.
   */
  private async *keyset(
    start: number,
    idAt: (offset: number) => Promise<string | undefined>,
    after: (id: string | null, limit: number) => Promise<(Entry & { id: string })[]>,
  ): Batches {
    let last: string | null = null;
    if (start > 0) {
      last = (await idAt(start - 1)) ?? null;
      if (!last) return;
    }
    let left = this.size;
    while (left > 0) {
      const want = Math.min(SITEMAP_BATCH, left);
      const rows = await after(last, want);
      if (rows.length) yield rows;
      if (rows.length < want) return;
      last = rows[rows.length - 1].id;
      left -= rows.length;
    }
  }

  /**
   * The public pages that are not a job's or a company's: home, the job list, the company directory and
   * the job list of each category of the category list that has listed jobs (a category typed through
   * the API is no page of its own), each changed when its newest job changed.
   */
  private async pages(): Promise<Entry[]> {
    const categories = (await listedJobCategories(this.db)).filter((c) =>
      (JOB_CATEGORIES as readonly string[]).includes(c.category),
    );
    const latest = categories.length ? newest(categories) : null;
    return [
      { path: '/', lastmod: latest },
      { path: '/jobs', lastmod: latest },
      { path: '/companies', lastmod: latest },
      ...categories.map((c) => ({ path: `/jobs/${encodeURIComponent(c.category)}`, lastmod: c.lastmod })),
    ];
  }
}

/**
 * Joins the sitemap's output (a few hundred bytes per URL) into pieces of about 64 kB, so that gzip and
 * the socket work on those instead of on every URL.
 */
class Coalesce extends Transform {
  private parts: Buffer[] = [];
  private length = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.parts.push(chunk);
    this.length += chunk.length;
    if (this.length >= COALESCE_BYTES) this.pushParts();
    callback();
  }

  override _flush(callback: TransformCallback): void {
    if (this.length) this.pushParts();
    callback();
  }

  private pushParts(): void {
    this.push(Buffer.concat(this.parts, this.length));
    this.parts = [];
    this.length = 0;
  }
}

const COALESCE_BYTES = 64 * 1024;

/** The newest of some entries' changes; null when none is known. */
function newest(entries: { lastmod: Date | null }[]): Date | null {
  let out: Date | null = null;
  for (const e of entries) if (e.lastmod && (!out || e.lastmod > out)) out = e.lastmod;
  return out;
}
