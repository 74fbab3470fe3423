/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment AccessTokenFields on AccessToken {\n    id\n    name\n    prefix\n    scopes\n    createdAt\n    lastUsedAt\n    expiresAt\n    revoked\n  }\n": typeof types.AccessTokenFieldsFragmentDoc,
    "\n  query AccessTokens {\n    accessTokens(first: 200) {\n      totalCount\n      edges {\n        node {\n          ...AccessTokenFields\n        }\n      }\n    }\n  }\n": typeof types.AccessTokensDocument,
    "\n  mutation CreateAccessToken($input: CreateAccessTokenInput!) {\n    accessTokenCreate(input: $input) {\n      token\n      accessToken {\n        ...AccessTokenFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.CreateAccessTokenDocument,
    "\n  mutation RevokeAccessToken($id: ID!) {\n    accessTokenRevoke(input: { id: $id }) {\n      accessToken {\n        ...AccessTokenFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.RevokeAccessTokenDocument,
    "\n  mutation SendVerificationEmail {\n    sendVerificationEmail\n  }\n": typeof types.SendVerificationEmailDocument,
    "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      id\n      email\n      emailVerified\n    }\n  }\n": typeof types.VerifyEmailDocument,
    "\n  mutation ChangeEmail($input: ChangeEmailInput!) {\n    changeEmail(input: $input)\n  }\n": typeof types.ChangeEmailDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  query Passkeys {\n    me {\n      id\n      passkeys {\n        id\n        name\n        createdAt\n        lastUsedAt\n        backedUp\n      }\n    }\n  }\n": typeof types.PasskeysDocument,
    "\n  mutation PasskeyRegistrationOptions($password: String!) {\n    passkeyRegistrationOptions(password: $password)\n  }\n": typeof types.PasskeyRegistrationOptionsDocument,
    "\n  mutation PasskeyRegister($input: PasskeyRegisterInput!) {\n    passkeyRegister(input: $input) {\n      id\n      name\n      createdAt\n      lastUsedAt\n      backedUp\n    }\n  }\n": typeof types.PasskeyRegisterDocument,
    "\n  mutation PasskeyRename($input: PasskeyRenameInput!) {\n    passkeyRename(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.PasskeyRenameDocument,
    "\n  mutation PasskeyRemove($id: ID!) {\n    passkeyRemove(id: $id)\n  }\n": typeof types.PasskeyRemoveDocument,
    "\n  query Me {\n    me {\n      id\n      email\n      name\n      emailVerified\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      id\n      email\n      name\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      id\n      email\n      name\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  query Sessions {\n    me {\n      id\n      sessions(first: 200) {\n        totalCount\n        nodes {\n          id\n          device\n          userAgent\n          clientAddress\n          createdAt\n          lastSeenAt\n          current\n          signInMethod\n        }\n      }\n    }\n  }\n": typeof types.SessionsDocument,
    "\n  mutation EndSession($id: ID!) {\n    sessionEnd(input: { id: $id }) {\n      endedSessionId\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.EndSessionDocument,
    "\n  mutation EndOtherSessions {\n    sessionsEndOthers {\n      endedSessionCount\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.EndOtherSessionsDocument,
    "\n  mutation LoginSecondFactor($input: SecondFactorInput!) {\n    loginSecondFactor(input: $input) {\n      id\n      email\n      name\n    }\n  }\n": typeof types.LoginSecondFactorDocument,
    "\n  mutation LoginPasskeyOptions {\n    loginPasskeyOptions\n  }\n": typeof types.LoginPasskeyOptionsDocument,
    "\n  mutation LoginPasskey($input: PasskeySignInInput!) {\n    loginPasskey(input: $input) {\n      id\n      email\n      name\n    }\n  }\n": typeof types.LoginPasskeyDocument,
    "\n  mutation LoginSecondFactorPasskeyOptions {\n    loginSecondFactorPasskeyOptions\n  }\n": typeof types.LoginSecondFactorPasskeyOptionsDocument,
    "\n  query SignInOptions {\n    signInOptions {\n      passwordSignIn\n      providers {\n        id\n        label\n      }\n    }\n  }\n": typeof types.SignInOptionsDocument,
    "\n  mutation SsoStart($provider: String!, $returnTo: String) {\n    ssoStart(provider: $provider, returnTo: $returnTo)\n  }\n": typeof types.SsoStartDocument,
    "\n  mutation SsoLinkConfirm($token: String!) {\n    ssoLinkConfirm(token: $token) {\n      provider\n      label\n    }\n  }\n": typeof types.SsoLinkConfirmDocument,
    "\n  query SingleSignOn {\n    signInOptions {\n      passwordSignIn\n      providers {\n        id\n        label\n      }\n    }\n    me {\n      id\n      identities {\n        provider\n        label\n        email\n        linkedAt\n        lastUsedAt\n      }\n    }\n  }\n": typeof types.SingleSignOnDocument,
    "\n  mutation IdentityUnlink($provider: String!) {\n    identityUnlink(provider: $provider)\n  }\n": typeof types.IdentityUnlinkDocument,
    "\n  query TwoFactorStatus {\n    me {\n      id\n      twoFactor {\n        enabled\n        enabledAt\n        recoveryCodesLeft\n      }\n    }\n  }\n": typeof types.TwoFactorStatusDocument,
    "\n  mutation TwoFactorSetup($input: TwoFactorSetupInput!) {\n    twoFactorSetup(input: $input) {\n      secret\n      uri\n    }\n  }\n": typeof types.TwoFactorSetupDocument,
    "\n  mutation TwoFactorEnable($input: TwoFactorEnableInput!) {\n    twoFactorEnable(input: $input)\n  }\n": typeof types.TwoFactorEnableDocument,
    "\n  mutation TwoFactorDisable($input: TwoFactorConfirmInput!) {\n    twoFactorDisable(input: $input)\n  }\n": typeof types.TwoFactorDisableDocument,
    "\n  mutation RecoveryCodesRegenerate($input: TwoFactorConfirmInput!) {\n    recoveryCodesRegenerate(input: $input)\n  }\n": typeof types.RecoveryCodesRegenerateDocument,
    "\n  fragment WebhookFields on Webhook {\n    id\n    url\n    description\n    eventTypes\n    enabled\n    disabledReason\n  }\n": typeof types.WebhookFieldsFragmentDoc,
    "\n  query Webhooks {\n    webhooks(first: 25) {\n      edges {\n        node {\n          ...WebhookFields\n        }\n      }\n    }\n  }\n": typeof types.WebhooksDocument,
    "\n  mutation CreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      webhook {\n        ...WebhookFields\n      }\n      secret\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.CreateWebhookDocument,
    "\n  mutation DeleteWebhook($input: DeleteWebhookInput!) {\n    deleteWebhook(input: $input) {\n      deletedWebhookId\n    }\n  }\n": typeof types.DeleteWebhookDocument,
    "\n  query Dashboard {\n    dashboard {\n      totalFiles\n      totalFolders\n      sharedFiles\n      storage {\n        used\n        total\n        trashBytes\n        trashRetentionDays\n      }\n      recentUploads {\n        ...ItemFields\n      }\n    }\n  }\n": typeof types.DashboardDocument,
    "\n  query StorageUsage {\n    storageUsage {\n      used\n      total\n      trashBytes\n      trashRetentionDays\n    }\n  }\n": typeof types.StorageUsageDocument,
    "\n  query MoveTargets($first: Int!, $after: String) {\n    moveTargets(first: $first, after: $after) {\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      edges {\n        node {\n          id\n          name\n          path\n          fullPath\n        }\n      }\n    }\n  }\n": typeof types.MoveTargetsDocument,
    "\n  mutation CreateFolder($input: CreateFolderInput!) {\n    folderCreate(input: $input) {\n      item {\n        ...ItemFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.CreateFolderDocument,
    "\n  mutation RenameItem($input: RenameItemInput!) {\n    itemRename(input: $input) {\n      item {\n        ...ItemFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.RenameItemDocument,
    "\n  mutation MoveItem($input: MoveItemInput!) {\n    itemMove(input: $input) {\n      item {\n        ...ItemFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.MoveItemDocument,
    "\n  mutation DeleteItems($ids: [ID!]!) {\n    itemsTrash(input: { ids: $ids }) {\n      items {\n        id\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.DeleteItemsDocument,
    "\n  query PendingUploads {\n    me {\n      id\n      pendingUploads(first: 200) {\n        nodes {\n          id\n          name\n          relativePath\n          offset\n          length\n          expiresAt\n        }\n      }\n    }\n  }\n": typeof types.PendingUploadsDocument,
    "\n  mutation CancelUpload($id: ID!) {\n    uploadCancel(input: { id: $id }) {\n      cancelledUploadId\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.CancelUploadDocument,
    "\n  query ItemLink($id: ID!) {\n    item(id: $id) {\n      id\n      liveLinkUrl\n    }\n  }\n": typeof types.ItemLinkDocument,
    "\n  fragment ItemFields on Item {\n    id\n    databaseId\n    type\n    name\n    path\n    fullPath\n    mimeType\n    size\n    createdAt\n    previewUrl\n    largeThumbnailUrl: thumbnailUrl(size: LARGE)\n    smallThumbnailUrl: thumbnailUrl(size: SMALL)\n    downloadUrl\n    sharedWithCount\n    hasShareLink\n    liveLinkScope\n    liveLinkUrl\n    shareUrl\n    requiresPassword\n    encryptionType\n    encryptedMetadata\n  }\n": typeof types.ItemFieldsFragmentDoc,
    "\n  query FolderPage($path: String!, $first: Int!, $after: String) {\n    folder(path: $path, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      edges {\n        node {\n          ...ItemFields\n        }\n      }\n    }\n  }\n": typeof types.FolderPageDocument,
    "\n  subscription ShareReceived {\n    shareReceived {\n      fileId\n      fileName\n      sharedBy {\n        id\n        name\n        email\n      }\n    }\n  }\n": typeof types.ShareReceivedDocument,
    "\n  subscription ShareWithdrawn {\n    shareWithdrawn {\n      fileId\n    }\n  }\n": typeof types.ShareWithdrawnDocument,
    "\n  subscription ItemsChanged($path: String) {\n    itemsChanged(path: $path) {\n      path\n      reason\n    }\n  }\n": typeof types.ItemsChangedDocument,
    "\n  query ItemSearch($query: String!, $first: Int!, $after: String) {\n    search(query: $query, first: $first, after: $after) {\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      edges {\n        cursor\n        node {\n          id\n          databaseId\n          type\n          name\n          path\n          mimeType\n          size\n          createdAt\n          encryptionType\n          encryptedMetadata\n        }\n      }\n    }\n  }\n": typeof types.ItemSearchDocument,
    "\n  query TrashPage($first: Int!, $after: String) {\n    trash(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      edges {\n        node {\n          trashedAt\n          expiresAt\n          totalBytes\n          itemCount\n          item {\n            id\n            type\n            name\n            path\n            mimeType\n            size\n          }\n        }\n      }\n    }\n  }\n": typeof types.TrashPageDocument,
    "\n  mutation RestoreItems($ids: [ID!]!) {\n    itemsRestore(input: { ids: $ids }) {\n      items {\n        id\n        type\n        name\n        path\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.RestoreItemsDocument,
    "\n  mutation PurgeItems($ids: [ID!]!) {\n    itemsPurge(input: { ids: $ids }) {\n      deletedItemIds\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.PurgeItemsDocument,
    "\n  mutation EmptyTrash {\n    trashEmpty {\n      deletedFileCount\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.EmptyTrashDocument,
    "\n  query FileVersions($id: ID!, $first: Int!, $after: String) {\n    me {\n      id\n      databaseId\n    }\n    item(id: $id) {\n      id\n      name\n      size\n      mimeType\n      updatedAt\n      versions(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n        edges {\n          node {\n            id\n            size\n            mimeType\n            originalName\n            uploadedBy\n            uploadedAt\n            replacedAt\n            downloadUrl\n          }\n        }\n      }\n    }\n  }\n": typeof types.FileVersionsDocument,
    "\n  mutation RestoreVersion($fileId: ID!, $versionId: ID!) {\n    versionRestore(input: { fileId: $fileId, versionId: $versionId }) {\n      item {\n        ...ItemFields\n        updatedAt\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.RestoreVersionDocument,
    "\n  mutation DeleteVersion($fileId: ID!, $versionId: ID!) {\n    versionDelete(input: { fileId: $fileId, versionId: $versionId }) {\n      deletedVersionId\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.DeleteVersionDocument,
    "\n  fragment FileRequestFields on FileRequest {\n    id\n    databaseId\n    url\n    title\n    message\n    expiresAt\n    hasPassword\n    recipients\n    requireName\n    requireEmail\n    maxFiles\n    maxFileBytes\n    maxTotalBytes\n    acceptedTypes\n    state\n    closedAt\n    createdAt\n    updatedAt\n    receivedFiles\n    receivedBytes\n    lastReceivedAt\n    folder {\n      id\n      name\n      path\n      fullPath\n    }\n  }\n": typeof types.FileRequestFieldsFragmentDoc,
    "\n  fragment FileRequestFileFields on FileRequestFile {\n    id\n    name\n    path\n    size\n    mimeType\n    senderId\n    senderName\n    senderEmail\n    senderVerified\n    receivedAt\n    inTrash\n    item {\n      id\n    }\n  }\n": typeof types.FileRequestFileFieldsFragmentDoc,
    "\n  query FileRequests($first: Int!, $after: String) {\n    fileRequests(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      edges {\n        node {\n          ...FileRequestFields\n        }\n      }\n    }\n  }\n": typeof types.FileRequestsDocument,
    "\n  query FileRequest($id: ID!, $first: Int!, $after: String) {\n    node(id: $id) {\n      id\n      ... on FileRequest {\n        ...FileRequestFields\n        files(first: $first, after: $after) {\n          totalCount\n          pageInfo {\n            endCursor\n            hasNextPage\n          }\n          edges {\n            node {\n              ...FileRequestFileFields\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.FileRequestDocument,
    "\n  mutation FileRequestCreate($input: FileRequestCreateInput!) {\n    fileRequestCreate(input: $input) {\n      fileRequest {\n        ...FileRequestFields\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.FileRequestCreateDocument,
    "\n  mutation FileRequestUpdate($input: FileRequestUpdateInput!) {\n    fileRequestUpdate(input: $input) {\n      fileRequest {\n        ...FileRequestFields\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.FileRequestUpdateDocument,
    "\n  mutation FileRequestClose($input: FileRequestIdInput!) {\n    fileRequestClose(input: $input) {\n      fileRequest {\n        ...FileRequestFields\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.FileRequestCloseDocument,
    "\n  mutation FileRequestDelete($input: FileRequestIdInput!) {\n    fileRequestDelete(input: $input) {\n      deletedId\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.FileRequestDeleteDocument,
    "\n  mutation FileRequestBlockSender($input: FileRequestBlockSenderInput!) {\n    fileRequestBlockSender(input: $input) {\n      blocked\n      trashed\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.FileRequestBlockSenderDocument,
    "\n  subscription FileRequestReceived {\n    fileRequestReceived {\n      fileRequest {\n        id\n        receivedFiles\n        receivedBytes\n        lastReceivedAt\n        state\n      }\n      file {\n        ...FileRequestFileFields\n      }\n    }\n  }\n": typeof types.FileRequestReceivedDocument,
    "\n  query ShareAccessLog($id: ID!, $first: Int!, $after: String) {\n    node(id: $id) {\n      id\n      ... on ShareLink {\n        accessLog(first: $first, after: $after) {\n          totalCount\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          edges {\n            cursor\n            node {\n              at\n              action\n              visitorEmail\n              clientAddress\n              userAgent\n              files {\n                id\n                name\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.ShareAccessLogDocument,
    "\n  query SharedWithMe($first: Int!, $after: String) {\n    sharedWithMe(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      edges {\n        node {\n          isNew\n          requiresPassword\n          shareToken\n          sharedAt\n          owner {\n            id\n            name\n            email\n          }\n          item {\n            ...ItemFields\n          }\n        }\n      }\n    }\n  }\n": typeof types.SharedWithMeDocument,
    "\n  query UnseenShares {\n    unseenShares {\n      count\n    }\n  }\n": typeof types.UnseenSharesDocument,
    "\n  fragment ShareLinkFields on ShareLink {\n    id\n    kind\n    fileId\n    folder {\n      id\n      name\n      fullPath\n    }\n    fileIds\n    url\n    token\n    scope\n    allowedEmails\n    hasPassword\n    expiresAt\n    createdAt\n    revoked\n    accessCount\n    maxAccess\n  }\n": typeof types.ShareLinkFieldsFragmentDoc,
    "\n  query ShareLinks($fileId: ID!) {\n    item(id: $fileId) {\n      id\n      shareLinks(first: 200) {\n        nodes {\n          ...ShareLinkFields\n        }\n      }\n    }\n  }\n": typeof types.ShareLinksDocument,
    "\n  mutation CreateShareLink($input: CreateShareLinkInput!) {\n    shareLinkCreate(input: $input) {\n      shareLink {\n        ...ShareLinkFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.CreateShareLinkDocument,
    "\n  mutation UpdateShareLink($input: UpdateShareLinkInput!) {\n    shareLinkUpdate(input: $input) {\n      shareLink {\n        ...ShareLinkFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.UpdateShareLinkDocument,
    "\n  mutation RevokeShareLink($id: ID!) {\n    shareLinkRevoke(input: { id: $id }) {\n      shareLink {\n        ...ShareLinkFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.RevokeShareLinkDocument,
    "\n  mutation ShareAccess($token: String!, $password: String) {\n    shareAccess(token: $token, password: $password) {\n      downloadUrl\n      originalName\n      mimeType\n      size\n      ownerName\n      ownerEmail\n      encryptionType\n      encryptedMetadata\n      hasDownloadLimit\n      thumbnailUrl\n    }\n  }\n": typeof types.ShareAccessDocument,
    "\n  mutation AddSharedFileToMyFiles($token: String!, $password: String) {\n    sharedFileAdd(input: { token: $token, password: $password }) {\n      alreadyAdded\n      item {\n        id\n        databaseId\n        name\n        path\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.AddSharedFileToMyFilesDocument,
    "\n  mutation RequestShareCode($token: String!, $email: String!) {\n    requestShareCode(token: $token, email: $email)\n  }\n": typeof types.RequestShareCodeDocument,
    "\n  mutation VerifyShareCode($token: String!, $email: String!, $code: String!) {\n    verifyShareCode(token: $token, email: $email, code: $code) {\n      expiresAt\n    }\n  }\n": typeof types.VerifyShareCodeDocument,
};
const documents: Documents = {
    "\n  fragment AccessTokenFields on AccessToken {\n    id\n    name\n    prefix\n    scopes\n    createdAt\n    lastUsedAt\n    expiresAt\n    revoked\n  }\n": types.AccessTokenFieldsFragmentDoc,
    "\n  query AccessTokens {\n    accessTokens(first: 200) {\n      totalCount\n      edges {\n        node {\n          ...AccessTokenFields\n        }\n      }\n    }\n  }\n": types.AccessTokensDocument,
    "\n  mutation CreateAccessToken($input: CreateAccessTokenInput!) {\n    accessTokenCreate(input: $input) {\n      token\n      accessToken {\n        ...AccessTokenFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.CreateAccessTokenDocument,
    "\n  mutation RevokeAccessToken($id: ID!) {\n    accessTokenRevoke(input: { id: $id }) {\n      accessToken {\n        ...AccessTokenFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.RevokeAccessTokenDocument,
    "\n  mutation SendVerificationEmail {\n    sendVerificationEmail\n  }\n": types.SendVerificationEmailDocument,
    "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      id\n      email\n      emailVerified\n    }\n  }\n": types.VerifyEmailDocument,
    "\n  mutation ChangeEmail($input: ChangeEmailInput!) {\n    changeEmail(input: $input)\n  }\n": types.ChangeEmailDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": types.ResetPasswordDocument,
    "\n  query Passkeys {\n    me {\n      id\n      passkeys {\n        id\n        name\n        createdAt\n        lastUsedAt\n        backedUp\n      }\n    }\n  }\n": types.PasskeysDocument,
    "\n  mutation PasskeyRegistrationOptions($password: String!) {\n    passkeyRegistrationOptions(password: $password)\n  }\n": types.PasskeyRegistrationOptionsDocument,
    "\n  mutation PasskeyRegister($input: PasskeyRegisterInput!) {\n    passkeyRegister(input: $input) {\n      id\n      name\n      createdAt\n      lastUsedAt\n      backedUp\n    }\n  }\n": types.PasskeyRegisterDocument,
    "\n  mutation PasskeyRename($input: PasskeyRenameInput!) {\n    passkeyRename(input: $input) {\n      id\n      name\n    }\n  }\n": types.PasskeyRenameDocument,
    "\n  mutation PasskeyRemove($id: ID!) {\n    passkeyRemove(id: $id)\n  }\n": types.PasskeyRemoveDocument,
    "\n  query Me {\n    me {\n      id\n      email\n      name\n      emailVerified\n    }\n  }\n": types.MeDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      id\n      email\n      name\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      id\n      email\n      name\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  query Sessions {\n    me {\n      id\n      sessions(first: 200) {\n        totalCount\n        nodes {\n          id\n          device\n          userAgent\n          clientAddress\n          createdAt\n          lastSeenAt\n          current\n          signInMethod\n        }\n      }\n    }\n  }\n": types.SessionsDocument,
    "\n  mutation EndSession($id: ID!) {\n    sessionEnd(input: { id: $id }) {\n      endedSessionId\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.EndSessionDocument,
    "\n  mutation EndOtherSessions {\n    sessionsEndOthers {\n      endedSessionCount\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.EndOtherSessionsDocument,
    "\n  mutation LoginSecondFactor($input: SecondFactorInput!) {\n    loginSecondFactor(input: $input) {\n      id\n      email\n      name\n    }\n  }\n": types.LoginSecondFactorDocument,
    "\n  mutation LoginPasskeyOptions {\n    loginPasskeyOptions\n  }\n": types.LoginPasskeyOptionsDocument,
    "\n  mutation LoginPasskey($input: PasskeySignInInput!) {\n    loginPasskey(input: $input) {\n      id\n      email\n      name\n    }\n  }\n": types.LoginPasskeyDocument,
    "\n  mutation LoginSecondFactorPasskeyOptions {\n    loginSecondFactorPasskeyOptions\n  }\n": types.LoginSecondFactorPasskeyOptionsDocument,
    "\n  query SignInOptions {\n    signInOptions {\n      passwordSignIn\n      providers {\n        id\n        label\n      }\n    }\n  }\n": types.SignInOptionsDocument,
    "\n  mutation SsoStart($provider: String!, $returnTo: String) {\n    ssoStart(provider: $provider, returnTo: $returnTo)\n  }\n": types.SsoStartDocument,
    "\n  mutation SsoLinkConfirm($token: String!) {\n    ssoLinkConfirm(token: $token) {\n      provider\n      label\n    }\n  }\n": types.SsoLinkConfirmDocument,
    "\n  query SingleSignOn {\n    signInOptions {\n      passwordSignIn\n      providers {\n        id\n        label\n      }\n    }\n    me {\n      id\n      identities {\n        provider\n        label\n        email\n        linkedAt\n        lastUsedAt\n      }\n    }\n  }\n": types.SingleSignOnDocument,
    "\n  mutation IdentityUnlink($provider: String!) {\n    identityUnlink(provider: $provider)\n  }\n": types.IdentityUnlinkDocument,
    "\n  query TwoFactorStatus {\n    me {\n      id\n      twoFactor {\n        enabled\n        enabledAt\n        recoveryCodesLeft\n      }\n    }\n  }\n": types.TwoFactorStatusDocument,
    "\n  mutation TwoFactorSetup($input: TwoFactorSetupInput!) {\n    twoFactorSetup(input: $input) {\n      secret\n      uri\n    }\n  }\n": types.TwoFactorSetupDocument,
    "\n  mutation TwoFactorEnable($input: TwoFactorEnableInput!) {\n    twoFactorEnable(input: $input)\n  }\n": types.TwoFactorEnableDocument,
    "\n  mutation TwoFactorDisable($input: TwoFactorConfirmInput!) {\n    twoFactorDisable(input: $input)\n  }\n": types.TwoFactorDisableDocument,
    "\n  mutation RecoveryCodesRegenerate($input: TwoFactorConfirmInput!) {\n    recoveryCodesRegenerate(input: $input)\n  }\n": types.RecoveryCodesRegenerateDocument,
    "\n  fragment WebhookFields on Webhook {\n    id\n    url\n    description\n    eventTypes\n    enabled\n    disabledReason\n  }\n": types.WebhookFieldsFragmentDoc,
    "\n  query Webhooks {\n    webhooks(first: 25) {\n      edges {\n        node {\n          ...WebhookFields\n        }\n      }\n    }\n  }\n": types.WebhooksDocument,
    "\n  mutation CreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      webhook {\n        ...WebhookFields\n      }\n      secret\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.CreateWebhookDocument,
    "\n  mutation DeleteWebhook($input: DeleteWebhookInput!) {\n    deleteWebhook(input: $input) {\n      deletedWebhookId\n    }\n  }\n": types.DeleteWebhookDocument,
    "\n  query Dashboard {\n    dashboard {\n      totalFiles\n      totalFolders\n      sharedFiles\n      storage {\n        used\n        total\n        trashBytes\n        trashRetentionDays\n      }\n      recentUploads {\n        ...ItemFields\n      }\n    }\n  }\n": types.DashboardDocument,
    "\n  query StorageUsage {\n    storageUsage {\n      used\n      total\n      trashBytes\n      trashRetentionDays\n    }\n  }\n": types.StorageUsageDocument,
    "\n  query MoveTargets($first: Int!, $after: String) {\n    moveTargets(first: $first, after: $after) {\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      edges {\n        node {\n          id\n          name\n          path\n          fullPath\n        }\n      }\n    }\n  }\n": types.MoveTargetsDocument,
    "\n  mutation CreateFolder($input: CreateFolderInput!) {\n    folderCreate(input: $input) {\n      item {\n        ...ItemFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.CreateFolderDocument,
    "\n  mutation RenameItem($input: RenameItemInput!) {\n    itemRename(input: $input) {\n      item {\n        ...ItemFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.RenameItemDocument,
    "\n  mutation MoveItem($input: MoveItemInput!) {\n    itemMove(input: $input) {\n      item {\n        ...ItemFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.MoveItemDocument,
    "\n  mutation DeleteItems($ids: [ID!]!) {\n    itemsTrash(input: { ids: $ids }) {\n      items {\n        id\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.DeleteItemsDocument,
    "\n  query PendingUploads {\n    me {\n      id\n      pendingUploads(first: 200) {\n        nodes {\n          id\n          name\n          relativePath\n          offset\n          length\n          expiresAt\n        }\n      }\n    }\n  }\n": types.PendingUploadsDocument,
    "\n  mutation CancelUpload($id: ID!) {\n    uploadCancel(input: { id: $id }) {\n      cancelledUploadId\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.CancelUploadDocument,
    "\n  query ItemLink($id: ID!) {\n    item(id: $id) {\n      id\n      liveLinkUrl\n    }\n  }\n": types.ItemLinkDocument,
    "\n  fragment ItemFields on Item {\n    id\n    databaseId\n    type\n    name\n    path\n    fullPath\n    mimeType\n    size\n    createdAt\n    previewUrl\n    largeThumbnailUrl: thumbnailUrl(size: LARGE)\n    smallThumbnailUrl: thumbnailUrl(size: SMALL)\n    downloadUrl\n    sharedWithCount\n    hasShareLink\n    liveLinkScope\n    liveLinkUrl\n    shareUrl\n    requiresPassword\n    encryptionType\n    encryptedMetadata\n  }\n": types.ItemFieldsFragmentDoc,
    "\n  query FolderPage($path: String!, $first: Int!, $after: String) {\n    folder(path: $path, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      edges {\n        node {\n          ...ItemFields\n        }\n      }\n    }\n  }\n": types.FolderPageDocument,
    "\n  subscription ShareReceived {\n    shareReceived {\n      fileId\n      fileName\n      sharedBy {\n        id\n        name\n        email\n      }\n    }\n  }\n": types.ShareReceivedDocument,
    "\n  subscription ShareWithdrawn {\n    shareWithdrawn {\n      fileId\n    }\n  }\n": types.ShareWithdrawnDocument,
    "\n  subscription ItemsChanged($path: String) {\n    itemsChanged(path: $path) {\n      path\n      reason\n    }\n  }\n": types.ItemsChangedDocument,
    "\n  query ItemSearch($query: String!, $first: Int!, $after: String) {\n    search(query: $query, first: $first, after: $after) {\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      edges {\n        cursor\n        node {\n          id\n          databaseId\n          type\n          name\n          path\n          mimeType\n          size\n          createdAt\n          encryptionType\n          encryptedMetadata\n        }\n      }\n    }\n  }\n": types.ItemSearchDocument,
    "\n  query TrashPage($first: Int!, $after: String) {\n    trash(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      edges {\n        node {\n          trashedAt\n          expiresAt\n          totalBytes\n          itemCount\n          item {\n            id\n            type\n            name\n            path\n            mimeType\n            size\n          }\n        }\n      }\n    }\n  }\n": types.TrashPageDocument,
    "\n  mutation RestoreItems($ids: [ID!]!) {\n    itemsRestore(input: { ids: $ids }) {\n      items {\n        id\n        type\n        name\n        path\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.RestoreItemsDocument,
    "\n  mutation PurgeItems($ids: [ID!]!) {\n    itemsPurge(input: { ids: $ids }) {\n      deletedItemIds\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.PurgeItemsDocument,
    "\n  mutation EmptyTrash {\n    trashEmpty {\n      deletedFileCount\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.EmptyTrashDocument,
    "\n  query FileVersions($id: ID!, $first: Int!, $after: String) {\n    me {\n      id\n      databaseId\n    }\n    item(id: $id) {\n      id\n      name\n      size\n      mimeType\n      updatedAt\n      versions(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n        edges {\n          node {\n            id\n            size\n            mimeType\n            originalName\n            uploadedBy\n            uploadedAt\n            replacedAt\n            downloadUrl\n          }\n        }\n      }\n    }\n  }\n": types.FileVersionsDocument,
    "\n  mutation RestoreVersion($fileId: ID!, $versionId: ID!) {\n    versionRestore(input: { fileId: $fileId, versionId: $versionId }) {\n      item {\n        ...ItemFields\n        updatedAt\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.RestoreVersionDocument,
    "\n  mutation DeleteVersion($fileId: ID!, $versionId: ID!) {\n    versionDelete(input: { fileId: $fileId, versionId: $versionId }) {\n      deletedVersionId\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.DeleteVersionDocument,
    "\n  fragment FileRequestFields on FileRequest {\n    id\n    databaseId\n    url\n    title\n    message\n    expiresAt\n    hasPassword\n    recipients\n    requireName\n    requireEmail\n    maxFiles\n    maxFileBytes\n    maxTotalBytes\n    acceptedTypes\n    state\n    closedAt\n    createdAt\n    updatedAt\n    receivedFiles\n    receivedBytes\n    lastReceivedAt\n    folder {\n      id\n      name\n      path\n      fullPath\n    }\n  }\n": types.FileRequestFieldsFragmentDoc,
    "\n  fragment FileRequestFileFields on FileRequestFile {\n    id\n    name\n    path\n    size\n    mimeType\n    senderId\n    senderName\n    senderEmail\n    senderVerified\n    receivedAt\n    inTrash\n    item {\n      id\n    }\n  }\n": types.FileRequestFileFieldsFragmentDoc,
    "\n  query FileRequests($first: Int!, $after: String) {\n    fileRequests(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      edges {\n        node {\n          ...FileRequestFields\n        }\n      }\n    }\n  }\n": types.FileRequestsDocument,
    "\n  query FileRequest($id: ID!, $first: Int!, $after: String) {\n    node(id: $id) {\n      id\n      ... on FileRequest {\n        ...FileRequestFields\n        files(first: $first, after: $after) {\n          totalCount\n          pageInfo {\n            endCursor\n            hasNextPage\n          }\n          edges {\n            node {\n              ...FileRequestFileFields\n            }\n          }\n        }\n      }\n    }\n  }\n": types.FileRequestDocument,
    "\n  mutation FileRequestCreate($input: FileRequestCreateInput!) {\n    fileRequestCreate(input: $input) {\n      fileRequest {\n        ...FileRequestFields\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.FileRequestCreateDocument,
    "\n  mutation FileRequestUpdate($input: FileRequestUpdateInput!) {\n    fileRequestUpdate(input: $input) {\n      fileRequest {\n        ...FileRequestFields\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.FileRequestUpdateDocument,
    "\n  mutation FileRequestClose($input: FileRequestIdInput!) {\n    fileRequestClose(input: $input) {\n      fileRequest {\n        ...FileRequestFields\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.FileRequestCloseDocument,
    "\n  mutation FileRequestDelete($input: FileRequestIdInput!) {\n    fileRequestDelete(input: $input) {\n      deletedId\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.FileRequestDeleteDocument,
    "\n  mutation FileRequestBlockSender($input: FileRequestBlockSenderInput!) {\n    fileRequestBlockSender(input: $input) {\n      blocked\n      trashed\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.FileRequestBlockSenderDocument,
    "\n  subscription FileRequestReceived {\n    fileRequestReceived {\n      fileRequest {\n        id\n        receivedFiles\n        receivedBytes\n        lastReceivedAt\n        state\n      }\n      file {\n        ...FileRequestFileFields\n      }\n    }\n  }\n": types.FileRequestReceivedDocument,
    "\n  query ShareAccessLog($id: ID!, $first: Int!, $after: String) {\n    node(id: $id) {\n      id\n      ... on ShareLink {\n        accessLog(first: $first, after: $after) {\n          totalCount\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          edges {\n            cursor\n            node {\n              at\n              action\n              visitorEmail\n              clientAddress\n              userAgent\n              files {\n                id\n                name\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.ShareAccessLogDocument,
    "\n  query SharedWithMe($first: Int!, $after: String) {\n    sharedWithMe(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      edges {\n        node {\n          isNew\n          requiresPassword\n          shareToken\n          sharedAt\n          owner {\n            id\n            name\n            email\n          }\n          item {\n            ...ItemFields\n          }\n        }\n      }\n    }\n  }\n": types.SharedWithMeDocument,
    "\n  query UnseenShares {\n    unseenShares {\n      count\n    }\n  }\n": types.UnseenSharesDocument,
    "\n  fragment ShareLinkFields on ShareLink {\n    id\n    kind\n    fileId\n    folder {\n      id\n      name\n      fullPath\n    }\n    fileIds\n    url\n    token\n    scope\n    allowedEmails\n    hasPassword\n    expiresAt\n    createdAt\n    revoked\n    accessCount\n    maxAccess\n  }\n": types.ShareLinkFieldsFragmentDoc,
    "\n  query ShareLinks($fileId: ID!) {\n    item(id: $fileId) {\n      id\n      shareLinks(first: 200) {\n        nodes {\n          ...ShareLinkFields\n        }\n      }\n    }\n  }\n": types.ShareLinksDocument,
    "\n  mutation CreateShareLink($input: CreateShareLinkInput!) {\n    shareLinkCreate(input: $input) {\n      shareLink {\n        ...ShareLinkFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.CreateShareLinkDocument,
    "\n  mutation UpdateShareLink($input: UpdateShareLinkInput!) {\n    shareLinkUpdate(input: $input) {\n      shareLink {\n        ...ShareLinkFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.UpdateShareLinkDocument,
    "\n  mutation RevokeShareLink($id: ID!) {\n    shareLinkRevoke(input: { id: $id }) {\n      shareLink {\n        ...ShareLinkFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.RevokeShareLinkDocument,
    "\n  mutation ShareAccess($token: String!, $password: String) {\n    shareAccess(token: $token, password: $password) {\n      downloadUrl\n      originalName\n      mimeType\n      size\n      ownerName\n      ownerEmail\n      encryptionType\n      encryptedMetadata\n      hasDownloadLimit\n      thumbnailUrl\n    }\n  }\n": types.ShareAccessDocument,
    "\n  mutation AddSharedFileToMyFiles($token: String!, $password: String) {\n    sharedFileAdd(input: { token: $token, password: $password }) {\n      alreadyAdded\n      item {\n        id\n        databaseId\n        name\n        path\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.AddSharedFileToMyFilesDocument,
    "\n  mutation RequestShareCode($token: String!, $email: String!) {\n    requestShareCode(token: $token, email: $email)\n  }\n": types.RequestShareCodeDocument,
    "\n  mutation VerifyShareCode($token: String!, $email: String!, $code: String!) {\n    verifyShareCode(token: $token, email: $email, code: $code) {\n      expiresAt\n    }\n  }\n": types.VerifyShareCodeDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccessTokenFields on AccessToken {\n    id\n    name\n    prefix\n    scopes\n    createdAt\n    lastUsedAt\n    expiresAt\n    revoked\n  }\n"): (typeof documents)["\n  fragment AccessTokenFields on AccessToken {\n    id\n    name\n    prefix\n    scopes\n    createdAt\n    lastUsedAt\n    expiresAt\n    revoked\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccessTokens {\n    accessTokens(first: 200) {\n      totalCount\n      edges {\n        node {\n          ...AccessTokenFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AccessTokens {\n    accessTokens(first: 200) {\n      totalCount\n      edges {\n        node {\n          ...AccessTokenFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAccessToken($input: CreateAccessTokenInput!) {\n    accessTokenCreate(input: $input) {\n      token\n      accessToken {\n        ...AccessTokenFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAccessToken($input: CreateAccessTokenInput!) {\n    accessTokenCreate(input: $input) {\n      token\n      accessToken {\n        ...AccessTokenFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeAccessToken($id: ID!) {\n    accessTokenRevoke(input: { id: $id }) {\n      accessToken {\n        ...AccessTokenFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeAccessToken($id: ID!) {\n    accessTokenRevoke(input: { id: $id }) {\n      accessToken {\n        ...AccessTokenFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendVerificationEmail {\n    sendVerificationEmail\n  }\n"): (typeof documents)["\n  mutation SendVerificationEmail {\n    sendVerificationEmail\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      id\n      email\n      emailVerified\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      id\n      email\n      emailVerified\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeEmail($input: ChangeEmailInput!) {\n    changeEmail(input: $input)\n  }\n"): (typeof documents)["\n  mutation ChangeEmail($input: ChangeEmailInput!) {\n    changeEmail(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Passkeys {\n    me {\n      id\n      passkeys {\n        id\n        name\n        createdAt\n        lastUsedAt\n        backedUp\n      }\n    }\n  }\n"): (typeof documents)["\n  query Passkeys {\n    me {\n      id\n      passkeys {\n        id\n        name\n        createdAt\n        lastUsedAt\n        backedUp\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PasskeyRegistrationOptions($password: String!) {\n    passkeyRegistrationOptions(password: $password)\n  }\n"): (typeof documents)["\n  mutation PasskeyRegistrationOptions($password: String!) {\n    passkeyRegistrationOptions(password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PasskeyRegister($input: PasskeyRegisterInput!) {\n    passkeyRegister(input: $input) {\n      id\n      name\n      createdAt\n      lastUsedAt\n      backedUp\n    }\n  }\n"): (typeof documents)["\n  mutation PasskeyRegister($input: PasskeyRegisterInput!) {\n    passkeyRegister(input: $input) {\n      id\n      name\n      createdAt\n      lastUsedAt\n      backedUp\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PasskeyRename($input: PasskeyRenameInput!) {\n    passkeyRename(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation PasskeyRename($input: PasskeyRenameInput!) {\n    passkeyRename(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PasskeyRemove($id: ID!) {\n    passkeyRemove(id: $id)\n  }\n"): (typeof documents)["\n  mutation PasskeyRemove($id: ID!) {\n    passkeyRemove(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      email\n      name\n      emailVerified\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      email\n      name\n      emailVerified\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      id\n      email\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      id\n      email\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      id\n      email\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      id\n      email\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Sessions {\n    me {\n      id\n      sessions(first: 200) {\n        totalCount\n        nodes {\n          id\n          device\n          userAgent\n          clientAddress\n          createdAt\n          lastSeenAt\n          current\n          signInMethod\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Sessions {\n    me {\n      id\n      sessions(first: 200) {\n        totalCount\n        nodes {\n          id\n          device\n          userAgent\n          clientAddress\n          createdAt\n          lastSeenAt\n          current\n          signInMethod\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndSession($id: ID!) {\n    sessionEnd(input: { id: $id }) {\n      endedSessionId\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation EndSession($id: ID!) {\n    sessionEnd(input: { id: $id }) {\n      endedSessionId\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndOtherSessions {\n    sessionsEndOthers {\n      endedSessionCount\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation EndOtherSessions {\n    sessionsEndOthers {\n      endedSessionCount\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginSecondFactor($input: SecondFactorInput!) {\n    loginSecondFactor(input: $input) {\n      id\n      email\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation LoginSecondFactor($input: SecondFactorInput!) {\n    loginSecondFactor(input: $input) {\n      id\n      email\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginPasskeyOptions {\n    loginPasskeyOptions\n  }\n"): (typeof documents)["\n  mutation LoginPasskeyOptions {\n    loginPasskeyOptions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginPasskey($input: PasskeySignInInput!) {\n    loginPasskey(input: $input) {\n      id\n      email\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation LoginPasskey($input: PasskeySignInInput!) {\n    loginPasskey(input: $input) {\n      id\n      email\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginSecondFactorPasskeyOptions {\n    loginSecondFactorPasskeyOptions\n  }\n"): (typeof documents)["\n  mutation LoginSecondFactorPasskeyOptions {\n    loginSecondFactorPasskeyOptions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SignInOptions {\n    signInOptions {\n      passwordSignIn\n      providers {\n        id\n        label\n      }\n    }\n  }\n"): (typeof documents)["\n  query SignInOptions {\n    signInOptions {\n      passwordSignIn\n      providers {\n        id\n        label\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SsoStart($provider: String!, $returnTo: String) {\n    ssoStart(provider: $provider, returnTo: $returnTo)\n  }\n"): (typeof documents)["\n  mutation SsoStart($provider: String!, $returnTo: String) {\n    ssoStart(provider: $provider, returnTo: $returnTo)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SsoLinkConfirm($token: String!) {\n    ssoLinkConfirm(token: $token) {\n      provider\n      label\n    }\n  }\n"): (typeof documents)["\n  mutation SsoLinkConfirm($token: String!) {\n    ssoLinkConfirm(token: $token) {\n      provider\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SingleSignOn {\n    signInOptions {\n      passwordSignIn\n      providers {\n        id\n        label\n      }\n    }\n    me {\n      id\n      identities {\n        provider\n        label\n        email\n        linkedAt\n        lastUsedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query SingleSignOn {\n    signInOptions {\n      passwordSignIn\n      providers {\n        id\n        label\n      }\n    }\n    me {\n      id\n      identities {\n        provider\n        label\n        email\n        linkedAt\n        lastUsedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IdentityUnlink($provider: String!) {\n    identityUnlink(provider: $provider)\n  }\n"): (typeof documents)["\n  mutation IdentityUnlink($provider: String!) {\n    identityUnlink(provider: $provider)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TwoFactorStatus {\n    me {\n      id\n      twoFactor {\n        enabled\n        enabledAt\n        recoveryCodesLeft\n      }\n    }\n  }\n"): (typeof documents)["\n  query TwoFactorStatus {\n    me {\n      id\n      twoFactor {\n        enabled\n        enabledAt\n        recoveryCodesLeft\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TwoFactorSetup($input: TwoFactorSetupInput!) {\n    twoFactorSetup(input: $input) {\n      secret\n      uri\n    }\n  }\n"): (typeof documents)["\n  mutation TwoFactorSetup($input: TwoFactorSetupInput!) {\n    twoFactorSetup(input: $input) {\n      secret\n      uri\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TwoFactorEnable($input: TwoFactorEnableInput!) {\n    twoFactorEnable(input: $input)\n  }\n"): (typeof documents)["\n  mutation TwoFactorEnable($input: TwoFactorEnableInput!) {\n    twoFactorEnable(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TwoFactorDisable($input: TwoFactorConfirmInput!) {\n    twoFactorDisable(input: $input)\n  }\n"): (typeof documents)["\n  mutation TwoFactorDisable($input: TwoFactorConfirmInput!) {\n    twoFactorDisable(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecoveryCodesRegenerate($input: TwoFactorConfirmInput!) {\n    recoveryCodesRegenerate(input: $input)\n  }\n"): (typeof documents)["\n  mutation RecoveryCodesRegenerate($input: TwoFactorConfirmInput!) {\n    recoveryCodesRegenerate(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookFields on Webhook {\n    id\n    url\n    description\n    eventTypes\n    enabled\n    disabledReason\n  }\n"): (typeof documents)["\n  fragment WebhookFields on Webhook {\n    id\n    url\n    description\n    eventTypes\n    enabled\n    disabledReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Webhooks {\n    webhooks(first: 25) {\n      edges {\n        node {\n          ...WebhookFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Webhooks {\n    webhooks(first: 25) {\n      edges {\n        node {\n          ...WebhookFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      webhook {\n        ...WebhookFields\n      }\n      secret\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      webhook {\n        ...WebhookFields\n      }\n      secret\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhook($input: DeleteWebhookInput!) {\n    deleteWebhook(input: $input) {\n      deletedWebhookId\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteWebhook($input: DeleteWebhookInput!) {\n    deleteWebhook(input: $input) {\n      deletedWebhookId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dashboard {\n    dashboard {\n      totalFiles\n      totalFolders\n      sharedFiles\n      storage {\n        used\n        total\n        trashBytes\n        trashRetentionDays\n      }\n      recentUploads {\n        ...ItemFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Dashboard {\n    dashboard {\n      totalFiles\n      totalFolders\n      sharedFiles\n      storage {\n        used\n        total\n        trashBytes\n        trashRetentionDays\n      }\n      recentUploads {\n        ...ItemFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StorageUsage {\n    storageUsage {\n      used\n      total\n      trashBytes\n      trashRetentionDays\n    }\n  }\n"): (typeof documents)["\n  query StorageUsage {\n    storageUsage {\n      used\n      total\n      trashBytes\n      trashRetentionDays\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MoveTargets($first: Int!, $after: String) {\n    moveTargets(first: $first, after: $after) {\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      edges {\n        node {\n          id\n          name\n          path\n          fullPath\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MoveTargets($first: Int!, $after: String) {\n    moveTargets(first: $first, after: $after) {\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      edges {\n        node {\n          id\n          name\n          path\n          fullPath\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFolder($input: CreateFolderInput!) {\n    folderCreate(input: $input) {\n      item {\n        ...ItemFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateFolder($input: CreateFolderInput!) {\n    folderCreate(input: $input) {\n      item {\n        ...ItemFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameItem($input: RenameItemInput!) {\n    itemRename(input: $input) {\n      item {\n        ...ItemFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RenameItem($input: RenameItemInput!) {\n    itemRename(input: $input) {\n      item {\n        ...ItemFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveItem($input: MoveItemInput!) {\n    itemMove(input: $input) {\n      item {\n        ...ItemFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MoveItem($input: MoveItemInput!) {\n    itemMove(input: $input) {\n      item {\n        ...ItemFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteItems($ids: [ID!]!) {\n    itemsTrash(input: { ids: $ids }) {\n      items {\n        id\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteItems($ids: [ID!]!) {\n    itemsTrash(input: { ids: $ids }) {\n      items {\n        id\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingUploads {\n    me {\n      id\n      pendingUploads(first: 200) {\n        nodes {\n          id\n          name\n          relativePath\n          offset\n          length\n          expiresAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PendingUploads {\n    me {\n      id\n      pendingUploads(first: 200) {\n        nodes {\n          id\n          name\n          relativePath\n          offset\n          length\n          expiresAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelUpload($id: ID!) {\n    uploadCancel(input: { id: $id }) {\n      cancelledUploadId\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CancelUpload($id: ID!) {\n    uploadCancel(input: { id: $id }) {\n      cancelledUploadId\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ItemLink($id: ID!) {\n    item(id: $id) {\n      id\n      liveLinkUrl\n    }\n  }\n"): (typeof documents)["\n  query ItemLink($id: ID!) {\n    item(id: $id) {\n      id\n      liveLinkUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ItemFields on Item {\n    id\n    databaseId\n    type\n    name\n    path\n    fullPath\n    mimeType\n    size\n    createdAt\n    previewUrl\n    largeThumbnailUrl: thumbnailUrl(size: LARGE)\n    smallThumbnailUrl: thumbnailUrl(size: SMALL)\n    downloadUrl\n    sharedWithCount\n    hasShareLink\n    liveLinkScope\n    liveLinkUrl\n    shareUrl\n    requiresPassword\n    encryptionType\n    encryptedMetadata\n  }\n"): (typeof documents)["\n  fragment ItemFields on Item {\n    id\n    databaseId\n    type\n    name\n    path\n    fullPath\n    mimeType\n    size\n    createdAt\n    previewUrl\n    largeThumbnailUrl: thumbnailUrl(size: LARGE)\n    smallThumbnailUrl: thumbnailUrl(size: SMALL)\n    downloadUrl\n    sharedWithCount\n    hasShareLink\n    liveLinkScope\n    liveLinkUrl\n    shareUrl\n    requiresPassword\n    encryptionType\n    encryptedMetadata\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FolderPage($path: String!, $first: Int!, $after: String) {\n    folder(path: $path, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      edges {\n        node {\n          ...ItemFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query FolderPage($path: String!, $first: Int!, $after: String) {\n    folder(path: $path, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      edges {\n        node {\n          ...ItemFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ShareReceived {\n    shareReceived {\n      fileId\n      fileName\n      sharedBy {\n        id\n        name\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription ShareReceived {\n    shareReceived {\n      fileId\n      fileName\n      sharedBy {\n        id\n        name\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ShareWithdrawn {\n    shareWithdrawn {\n      fileId\n    }\n  }\n"): (typeof documents)["\n  subscription ShareWithdrawn {\n    shareWithdrawn {\n      fileId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ItemsChanged($path: String) {\n    itemsChanged(path: $path) {\n      path\n      reason\n    }\n  }\n"): (typeof documents)["\n  subscription ItemsChanged($path: String) {\n    itemsChanged(path: $path) {\n      path\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ItemSearch($query: String!, $first: Int!, $after: String) {\n    search(query: $query, first: $first, after: $after) {\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      edges {\n        cursor\n        node {\n          id\n          databaseId\n          type\n          name\n          path\n          mimeType\n          size\n          createdAt\n          encryptionType\n          encryptedMetadata\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ItemSearch($query: String!, $first: Int!, $after: String) {\n    search(query: $query, first: $first, after: $after) {\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      edges {\n        cursor\n        node {\n          id\n          databaseId\n          type\n          name\n          path\n          mimeType\n          size\n          createdAt\n          encryptionType\n          encryptedMetadata\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrashPage($first: Int!, $after: String) {\n    trash(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      edges {\n        node {\n          trashedAt\n          expiresAt\n          totalBytes\n          itemCount\n          item {\n            id\n            type\n            name\n            path\n            mimeType\n            size\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TrashPage($first: Int!, $after: String) {\n    trash(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      edges {\n        node {\n          trashedAt\n          expiresAt\n          totalBytes\n          itemCount\n          item {\n            id\n            type\n            name\n            path\n            mimeType\n            size\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreItems($ids: [ID!]!) {\n    itemsRestore(input: { ids: $ids }) {\n      items {\n        id\n        type\n        name\n        path\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreItems($ids: [ID!]!) {\n    itemsRestore(input: { ids: $ids }) {\n      items {\n        id\n        type\n        name\n        path\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PurgeItems($ids: [ID!]!) {\n    itemsPurge(input: { ids: $ids }) {\n      deletedItemIds\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PurgeItems($ids: [ID!]!) {\n    itemsPurge(input: { ids: $ids }) {\n      deletedItemIds\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmptyTrash {\n    trashEmpty {\n      deletedFileCount\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation EmptyTrash {\n    trashEmpty {\n      deletedFileCount\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FileVersions($id: ID!, $first: Int!, $after: String) {\n    me {\n      id\n      databaseId\n    }\n    item(id: $id) {\n      id\n      name\n      size\n      mimeType\n      updatedAt\n      versions(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n        edges {\n          node {\n            id\n            size\n            mimeType\n            originalName\n            uploadedBy\n            uploadedAt\n            replacedAt\n            downloadUrl\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query FileVersions($id: ID!, $first: Int!, $after: String) {\n    me {\n      id\n      databaseId\n    }\n    item(id: $id) {\n      id\n      name\n      size\n      mimeType\n      updatedAt\n      versions(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n        edges {\n          node {\n            id\n            size\n            mimeType\n            originalName\n            uploadedBy\n            uploadedAt\n            replacedAt\n            downloadUrl\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreVersion($fileId: ID!, $versionId: ID!) {\n    versionRestore(input: { fileId: $fileId, versionId: $versionId }) {\n      item {\n        ...ItemFields\n        updatedAt\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreVersion($fileId: ID!, $versionId: ID!) {\n    versionRestore(input: { fileId: $fileId, versionId: $versionId }) {\n      item {\n        ...ItemFields\n        updatedAt\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteVersion($fileId: ID!, $versionId: ID!) {\n    versionDelete(input: { fileId: $fileId, versionId: $versionId }) {\n      deletedVersionId\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteVersion($fileId: ID!, $versionId: ID!) {\n    versionDelete(input: { fileId: $fileId, versionId: $versionId }) {\n      deletedVersionId\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FileRequestFields on FileRequest {\n    id\n    databaseId\n    url\n    title\n    message\n    expiresAt\n    hasPassword\n    recipients\n    requireName\n    requireEmail\n    maxFiles\n    maxFileBytes\n    maxTotalBytes\n    acceptedTypes\n    state\n    closedAt\n    createdAt\n    updatedAt\n    receivedFiles\n    receivedBytes\n    lastReceivedAt\n    folder {\n      id\n      name\n      path\n      fullPath\n    }\n  }\n"): (typeof documents)["\n  fragment FileRequestFields on FileRequest {\n    id\n    databaseId\n    url\n    title\n    message\n    expiresAt\n    hasPassword\n    recipients\n    requireName\n    requireEmail\n    maxFiles\n    maxFileBytes\n    maxTotalBytes\n    acceptedTypes\n    state\n    closedAt\n    createdAt\n    updatedAt\n    receivedFiles\n    receivedBytes\n    lastReceivedAt\n    folder {\n      id\n      name\n      path\n      fullPath\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FileRequestFileFields on FileRequestFile {\n    id\n    name\n    path\n    size\n    mimeType\n    senderId\n    senderName\n    senderEmail\n    senderVerified\n    receivedAt\n    inTrash\n    item {\n      id\n    }\n  }\n"): (typeof documents)["\n  fragment FileRequestFileFields on FileRequestFile {\n    id\n    name\n    path\n    size\n    mimeType\n    senderId\n    senderName\n    senderEmail\n    senderVerified\n    receivedAt\n    inTrash\n    item {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FileRequests($first: Int!, $after: String) {\n    fileRequests(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      edges {\n        node {\n          ...FileRequestFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query FileRequests($first: Int!, $after: String) {\n    fileRequests(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      edges {\n        node {\n          ...FileRequestFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FileRequest($id: ID!, $first: Int!, $after: String) {\n    node(id: $id) {\n      id\n      ... on FileRequest {\n        ...FileRequestFields\n        files(first: $first, after: $after) {\n          totalCount\n          pageInfo {\n            endCursor\n            hasNextPage\n          }\n          edges {\n            node {\n              ...FileRequestFileFields\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query FileRequest($id: ID!, $first: Int!, $after: String) {\n    node(id: $id) {\n      id\n      ... on FileRequest {\n        ...FileRequestFields\n        files(first: $first, after: $after) {\n          totalCount\n          pageInfo {\n            endCursor\n            hasNextPage\n          }\n          edges {\n            node {\n              ...FileRequestFileFields\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FileRequestCreate($input: FileRequestCreateInput!) {\n    fileRequestCreate(input: $input) {\n      fileRequest {\n        ...FileRequestFields\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation FileRequestCreate($input: FileRequestCreateInput!) {\n    fileRequestCreate(input: $input) {\n      fileRequest {\n        ...FileRequestFields\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FileRequestUpdate($input: FileRequestUpdateInput!) {\n    fileRequestUpdate(input: $input) {\n      fileRequest {\n        ...FileRequestFields\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation FileRequestUpdate($input: FileRequestUpdateInput!) {\n    fileRequestUpdate(input: $input) {\n      fileRequest {\n        ...FileRequestFields\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FileRequestClose($input: FileRequestIdInput!) {\n    fileRequestClose(input: $input) {\n      fileRequest {\n        ...FileRequestFields\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation FileRequestClose($input: FileRequestIdInput!) {\n    fileRequestClose(input: $input) {\n      fileRequest {\n        ...FileRequestFields\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FileRequestDelete($input: FileRequestIdInput!) {\n    fileRequestDelete(input: $input) {\n      deletedId\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation FileRequestDelete($input: FileRequestIdInput!) {\n    fileRequestDelete(input: $input) {\n      deletedId\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FileRequestBlockSender($input: FileRequestBlockSenderInput!) {\n    fileRequestBlockSender(input: $input) {\n      blocked\n      trashed\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation FileRequestBlockSender($input: FileRequestBlockSenderInput!) {\n    fileRequestBlockSender(input: $input) {\n      blocked\n      trashed\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription FileRequestReceived {\n    fileRequestReceived {\n      fileRequest {\n        id\n        receivedFiles\n        receivedBytes\n        lastReceivedAt\n        state\n      }\n      file {\n        ...FileRequestFileFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription FileRequestReceived {\n    fileRequestReceived {\n      fileRequest {\n        id\n        receivedFiles\n        receivedBytes\n        lastReceivedAt\n        state\n      }\n      file {\n        ...FileRequestFileFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShareAccessLog($id: ID!, $first: Int!, $after: String) {\n    node(id: $id) {\n      id\n      ... on ShareLink {\n        accessLog(first: $first, after: $after) {\n          totalCount\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          edges {\n            cursor\n            node {\n              at\n              action\n              visitorEmail\n              clientAddress\n              userAgent\n              files {\n                id\n                name\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShareAccessLog($id: ID!, $first: Int!, $after: String) {\n    node(id: $id) {\n      id\n      ... on ShareLink {\n        accessLog(first: $first, after: $after) {\n          totalCount\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          edges {\n            cursor\n            node {\n              at\n              action\n              visitorEmail\n              clientAddress\n              userAgent\n              files {\n                id\n                name\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SharedWithMe($first: Int!, $after: String) {\n    sharedWithMe(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      edges {\n        node {\n          isNew\n          requiresPassword\n          shareToken\n          sharedAt\n          owner {\n            id\n            name\n            email\n          }\n          item {\n            ...ItemFields\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SharedWithMe($first: Int!, $after: String) {\n    sharedWithMe(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      edges {\n        node {\n          isNew\n          requiresPassword\n          shareToken\n          sharedAt\n          owner {\n            id\n            name\n            email\n          }\n          item {\n            ...ItemFields\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnseenShares {\n    unseenShares {\n      count\n    }\n  }\n"): (typeof documents)["\n  query UnseenShares {\n    unseenShares {\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShareLinkFields on ShareLink {\n    id\n    kind\n    fileId\n    folder {\n      id\n      name\n      fullPath\n    }\n    fileIds\n    url\n    token\n    scope\n    allowedEmails\n    hasPassword\n    expiresAt\n    createdAt\n    revoked\n    accessCount\n    maxAccess\n  }\n"): (typeof documents)["\n  fragment ShareLinkFields on ShareLink {\n    id\n    kind\n    fileId\n    folder {\n      id\n      name\n      fullPath\n    }\n    fileIds\n    url\n    token\n    scope\n    allowedEmails\n    hasPassword\n    expiresAt\n    createdAt\n    revoked\n    accessCount\n    maxAccess\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShareLinks($fileId: ID!) {\n    item(id: $fileId) {\n      id\n      shareLinks(first: 200) {\n        nodes {\n          ...ShareLinkFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShareLinks($fileId: ID!) {\n    item(id: $fileId) {\n      id\n      shareLinks(first: 200) {\n        nodes {\n          ...ShareLinkFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateShareLink($input: CreateShareLinkInput!) {\n    shareLinkCreate(input: $input) {\n      shareLink {\n        ...ShareLinkFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateShareLink($input: CreateShareLinkInput!) {\n    shareLinkCreate(input: $input) {\n      shareLink {\n        ...ShareLinkFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateShareLink($input: UpdateShareLinkInput!) {\n    shareLinkUpdate(input: $input) {\n      shareLink {\n        ...ShareLinkFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateShareLink($input: UpdateShareLinkInput!) {\n    shareLinkUpdate(input: $input) {\n      shareLink {\n        ...ShareLinkFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeShareLink($id: ID!) {\n    shareLinkRevoke(input: { id: $id }) {\n      shareLink {\n        ...ShareLinkFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeShareLink($id: ID!) {\n    shareLinkRevoke(input: { id: $id }) {\n      shareLink {\n        ...ShareLinkFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShareAccess($token: String!, $password: String) {\n    shareAccess(token: $token, password: $password) {\n      downloadUrl\n      originalName\n      mimeType\n      size\n      ownerName\n      ownerEmail\n      encryptionType\n      encryptedMetadata\n      hasDownloadLimit\n      thumbnailUrl\n    }\n  }\n"): (typeof documents)["\n  mutation ShareAccess($token: String!, $password: String) {\n    shareAccess(token: $token, password: $password) {\n      downloadUrl\n      originalName\n      mimeType\n      size\n      ownerName\n      ownerEmail\n      encryptionType\n      encryptedMetadata\n      hasDownloadLimit\n      thumbnailUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddSharedFileToMyFiles($token: String!, $password: String) {\n    sharedFileAdd(input: { token: $token, password: $password }) {\n      alreadyAdded\n      item {\n        id\n        databaseId\n        name\n        path\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddSharedFileToMyFiles($token: String!, $password: String) {\n    sharedFileAdd(input: { token: $token, password: $password }) {\n      alreadyAdded\n      item {\n        id\n        databaseId\n        name\n        path\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestShareCode($token: String!, $email: String!) {\n    requestShareCode(token: $token, email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestShareCode($token: String!, $email: String!) {\n    requestShareCode(token: $token, email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyShareCode($token: String!, $email: String!, $code: String!) {\n    verifyShareCode(token: $token, email: $email, code: $code) {\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyShareCode($token: String!, $email: String!, $code: String!) {\n    verifyShareCode(token: $token, email: $email, code: $code) {\n      expiresAt\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;