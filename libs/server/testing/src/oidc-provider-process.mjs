// A real OpenID Connect provider (the npm package oidc-provider) for the single sign-on tests,
// run as its own process (the package is ES modules only). Configured by the environment:
// OIDC_PORT, OIDC_CLIENTS (JSON: [{ client_id, client_secret, redirect_uris }]). Anyone may sign
// in at its development login form; the login names the account: "<sub>|<email>|<verified>".
// Prints "listening <issuer>" once it serves.
import Provider from 'oidc-provider';

const port = Number(process.env.OIDC_PORT);
const issuer = `http://127.0.0.1:${port}`;
const clients = JSON.parse(process.env.OIDC_CLIENTS ?? '[]');

const provider = new Provider(issuer, {
  clients: clients.map((c) => ({ ...c, grant_types: ['authorization_code'], response_types: ['code'] })),
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  scopes: ['openid', 'email', 'profile'],
  pkce: { required: () => true },
  cookies: { keys: ['oidc-test-key'] },
  features: { devInteractions: { enabled: true } },
  async findAccount(_ctx, id) {
    const [, email, verified] = id.split('|');
    return {
      accountId: id,
      async claims() {
        return { sub: id, email, email_verified: verified === 'true', name: `Person ${email?.split('@')[0] ?? ''}` };
      },
    };
  },
});
// Quiet: the test reads its answers, not its log.
provider.on('server_error', (_ctx, error) => console.error('oidc-provider server_error', error));

provider.listen(port, '127.0.0.1', () => console.log(`listening ${issuer}`));
