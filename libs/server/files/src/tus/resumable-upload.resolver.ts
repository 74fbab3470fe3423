import { Args, Field, Float, ID, Mutation, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, type AuthenticatedUser } from '@coffer/server-auth';
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

  @Query(() => [PendingUploadModel], { description: 'Your unfinished resumable uploads, newest first.' })
  async pendingUploads(@CurrentUser() user: AuthenticatedUser): Promise<PendingUploadModel[]> {
    return (await this.uploads.pending(user.id)).map(toModel);
  }

  @Mutation(() => Boolean, {
    description:
      'Cancels one of your unfinished resumable uploads: its bytes and reserved quota are released (as tus DELETE).',
  })
  async cancelUpload(
    @CurrentUser() user: AuthenticatedUser,
    @Args('id', { type: () => ID, description: 'The upload.' }) id: string,
  ): Promise<boolean> {
    await this.uploads.terminate(user.id, id);
    return true;
  }
}
