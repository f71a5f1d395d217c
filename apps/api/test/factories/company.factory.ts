import { logoInitials, PLACEHOLDER_LOGO_COLOR, Role } from '@hireloop/schema';
import { DataSource } from 'typeorm';
import { Company } from '../../src/modules/companies/company.entity';
import { createUser } from './user.factory';

let n = 0;

export async function createCompany(ds: DataSource, overrides: Partial<Company> = {}): Promise<Company> {
  n += 1;
  const ownerId = overrides.ownerId ?? (await createUser(ds, { role: Role.RECRUITER })).id;
  const name = overrides.name ?? `Factory Company ${n}`;
  const repo = ds.getRepository(Company);
  return repo.save(
    repo.create({
      name,
      description: `${name} builds things.`,
      industry: 'Information Technology',
      location: 'Pune, Maharashtra',
      size: '51-100',
      website: 'https://example.in',
      contactNo: '+91-9000000000',
      logoColor: PLACEHOLDER_LOGO_COLOR,
      logoText: logoInitials(name),
      ...overrides,
      ownerId,
    }),
  );
}
