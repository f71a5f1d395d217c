import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Company } from './company.entity';

export function companyLogoPath(company: Pick<Company, 'id'>): string {
  return `/api/v1/company/logo/${company.id}`;
}

@Resolver(() => Company)
export class CompaniesResolver {
  @ResolveField(() => Boolean, {
    description: 'Whether an uploaded logo image exists (else use logoText on logoColor).',
  })
  hasLogo(@Parent() company: Company): boolean {
    return company.logoFileId !== null;
  }

  @ResolveField(() => String, { nullable: true, description: 'Address of the logo image when there is one.' })
  logoUrl(@Parent() company: Company): string | null {
    return company.logoFileId ? companyLogoPath(company) : null;
  }
}
