import { ApiProperty, ApiSchema } from '@nestjs/swagger';

// Response shapes of GET /api/share/{token}/log for the OpenAPI description (docs/rest-api.md,
// Share links); the controller builds the plain objects.

@ApiSchema({ name: 'ShareAccessFile', description: 'A file an access log entry names, as it was named then.' })
export class ShareAccessFileDto {
  @ApiProperty({ description: "The file's id; the file may since have been deleted." }) id: string;
  @ApiProperty({ description: 'Its name at the time.' }) name: string;
}

@ApiSchema({ name: 'ShareAccessEntry', description: 'One opening or download through a link.' })
export class ShareAccessEntryDto {
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty({
    enum: ['open', 'download', 'zip'],
    description: 'open: the link was opened; download: a file; zip: several files as one archive.',
  })
  action: 'open' | 'download' | 'zip';
  @ApiProperty({ type: [ShareAccessFileDto], description: 'The files downloaded; empty for an opening.' })
  files: ShareAccessFileDto[];
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The signed-in visitor's address, or one proved with a one-time code; null: anonymous.",
  })
  visitor: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'IPv4 with the last number zeroed (203.0.113.0), IPv6 as its /48; null: unknown.',
  })
  clientAddress: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'User-Agent, at most 256 characters.' })
  userAgent: string | null;
}

@ApiSchema({ name: 'ShareAccessLogPage' })
export class ShareAccessLogPageDto {
  @ApiProperty({ type: [ShareAccessEntryDto], description: 'Newest first.' }) entries: ShareAccessEntryDto[];
  @ApiProperty({ type: String, nullable: true, description: 'Pass as `after` for the next page; null on the last.' })
  nextCursor: string | null;
}
