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

/** Any of the user's folders changed (all folders: the hook refetches the one on screen). */
export const ITEMS_CHANGED_SUBSCRIPTION = graphql(`
  subscription ItemsChanged($path: String) {
    itemsChanged(path: $path) {
      path
      reason
    }
  }
`);
