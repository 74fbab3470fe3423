import { graphql } from '@coffer/web-data-access';

export const WEBHOOK_FIELDS_FRAGMENT = graphql(`
  fragment WebhookFields on Webhook {
    id
    url
    description
    eventTypes
    enabled
    disabledReason
  }
`);

/** The account's webhooks (at most 25 exist, so one page holds them). */
export const WEBHOOKS_QUERY = graphql(`
  query Webhooks {
    webhooks(first: 25) {
      edges {
        node {
          ...WebhookFields
        }
      }
    }
  }
`);

export const CREATE_WEBHOOK_MUTATION = graphql(`
  mutation CreateWebhook($input: CreateWebhookInput!) {
    createWebhook(input: $input) {
      webhook {
        ...WebhookFields
      }
      secret
      userErrors {
        field
        code
        message
      }
    }
  }
`);

export const DELETE_WEBHOOK_MUTATION = graphql(`
  mutation DeleteWebhook($input: DeleteWebhookInput!) {
    deleteWebhook(input: $input) {
      deletedWebhookId
    }
  }
`);
