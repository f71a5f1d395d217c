import { validated } from '../../../common/validated';
import { CompanyInput } from '../../companies/dto/company.input';
import { Fields, text } from './fields';

/** The legacy company form (`company_name`, `comp_desc`, ...; GraphQL's names too) as CompanyInput. */
export function legacyCompanyInput(body: Fields): Promise<CompanyInput> {
  return validated(CompanyInput, {
    name: text(body.company_name ?? body.name),
    description: text(body.comp_desc ?? body.description),
    industry: text(body.comp_industry ?? body.industry),
    location: text(body.comp_location ?? body.location),
    size: text(body.comp_size ?? body.size),
    website: text(body.comp_website ?? body.website),
    contactNo: text(body.comp_contact_no ?? body.contactNo),
    recruiterPortalLink: text(body.recruiter_portal_link) || null,
  });
}
