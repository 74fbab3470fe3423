import { applyDecorators } from '@nestjs/common';
import { ApiProduces, ApiQuery, ApiResponse } from '@nestjs/swagger';

/** The answers of a thumbnail route: WebP bytes, or 304 for a client that holds them. */
export function ApiThumbnailResponses(): MethodDecorator {
  return applyDecorators(
    ApiQuery({
      name: 'size',
      required: false,
      enum: ['small', 'large'],
      description: 'small: fits 128 px; large (default): fits 512 px.',
    }),
    ApiProduces('image/webp'),
    ApiResponse({
      status: 200,
      description: 'The thumbnail (WebP), inline, with a sandbox CSP and nosniff.',
      content: { 'image/webp': { schema: { type: 'string', format: 'binary' } } },
    }),
    ApiResponse({ status: 304, description: 'If-None-Match names the ETag (source content hash and size): no bytes.' }),
  );
}
