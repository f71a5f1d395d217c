import { pdfBytes } from '../support/pdf';
import { SmtpCatcher } from '../support/smtp-catcher';
import { ApiProcess } from './support/api-process';
import { freePort } from './support/ports';
import { scenarioDatabase, ScenarioDatabase } from './support/scenario';

const SEEKER_PASSWORD = 'Seeker-Secret-4417';
const WRONG_PASSWORD = 'Wrong-Guess-9081';
const ADMIN_PASSWORD = 'Admin-Secret-2203';
const JWT_SECRET = 'log-test-jwt-secret-0123456789abcdefghijkl';
const DOCUMENT_MARKER = 'Confidential Resume Marker 5512';

/**
 * Secrets never reach the log: the built API runs with every log line on (LOG_LEVEL=trace) and real
 * mail (SMTP), a seeker signs up with an e-mail code, logs in, fails a login, uploads a resume and
 * reads it back, an administrator signs in; the whole output then holds none of the passwords, codes,
 * tokens, the signing secret or the document, while it does hold a line per request with its id.
 */
describe('secrets in the logs', () => {
  let db: ScenarioDatabase;
  let api: ApiProcess;
  let output = '';
  const smtp = new SmtpCatcher();
  const email = `log.seeker.${Date.now()}@example.in`;
  const secrets: Record<string, string> = {
    'seeker password': SEEKER_PASSWORD,
    'wrong password': WRONG_PASSWORD,
    'admin password': ADMIN_PASSWORD,
    'JWT secret': JWT_SECRET,
    document: DOCUMENT_MARKER,
  };

  const gql = async (query: string, variables: Record<string, unknown>, token?: string) => {
    const res = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as {
      data?: Record<string, Record<string, unknown> & { resume?: { url: string } }>;
      errors?: { message: string }[];
    };
  };

  beforeAll(async () => {
    await smtp.start();
    db = await scenarioDatabase();
    api = await ApiProcess.start(await freePort(), db.url, {
      LOG_LEVEL: 'trace',
      SMTP_URL: smtp.url,
      SEED_DEMO: 'false',
      JWT_SECRET,
      ADMIN_EMAIL: 'log.admin@example.in',
      ADMIN_PASSWORD,
    });
    api.child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    api.child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  }, 60_000);

  afterAll(async () => {
    api?.kill();
    await db?.drop();
    await smtp.stop();
  });

  it('logs every request with its id and never a password, code, token or document', async () => {
    const otp = await gql(
      `mutation($e: String!) { requestSignupOtp(email: $e, role: JOB_SEEKER) { reference } }`,
      { e: email },
    );
    const reference = otp.data?.requestSignupOtp.reference as string;
    const code = await smtp.lastCode(email);
    secrets['e-mail code'] = code;
    const verified = await gql(
      `mutation($r: ID!, $c: String!) { verifyOtp(reference: $r, code: $c) { verified ticket } }`,
      { r: reference, c: code },
    );
    expect(verified.errors).toBeUndefined();
    const ticket = verified.data?.verifyOtp.ticket as string;
    secrets['sign-up ticket'] = ticket;
    const registered = await gql(`mutation($i: RegisterInput!) { register(input: $i) { id } }`, {
      i: {
        email,
        password: SEEKER_PASSWORD,
        firstName: 'Log',
        lastName: 'Seeker',
        contactNo: '+91-9000000000',
        role: 'JOB_SEEKER',
        ticket,
      },
    });
    expect(registered.errors).toBeUndefined();
    const login = `mutation($i: LoginInput!) { login(input: $i) { token } }`;
    const wrong = await gql(login, { i: { email, password: WRONG_PASSWORD } });
    expect(wrong.errors?.[0].message).toBe('Invalid email or password');
    const session = await gql(login, { i: { email, password: SEEKER_PASSWORD } });
    const token = session.data?.login.token as string;
    expect(token).toMatch(/^ey/);
    secrets['session token'] = token;

    const form = new FormData();
    form.set('firstname', 'Log');
    form.set('lastname', 'Seeker');
    form.set('bio', 'Writes logs');
    form.set('resumeFile', new Blob([pdfBytes(DOCUMENT_MARKER)], { type: 'application/pdf' }), 'cv.pdf');
    const upload = await fetch(`${api.url}/api/v1/profile/update/new`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${token}`, 'X-Request-Id': 'log-test-upload-0001' },
      body: form,
    });
    expect(upload.status).toBe(200);
    const profile = await gql(`{ myProfile { resume { url } } }`, {}, token);
    const url = profile.data?.myProfile.resume?.url as string;
    const document = await fetch(`${api.url}${url}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(Buffer.from(await document.arrayBuffer()).toString('latin1')).toContain(DOCUMENT_MARKER);

    const admin = await fetch(`${api.url}/api/v1/admin/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email_Id: 'log.admin@example.in', password: ADMIN_PASSWORD }),
    });
    expect(admin.status).toBe(200);
    const adminToken = ((await admin.json()) as { token: string }).token;
    secrets['admin token'] = adminToken;

    // pino writes asynchronously: give the last lines a moment.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const log = output;
    const lines = log.split('\n').filter((l) => l.startsWith('{'));
    const requests = lines.filter((l) => l.includes('"request completed"'));
    expect(requests.length).toBeGreaterThanOrEqual(8);
    expect(requests.some((l) => l.includes('log-test-upload-0001'))).toBe(true);
    const found = Object.entries(secrets)
      .filter(([, value]) => value && log.includes(value))
      .map(([name]) => name);
    expect(found).toEqual([]);
  });
});
