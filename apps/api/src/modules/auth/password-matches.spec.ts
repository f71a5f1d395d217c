import { passwordMatches } from './auth.service';

describe('passwordMatches', () => {
  it('verifies against the account hash', async () => {
    const check = jest.fn(async (hash: string, password: string) => hash === 'h' && password === 'p');
    await expect(passwordMatches('h', 'p', 1024, check)).resolves.toBe(true);
    await expect(passwordMatches('h', 'q', 1024, check)).resolves.toBe(false);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('runs one argon2 verification even without an account or a password, and refuses', async () => {
    const check = jest.fn(async (_hash: string, _password: string) => true);
    await expect(passwordMatches(null, 'p', 1024, check)).resolves.toBe(false);
    await expect(passwordMatches('h', '', 1024, check)).resolves.toBe(false);
    expect(check).toHaveBeenCalledTimes(2);
    // The dummy hash costs what new hashes cost (here 1024 KiB), so the answer takes as long either way.
    expect(check.mock.calls[0][0]).toMatch(/^\$argon2id\$v=19\$m=1024,/);
  });
});
