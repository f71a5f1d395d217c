import { createTestApp, TestApp } from './support/test-app';

/**
 * A crafted e-mail address made the old pattern backtrack quadratically: one request of 40 kB held the
 * event loop for seconds, and everyone else (health checks included) waited with it. Every input that
 * takes an e-mail must refuse it at once: the length cap comes before any pattern (each answer is the
 * cap's message), and the pattern is linear (ESLint's regexp rules refuse every pattern that can
 * backtrack super-linearly).
 */
describe('E-mail inputs and ReDoS', () => {
  let t: TestApp;
  const crafted = `a@${'.'.repeat(40_000)}@`;
  /** The length cap's answer: the address never reaches a pattern. */
  const TOO_LONG = 'Email address must be at most 254 characters';
  /** Client-side errors as GraphQL reports them (the HTTP status is 200 or 4xx there). */
  const CLIENT_CODES = [
    'BAD_USER_INPUT',
    'BAD_REQUEST',
    'GRAPHQL_VALIDATION_FAILED',
    'GRAPHQL_PARSE_FAILED',
    'UNAUTHENTICATED',
    'FORBIDDEN',
    'TOO_MANY_REQUESTS',
    'PAYLOAD_TOO_LARGE',
  ];

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(() => t.close());

  const graphql: Record<string, { query: string; variables: Record<string, unknown> }> = {
    subscribeNewsletter: {
      query: 'mutation($email: String!) { subscribeNewsletter(email: $email) }',
      variables: { email: crafted },
    },
    joinWaitlist: {
      query: 'mutation($email: String!) { joinWaitlist(email: $email) }',
      variables: { email: crafted },
    },
    requestSignupOtp: {
      query: 'mutation($email: String!) { requestSignupOtp(email: $email) { reference } }',
      variables: { email: crafted },
    },
    'requestSignupOtp (recruiter)': {
      query:
        'mutation($email: String!) { requestSignupOtp(email: $email, role: RECRUITER, companyName: "Acme") { reference } }',
      variables: { email: crafted },
    },
    requestPasswordReset: {
      query: 'mutation($email: String!) { requestPasswordReset(email: $email) { reference } }',
      variables: { email: crafted },
    },
    resetPassword: {
      query: 'mutation($email: String!) { resetPassword(email: $email, password: "secret123", ticket: "t") }',
      variables: { email: crafted },
    },
    login: {
      query: 'mutation($input: LoginInput!) { login(input: $input) { token } }',
      variables: { input: { email: crafted, password: 'secret123' } },
    },
    adminLogin: {
      query: 'mutation($email: String!) { adminLogin(email: $email, password: "secret123") { token } }',
      variables: { email: crafted },
    },
    register: {
      query: 'mutation($input: RegisterInput!) { register(input: $input) { id } }',
      variables: {
        input: {
          email: crafted,
          password: 'secret123',
          firstName: 'A',
          lastName: 'B',
          contactNo: '9000000000',
          ticket: 't',
        },
      },
    },
  };

  const rest: Record<string, { method: 'post' | 'patch'; path: string; body: Record<string, unknown> }> = {
    newsletter: { method: 'post', path: '/api/v1/newsletter/subscribe', body: { email: crafted } },
    'newsletter (email_Id)': {
      method: 'post',
      path: '/api/v1/newsletter/subscribe',
      body: { email_Id: crafted },
    },
    waitlist: { method: 'post', path: '/api/v1/waitlist', body: { email: crafted } },
    login: { method: 'post', path: '/api/v1/user/login', body: { email_Id: crafted, password: 'secret123' } },
    register: {
      method: 'post',
      path: '/api/v1/user/register',
      body: {
        email_Id: crafted,
        password: 'secret123',
        firstname: 'A',
        lastname: 'B',
        contact_No: '9000000000',
      },
    },
    'register/verify/otp': {
      method: 'post',
      path: '/api/v1/user/register/verify/otp',
      body: { email_Id: crafted },
    },
    'register/verify': { method: 'post', path: '/api/v1/user/register/verify', body: { email_Id: crafted } },
    'generate/otp': { method: 'post', path: '/api/v1/generate/otp', body: { email_Id: crafted } },
    'update/password': {
      method: 'patch',
      path: '/api/v1/user/update/password',
      body: { email_Id: crafted, password: 'secret123' },
    },
    'admin login': {
      method: 'post',
      path: '/api/v1/admin/auth/login',
      body: { email_Id: crafted, password: 'secret123' },
    },
  };

  it.each(Object.entries(graphql))(
    'GraphQL %s refuses the crafted address by its length',
    async (_name, op) => {
      const res = await t.http.post('/graphql').send(op);
      expect(res.status === 200 || (res.status >= 400 && res.status < 500)).toBe(true);
      expect(res.body.data ?? null).toBeNull();
      expect(CLIENT_CODES).toContain(res.body.errors?.[0]?.extensions?.code);
      expect(res.body.errors?.[0]?.message).toBe(TOO_LONG);
    },
  );

  it.each(Object.entries(rest))('REST %s refuses the crafted address by its length', async (_name, route) => {
    const res = await t.http[route.method](route.path).send(route.body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(TOO_LONG);
  });

  it('says why an over-long address is refused, on GraphQL and REST alike', async () => {
    const long = `${'a'.repeat(250)}@b.in`;
    const gql = await t.gql('mutation($email: String!) { subscribeNewsletter(email: $email) }', {
      email: long,
    });
    expect(gql.errors?.[0]?.message).toBe('Email address must be at most 254 characters');
    const res = await t.http.post('/api/v1/waitlist').send({ email: long }).expect(400);
    expect(res.body.message).toBe('Email address must be at most 254 characters');
    const stored = await t.dataSource.query('SELECT count(*)::int AS n FROM waitlist_entries');
    expect(stored[0].n).toBe(0);
  });

  it('answers /health while every input is attacked at once, and refuses every attack by its length', async () => {
    const attacks = [
      ...Object.values(graphql).map((op) => t.http.post('/graphql').send(op)),
      ...Object.values(rest).map((route) => t.http[route.method](route.path).send(route.body)),
    ];
    const [answers, health] = await Promise.all([Promise.all(attacks), t.http.get('/health/live')]);
    expect(health.status).toBe(200);
    for (const res of answers) expect(res.body.message ?? res.body.errors?.[0]?.message).toBe(TOO_LONG);
  });
});
