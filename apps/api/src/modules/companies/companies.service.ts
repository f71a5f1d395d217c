import {
  COMPANY_SEARCH_MAX_LENGTH,
  COMPANY_SEARCH_TOO_LONG,
  logoInitials,
  PLACEHOLDER_LOGO_COLOR,
  RECRUITER_MESSAGES,
  Role,
  validateCompany,
} from '@hireloop/schema';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { Clock } from '../../common/clock';
import { BadInputError, NotFoundError } from '../../common/errors';
import { isUuid, pageOf, pageRequest } from '../../common/paging';
import { companyIdBySlug, directoryByKey, directoryPage } from './companies.queries';
import { connectionOf, ConnectionPage, KeysetRequest } from '../../common/cursor';
import { FilesService, IncomingFile } from '../files/files.service';
import { LogoVariantsService } from '../files/logo-variants';
import { User } from '../users/user.entity';
import { Company } from './company.entity';
import { CompanyInput } from './dto/company.input';

/** Where a company's logo is served; null when the company has none. */
export function companyLogoUrl(company: Pick<Company, 'id' | 'logoFileId'>): string | null {
  return company.logoFileId ? `/api/v1/company/logo/${company.id}` : null;
}

export interface LogoChange {
  logo?: IncomingFile | null;
  removeLogo?: boolean;
}

function normaliseUrl(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  const withScheme = /^https?:\/\//i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    if (!url.hostname.includes('.')) throw new Error('no domain');
    return url.toString().replace(/\/$/, '');
  } catch {
    throw new BadInputError(`'${text}' is not a valid web address`);
  }
}

/** A recruiter's companies. Another recruiter's company answers not-found, never its data. */
@Injectable()
export class CompaniesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly files: FilesService,
    private readonly variants: LogoVariantsService,
    private readonly clock: Clock,
  ) {}

  /**
   * One page of the public directory: companies with at least one open job, most open jobs first, each
   * with its count; `search` (at most COMPANY_SEARCH_MAX_LENGTH characters) finds text in the name,
   * industry or location.
   */
  async directory(search: string | null | undefined, page: number, pageSize: number) {
    const term = (search ?? '').trim();
    if (term.length > COMPANY_SEARCH_MAX_LENGTH) throw new BadInputError(COMPANY_SEARCH_TOO_LONG);
    const req = pageRequest(page, pageSize);
    const rows = await directoryPage(
      this.dataSource.manager,
      term || null,
      req.offset,
      req.pageSize,
      this.clock.now(),
    );
    const companies = rows.items.length
      ? await this.dataSource.getRepository(Company).findBy({ id: In(rows.items.map((r) => r.id)) })
      : [];
    const byId = new Map(companies.map((c) => [c.id, c]));
    const items = rows.items.flatMap((r) => {
      const company = byId.get(r.id);
      return company ? [{ company, openJobCount: r.openJobs }] : [];
    });
    return pageOf(items, rows.total, req);
  }

  /**
   * The public directory by cursor: companies with at least one open job, in the order they joined
   * (see directoryByKey), each with its open-job count.
   */
  async directoryConnection(
    req: KeysetRequest,
  ): Promise<ConnectionPage<{ company: Company; openJobCount: number }>> {
    const rows = await directoryByKey(this.dataSource.manager, req, this.clock.now());
    const page = connectionOf(req, rows, (r) => ({ at: r.cursorAt, id: r.id }));
    const companies = page.edges.length
      ? await this.dataSource.getRepository(Company).findBy({ id: In(page.edges.map((e) => e.node.id)) })
      : [];
    const byId = new Map(companies.map((c) => [c.id, c]));
    return {
      ...page,
      edges: page.edges.flatMap(({ cursor, node }) => {
        const company = byId.get(node.id);
        return company ? [{ cursor, node: { company, openJobCount: node.openJobs } }] : [];
      }),
    };
  }

  /** The company a public address names, by its slug or one it had before a rename; null for none. */
  async bySlug(slug: string): Promise<Company | null> {
    const id = await companyIdBySlug(this.dataSource.manager, slug.trim().toLowerCase());
    return id ? this.dataSource.getRepository(Company).findOneBy({ id }) : null;
  }

  mine(owner: User): Promise<Company[]> {
    return this.dataSource
      .getRepository(Company)
      .find({ where: { ownerId: owner.id }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /**
   * A company its owner (or an administrator) may manage; with `lock`, its row is locked until the caller's
   * transaction ends, so changes to it (a logo replaced twice at once) follow one another.
   */
  async owned(user: User, id: string, manager?: EntityManager, lock = false): Promise<Company> {
    const repo = (manager ?? this.dataSource.manager).getRepository(Company);
    const company = isUuid(id)
      ? await repo.findOne({
          where: { id },
          ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
        })
      : null;
    if (!company || (company.ownerId !== user.id && user.role !== Role.ADMIN)) {
      throw new NotFoundError(RECRUITER_MESSAGES.companyNotFound);
    }
    return company;
  }

  async create(owner: User, input: CompanyInput, change: LogoChange = {}): Promise<Company> {
    const problem = validateCompany(input);
    if (problem) throw new BadInputError(problem);
    return this.dataSource.transaction(async (m) => {
      const repo = m.getRepository(Company);
      const company = repo.create({
        ...this.fields(input),
        ownerId: owner.id,
        contactEmail: owner.email,
        logoColor: PLACEHOLDER_LOGO_COLOR,
        logoText: logoInitials(input.name),
        logoFileId: null,
      });
      if (change.logo) company.logoFileId = await this.storeLogo(owner.id, change.logo, m);
      // Read back: the database sets the slug.
      return repo.findOneByOrFail({ id: (await repo.save(company)).id });
    });
  }

  async update(user: User, id: string, input: CompanyInput, change: LogoChange = {}): Promise<Company> {
    const problem = validateCompany(input, true);
    if (problem) throw new BadInputError(problem);
    return this.dataSource.transaction(async (m) => {
      const company = await this.owned(user, id, m, true);
      const oldLogo = company.logoFileId;
      Object.assign(company, this.fields(input, company), { logoText: logoInitials(input.name) });
      if (change.logo) company.logoFileId = await this.storeLogo(company.ownerId, change.logo, m);
      else if (change.removeLogo) company.logoFileId = null;
      const saved = await m.getRepository(Company).save(company);
      if (oldLogo && oldLogo !== saved.logoFileId) await this.files.remove(oldLogo, m);
      // Read back: the database moves the slug with the name.
      return m.getRepository(Company).findOneByOrFail({ id: saved.id });
    });
  }

  /** Deletes a company with its jobs (and their applications and bookmarks) and its logo. */
  async remove(user: User, id: string): Promise<void> {
    await this.dataSource.transaction(async (m) => {
      const company = await this.owned(user, id, m, true);
      await m.getRepository(Company).delete(company.id);
      await this.files.remove(company.logoFileId, m);
    });
  }

  /** A logo stored with its smaller copies (removing the logo removes them); its file id. */
  private async storeLogo(ownerId: string, logo: IncomingFile, m: EntityManager): Promise<string> {
    const { stored, bytes } = await this.files.storeImage(ownerId, logo, m);
    await this.variants.create(stored, bytes, m);
    return stored.id;
  }

  private fields(input: CompanyInput, current?: Company) {
    return {
      name: input.name.trim(),
      description: (input.description ?? current?.description ?? '').trim(),
      industry: input.industry.trim(),
      location: input.location.trim(),
      size: (input.size || current?.size || '').trim(),
      website: normaliseUrl(input.website) ?? '',
      contactNo: (input.contactNo || current?.contactNo || '').trim(),
      recruiterPortalLink: normaliseUrl(input.recruiterPortalLink),
    };
  }

  /**
   * The companies a recruiter owns, every field they gave, for their data export; with each logo's
   * file id (the export adds the logo file itself).
   */
  async exportFor(ownerId: string) {
    const rows = await this.dataSource
      .getRepository(Company)
      .find({ where: { ownerId }, order: { createdAt: 'ASC', id: 'ASC' } });
    return rows.map((c) => ({
      id: c.id,
      name: c.name,
      slug: c.slug,
      description: c.description,
      industry: c.industry,
      location: c.location,
      size: c.size,
      website: c.website,
      contactNo: c.contactNo,
      contactEmail: c.contactEmail,
      recruiterPortalLink: c.recruiterPortalLink,
      logoColor: c.logoColor,
      logoText: c.logoText,
      logoFileId: c.logoFileId,
      createdAt: c.createdAt.toISOString(),
      updatedAt: c.updatedAt.toISOString(),
    }));
  }
}
