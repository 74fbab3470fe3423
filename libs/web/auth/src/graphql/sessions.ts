import { graphql } from '@coffer/web-data-access';

/** The signed-in user's sessions, most recently used first (nobody has 200 sessions). */
export const SESSIONS_QUERY = graphql(`
  query Sessions {
    me {
      id
      sessions(first: 200) {
        totalCount
        nodes {
          id
          device
          userAgent
          clientAddress
          createdAt
          lastSeenAt
          current
          signInMethod
        }
      }
    }
  }
`);

export const END_SESSION_MUTATION = graphql(`
  mutation EndSession($id: ID!) {
    sessionEnd(input: { id: $id }) {
      endedSessionId
      userErrors {
        field
        code
        message
      }
    }
  }
`);

export const END_OTHER_SESSIONS_MUTATION = graphql(`
  mutation EndOtherSessions {
    sessionsEndOthers {
      endedSessionCount
      userErrors {
        field
        code
        message
      }
    }
  }
`);
