export { PreviewsModule } from './previews.module';
export { ThumbnailSize } from './graphql/thumbnail-size';
