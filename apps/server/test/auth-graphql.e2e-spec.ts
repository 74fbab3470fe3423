import { ACCOUNT_MESSAGES } from '@coffer/shared-contracts';
import { LOGIN_ATTEMPTS_PER_ACCOUNT } from '@coffer/server-auth';
import {
  createTestApp,
  randomEmail,
  registerUser,
  STRONG_PASSWORD,
  testClient,
  type TestApp,
  type TestClient,
} from '@coffer/server-testing';
import { AppModule } from '../src/app.module';

const REGISTER = 'mutation Register($input: RegisterInput!) { register(input: $input) { id email name } }';
const LOGIN = 'mutation Login($input: LoginInput!) { login(input: $input) { id email name } }';
const ME = '{ me { id email name } }';
const LOGOUT = 'mutation { logout }';

async function gql(client: TestClient, query: string, variables?: Record<string, unknown>) {
  const res = await client.post('/api/graphql').send({ query, variables }).expect(200);
  return res;
}

describe('Accounts over GraphQL (/api/graphql)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(AppModule);
  });
  afterAll(() => t.close());

  it('registers, answers me, logs out and in again', async () => {
    const client = testClient(t.server);
    const email = randomEmail();
    const registered = await gql(client, REGISTER, {
      input: { email: ` ${email.toUpperCase()} `, password: STRONG_PASSWORD, name: 'Lin' },
    });
    expect(registered.body.errors).toBeUndefined();
    expect(registered.body.data.register).toEqual({ id: expect.any(String), email, name: 'Lin' });
    expect(String(registered.headers['set-cookie'])).toMatch(/coffer_sid=.*HttpOnly/);

    const me = await gql(client, ME);
    expect(me.body.data.me.email).toBe(email);

    expect((await gql(client, LOGOUT)).body.data.logout).toBe(true);
    const anonymous = await gql(client, ME);
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHORIZED');

    const login = await gql(client, LOGIN, { input: { email, password: STRONG_PASSWORD } });
    expect(login.body.data.login.email).toBe(email);
    expect((await gql(client, ME)).body.data.me.email).toBe(email);
  });

  it('applies the same rules and codes as REST', async () => {
    const client = testClient(t.server);
    const weak = await gql(client, REGISTER, { input: { email: randomEmail(), password: 'weakpass', name: 'W' } });
    expect(weak.body.errors[0]).toMatchObject({
      message: ACCOUNT_MESSAGES.weakPassword,
      extensions: { code: 'WEAK_PASSWORD', statusCode: 400 },
    });

    const badEmail = await gql(client, LOGIN, { input: { email: 'nope', password: 'whatever' } });
    expect(badEmail.body.errors[0]).toMatchObject({
      message: ACCOUNT_MESSAGES.invalidEmail,
      extensions: { code: 'VALIDATION_ERROR' },
    });

    const short = await gql(client, LOGIN, { input: { email: randomEmail(), password: '123' } });
    expect(short.body.errors[0]).toMatchObject({
      message: ACCOUNT_MESSAGES.loginPasswordTooShort,
      extensions: { code: 'VALIDATION_ERROR' },
    });

    const user = await registerUser(testClient(t.server));
    const duplicate = await gql(client, REGISTER, {
      input: { email: user.email, password: STRONG_PASSWORD, name: 'D' },
    });
    expect(duplicate.body.errors[0].extensions.code).toBe('USER_EXISTS');

    const wrong = await gql(client, LOGIN, { input: { email: user.email, password: 'Wrong!pass1' } });
    const unknown = await gql(client, LOGIN, { input: { email: randomEmail(), password: 'Wrong!pass1' } });
    expect(wrong.body.errors[0]).toMatchObject({
      message: 'Invalid credentials.',
      extensions: { code: 'INVALID_CREDENTIALS' },
    });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('shares the login throttle with REST', async () => {
    const user = await registerUser(testClient(t.server));
    const attacker = testClient(t.server);
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_ACCOUNT; i++) {
      const transport = i % 2 === 0 ? 'rest' : 'graphql';
      if (transport === 'rest') {
        await attacker.post('/api/auth/login').send({ email: user.email, password: 'Wrong!pass1' }).expect(401);
      } else {
        const res = await gql(attacker, LOGIN, { input: { email: user.email, password: 'Wrong!pass1' } });
        expect(res.body.errors[0].extensions.code).toBe('INVALID_CREDENTIALS');
      }
    }
    const limited = await gql(attacker, LOGIN, { input: { email: user.email, password: user.password } });
    expect(limited.body.errors[0].extensions).toMatchObject({
      code: 'RATE_LIMITED',
      statusCode: 429,
      retryAfter: expect.any(Number),
    });
  });

  it('reports malformed operations with VALIDATION_ERROR', async () => {
    const res = await testClient(t.server).post('/api/graphql').send({ query: '{ me { nope } }' }).expect(400);
    expect(res.body.errors[0].extensions.code).toBe('VALIDATION_ERROR');
  });

  it('blocks multipart and simple-request GraphQL without the preflight header (CSRF)', async () => {
    const res = await testClient(t.server)
      .post('/api/graphql')
      .set('Content-Type', 'text/plain')
      .send(JSON.stringify({ query: LOGOUT }));
    expect(res.status).toBe(400);
    expect(res.text).toMatch(/CSRF/i);
  });

  it('refuses batched array requests', async () => {
    const res = await testClient(t.server)
      .post('/api/graphql')
      .send([{ query: ME }, { query: ME }]);
    expect(res.status).toBe(400);
  });
});
