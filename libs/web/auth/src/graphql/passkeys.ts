import { graphql } from '@coffer/web-data-access';

/** The signed-in user's passkeys, oldest first. */
export const PASSKEYS_QUERY = graphql(`
  query Passkeys {
    me {
      id
      passkeys {
        id
        name
        createdAt
        lastUsedAt
        backedUp
      }
    }
  }
`);

/** Options for the browser to create a passkey (JSON text); needs the current password. */
export const PASSKEY_REGISTRATION_OPTIONS_MUTATION = graphql(`
  mutation PasskeyRegistrationOptions($password: String!) {
    passkeyRegistrationOptions(password: $password)
  }
`);

/** Stores the passkey the browser created, under a name. */
export const PASSKEY_REGISTER_MUTATION = graphql(`
  mutation PasskeyRegister($input: PasskeyRegisterInput!) {
    passkeyRegister(input: $input) {
      id
      name
      createdAt
      lastUsedAt
      backedUp
    }
  }
`);

export const PASSKEY_RENAME_MUTATION = graphql(`
  mutation PasskeyRename($input: PasskeyRenameInput!) {
    passkeyRename(input: $input) {
      id
      name
    }
  }
`);

export const PASSKEY_REMOVE_MUTATION = graphql(`
  mutation PasskeyRemove($id: ID!) {
    passkeyRemove(id: $id)
  }
`);
