import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Clock } from '../../common/clock';
import { Public } from '../auth/public.decorator';
import { SettingsService } from '../admin/settings.service';
import { JobsService } from '../jobs/jobs.service';
import { FEED_SIZE, FeedParamsError, feedFilters, jobFeed } from './job-feed';
import { robotsTxt } from './robots';
import { SITEMAP_KINDS, SitemapKind, SitemapService } from './sitemap.service';

/** Sitemaps and robots.txt may be an hour old: crawlers read them rarely, and a sitemap file is heavy. */
export const SITEMAP_CACHE_CONTROL = 'public, max-age=3600';
/** A search's feed may be fifteen minutes old. */
export const FEED_CACHE_CONTROL = 'public, max-age=900';
export const NO_PUBLIC_URL =
  'This site has no public address (PUBLIC_URL), so it has no sitemap or feeds: their addresses must be absolute.';

const CHUNK_FILE = new RegExp(`^(${SITEMAP_KINDS.join('|')})-([1-9][0-9]{0,8})\\.xml$`);

/**
 * What the site tells crawlers and feed readers: /robots.txt, the sitemap (/sitemap.xml and its files
 * /sitemaps/{kind}-{n}.xml) and the Atom feed of a job search (/jobs/feed.xml?search=&location=).
 */
@Controller()
export class SeoController {
  constructor(
    private readonly sitemaps: SitemapService,
    private readonly jobs: JobsService,
    private readonly settings: SettingsService,
    private readonly clock: Clock,
  ) {}

  @Public()
  @Get('robots.txt')
  robots(@Res() res: Response): void {
    res.setHeader('Cache-Control', SITEMAP_CACHE_CONTROL);
    res.type('text/plain').send(robotsTxt(this.sitemaps.publicUrl));
  }

  @Public()
  @Get('sitemap.xml')
  async index(@Res() res: Response): Promise<void> {
    const publicUrl = this.sitemaps.publicUrl;
    if (!publicUrl) return void res.status(404).type('text/plain').send(NO_PUBLIC_URL);
    const index = await this.sitemaps.index(publicUrl);
    res.setHeader('Cache-Control', SITEMAP_CACHE_CONTROL);
    if (index.lastModified) res.setHeader('Last-Modified', index.lastModified.toUTCString());
    res.type('application/xml');
    await index.write(res);
  }

  @Public()
  @Get('sitemaps/:file')
  async chunk(@Param('file') file: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    if (!this.sitemaps.publicUrl) return void res.status(404).type('text/plain').send(NO_PUBLIC_URL);
    const match = CHUNK_FILE.exec(file);
    const write = match && (await this.sitemaps.chunk(match[1] as SitemapKind, Number(match[2])));
    if (!write) return void res.status(404).type('text/plain').send(`No sitemap file ${file}`);
    res.setHeader('Cache-Control', SITEMAP_CACHE_CONTROL);
    res.type('application/xml');
    try {
      await write(res);
    } catch (error) {
      // Once the file has started there is no other answer to give: the client sees it cut short.
      if (!res.headersSent) throw error;
      // A client that went away is no fault of the server's.
      if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') {
        req.log?.warn({ err: error }, `sitemap ${file} cut short`);
      }
      res.destroy();
    }
  }

  @Public()
  @Get('jobs/feed.xml')
  async feed(
    @Req() req: Request,
    @Query() query: Record<string, unknown>,
    @Res() res: Response,
  ): Promise<void> {
    const publicUrl = this.sitemaps.publicUrl;
    if (!publicUrl) return void res.status(404).type('text/plain').send(NO_PUBLIC_URL);
    let filters;
    try {
      filters = feedFilters(query);
    } catch (error) {
      if (!(error instanceof FeedParamsError)) throw error;
      return void res.status(400).type('text/plain').send(error.message);
    }
    const [result, settings] = await Promise.all([
      this.jobs.search(filters, 1, FEED_SIZE, 'newest', null, req.ip ?? ''),
      this.settings.cached(),
    ]);
    const { xml, updated } = jobFeed({
      publicUrl,
      platformName: settings.platformName,
      filters,
      jobs: result.items,
      now: this.clock.now(),
    });
    res.setHeader('Cache-Control', FEED_CACHE_CONTROL);
    res.setHeader('Last-Modified', updated.toUTCString());
    res.type('application/atom+xml').send(xml);
  }
}
