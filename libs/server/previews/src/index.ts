export { PreviewsModule } from './previews.module';
export { ThumbnailSize } from './graphql/thumbnail-size';
export { ThumbnailService } from './services/thumbnail.service';
export { ThumbnailRenderer } from './render/thumbnail-renderer';
export { ApiThumbnailResponses } from './rest/thumbnail-docs';
export { hasThumbnail, parseVariant, type ThumbnailVariant } from './domain/thumbnail-variant';
export { RENDER_LIMITS } from './render/render-limits';
export { THUMBNAIL_URL_LIFETIME_SECONDS, THUMBNAIL_URL_STEP_SECONDS } from './services/thumbnail-urls';
