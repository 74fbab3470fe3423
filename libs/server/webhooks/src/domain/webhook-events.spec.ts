import { toWebhookEvent } from './webhook-events';

describe('share link events as webhooks see them', () => {
  const userId = '33333333-3333-4333-8333-333333333333';

  it('names the file of a file link, the folder of a folder link, and each file of a set', () => {
    expect(
      toWebhookEvent('shareLinkCreated', {
        userId,
        linkId: 'l1',
        kind: 'file',
        fileId: 'f1',
        folderId: null,
        fileIds: [],
      }),
    ).toEqual({
      userId,
      name: 'SHARE_LINK_CREATED',
      data: { linkId: 'l1', fileId: 'f1' },
      paths: [],
      fileIds: ['f1'],
    });
    expect(
      toWebhookEvent('shareLinkCreated', {
        userId,
        linkId: 'l2',
        kind: 'folder',
        fileId: null,
        folderId: 'd1',
        fileIds: [],
      }),
    ).toMatchObject({ data: { linkId: 'l2', kind: 'folder', folderId: 'd1' }, fileIds: ['d1'] });
    expect(
      toWebhookEvent('shareLinkCreated', {
        userId,
        linkId: 'l3',
        kind: 'set',
        fileId: null,
        folderId: null,
        fileIds: ['a', 'b'],
      }),
    ).toMatchObject({ data: { linkId: 'l3', kind: 'set', fileIds: ['a', 'b'] }, fileIds: ['a', 'b'] });
  });

  it('names the folder of a revoked folder link, and nothing of a revoked set', () => {
    expect(
      toWebhookEvent('shareLinksChanged', { userId, linkIds: ['l2'], reason: 'revoked', folderId: 'd1' }),
    ).toMatchObject({
      name: 'SHARE_LINK_REVOKED',
      data: { linkIds: ['l2'], kind: 'folder', folderId: 'd1' },
      fileIds: ['d1'],
    });
    expect(toWebhookEvent('shareLinksChanged', { userId, linkIds: ['l3'], reason: 'revoked' })).toMatchObject({
      name: 'SHARE_LINK_REVOKED',
      fileIds: [],
    });
  });
});

describe('file request events as webhooks see them', () => {
  it('carry the request, the file and the sender, and name the file for folder filters; never the receipt or sender id', () => {
    const userId = '44444444-4444-4444-8444-444444444444';
    expect(
      toWebhookEvent('fileRequestReceived', {
        userId,
        requestId: 'r1',
        receiptId: 'x1',
        fileId: 'f1',
        name: 'scan.pdf',
        size: 5120,
        senderId: 's1',
        senderName: 'Ada',
        senderEmail: 'ada@example.com',
      }),
    ).toEqual({
      userId,
      name: 'FILE_REQUEST_RECEIVED',
      data: {
        requestId: 'r1',
        itemId: 'f1',
        name: 'scan.pdf',
        size: 5120,
        senderName: 'Ada',
        senderEmail: 'ada@example.com',
      },
      paths: [],
      fileIds: ['f1'],
    });
  });
});
