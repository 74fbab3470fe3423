import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, UrlSigner, invalidUrl, isUuid, runAs, type Actor, type AppConfig } from '@coffer/server-core';
import { RequestAuthenticator } from '@coffer/server-auth';
import { FilesService, type ReadableFile } from './files.service';

/** A signed download URL works at least this long… */
export const DOWNLOAD_URL_LIFETIME_SECONDS = 10 * 60;
/** …its expiry rounded up to a multiple of this: the same URL is handed out for this long, so it lives 10 to 15 minutes. */
export const DOWNLOAD_URL_STEP_SECONDS = 5 * 60;

const WINDOW = { lifetimeSeconds: DOWNLOAD_URL_LIFETIME_SECONDS, stepSeconds: DOWNLOAD_URL_STEP_SECONDS };
const INVALID = "This download link is no longer valid. Ask for the item's downloadUrl again.";

/** The bytes behind a signed download URL, and the reader it was signed for (whose download it is). */
export interface SignedFileDownload {
  file: ReadableFile;
  readerId: string;
}

/** What of the query string a signed download URL carries. */
export interface SignedDownloadQuery {
  c?: unknown;
  exp?: unknown;
  v?: unknown;
  t?: unknown;
  sig?: unknown;
}

/**
 * Signed download URLs for signed-in readers (`Item.downloadUrl`): a script or a browser fetches
 * the bytes with no cookie or token. The URL names one file, the content it held when signed,
 * the reader and, when it was signed during a request made with an access token, that token;
 * every request checks again that the reader may download the file (owner or recipient, by the
 * same rule as the cookie download), that the token is still live and that the content is the
 * same. It is never a credential for anything else.
 */
@Injectable()
export class DownloadUrls {
  constructor(
    private readonly signer: UrlSigner,
    private readonly files: FilesService,
    private readonly authenticator: RequestAuthenticator,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The URL of a file's current content for the reader it was shown to; null for folders and without a reader. */
  urlFor(item: { id: string; type: string; blobId: string | null }, reader: Actor | undefined): string | null {
    if (!reader || item.type !== 'file' || !item.blobId) return null;
    const tokenId = reader.via === 'token' ? (reader.tokenId ?? null) : null;
    const { exp, sig } = this.signer.sign(WINDOW, (at) => payload(item.id, item.blobId!, at, reader.userId, tokenId));
    const token = tokenId ? `&t=${tokenId}` : '';
    return `${this.config.publicUrl}/api/files/download/${item.id}?c=${item.blobId}&exp=${exp}&v=${reader.userId}${token}&sig=${sig}`;
  }

  /**
   * Opens the file a signed URL names for its reader. A malformed, altered or expired signature,
   * a revoked or expired token and changed content are DOWNLOAD_URL_INVALID (403); a reader who
   * may no longer download the file gets what the cookie download answers them (FILE_NOT_FOUND,
   * or the share's own refusal). Nothing is counted here: the caller reports the read when bytes flow.
   */
  async open(fileId: string, query: SignedDownloadQuery): Promise<SignedFileDownload> {
    const { c, v, t } = query;
    if (typeof c !== 'string' || !isUuid(c) || typeof v !== 'string' || !isUuid(v)) throw invalidUrl(INVALID);
    if (t !== undefined && (typeof t !== 'string' || !isUuid(t))) throw invalidUrl(INVALID);
    this.signer.verify(query.exp, query.sig, (at) => payload(fileId, c, at, v, t ?? null), INVALID);
    // Signed during a token's request: it acts with that token's scopes, and only while the token lives.
    let actor: Actor | undefined;
    if (t !== undefined) {
      actor = (await this.authenticator.tokenActor(v, t)) ?? undefined;
      if (!actor) throw invalidUrl(INVALID);
    }
    const file = await runAs(actor, () => this.files.openForRead(v, fileId, 'download'));
    if (file.item.blobId !== c) throw invalidUrl(INVALID);
    return { file, readerId: v };
  }
}

function payload(fileId: string, blobId: string, exp: number, readerId: string, tokenId: string | null): string {
  return `download:${fileId}:${blobId}:${exp}:${readerId}:${tokenId ?? ''}`;
}
