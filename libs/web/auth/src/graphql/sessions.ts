import { graphql } from '@coffer/web-data-access';

/** The signed-in user's sessions, most recently used first. */
export const SESSIONS_QUERY = graphql(`
  query Sessions {
    sessions {
      id
      device
      userAgent
      clientAddress
      createdAt
      lastSeenAt
      current
    }
  }
`);

export const END_SESSION_MUTATION = graphql(`
  mutation EndSession($id: ID!) {
    endSession(id: $id)
  }
`);

export const END_OTHER_SESSIONS_MUTATION = graphql(`
  mutation EndOtherSessions {
    endOtherSessions
  }
`);
