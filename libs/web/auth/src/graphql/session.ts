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

/** The second step of a sign-in that answered SECOND_FACTOR_REQUIRED (its challenge is in a cookie). */
export const LOGIN_SECOND_FACTOR_MUTATION = graphql(`
  mutation LoginSecondFactor($input: SecondFactorInput!) {
    loginSecondFactor(input: $input) {
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
