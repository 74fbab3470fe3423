import { Inject } from '@nestjs/common';
import { Args, Context, Mutation, Resolver, registerEnumType } from '@nestjs/graphql';
import type { Request } from 'express';
import { APP_CONFIG, DomainError, type AppConfig } from '@coffer/server-core';
import { CurrentUser, type AuthenticatedUser } from '@coffer/server-auth';
import { uploadBatchOf } from './graphql-multipart';
import { toItemModel } from './item.mapper';
import { ItemModel } from './item.model';
import { UploadScalar, type StagedUpload } from './upload.scalar';

export enum UploadConflictEnum {
  KEEP_BOTH = 'keepBoth',
  REPLACE = 'replace',
}
registerEnumType(UploadConflictEnum, {
  name: 'UploadConflict',
  description: 'What an upload does when a file of the same name is in the folder.',
  valuesMap: {
    KEEP_BOTH: { description: 'Store the new file under the first free " (n)" name.' },
    REPLACE: { description: 'Give the existing file this content; its old content becomes a version.' },
  },
});

@Resolver()
export class UploadResolver {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Mutation(() => [ItemModel], {
    description:
      'Uploads files (GraphQL multipart request spec; send the header `apollo-require-preflight: true`). ' +
      'All or nothing: same rules as POST /api/files/upload. Answers the created files in request order.',
  })
  async uploadFiles(
    @CurrentUser() _user: AuthenticatedUser,
    @Context('req') req: Request,
    @Args('files', { type: () => [UploadScalar], description: 'The files, in order (multipart map entries).' })
    files: StagedUpload[],
    @Args('relativePaths', {
      type: () => [String],
      nullable: true,
      description: 'One per file; folders are created (merged) as needed.',
    })
    relativePaths?: string[] | null,
    @Args('parentPath', {
      type: () => String,
      nullable: true,
      defaultValue: '/',
      description: 'Folder the relative paths start in.',
    })
    parentPath?: string,
    @Args('onConflict', {
      type: () => UploadConflictEnum,
      defaultValue: UploadConflictEnum.KEEP_BOTH,
      description:
        'When a name is taken by a file: KEEP_BOTH stores the new one under a " (n)" name; REPLACE gives the existing file this content and keeps the old content as a version.',
    })
    onConflict: UploadConflictEnum = UploadConflictEnum.KEEP_BOTH,
  ): Promise<ItemModel[]> {
    // The middleware has authenticated the request as this user and staged its files.
    const batch = uploadBatchOf(req);
    if (!batch)
      throw new DomainError(
        'VALIDATION_ERROR',
        'Send uploadFiles as a GraphQL multipart request with apollo-require-preflight: true.',
      );
    const result = await batch.commit(files, { relativePaths: relativePaths ?? undefined, parentPath, onConflict });
    return result.files.map((file) => toItemModel(file, this.config.publicUrl));
  }
}
