import { LOGO_MAX_BYTES, RECRUITER_MESSAGES, Role } from '@hireloop/schema';
import { Args, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { FileUpload } from 'graphql-upload-ts';
import { Auth, Scope } from '../auth/auth.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { Upload, readUpload } from '../files/read-upload';
import { User } from '../users/user.entity';
import { CompaniesService, companyLogoUrl } from './companies.service';
import { Company } from './company.entity';
import { LogoImage, logoImageOf } from './logo-image';
import { CompanyInput } from './dto/company.input';

/** The owner's login e-mail and the company's phone: only the owner and administrators may read them. */
export function mayReadContactEmail(
  company: Pick<Company, 'ownerId'>,
  user: User | undefined | null,
): boolean {
  return !!user && (user.id === company.ownerId || user.role === Role.ADMIN);
}

const logoArg = { type: () => Upload, nullable: true } as const;

@Resolver(() => Company)
export class CompaniesResolver {
  constructor(private readonly companies: CompaniesService) {}

  @ResolveField(() => Boolean, {
    description: 'Whether an uploaded logo image exists (else use logoText on logoColor).',
  })
  hasLogo(@Parent() company: Company): boolean {
    return company.logoFileId !== null;
  }

  @ResolveField(() => String, { nullable: true, description: 'Address of the logo image when there is one.' })
  logoUrl(@Parent() company: Company): string | null {
    return companyLogoUrl(company);
  }

  @ResolveField(() => LogoImage, {
    nullable: true,
    description: 'The logo as square WebP images of 64, 128 and 256 px; null when there is no logo image.',
  })
  logoImage(@Parent() company: Company): LogoImage | null {
    return logoImageOf(company);
  }

  @ResolveField(() => String, {
    nullable: true,
    description:
      "The recruiter account's e-mail: shown to the company's owner and to administrators, null to everyone else.",
  })
  contactEmail(@Parent() company: Company, @CurrentUser() user?: User): string | null {
    return mayReadContactEmail(company, user) ? company.contactEmail : null;
  }

  @ResolveField(() => String, {
    description:
      "Contact number: shown to the company's owner and to administrators, an empty text to everyone else.",
  })
  contactNo(@Parent() company: Company, @CurrentUser() user?: User): string {
    return mayReadContactEmail(company, user) ? company.contactNo : '';
  }

  @Scope('companies:read')
  @Auth(Role.RECRUITER)
  @Query(() => [Company], { description: "The signed-in recruiter's companies, newest first." })
  myCompanies(@CurrentUser() user: User): Promise<Company[]> {
    return this.companies.mine(user);
  }

  @Scope('companies:read')
  @Auth(Role.RECRUITER, Role.ADMIN)
  @Query(() => Company, { description: 'One of your companies; NOT_FOUND for anyone else’s.' })
  company(
    @CurrentUser() user: User,
    @Args('id', { description: 'Id of one of your companies.', type: () => ID }) id: string,
  ): Promise<Company> {
    return this.companies.owned(user, id);
  }

  @Auth(Role.RECRUITER)
  @Mutation(() => Company, { description: 'Logo: PNG, JPEG or WebP (checked by its bytes), at most 5 MB.' })
  async createCompany(
    @CurrentUser() user: User,
    @Args('input', { description: "The company's details." }) input: CompanyInput,
    @Args('logo', { ...logoArg, description: 'Optional logo: PNG, JPEG or WebP, at most 5 MB.' })
    logo?: Promise<FileUpload> | null,
  ): Promise<Company> {
    return this.companies.create(user, input, {
      logo: await readUpload(logo, LOGO_MAX_BYTES, RECRUITER_MESSAGES.logoTooLarge),
    });
  }

  @Auth(Role.RECRUITER)
  @Mutation(() => Company, { description: 'Updates one of your companies.' })
  async updateCompany(
    @CurrentUser() user: User,
    @Args('id', { description: 'Id of the company.', type: () => ID }) id: string,
    @Args('input', { description: "The company's details." }) input: CompanyInput,
    @Args('logo', { ...logoArg, description: 'A new logo: PNG, JPEG or WebP, at most 5 MB.' })
    logo?: Promise<FileUpload> | null,
    @Args('removeLogo', { description: 'Remove the current logo.', defaultValue: false })
    removeLogo?: boolean,
  ): Promise<Company> {
    return this.companies.update(user, id, input, {
      logo: await readUpload(logo, LOGO_MAX_BYTES, RECRUITER_MESSAGES.logoTooLarge),
      removeLogo,
    });
  }

  @Auth(Role.RECRUITER)
  @Mutation(() => Boolean, { description: 'Deletes the company with its jobs and their applications.' })
  async deleteCompany(
    @CurrentUser() user: User,
    @Args('id', { description: 'Id of the company.', type: () => ID }) id: string,
  ): Promise<boolean> {
    await this.companies.remove(user, id);
    return true;
  }
}
