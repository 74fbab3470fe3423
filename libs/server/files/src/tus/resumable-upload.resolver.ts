import {
  Args,
  Field,
  Float,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Parent,
  Query,
  ResolveField,
  Resolver,
} from '@nestjs/graphql';
import { Allow } from 'class-validator';
import {
  BEFORE_ARG,
  DomainError,
  LAST_ARG,
  PageInfoModel,
  toConnection,
  UserErrorModel,
  withUserErrors,
} from '@coffer/server-core';
import { CurrentUser, UserModel, type AuthenticatedUser } from '@coffer/server-auth';
import { ResumableUploadService, type ResumableUpload } from './resumable-upload.service';

@ObjectType('PendingUpload', { description: 'One of your unfinished resumable (tus) uploads at /api/uploads.' })
export class PendingUploadModel {
  @Field(() => ID, { description: 'The upload id: its URL is /api/uploads/<id>.' })
  id: string;

  @Field({ description: 'The file name given at creation.' })
  name: string;

  @Field(() => String, { nullable: true, description: 'The path inside a folder selection given at creation.' })
  relativePath: string | null;

  @Field(() => Float, { description: 'Bytes received and stored durably (resume from here).' })
  offset: number;

  @Field(() => Float, { description: 'The file size declared at creation.' })
  length: number;

  @Field({ description: 'When the unfinished upload and its reserved quota are discarded.' })
  expiresAt: Date;

  @Field({ description: 'When the upload was created.' })
  createdAt: Date;
}

@ObjectType('PendingUploadEdge', { description: 'One unfinished upload in a page.' })
export class PendingUploadEdgeModel {
  @Field({ description: 'Opaque position; pass as `after` or `before`.' }) cursor: string;
  @Field(() => PendingUploadModel, { description: 'The upload.' }) node: PendingUploadModel;
}

@ObjectType('PendingUploadConnection', { description: 'A page of your unfinished resumable uploads, newest first.' })
export class PendingUploadConnectionModel {
  @Field(() => [PendingUploadEdgeModel], { description: 'This page.' }) edges: PendingUploadEdgeModel[];
  @Field(() => [PendingUploadModel], { description: 'The uploads of this page (the edges without cursors).' })
  nodes: PendingUploadModel[];
  @Field(() => PageInfoModel, { description: 'Where the next and previous pages start.' }) pageInfo: PageInfoModel;
  @Field(() => Int, { description: 'Unfinished uploads over all pages.' }) totalCount: number;
}

@InputType('UploadCancelInput', { description: 'The unfinished upload to cancel.' })
export class UploadCancelInput {
  @Allow() @Field(() => ID, { description: 'The upload id (PendingUpload.id, the last part of its URL).' }) id: string;
}

@ObjectType('UploadCancelPayload', { description: 'Which upload was cancelled, or why not.' })
export class UploadCancelPayload {
  @Field(() => ID, { nullable: true, description: 'The cancelled upload; null when userErrors says why not.' })
  cancelledUploadId: string | null;
  @Field(() => [UserErrorModel], {
    description: 'Why nothing changed (validation and business rules); empty on success.',
  })
  userErrors: UserErrorModel[];
}

function toModel(upload: ResumableUpload): PendingUploadModel {
  return {
    id: upload.id,
    name: upload.metadata.filename,
    relativePath: upload.metadata.relativePath ?? null,
    offset: upload.offset,
    length: upload.length,
    expiresAt: upload.expiresAt,
    createdAt: upload.createdAt,
  };
}

@Resolver()
export class ResumableUploadResolver {
  constructor(private readonly uploads: ResumableUploadService) {}

  @Mutation(() => UploadCancelPayload, {
    description:
      "Cancels one of your unfinished resumable uploads: its bytes and reserved quota are released (as tus DELETE). Anyone else's, a finished or an unknown upload is NOT_FOUND.",
  })
  uploadCancel(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input', { description: 'The upload.' }) input: UploadCancelInput,
  ): Promise<UploadCancelPayload> {
    return withUserErrors('cancelledUploadId', async () => {
      await this.uploads.terminate(user.id, input.id);
      return input.id;
    });
  }

  @Query(() => [PendingUploadModel], {
    description: 'Your unfinished resumable uploads, newest first.',
    deprecationReason: 'Use me { pendingUploads }, a connection.',
  })
  async pendingUploads(@CurrentUser() user: AuthenticatedUser): Promise<PendingUploadModel[]> {
    return (await this.uploads.pending(user.id)).map(toModel);
  }

  @Mutation(() => Boolean, {
    description:
      'Cancels one of your unfinished resumable uploads: its bytes and reserved quota are released (as tus DELETE).',
    deprecationReason: 'Use uploadCancel.',
  })
  async cancelUpload(
    @CurrentUser() user: AuthenticatedUser,
    @Args('id', { type: () => ID, description: 'The upload.' }) id: string,
  ): Promise<boolean> {
    await this.uploads.terminate(user.id, id);
    return true;
  }
}

/** The viewer's unfinished uploads, as a field of the viewer. */
@Resolver(() => UserModel)
export class ViewerPendingUploadsResolver {
  constructor(private readonly uploads: ResumableUploadService) {}

  @ResolveField(() => PendingUploadConnectionModel, {
    description: 'Your unfinished resumable uploads, newest first (offer them for resuming).',
  })
  async pendingUploads(
    @CurrentUser() user: AuthenticatedUser,
    @Parent() account: UserModel,
    @Args('first', { type: () => Int, defaultValue: 50, description: 'Page size, 1 to 200.' }) first: number,
    @Args('after', { type: () => String, nullable: true, description: 'endCursor of the previous page.' })
    after: string | null,
    @Args('last', LAST_ARG) last: number | null,
    @Args('before', BEFORE_ARG) before: string | null,
  ): Promise<PendingUploadConnectionModel> {
    // A User is only ever the viewer; nobody else's uploads are anyone's business.
    if (account.id !== user.id) throw new DomainError('NOT_FOUND', 'Not found.');
    return toConnection(await this.uploads.pendingPage(user.id, { first, after, last, before }), toModel);
  }
}
