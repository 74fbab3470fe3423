import { graphql } from '@coffer/web-data-access';

/** A file shared with the signed-in user (drives the header badge live). */
export const SHARE_RECEIVED_SUBSCRIPTION = graphql(`
  subscription ShareReceived {
    shareReceived {
      fileId
      fileName
      sharedBy {
        id
        name
        email
      }
    }
  }
`);

/** A share that reached the user ended (the list and the badge are read again). */
export const SHARE_WITHDRAWN_SUBSCRIPTION = graphql(`
  subscription ShareWithdrawn {
    shareWithdrawn {
      fileId
    }
  }
`);

/** Any of the user's folders changed (all folders: the hook refetches the one on screen). */
export const ITEMS_CHANGED_SUBSCRIPTION = graphql(`
  subscription ItemsChanged($path: String) {
    itemsChanged(path: $path) {
      path
      reason
    }
  }
`);
