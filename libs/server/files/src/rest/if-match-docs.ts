import { applyDecorators } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import { ApiErrors } from '@coffer/server-core';

/** OpenAPI of a write on an item that may be made conditional with If-Match (docs/change-feed.md, Conditional writes). */
export function ApiIfMatch(): MethodDecorator {
  return applyDecorators(
    ApiHeader({
      name: 'If-Match',
      required: false,
      description:
        "Write only while the item's entity tag (`etag` of the item, the `ETag` of a file's download) is one of these: `*` or a comma-separated list of quoted tags. Otherwise 412 PRECONDITION_FAILED and nothing changes.",
      schema: { type: 'string' },
    }),
    ApiErrors('PRECONDITION_FAILED'),
  );
}
