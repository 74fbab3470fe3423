import { graphql } from '@coffer/web-data-access';

/** The signed-in user. */
export const ME_QUERY = graphql(`
  query Me {
    me {
      id
      email
      name
      emailVerified
    }
  }
`);

export const LOGIN_MUTATION = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      id
      email
      name
    }
  }
`);

export const REGISTER_MUTATION = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      id
      email
      name
    }
  }
`);

export const LOGOUT_MUTATION = graphql(`
  mutation Logout {
    logout
  }
`);
