import { Role } from '@hireloop/schema';
import { DataSource } from 'typeorm';
import { User } from '../../src/modules/users/user.entity';

let n = 0;

export async function createUser(ds: DataSource, overrides: Partial<User> = {}): Promise<User> {
  n += 1;
  const repo = ds.getRepository(User);
  return repo.save(
    repo.create({
      email: `user${n}.${Date.now()}@example.in`,
      firstName: 'Test',
      lastName: `User ${n}`,
      role: Role.JOB_SEEKER,
      ...overrides,
    }),
  );
}
