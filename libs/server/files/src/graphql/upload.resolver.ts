import { Inject } from '@nestjs/common';
import { Args, Mutation, Resolver } from '@nestjs/graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { APP_CONFIG, type AppConfig } from '@coffer/server-core';
import { CurrentUser, type AuthenticatedUser } from '@coffer/server-auth';
import { UploadService } from '../services/upload.service';
import { toItemModel } from './item.mapper';
import { ItemModel } from './item.model';

@Resolver()
export class UploadResolver {
  constructor(
    private readonly uploads: UploadService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Mutation(() => [ItemModel], {
    description:
      'Uploads files (GraphQL multipart request spec; send the header `apollo-require-preflight: true`). ' +
      'All or nothing: same rules as POST /api/files/upload. Answers the created files in request order.',
  })
  async uploadFiles(
    @CurrentUser() user: AuthenticatedUser,
    @Args('files', { type: () => [GraphQLUpload], description: 'The files, in order (multipart map entries).' }) files: Array<Promise<FileUpload>>,
    @Args('relativePaths', { type: () => [String], nullable: true, description: 'One per file; folders are created (merged) as needed.' })
    relativePaths?: string[] | null,
    @Args('parentPath', { type: () => String, nullable: true, defaultValue: '/', description: 'Folder the relative paths start in.' }) parentPath?: string,
  ): Promise<ItemModel[]> {
    const session = await this.uploads.begin(user.id);
    try {
      for (const pending of files) {
        const file = await pending;
        await session.addFile(file.createReadStream(), file.filename, file.mimetype);
      }
    } catch (error) {
      await session.abort();
      throw error;
    }
    const result = await session.commit({ relativePaths: relativePaths ?? undefined, parentPath });
    return result.files.map((file) => toItemModel(file, this.config.publicUrl));
  }
}
