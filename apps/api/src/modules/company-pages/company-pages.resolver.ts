import { COMPANIES_PAGE_SIZE, COMPANY_PAGE_JOBS_MAX } from '@hireloop/schema';
import { Args, Query, Resolver } from '@nestjs/graphql';
import { PageArgs, PageArgsType } from '../../graphql/paginated';
import { Public } from '../auth/public.decorator';
import { CompaniesService } from '../companies/companies.service';
import { JobsService } from '../jobs/jobs.service';
import { ConnectionArgsValue, keysetRequest } from '../../common/cursor';
import { ConnectionArgsOf } from '../../graphql/connection';
import { CompanyDirectoryPage, CompanyProfile, DirectoryCompanyConnection } from './company-pages.model';

/** The public company directory (/companies) and company pages (/companies/{slug}): public data only. */
@Resolver()
export class CompanyPagesResolver {
  constructor(
    private readonly companies: CompaniesService,
    private readonly jobs: JobsService,
  ) {}

  @Public()
  @Query(() => CompanyDirectoryPage, {
    description:
      'Companies with at least one open job, most open jobs first, with their counts; `search` finds text in the name, industry or location.',
  })
  publicCompanies(
    @PageArgs(COMPANIES_PAGE_SIZE) { page, pageSize }: PageArgsType,
    @Args('search', {
      description: 'Text to find in the name, industry or location (at most 100 characters).',
      type: () => String,
      nullable: true,
    })
    search?: string | null,
  ): Promise<CompanyDirectoryPage> {
    return this.companies.directory(search, page, pageSize);
  }

  @Public()
  @Query(() => DirectoryCompanyConnection, {
    description:
      'Companies with at least one open job by cursor, in the order they joined, with their open-job counts.',
  })
  companiesConnection(@ConnectionArgsOf() args: ConnectionArgsValue) {
    return this.companies.directoryConnection(keysetRequest('companies', args));
  }

  @Public()
  @Query(() => CompanyProfile, {
    nullable: true,
    description:
      "A company's public page by its slug or one it had before a rename (the answer carries the current slug); null for an unknown slug.",
  })
  async publicCompany(
    @Args('slug', { description: "The company's slug, e.g. 'technova-solutions'." }) slug: string,
  ): Promise<CompanyProfile | null> {
    const company = await this.companies.bySlug(slug);
    if (!company) return null;
    const { jobs, total } = await this.jobs.openJobsOfCompany(company.id, COMPANY_PAGE_JOBS_MAX);
    return { company, openJobCount: total, openJobs: jobs };
  }
}
